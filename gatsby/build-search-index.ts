import fs from "node:fs/promises"
import path from "node:path"
import { readSiteReference } from "./site-reference"
import { SCHEMA_CHANGELOG_ROUTE } from "../core/schema-lifecycle"
import {
  pageSearchRecords,
  recordHtml,
  schemaSearchRecords,
  searchRecordsFile,
  type SearchRecord,
} from "./lib/search-records"
import { SEARCH_RECORDS_PATH } from "../core/agent-files"
import type { SchemaReference } from "../schema/reference"
import { errorMessage } from "../core/error-message"
import { isUnlistedRoute, SEARCH_INDEX_DIR } from "../core/routes"

/**
 * Pagefind's Node API is an ES module whose package exports only an "import"
 * entry, which the CommonJS Gatsby compiles this file to cannot require by
 * name; by its path it loads either way.
 */
const PAGEFIND_NODE_API = "node_modules/pagefind/lib/index.js"
const INDEXING_BATCH = 200

const CHANGES_SINCE_PREFIX = `${SCHEMA_CHANGELOG_ROUTE}since/`

/** The routes whose records come from the schema, not from their HTML: type pages and the operations pages. */
function schemaRoutes(reference: SchemaReference): Set<string> {
  return new Set(reference.types.map((type) => type.route))
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** The route of a built page, "/docs/intro/" for public/docs/intro/index.html. */
const routeOf = (publicDir: string, file: string) => {
  const relative = path.relative(publicDir, path.dirname(file)).split(path.sep).join("/")
  return relative ? `/${relative}/` : "/"
}

/** Every record of the site: the built pages' tops and sections, then the schema's entries. */
async function siteSearchRecords(publicDir: string, reference: SchemaReference): Promise<SearchRecord[]> {
  const fromSchema = schemaRoutes(reference)
  const records: SearchRecord[] = []
  for (const file of (await htmlFiles(publicDir)).sort()) {
    const route = routeOf(publicDir, file)
    if (
      fromSchema.has(route) ||
      route === "/404/" ||
      // The writers' pages are for writers alone (their MainContent has no data-pagefind-body either).
      isUnlistedRoute(route) ||
      route.startsWith(`/${SEARCH_INDEX_DIR}/`) ||
      // The changes-since pages repeat the changelog's changes; the changelog is the answer to land on.
      route.startsWith(CHANGES_SINCE_PREFIX)
    )
      continue
    records.push(...pageSearchRecords(await fs.readFile(file, "utf8"), route))
  }
  return [...records, ...schemaSearchRecords(reference)]
}

function failed(step: string, errors: readonly string[]): Error {
  return new Error(`The search index (Pagefind) could not be built: ${step} failed:\n${errors.join("\n")}`)
}

/**
 * Builds the Pagefind search index of the built site into public/pagefind/
 * with Pagefind's Node API, one record per landing place (see
 * gatsby/lib/search-records.ts), and writes the same records as JSON at
 * SEARCH_RECORDS_PATH for tools (the MCP server searches them). It runs inside `gatsby build` (onPostBuild),
 * so every build ships a working search. The old index is removed first, so
 * stale fragments never pile up. Returns the number of records.
 */
export async function buildSearchIndex(publicDir: string, reference?: SchemaReference): Promise<number> {
  const outputPath = path.join(publicDir, SEARCH_INDEX_DIR)
  await fs.rm(outputPath, { recursive: true, force: true })
  const records = await siteSearchRecords(publicDir, reference ?? (await readSiteReference()).reference)
  await fs.writeFile(path.join(publicDir, SEARCH_RECORDS_PATH), JSON.stringify(searchRecordsFile(records)))
  let pagefind: typeof import("pagefind") | null = null
  try {
    pagefind = (await import(path.resolve(PAGEFIND_NODE_API))) as typeof import("pagefind")
    const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" })
    if (!index) throw failed("starting Pagefind", errors)
    // Pagefind indexes in a process of its own; a batch at a time keeps it busy without queueing every record at once.
    for (let start = 0; start < records.length; start += INDEXING_BATCH) {
      await Promise.all(
        records.slice(start, start + INDEXING_BATCH).map(async (record) => {
          const added = await index.addHTMLFile({ url: record.url, content: recordHtml(record) })
          if (added.errors.length > 0) throw failed(`indexing ${record.url}`, added.errors)
        }),
      )
    }
    const written = await index.writeFiles({ outputPath })
    if (written.errors.length > 0) throw failed(`writing ${outputPath}`, written.errors)
    return records.length
  } catch (error) {
    if (error instanceof Error && error.message.startsWith("The search index")) throw error
    throw new Error(`The search index (Pagefind) could not be built: ${errorMessage(error)}`, { cause: error })
  } finally {
    await pagefind?.close()
  }
}
