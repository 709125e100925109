/**
 * The published docs site as the MCP server reads it: over HTTP, from
 * DOCS_URL only, plus the one API endpoint the site's manifest names.
 * Every failure becomes a ToolProblem whose message an agent can act on.
 */
import type { GraphQLSchema } from "graphql"
import { buildSchemaFromText } from "../../schema"
import {
  AGENT_MANIFEST_PATH,
  parseAgentManifest,
  parseSearchRecordsFile,
  type AgentManifest,
} from "../../core/agent-files"
import { recordsIndex, type RecordsIndex } from "./records-search"
import { parseLlmsTxt, type PageEntry } from "./pages"
import type { SearchRecordsFileRecord } from "../../core/agent-files"
import { errorMessage, namedError } from "../../core/error-message"
import { loadOnce } from "../../core/load-once"
import { shownAddress } from "../../core/graphql-http"
import { FEEDBACK_ROUTE, type Feedback } from "../../core/feedback"

/** A failure the agent should read: the tool returns its message as an error result. */
export class ToolProblem extends namedError("ToolProblem") {}

export interface Site {
  docsUrl: string
  /** The one API endpoint run_operation may call: the configured one (the hosted endpoint), else the manifest's. */
  apiUrl(): Promise<string>
  /** A file of the site as text; the path is resolved on DOCS_URL and may not leave it. */
  text(path: string): Promise<string>
  manifest(): Promise<AgentManifest>
  records(): Promise<{ index: RecordsIndex; records: SearchRecordsFileRecord[] }>
  /** The search over one part of the docs: guides (pages and their sections) or the schema reference. */
  sectionIndex(section: "guides" | "reference"): Promise<RecordsIndex>
  /** Every page llms.txt lists, in its order: guides first, then the schema reference. */
  pages(): Promise<PageEntry[]>
  schema(): Promise<GraphQLSchema>
  /** fetch for the API: only the endpoint the manifest names. */
  apiFetch: typeof fetch
  /** Sends a piece of feedback to the site's /api/feedback; rejects with a ToolProblem the agent can read. */
  sendFeedback(piece: Feedback): Promise<void>
}

const reason = (error: unknown) => {
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : ""
  return `${errorMessage(error)}${cause}`
}

/** The kinds of record that are guides; every other kind is part of the schema reference. */
const GUIDE_KINDS = new Set(["Guide", "Section"])
const isGuideRecord = (record: Pick<SearchRecordsFileRecord, "kind">) => GUIDE_KINDS.has(record.kind)

/**
 * The site at `docsUrl`. With `apiUrl` (the hosted endpoint's configuration, which `npm run deploy` sets from
 * the build's own GATSBY_API_URL), that is the only API run_operation calls; else the manifest's.
 */
interface SiteOptions {
  /** The network; tests hand in one that counts. */
  fetch?: typeof fetch
  /** The one API run_operation may call (the hosted endpoint's configuration); by default the manifest's. */
  apiUrl?: string | null
  /** Said after "could not be reached": what the reader can do about it where this server runs. */
  unreachableHint?: string
}

/** What a reader of the stdio server can do when the site does not answer. */
const STDIO_UNREACHABLE_HINT =
  "Start it with `npm start` in the docs repository, or set DOCS_URL to the published docs."

/** DOCS_URL as a URL, refused with words the reader can act on when it is not an http or https address. */
function siteBase(docsUrl: string): URL {
  let base: URL
  try {
    base = new URL(docsUrl)
  } catch {
    throw new ToolProblem(`DOCS_URL is not a URL: "${docsUrl}". Set it to the docs site, e.g. http://localhost:9000.`)
  }
  if (base.protocol !== "http:" && base.protocol !== "https:")
    throw new ToolProblem(`DOCS_URL must be an http or https address, not "${docsUrl}".`)
  return base
}

/** How the site is reached: its address, the network, and what to tell the reader when it does not answer. */
interface SiteAccess {
  base: URL
  fetchImpl: typeof fetch
  unreachableHint: string
}

/** The ToolProblem for a site that did not answer at all. */
const unreachable = ({ base, unreachableHint }: SiteAccess, error: unknown, withCause: boolean) =>
  new ToolProblem(
    `The docs site ${base.origin} could not be reached (${reason(error)}). ${unreachableHint}`,
    withCause ? { cause: error } : undefined,
  )

/** The address of a site path, refusing anything that is not on DOCS_URL. */
function onSite(base: URL, path: string): URL {
  const url = new URL(path, base)
  if (url.origin !== base.origin)
    throw new ToolProblem(`Only pages of the docs site ${base.origin} can be read, not ${url.origin}.`)
  return url
}

/** Reads files of the site as text or as JSON; every failure is a ToolProblem. */
function siteReader(access: SiteAccess) {
  async function text(path: string): Promise<string> {
    const url = onSite(access.base, path)
    let response: Response
    try {
      response = await access.fetchImpl(url.href, { redirect: "manual" })
    } catch (error) {
      throw unreachable(access, error, true)
    }
    if (response.status === 404) throw new ToolProblem(`Not found on the docs site: ${url.pathname} (HTTP 404).`)
    if (!response.ok) throw new ToolProblem(`The docs site answered HTTP ${response.status} for ${url.pathname}.`)
    return response.text()
  }

  async function json(path: string, what: string): Promise<unknown> {
    const body = await text(path)
    try {
      return JSON.parse(body)
    } catch (error) {
      throw new ToolProblem(`The docs site's ${what} at ${path} is not JSON (${reason(error)}).`)
    }
  }
  return { text, json }
}
type SiteReader = ReturnType<typeof siteReader>

