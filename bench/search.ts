import fs from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { chromium, type Page } from "playwright-core"
import { SCHEMA_SOURCE } from "../schema"
import { SEARCH_INDEX_DIR } from "../core/routes"
import { SEARCH_QUESTIONS } from "../scripts/lib/search-questions"
import { CHROMIUM_ARGS, chromiumPath } from "../scripts/lib/route-services"
import { ROOT } from "../scripts/harness/services"
import { CONTENT_TYPES, buildScratch, filesUnder, scratchCopy, sizeOf } from "./lib/scratch-build"
import { formatQuality, scoreQuestions } from "../scripts/lib/search-quality"
import { errorMessage } from "../core/error-message"
import { median } from "./lib/stats"

/**
 * npm run bench:search [-- <schema.graphql | introspection.json>]
 *
 * What the docs search costs, for our site (the current build in public/)
 * and for the site built with GitHub's public schema in a scratch copy (as
 * `npm run bench:schema` does): the index's size and records, the bytes a
 * reader's first search transfers, and the time from the last keypress to
 * the results over the labelled questions (scripts/lib/search-questions.ts), in
 * Chromium, with the index's chunks cached. With a schema file it measures
 * the site built with that schema only. Prints figures; asserts nothing.
 */
const GITHUB_SCHEMA = "node_modules/@octokit/graphql-schema/schema.graphql"
const ORIGIN = "http://bench.invalid"
const START_PAGE = "/docs/access-the-api/"

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB (${(bytes / 1024 / 1024).toFixed(1)} MiB)`

/**
 * Serves the build from disk to the page, counting what it transfers: text
 * gzip-compressed as a host would, Pagefind's files as they are (compressed already).
 */
async function servedPage(publicDir: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  const context = await browser.newContext()
  const transferred = { bytes: 0, files: 0 }
  await context.route(`${ORIGIN}/**`, async (route) => {
    const pathname = decodeURIComponent(new URL(route.request().url()).pathname)
    const file = path.join(publicDir, pathname.endsWith("/") ? `${pathname}index.html` : pathname)
    if (!fs.existsSync(file)) return route.fulfill({ status: 404, body: "" })
    const body = fs.readFileSync(file)
    const type = CONTENT_TYPES[path.extname(file)]
    transferred.bytes += type && type !== "application/wasm" ? gzipSync(body).length : body.length
    transferred.files += 1
    return route.fulfill({ status: 200, body, contentType: type ?? "application/octet-stream" })
  })
  // The API and the identity service play no part in search.
  await context.route(
    (url) => !url.href.startsWith(ORIGIN),
    (route) => route.abort(),
  )
  const page = await context.newPage()
  return { browser, page, transferred }
}

/** Types the query into the open dialog and waits until its results show. */
async function searchFor(page: Page, query: string) {
  await page.getByRole("combobox", { name: "Search the docs" }).fill(query)
  await page.waitForFunction(
    (text) => document.querySelector<HTMLElement>('[role="status"][data-query]')?.dataset.query === text,
    query.trim(),
  )
}

/** Milliseconds from the query's last keypress to its results on screen, measured in the page. */
async function keypressToResults(page: Page, query: string): Promise<number> {
  const field = page.getByRole("combobox", { name: "Search the docs" })
  await searchFor(page, query.slice(0, -1) || query)
  await field.focus()
  // A string, not a function: tsx would add helpers to a function that the page does not have.
  return page.evaluate(`(async (text) => {
    const input = document.querySelector('[role="combobox"]')
    const started = performance.now()
    // What a keypress does to a React field: the new value, then an input event.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set.call(input, text)
    input.dispatchEvent(new Event("input", { bubbles: true }))
    while (document.querySelector('[role="status"][data-query]')?.dataset.query !== text.trim())
      await new Promise((resolve) => requestAnimationFrame(resolve))
    return performance.now() - started
  })(${JSON.stringify(query)})`)
}

async function measure(label: string, publicDir: string) {
  const indexDir = path.join(publicDir, SEARCH_INDEX_DIR)
  if (!fs.existsSync(indexDir)) throw new Error(`No search index at ${indexDir}; run npm run build first`)
  const entry = JSON.parse(fs.readFileSync(path.join(indexDir, "pagefind-entry.json"), "utf8")) as {
    languages: Record<string, { page_count: number }>
  }
  const records = Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0)
  const indexBytes = sizeOf(filesUnder(indexDir))

  const { browser, page, transferred } = await servedPage(publicDir)
  try {
    await page.goto(ORIGIN + START_PAGE, { waitUntil: "networkidle" })
    await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0)
    const before = { ...transferred }
    await page.keyboard.press("Control+k")
    await searchFor(page, SEARCH_QUESTIONS[0].query)
    const firstSearch = { bytes: transferred.bytes - before.bytes, files: transferred.files - before.files }

    // A first pass loads the chunks every question needs; the second is timed with them cached.
    const report = await scoreQuestions(SEARCH_QUESTIONS, async (query) => {
      await searchFor(page, query)
      return page
        .getByRole("option")
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))
    })
    const times: number[] = []
    for (const question of SEARCH_QUESTIONS) times.push(await keypressToResults(page, question.query))
    return [
      [`${label}: index (public/${SEARCH_INDEX_DIR}/)`, `${mb(indexBytes)}, ${filesUnder(indexDir).length} files`],
      ["  records", String(records)],
      [
        "  first search (dialog code and index, from a docs page)",
        `${kb(firstSearch.bytes)} in ${firstSearch.files} requests`,
      ],
      [
        `  keypress to results, ${times.length} questions, chunks cached`,
        `median ${median(times).toFixed(0)} ms, slowest ${Math.max(...times).toFixed(0)} ms`,
      ],
      ["  labelled questions", formatQuality(report).split("\n")[0]],
    ]
  } finally {
    await browser.close()
  }
}

async function main() {
  const argument = process.argv[2]
  const rows: string[][] = []
  if (!argument) rows.push(...(await measure("our schema (current build)", path.join(ROOT, "public"))))
  const requested = path.resolve(argument ?? GITHUB_SCHEMA)
  if (!fs.existsSync(requested)) throw new Error(`No schema file at ${requested}`)
  const dir = scratchCopy()
  console.info(`Building the site with the reference of ${path.relative(ROOT, requested) || requested} in ${dir} …`)
  await buildScratch(dir, requested === path.resolve(SCHEMA_SOURCE) ? null : requested)
  rows.push(...(await measure(path.relative(ROOT, requested) || requested, path.join(dir, "public"))))
  const width = Math.max(...rows.map(([label]) => label.length))
  console.info("")
  for (const [label, value] of rows) console.info(`  ${label.padEnd(width)}  ${value}`)
  console.info(`\n  Scratch folder (delete it when done): ${dir}`)
}

main().catch((error: unknown) => {
  console.error(errorMessage(error))
  process.exitCode = 1
})
