import fs from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { DOCS_PAGE_JS_BUDGET_KB, budgetReport, firstVisitScripts, type ChunkGroups, type PageJs } from "./lib/page-js"
import { ROOT } from "./harness/services"
import { errorMessage } from "../core/error-message"

/**
 * npm run bench:page-js (after npm run build): the gzip KB of JS a first-time
 * reader downloads for every page of the build, from the build's files (no
 * browser; scripts/lib/page-js.ts says which files). Lists the pages over the
 * docs' budget of 100 KB and those within 3 KB of it. Prints figures; asserts
 * nothing.
 */
const MARGIN_KB = 3
const PUBLIC = path.join(ROOT, "public")

const pageDataFiles = (dir: string) =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name === "page-data.json")
    .map((entry) => path.join(entry.parentPath, entry.name))

function main() {
  const statsFile = path.join(PUBLIC, "webpack.stats.json")
  if (!fs.existsSync(statsFile)) throw new Error("public/webpack.stats.json is missing: run npm run build first.")
  const stats = JSON.parse(fs.readFileSync(statsFile, "utf8")) as ChunkGroups
  const gzipKb = new Map<string, number>()
  const kbOf = (file: string) => {
    if (!gzipKb.has(file)) gzipKb.set(file, gzipSync(fs.readFileSync(path.join(PUBLIC, file))).length / 1024)
    return gzipKb.get(file) ?? 0
  }
  const pages: PageJs[] = []
  for (const file of pageDataFiles(path.join(PUBLIC, "page-data"))) {
    const { componentChunkName, path: route } = JSON.parse(fs.readFileSync(file, "utf8"))
    const htmlFile = path.join(PUBLIC, route, route.endsWith(".html") ? "" : "index.html")
    if (!fs.existsSync(htmlFile)) continue
    const scripts = firstVisitScripts(fs.readFileSync(htmlFile, "utf8"), stats, componentChunkName)
    pages.push({ route, kb: scripts.reduce((sum, script) => sum + kbOf(script), 0) })
  }
  const report = budgetReport(pages, DOCS_PAGE_JS_BUDGET_KB, MARGIN_KB)
  const row = (page: PageJs) => ({ page: page.route, "JS gzip KB": page.kb.toFixed(1) })
  console.info(`First-visit JS of ${pages.length} pages (gzip); the docs' budget is ${DOCS_PAGE_JS_BUDGET_KB} KB.`)
  console.info(`Over the budget: ${report.over.length}.`)
  if (report.over.length > 0) console.table(report.over.map(row))
  console.info(`Within ${MARGIN_KB} KB of it: ${report.near.length}.`)
  if (report.near.length > 0) console.table(report.near.map(row))
  if (report.largest) console.info(`Largest: ${report.largest.route}, ${report.largest.kb.toFixed(1)} KB.`)
}

try {
  main()
} catch (error) {
  console.error(errorMessage(error))
  process.exitCode = 1
}
