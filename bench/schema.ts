import fs from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { chromium, type Browser } from "playwright-core"
import { printSchema } from "graphql"
import { SCHEMA_SOURCE, buildSchemaFromText } from "../schema"
import { schemaWithoutFields } from "./lib/synthetic-releases"
import { SCHEMA_DEPRECATIONS_ROUTE } from "../core/schema-lifecycle"
import { markdownCopyPath } from "../core/markdown-copy"
import { TYPE_LIST_URL } from "../core/schema-type-list"
import { CHROMIUM_ARGS, chromiumPath } from "../scripts/lib/route-services"
import { ROOT } from "../scripts/harness/services"
import { CONTENT_TYPES, buildScratch, filesUnder, scratchCopy, sizeOf } from "./lib/scratch-build"
import { stepSeconds } from "./lib/gatsby-log"
import { ACCESS_THE_API_ROUTE } from "../core/routes"
import { mcpRows } from "./lib/mcp-rows"
import { errorMessage } from "../core/error-message"

/**
 * npm run bench:schema [-- <schema.graphql | introspection.json>]
 *
 * Builds the whole site, with the schema reference of any schema, in a
 * scratch copy of the project, and prints what it costs: build time, pages,
 * output size, bytes per type, what the largest reference page weighs, and
 * what the files for agents and the MCP server cost (bench/lib/mcp-rows.ts).
 * With no argument it uses GitHub's public schema (@octokit/graphql-schema).
 * A foreign schema gets two synthetic releases, for its lifecycle (badges,
 * deprecations page, changelog, changes since): the schema with 20 fields
 * removed, then the schema itself. Prints figures; asserts nothing.
 */
const GITHUB_SCHEMA = "node_modules/@octokit/graphql-schema/schema.graphql"
const PLAIN_DOC = ACCESS_THE_API_ROUTE
/** Operations validate_operation is timed on: for GitHub's schema (another schema finds them invalid, which is work too), and ours. */
const GITHUB_OPERATIONS = [
  "{ viewer { login name repositories(first: 10, orderBy: { field: STARGAZERS, direction: DESC }) { nodes { name stargazerCount } } } }",
  "query Repo($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { " +
    "issues(first: 20, states: OPEN) { totalCount nodes { number title author { login } labels(first: 5) { nodes { name } } } } } }",
  '{ repository(owner: "octocat", name: "hello-world") { pullRequests(first: 5) { nodes { title mergedBy { login } reviewz { totalCount } } } } }',
  '{ search(query: "graphql", type: REPOSITORY, first: 5) { nodes { ... on Repository { nameWithOwner description } } } }',
]
const OUR_OPERATIONS = [
  "{ dishes(first: 10) { nodes { name price { formatted } allergens } } }",
  "query Dish($id: ID!) { dish(id: $id) { name priceChf category { name outlet { name } } } }",
  "{ outlets { nodes { name city address { city } calories } } }",
]
const REFERENCE_DIR = "docs/graphql-schema"

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
/** Megabytes as 10^6 bytes, the stricter reading of a "40 MB" goal; MiB beside it. */
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB (${(bytes / 1024 / 1024).toFixed(1)} MiB)`

/** Gatsby's steps whose work grows with the schema; the JS bundles do not. */
const SCHEMA_STEPS = [
  "source and transform nodes",
  "building schema",
  "createPages",
  "run queries in workers",
  "Writing page-data.json and slice-data.json files to public directory",
  "Building static HTML for pages",
  "onPostBuild",
]

/** The gzip bytes of JS, CSS and HTML a first visit to `route` downloads, served from `publicDir` with no server. */
async function firstVisit(browser: Browser, publicDir: string, route: string) {
  const origin = "http://bench.invalid"
  const context = await browser.newContext()
  const bytes = { script: 0, stylesheet: 0, document: 0 }
  await context.route(`${origin}/**`, async (request) => {
    const pathname = decodeURIComponent(new URL(request.request().url()).pathname)
    const file = path.join(publicDir, pathname.endsWith("/") ? `${pathname}index.html` : pathname)
    if (!fs.existsSync(file)) return request.fulfill({ status: 404, body: "" })
    const body = fs.readFileSync(file)
    const type = request.request().resourceType()
    if (type === "script" || type === "stylesheet" || type === "document") bytes[type] += gzipSync(body).length
    return request.fulfill({
      status: 200,
      body,
      contentType: CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream",
    })
  })
  // Everything else (the API, the identity service) is not part of a first visit's weight.
  await context.route(
    (url) => !url.href.startsWith(origin),
    (request) => request.abort(),
  )
  const page = await context.newPage()
  await page.goto(origin + route, { waitUntil: "networkidle" })
  await context.close()
  return bytes
}

/**
 * A foreign schema's two synthetic releases, in the scratch copy: the schema with 20 fields removed, then the
 * schema itself. Our own schema (foreign null) has its real releases.
 */
