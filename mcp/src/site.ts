/**
 * The published docs site as the MCP server reads it: over HTTP, from
 * DOCS_URL only, plus the one API endpoint the site's manifest names.
 * Every failure becomes a ToolProblem whose message an agent can act on.
 */
import type { GraphQLSchema } from "graphql"
import { loadSchemaFile } from "../../gatsby/lib/schema-file"
import {
  AGENT_MANIFEST_PATH,
  parseAgentManifest,
  parseSearchRecordsFile,
  type AgentManifest,
} from "../../src/lib/shared/agent-files"
import { recordsIndex, type RecordsIndex } from "./records-search"
import type { SearchRecordsFileRecord } from "../../src/lib/shared/agent-files"
import { errorMessage } from "../../src/lib/shared/error-message"

/** A failure the agent should read: the tool returns its message as an error result. */
export class ToolProblem extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = "ToolProblem"
  }
}

export interface Site {
  docsUrl: string
  /** A file of the site as text; the path is resolved on DOCS_URL and may not leave it. */
  text(path: string): Promise<string>
  manifest(): Promise<AgentManifest>
  records(): Promise<{ index: RecordsIndex; records: SearchRecordsFileRecord[] }>
  schema(): Promise<GraphQLSchema>
  /** fetch for the API: only the endpoint the manifest names. */
  apiFetch: typeof fetch
}

const reason = (error: unknown) => {
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : ""
  return `${errorMessage(error)}${cause}`
}

/** Keeps a loaded value; a failure is forgotten, so the next call tries again (the site may have started since). */
function cached<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null
      throw error
    })
    return pending
  }
}

/** The site at `docsUrl`; `fetchImpl` is the network (tests hand in one that counts). */
export function createSite(docsUrl: string, fetchImpl: typeof fetch = globalThis.fetch): Site {
  let base: URL
  try {
    base = new URL(docsUrl)
  } catch {
    throw new ToolProblem(`DOCS_URL is not a URL: "${docsUrl}". Set it to the docs site, e.g. http://localhost:9000.`)
  }
  if (base.protocol !== "http:" && base.protocol !== "https:")
    throw new ToolProblem(`DOCS_URL must be an http or https address, not "${docsUrl}".`)

  /** The address of a site path, refusing anything that is not on DOCS_URL. */
  function onSite(path: string): URL {
    const url = new URL(path, base)
    if (url.origin !== base.origin)
      throw new ToolProblem(`Only pages of the docs site ${base.origin} can be read, not ${url.origin}.`)
    return url
  }

  async function text(path: string): Promise<string> {
    const url = onSite(path)
    let response: Response
    try {
      response = await fetchImpl(url.href, { redirect: "manual" })
    } catch (error) {
      throw new ToolProblem(
        `The docs site ${base.origin} could not be reached (${reason(error)}). Start it with \`npm start\` in the ` +
          `docs repository, or set DOCS_URL to the published docs.`,
        { cause: error },
      )
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

  const manifest = cached(async () => {
    try {
      return parseAgentManifest(await json(AGENT_MANIFEST_PATH, "manifest"))
    } catch (error) {
      if (error instanceof ToolProblem && !error.message.startsWith("Not found")) throw error
      throw new ToolProblem(
        `${base.origin} has no usable agent manifest at ${AGENT_MANIFEST_PATH} (${reason(error)}). Is DOCS_URL the ZFV docs site, built by this version?`,
      )
    }
  })

  const records = cached(async () => {
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

  const schema = cached(async () => {
    const { schema: schemaPath } = await manifest()
    try {
      // Tolerant, as for a foreign schema: a published schema is what the API runs, flaws and all.
      return loadSchemaFile(schemaPath, await text(schemaPath), { tolerant: true }).schema
    } catch (error) {
      if (error instanceof ToolProblem) throw error
      throw new ToolProblem(`The published schema cannot be read: ${reason(error)}`)
    }
  })

  const apiFetch: typeof fetch = async (input, init) => {
    const { apiUrl } = await manifest()
    const href = typeof input === "string" ? input : input instanceof URL ? input.href : input.url
    if (href !== apiUrl) throw new ToolProblem(`Only the API the docs name (${apiUrl}) can be called, not ${href}.`)
    return fetchImpl(href, init)
  }

  return { docsUrl: base.origin, text, manifest, records, schema, apiFetch }
}
