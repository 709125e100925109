/**
 * The files the build publishes for coding agents beside the Markdown copies,
 * and their shapes: the build writes them (gatsby/build-search-index.ts),
 * the MCP server (mcp/) reads them over HTTP. One module, so writer and reader
 * cannot disagree. Imports nothing, so any side can read it.
 */
import type { SearchKind } from "./search-results"

/** What an agent needs to know about the deployed site before it calls anything. */
export const AGENT_MANIFEST_PATH = "/docs/mcp.json"
/** The search's records, the same the site's Pagefind index is built from. */
export const SEARCH_RECORDS_PATH = "/docs/search-records.json"

export interface AgentManifest {
  /** The API's GraphQL endpoint, as this build was configured (GATSBY_API_URL). */
  apiUrl: string
  /** Paths on the site. */
  schema: string
  searchRecords: string
  llmsTxt: string
}

/** One record of the search: where it lands, what it shows, and its text with each piece's weight. */
export interface SearchRecordsFileRecord {
  url: string
  kind: SearchKind
  /** The words a title match weighs (a heading, a schema name as words). */
  title: string
  /** The name as shown, when it differs from the title ("Dish.allergens"). */
  name?: string
  page?: string
  type?: string
  /** "deprecated", "helper", or both, space-separated. */
  flags?: string
  /** The indexed text as [text, weight] pairs (weight as data-pagefind-weight). */
  text: [string, number][]
}

export interface SearchRecordsFile {
  version: 1
  records: SearchRecordsFileRecord[]
}

/** The manifest of a build whose API is at `apiUrl`; the other files are at their fixed paths. */
export function agentManifest(apiUrl: string, schemaPath: string): AgentManifest {
  return { apiUrl, schema: schemaPath, searchRecords: SEARCH_RECORDS_PATH, llmsTxt: "/llms.txt" }
}

/** The manifest, or a sentence saying what is wrong with it. */
export function parseAgentManifest(json: unknown): AgentManifest {
  const value = json as Partial<AgentManifest> | null
  const fields = ["apiUrl", "schema", "searchRecords", "llmsTxt"] as const
  const missing = fields.filter((field) => typeof value?.[field] !== "string")
  if (!value || typeof value !== "object" || missing.length > 0)
    throw new Error(`it lacks ${missing.join(", ") || "an object"}; it was written by another version of the site`)
  return value as AgentManifest
}

/** The records file, or a sentence saying what is wrong with it. */
export function parseSearchRecordsFile(json: unknown): SearchRecordsFile {
  const value = json as Partial<SearchRecordsFile> | null
  if (!value || value.version !== 1 || !Array.isArray(value.records))
    throw new Error("it is not a version 1 records file; it was written by another version of the site")
  return value as SearchRecordsFile
}