function writeSyntheticReleases(dir: string, foreign: string | null) {
  if (!foreign) return { releasesDir: null, removedFields: [] as string[] }
  const loaded = buildSchemaFromText(foreign, fs.readFileSync(foreign, "utf8"), { tolerant: true }).schema
  const earlier = schemaWithoutFields(loaded, 20)
  const releasesDir = path.join(dir, "bench-releases")
  fs.mkdirSync(releasesDir)
  fs.writeFileSync(path.join(releasesDir, "2026-01-01.graphql"), earlier.sdl)
  fs.writeFileSync(path.join(releasesDir, "2026-02-01.graphql"), printSchema(loaded))
  return { releasesDir, removedFields: earlier.removed }
}

/** The reference's output in the build: its files and pages, its sizes, and the pages the first visits time. */
function referenceOutput(publicDir: string) {
  const referenceFiles = [
    ...filesUnder(path.join(publicDir, REFERENCE_DIR)),
    ...filesUnder(path.join(publicDir, "page-data", REFERENCE_DIR)),
  ]
  const referencePages = referenceFiles.filter((file) => file.endsWith("index.html"))
  const largest = referencePages.reduce((best, file) => (fs.statSync(file).size > fs.statSync(best).size ? file : best))
  const typePage = referencePages.find((file) => /\/objects\/[^/]+\/index\.html$/.test(file)) ?? largest
  return {
    pageCount: referencePages.length,
    markdownBytes: sizeOf(referenceFiles.filter((file) => file.endsWith(".md"))),
    typeCount: (JSON.parse(fs.readFileSync(path.join(publicDir, TYPE_LIST_URL), "utf8")) as unknown[]).length,
    referenceBytes: sizeOf(referenceFiles),
    allBytes: sizeOf(filesUnder(publicDir)),
    largest,
    largestRoute: `/${path.relative(publicDir, path.dirname(largest))}/`,
    typeRoute: `/${path.relative(publicDir, path.dirname(typePage))}/`,
  }
}

/** What the build's log says: the schema faults it repaired, and the seconds of its steps. */
function logFigures(log: string) {
  const steps = stepSeconds(log)
  // Gatsby wraps its log lines at 80 columns: any space of the phrase may be a line break.
  const releaseMs = Number(
    /of\s+which\s+the\s+releases'\s+lifecycle\s+and\s+changelog\s+(\d+)\s+ms/.exec(log)?.[1] ?? NaN,
  )
  return {
    warnings: log.split("\n").filter((line) => line.includes("can only be defined once")),
    schemaSeconds: SCHEMA_STEPS.reduce((sum, step) => sum + (steps.get(step) ?? 0), 0),
    releaseMs,
    bundleSeconds:
      (steps.get("Building production JavaScript and CSS bundles") ?? 0) + (steps.get("Building HTML renderer") ?? 0),
  }
}