/** The agent manifest, loaded once; a site without one is named as the wrong site (or a build too old). */
const manifestLoader = (base: URL, { json }: SiteReader) =>
  loadOnce(async () => {
    try {
      return parseAgentManifest(await json(AGENT_MANIFEST_PATH, "manifest"))
    } catch (error) {
      if (error instanceof ToolProblem && !error.message.startsWith("Not found")) throw error
      throw new ToolProblem(
        `${base.origin} has no usable agent manifest at ${AGENT_MANIFEST_PATH} (${reason(error)}). Is DOCS_URL the ZFV docs site, built by this version?`,
      )
    }
  })

/** The files the manifest names, each loaded once: the search records and their sections, the schema, llms.txt. */
function manifestFiles(base: URL, { text, json }: SiteReader, manifest: () => Promise<AgentManifest>) {
  const records = loadOnce(async () => {
    const { searchRecords } = await manifest()
    let file
    try {
      file = parseSearchRecordsFile(await json(searchRecords, "search records"))
    } catch (error) {
      if (error instanceof ToolProblem) throw error
      throw new ToolProblem(`The search records at ${searchRecords} cannot be used: ${reason(error)}`)
    }
    return { index: recordsIndex(file), records: file.records }
  })

  const schema = loadOnce(async () => {
    const { schema: schemaPath } = await manifest()
    try {
      // Tolerant, as for a foreign schema: a published schema is what the API runs, flaws and all.
      return buildSchemaFromText(schemaPath, await text(schemaPath), { tolerant: true }).schema
    } catch (error) {
      if (error instanceof ToolProblem) throw error
      throw new ToolProblem(`The published schema cannot be read: ${reason(error)}`)
    }
  })

  const sections = {
    guides: loadOnce(async () =>
      recordsIndex({ version: 1, records: (await records()).records.filter(isGuideRecord) }),
    ),
    reference: loadOnce(async () =>
      recordsIndex({ version: 1, records: (await records()).records.filter((record) => !isGuideRecord(record)) }),
    ),
  }

  const pages = loadOnce(async () => {
    const { llmsTxt } = await manifest()
    return parseLlmsTxt(await text(llmsTxt), base.origin)
  })
  return { records, schema, sections, pages }
}

/**
 * fetch for the API, with the guard on every hop: only the API's origin is called, and never with a redirect
 * followed by fetch itself, so a redirect comes back here (through credentialSafeFetch) and is checked like the
 * first address.
 */
const guardedApiFetch =
  (fetchImpl: typeof fetch, apiUrlOf: () => Promise<string>): typeof fetch =>
  async (input, init) => {
    const apiUrl = new URL(await apiUrlOf())
    const href = typeof input === "string" ? input : input instanceof URL ? input.href : input.url
    const target = new URL(href)
    if (target.origin !== apiUrl.origin)
      throw new ToolProblem(`Only the API the docs name (${apiUrl.href}) can be called, not ${shownAddress(target)}.`)
    return fetchImpl(target.href, { ...init, redirect: "manual" })
  }

/** Sends a piece of feedback to the site's /api/feedback; rejects with the site's own words when it refuses. */
const feedbackSender = (access: SiteAccess) =>
  async function sendFeedback(piece: Feedback): Promise<void> {
    const url = onSite(access.base, FEEDBACK_ROUTE)
    let response: Response
    try {
      response = await access.fetchImpl(url.href, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(piece),
        redirect: "manual",
      })
    } catch (error) {
      throw unreachable(access, error, false)
    }
    if (response.ok) return
    const said = await response
      .json()
      .then((body: { error?: unknown }) => (typeof body.error === "string" ? body.error : null))
      .catch(() => null)
    throw new ToolProblem(`The feedback was not taken: ${said ?? `the docs site answered HTTP ${response.status}`}`)
  }

export function createSite(docsUrl: string, options: SiteOptions = {}): Site {
  const access: SiteAccess = {
    base: siteBase(docsUrl),
    fetchImpl: options.fetch ?? globalThis.fetch,
    unreachableHint: options.unreachableHint ?? STDIO_UNREACHABLE_HINT,
  }
  const configuredApiUrl = options.apiUrl ?? null
  const reader = siteReader(access)
  const manifest = manifestLoader(access.base, reader)
  const { records, schema, sections, pages } = manifestFiles(access.base, reader, manifest)

  async function apiUrl(): Promise<string> {
    return configuredApiUrl ?? (await manifest()).apiUrl
  }

  const site: Site = {
    docsUrl: access.base.origin,
    apiUrl,
    text: reader.text,
    manifest,
    records,
    sectionIndex: (section) => sections[section](),
    pages,
    schema,
    apiFetch: guardedApiFetch(access.fetchImpl, () => site.apiUrl()),
    sendFeedback: feedbackSender(access),
  }
  return site
}
