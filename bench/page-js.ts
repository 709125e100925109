import fs from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"
import {
  DOCS_PAGE_JS_BUDGET_KB,
  PAGE_PARTS,
  budgetReport,
  bytesBySource,
  firstVisitScripts,
  partOf,
  scriptParts,
  type ChunkGroups,
  type PageJs,
  type PagePart,
} from "./lib/page-js"
import { ROOT } from "../scripts/harness/services"
import { errorMessage } from "../core/error-message"

/**
 * npm run bench:page-js (after npm run build): the gzip KB of JS a first-time
 * reader downloads for every page of the build, from the build's files (no
 * browser; bench/lib/page-js.ts says which files). Lists the pages over the
 * docs' budget of 100 KB and those within 3 KB of it, then each docs page's JS
 * by part (framework, Gatsby's app, layout and chrome, islands, content; from
 * the scripts' source maps). BENCH_PAGE=<route> lists that page's modules by
 * part, largest first. Prints figures; asserts nothing.
 */
const MARGIN_KB = 3
const PUBLIC = path.join(ROOT, "public")

const pageDataFiles = (dir: string) =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name === "page-data.json")
    .map((entry) => path.join(entry.parentPath, entry.name))

/** The pages the parts table shows: the docs, without the schema reference's pages below its entry. */
const isDocsPage = (route: string) => route.startsWith("/docs/") && !/^\/docs\/graphql-schema\/./.test(route)

interface PageScripts extends PageJs {
  scripts: string[]
}

/** The built scripts' gzip bytes and their bytes by source (from the source map; null without one), each read once. */
function scriptReader() {
  const gzipBytes = new Map<string, number>()
  const bytesOf = (file: string) => {
    if (!gzipBytes.has(file)) gzipBytes.set(file, gzipSync(fs.readFileSync(path.join(PUBLIC, file))).length)
    return gzipBytes.get(file) ?? 0
  }
  const sources = new Map<string, Map<string, number> | null>()
  const sourcesOf = (file: string) => {
    if (!sources.has(file)) {
      const mapFile = path.join(PUBLIC, `${file}.map`)
      sources.set(
        file,
        fs.existsSync(mapFile)
          ? bytesBySource(
              fs.readFileSync(path.join(PUBLIC, file), "utf8"),
              JSON.parse(fs.readFileSync(mapFile, "utf8")),
            )
          : null,
      )
    }
    return sources.get(file) ?? null
  }
  return { bytesOf, sourcesOf }
}
type ScriptReader = ReturnType<typeof scriptReader>

/** Every built page with the scripts a first visit loads and their gzip KB. */
function builtPages(stats: ChunkGroups, { bytesOf }: ScriptReader): PageScripts[] {
  const pages: PageScripts[] = []
  for (const file of pageDataFiles(path.join(PUBLIC, "page-data"))) {
    const { componentChunkName, path: route } = JSON.parse(fs.readFileSync(file, "utf8"))
    const htmlFile = path.join(PUBLIC, route, route.endsWith(".html") ? "" : "index.html")
    if (!fs.existsSync(htmlFile)) continue
    const scripts = firstVisitScripts(fs.readFileSync(htmlFile, "utf8"), stats, componentChunkName)
    pages.push({ route, scripts, kb: scripts.reduce((sum, script) => sum + bytesOf(script), 0) / 1024 })
  }
  return pages
}

/** The pages over the docs' budget and near it, and the largest. */
function printBudget(pages: PageScripts[]) {
  const report = budgetReport(pages, DOCS_PAGE_JS_BUDGET_KB, MARGIN_KB)
  const row = (page: PageJs) => ({ page: page.route, "JS gzip KB": page.kb.toFixed(1) })
  console.info(`First-visit JS of ${pages.length} pages (gzip); the docs' budget is ${DOCS_PAGE_JS_BUDGET_KB} KB.`)
  console.info(`Over the budget: ${report.over.length}.`)
  if (report.over.length > 0) console.table(report.over.map(row))
  console.info(`Within ${MARGIN_KB} KB of it: ${report.near.length}.`)
  if (report.near.length > 0) console.table(report.near.map(row))
  if (report.largest) console.info(`Largest: ${report.largest.route}, ${report.largest.kb.toFixed(1)} KB.`)
}

/** Each docs page's JS by part, and the largest page of the schema reference last. */
function printParts(pages: readonly PageScripts[], { bytesOf, sourcesOf }: ScriptReader) {
  const partsOf = (page: PageScripts) => {
    const parts = new Map<PagePart, number>()
    for (const script of page.scripts)
      for (const [part, bytes] of scriptParts(script, bytesOf(script), sourcesOf(script)))
        parts.set(part, (parts.get(part) ?? 0) + bytes)
    return parts
  }
  const reference = pages.filter((page) => /^\/docs\/graphql-schema\/./.test(page.route)).sort((a, b) => b.kb - a.kb)[0]
  const shown = [...pages.filter((page) => isDocsPage(page.route)).sort((a, b) => a.route.localeCompare(b.route))]
  if (reference) shown.push(reference)
  console.info(
    "\nBy part, gzip KB (each script's share by its source map; the largest page of the schema reference last):",
  )
  console.table(
    shown.map((page) => {
      const parts = partsOf(page)
      return {
        page: page.route,
        ...Object.fromEntries(PAGE_PARTS.map((part) => [part, ((parts.get(part) ?? 0) / 1024).toFixed(1)])),
        total: page.kb.toFixed(1),
      }
    }),
  )
}

/** One page's modules by part, largest first (BENCH_PAGE): each script's gzip bytes shared out by its source map. */
function printModules(page: PageScripts, { bytesOf, sourcesOf }: ScriptReader) {
  console.info(`\nThe modules of ${page.route}, by part, gzip KB (estimated, as above):`)
  const modules: { part: PagePart; script: string; module: string; bytes: number }[] = []
  for (const script of page.scripts) {
    const bySource = sourcesOf(script)
    const gzip = bytesOf(script)
    if (!bySource) {
      modules.push({ part: partOf(script, ""), script, module: "(the whole file)", bytes: gzip })
      continue
    }
    const total = [...bySource].reduce((sum, [source, count]) => sum + (source === "" ? 0 : count), 0)
    for (const [source, count] of bySource)
      if (source !== "")
        modules.push({ part: partOf(script, source), script, module: source, bytes: (gzip * count) / total })
  }
  console.table(
    modules
      .sort((a, b) => PAGE_PARTS.indexOf(a.part) - PAGE_PARTS.indexOf(b.part) || b.bytes - a.bytes)
      .filter((entry) => entry.bytes >= 50)
      .map((entry) => ({
        part: entry.part,
        script: entry.script.replace(/-[0-9a-f]{20}\.js$/, ""),
        module: entry.module,
        KB: (entry.bytes / 1024).toFixed(2),
      })),
  )
}

function main() {
  const statsFile = path.join(PUBLIC, "webpack.stats.json")
  if (!fs.existsSync(statsFile)) throw new Error("public/webpack.stats.json is missing: run npm run build first.")
  const stats = JSON.parse(fs.readFileSync(statsFile, "utf8")) as ChunkGroups
  const reader = scriptReader()
  const pages = builtPages(stats, reader)
  printBudget(pages)
  printParts(pages, reader)
  const listed = process.env.BENCH_PAGE
  if (listed) {
    const page = pages.find((candidate) => candidate.route === listed)
    if (!page) throw new Error(`No page ${listed} in the build.`)
    printModules(page, reader)
  }
}

try {
  main()
} catch (error) {
  console.error(errorMessage(error))
  process.exitCode = 1
}