/** The deprecations page the lifecycle makes: its HTML file, and how many members it lists (and with a date). */
function deprecationFigures(publicDir: string) {
  const copy = fs.readFileSync(path.join(publicDir, markdownCopyPath(SCHEMA_DEPRECATIONS_ROUTE)), "utf8")
  const groups = copy.split(/^## /m).slice(1)
  const listed = (some: string[]) => some.reduce((sum, group) => sum + (group.match(/^- \[/gm)?.length ?? 0), 0)
  return {
    html: path.join(publicDir, SCHEMA_DEPRECATIONS_ROUTE.slice(1), "index.html"),
    deprecations: listed(groups),
    withDate: listed(groups.filter((group) => group.startsWith("Removal on"))),
  }
}

type FirstVisit = Awaited<ReturnType<typeof firstVisit>>

/** The report's rows on the build, the reference's output and the first visits, each a label and its figures. */
function buildRows(
  schemaLabel: string,
  seconds: number,
  removedFields: readonly string[],
  figures: {
    output: ReturnType<typeof referenceOutput>
    fromLog: ReturnType<typeof logFigures>
    deprecated: ReturnType<typeof deprecationFigures>
  },
  visits: { plain: FirstVisit; type: FirstVisit; biggest: FirstVisit },
): [string, string][] {
  const { output, fromLog, deprecated } = figures
  const { plain, type, biggest } = visits
  return [
    ["schema", schemaLabel],
    ["types (with a page each)", String(output.typeCount)],
    ["build time, whole site (cold)", `${seconds.toFixed(1)} s`],
    [
      "  of which the steps that grow with the schema",
      `${fromLog.schemaSeconds.toFixed(1)} s (nodes, pages, queries, page data, HTML, post-build: links, Markdown copies, search, CSP)`,
    ],
    [
      "  of which the JS bundles and the HTML renderer",
      `${fromLog.bundleSeconds.toFixed(1)} s (the same for any schema)`,
    ],
    ["reference pages", String(output.pageCount)],
    [
      "lifecycle",
      `${(fromLog.releaseMs / 1000).toFixed(1)} s of the build (2 releases: ${removedFields.length} fields removed, then the schema; ` +
        "diffs, badges, changelog, changes since)",
    ],
    ["deprecations page", `${deprecated.deprecations} members listed, ${deprecated.withDate} with a removal date`],
    [
      `  ${SCHEMA_DEPRECATIONS_ROUTE}`,
      `HTML ${kb(fs.statSync(deprecated.html).size)} (${kb(gzipSync(fs.readFileSync(deprecated.html)).length)} gz)`,
    ],
    [
      "reference output",
      `${mb(output.referenceBytes)} (HTML and page data ${mb(output.referenceBytes - output.markdownBytes)}, ` +
        `Markdown copies ${mb(output.markdownBytes)})`,
    ],
    ["bytes per type", kb(output.referenceBytes / output.typeCount)],
    ["whole site output", mb(output.allBytes)],
    [
      `plain docs page ${PLAIN_DOC}`,
      `JS ${kb(plain.script)} gz, CSS ${kb(plain.stylesheet)} gz, HTML ${kb(plain.document)} gz`,
    ],
    [
      `a type page ${output.typeRoute}`,
      `JS ${kb(type.script)} gz (${type.script >= plain.script ? "+" : "-"}${kb(Math.abs(type.script - plain.script))} ` +
        `against the plain docs page), HTML ${kb(type.document)} gz`,
    ],
    [
      `largest reference page ${output.largestRoute}`,
      `HTML ${kb(fs.statSync(output.largest).size)} (${kb(biggest.document)} gz), JS ${kb(biggest.script)} gz`,
    ],
  ]
}

/** The rows as a table, then the repaired schema faults, then where the scratch copy is. */
function printReport(rows: readonly (readonly string[])[], warnings: readonly string[], dir: string) {
  const width = Math.max(...rows.map(([label]) => label.length))
  console.info("")
  for (const [label, value] of rows) console.info(`  ${label.padEnd(width)}  ${value}`)
  if (warnings.length > 0)
    console.info(
      `\n  Schema faults repaired (the first definition is used):\n${warnings.map((line) => `    ${line.trim()}`).join("\n")}`,
    )
  console.info(`\n  Scratch folder (delete it when done): ${dir}`)
}

async function main() {
  const argument = process.argv[2]
  const requested = path.resolve(argument ?? GITHUB_SCHEMA)
  if (!fs.existsSync(requested)) throw new Error(`No schema file at ${requested}`)
  // Our own schema builds as usual (with its changelog and the docs' examples checked); any other as a foreign schema.
  const foreign = requested === path.resolve(SCHEMA_SOURCE) ? null : requested
  const dir = scratchCopy()
  const { releasesDir, removedFields } = writeSyntheticReleases(dir, foreign)
  const schemaLabel = path.relative(ROOT, requested) || requested
  console.info(`Building the site with the reference of ${schemaLabel} in ${dir} …`)
  const { seconds, log } = await buildScratch(dir, foreign, releasesDir)
  const publicDir = path.join(dir, "public")
  const output = referenceOutput(publicDir)
  const fromLog = logFigures(log)
  const deprecated = deprecationFigures(publicDir)

  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  try {
    const visits = {
      plain: await firstVisit(browser, publicDir, PLAIN_DOC),
      type: await firstVisit(browser, publicDir, output.typeRoute),
      biggest: await firstVisit(browser, publicDir, output.largestRoute),
    }
    const rows = [
      ...buildRows(schemaLabel, seconds, removedFields, { output, fromLog, deprecated }, visits),
      ...(await mcpRows(publicDir, foreign ? GITHUB_OPERATIONS : OUR_OPERATIONS)),
    ]
    printReport(rows, fromLog.warnings, dir)
  } finally {
    await browser.close()
  }
}

main().catch((error: unknown) => {
  console.error(errorMessage(error))
  process.exitCode = 1
})
