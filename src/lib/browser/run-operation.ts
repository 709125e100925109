/**
 * Running an operation with the site's credentials: headers, the request
 * itself, and what is measured about it. Pure of React and GraphiQL, so Jest
 * tests it alone. The playground's first view, the editor's fetcher
 * (src/playground/editor) and a docs example's Run all send through
 * runWithSiteCredentials, so the same operation is sent alike and reads
 * alike from all three. The request itself goes through postGraphQL
 * (src/lib/shared/graphql-http); what is said here is what each of its
 * outcomes means to the reader of a response pane.
 */
import { buildHeaders, needsToken, type AuthorizationMode } from "../shared/authorization-modes"
import { maskApiKey, parseVariables } from "../shared/code-samples"
import { errorMessage } from "../shared/error-message"
import { GRAPHQL_ACCEPT, postGraphQL } from "../shared/graphql-http"

/** The navbar's authorization settings as they are when a request starts. */
export interface SiteCredentials {
  /** The modes the reader chose in the navbar. */
  activeModes: readonly AuthorizationMode[]
  /** The API key in the navbar field, or null. */
  apiKey: string | null
  /** A fresh identity token, or null when signed out. */
  getIdToken: () => Promise<string | null>
}

/**
 * The authorization headers of the navbar's active modes: the same
 * buildHeaders as the site's Apollo client, so the playground can never
 * authorize differently from the rest of the site.
 */
export async function siteAuthorizationHeaders(credentials: SiteCredentials): Promise<Record<string, string>> {
  const apiKey = credentials.apiKey?.trim() || null
  const token = needsToken(credentials.activeModes, "default") ? await credentials.getIdToken() : null
  return buildHeaders({ activeModes: credentials.activeModes, apiKey, token })
}

/** Stands for the identity token where a header is shown, not sent. */
const SHOWN_TOKEN = "…"

/**
 * The headers the navbar adds to every run, as the reader may see them: the
 * key masked as in the code samples, the token never shown. The same
 * buildHeaders decides which of them go out.
 */
export function shownSiteHeaders(
  credentials: Pick<SiteCredentials, "activeModes" | "apiKey">,
  signedIn: boolean,
): { name: string; value: string }[] {
  const headers = buildHeaders({
    activeModes: credentials.activeModes,
    apiKey: credentials.apiKey?.trim() || null,
    token: signedIn ? SHOWN_TOKEN : null,
  })
  return Object.entries(headers).map(([name, value]) => ({
    name: name === "authorization" ? "Authorization" : name,
    value: name === "api-key" ? maskApiKey(value) : value,
  }))
}

const BASE_HEADERS: Record<string, string> = {
  "content-type": "application/json",
  // The samples send the same, so the playground and a copied sample get the same HTTP status for the same mistake.
  accept: GRAPHQL_ACCEPT,
}

/**
 * The headers of a request: the base headers, then the navbar's, then what the
 * reader typed in GraphiQL's headers editor. Names compare without case, and a
 * typed value wins: `"api-key": "other"` replaces the navbar's key, and
 * `"api-key": null` leaves the header out. Numbers and booleans become text;
 * other values are sent as JSON.
 */
export function mergeRequestHeaders(
  siteHeaders: Record<string, string>,
  typedHeaders?: Record<string, unknown> | null,
): Record<string, string> {
  const merged: Record<string, string> = {}
  for (const [name, value] of Object.entries({ ...BASE_HEADERS, ...siteHeaders })) merged[name.toLowerCase()] = value
  for (const [name, value] of Object.entries(typedHeaders ?? {})) {
    const key = name.toLowerCase()
    if (value === null || value === undefined) delete merged[key]
    else
      merged[key] =
        typeof value === "string"
          ? value
          : typeof value === "number" || typeof value === "boolean"
            ? String(value)
            : JSON.stringify(value)
  }
  return merged
}

/** What GraphiQL asks the fetcher to send. */
interface OperationParams {
  query: string
  operationName?: string | null
  variables?: unknown
}

/** GraphiQL's name for its schema request. */
const INTROSPECTION_OPERATION_NAME = "IntrospectionQuery"

/** Whether a request is GraphiQL's schema request (introspection), which the response metadata does not count. */
export const isIntrospection = (params: OperationParams) => params.operationName === INTROSPECTION_OPERATION_NAME

/** What one run measured; shown beside the response. */
export interface RunReport {
  /** The HTTP status, or null when no response came. */
  status: number | null
  statusText: string
  /** From sending the request to having read the whole response body. */
  durationMs: number
  /** The response body's size in bytes (as received, after any transfer compression is undone), or null without a response. */
  sizeBytes: number | null
  /** How many GraphQL errors the response holds (an HTTP 200 can carry them). */
  errorCount: number
}

interface GraphQLErrorLike {
  message: string
  extensions?: Record<string, unknown>
}

/** What the response pane shows: the API's JSON, or an error in the same shape when there is none. */
export type RunResult = { data?: unknown; errors?: GraphQLErrorLike[]; extensions?: Record<string, unknown> } & Record<
  string,
  unknown
>

export interface RunOutcome {
  result: RunResult
  report: RunReport
  /** Why the request did not give a GraphQL result, in words; null when it did. */
  problem: string | null
}

interface RunOptions {
  endpoint: string
  headers: Record<string, string>
  fetch?: typeof fetch
  now?: () => number
}

const errorResult = (message: string, extensions: Record<string, unknown>): RunResult => ({
  errors: [{ message, extensions }],
})

/**
 * Sends one GraphQL request as POST (postGraphQL) and measures it. Never
 * throws: a network failure, a refused header, a response that is not JSON,
 * all come back as a result with a readable error, so the response pane
 * always has something to show.
 */
export async function runGraphQLRequest(params: OperationParams, options: RunOptions): Promise<RunOutcome> {
  const outcome = await postGraphQL(options.endpoint, params, {
    headers: options.headers,
    fetch: options.fetch,
    now: options.now,
  })
  switch (outcome.kind) {
    case "not-sent": {
      const problem = `Request not sent: a request header is not valid (${outcome.cause}). Check the names and values in the Headers editor.`
      return {
        result: errorResult(problem, { code: "INVALID_HEADER" }),
        report: { status: null, statusText: "Not sent", durationMs: 0, sizeBytes: null, errorCount: 1 },
        problem,
      }
    }
    case "redirected": {
      const problem = outcome.cause
      return {
        result: errorResult(problem, {
          code: "REDIRECTED",
          ...(outcome.status ? { status: outcome.status } : {}),
          ...(outcome.location ? { location: outcome.location } : {}),
        }),
        report: {
          status: null,
          statusText: "Redirected",
          durationMs: outcome.durationMs,
          sizeBytes: null,
          errorCount: 1,
        },
        problem,
      }
    }
    case "no-response": {
      const problem =
        `No response from the API at ${options.endpoint} (${errorMessage(outcome.error)}). It may be down or unreachable ` +
        `from this network, or it may not accept requests from this site.`
      return {
        result: errorResult(problem, { code: "NETWORK_ERROR" }),
        report: {
          status: null,
          statusText: "No response",
          durationMs: outcome.durationMs,
          sizeBytes: null,
          errorCount: 1,
        },
        problem,
      }
    }
    case "broke-off": {
      const problem = `The API's response broke off (${outcome.cause}).`
      return {
        result: errorResult(problem, { code: "NETWORK_ERROR", status: outcome.status }),
        report: {
          status: outcome.status,
          statusText: outcome.statusText,
          durationMs: outcome.durationMs,
          sizeBytes: null,
          errorCount: 1,
        },
        problem,
      }
    }
    case "not-graphql": {
      const type = outcome.contentType.split(";")[0] || "no content type"
      const problem = `The API answered HTTP ${outcome.status}${outcome.statusText ? ` ${outcome.statusText}` : ""} with ${type}, not a GraphQL response.`
      return {
        result: errorResult(problem, { code: "NOT_GRAPHQL", status: outcome.status, body: outcome.text.slice(0, 500) }),
        report: reportOf(outcome, 1),
        problem,
      }
    }
    case "answer": {
      const result = outcome.body as RunResult
      return {
        result,
        report: reportOf(outcome, Array.isArray(result.errors) ? result.errors.length : 0),
        problem: result.data === undefined || result.data === null ? firstErrorMessage(result, outcome.status) : null,
      }
    }
  }
}

const reportOf = (
  answer: { status: number; statusText: string; durationMs: number; sizeBytes: number },
  errorCount: number,
): RunReport => ({
  status: answer.status,
  statusText: answer.statusText,
  durationMs: answer.durationMs,
  sizeBytes: answer.sizeBytes,
  errorCount,
})

function firstErrorMessage(result: RunResult, status: number): string {
  const message =
    Array.isArray(result.errors) && typeof result.errors[0]?.message === "string"
      ? result.errors[0].message
      : "the response has no data"
  return status >= 200 && status < 300 ? message : `HTTP ${status}: ${message}`
}

/** "812 B", "4.2 KB", "1.3 MB" (1 KB = 1,024 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

/** "38 ms", "1.24 s". */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`
}

/** A result for a request that was not sent, with the reason as its one error. */
function notSent(problem: string, code: string): RunOutcome {
  return {
    result: errorResult(problem, { code }),
    report: { status: null, statusText: "Not sent", durationMs: 0, sizeBytes: null, errorCount: 1 },
    problem,
  }
}

export interface SiteOperation {
  query: string
  operationName?: string | null
  /** The variables as the reader typed them (JSON text, empty for none), or as a value. */
  variables?: string | Record<string, unknown> | null
}

interface SiteRunOptions {
  endpoint: string
  /** What the reader typed in the Headers editor; merged over the site's (see mergeRequestHeaders). */
  typedHeaders?: Record<string, unknown> | null
  fetch?: typeof fetch
  now?: () => number
}

/**
 * Sends an operation with the navbar's credentials as they are now, and
 * measures it. Never throws: variables that are not a JSON object, an
 * identity token that cannot be fetched, a network failure or an answer that
 * is not GraphQL all come back as a result with a readable error.
 */
export async function runWithSiteCredentials(
  operation: SiteOperation,
  credentials: SiteCredentials,
  options: SiteRunOptions,
): Promise<RunOutcome> {
  let variables: Record<string, unknown> | null
  try {
    variables =
      typeof operation.variables === "string" ? parseVariables(operation.variables) : (operation.variables ?? null)
  } catch (error) {
    const reason = errorMessage(error)
    return notSent(
      `Not sent: ${reason.charAt(0).toLowerCase()}${reason.slice(1).replace(/\.?$/, ".")}`,
      "INVALID_VARIABLES",
    )
  }
  let siteHeaders: Record<string, string>
  try {
    siteHeaders = await siteAuthorizationHeaders(credentials)
  } catch (error) {
    return notSent(
      `Not sent: your identity token could not be fetched (${errorMessage(error)}). Sign in again, or run it with an API key.`,
      "NO_TOKEN",
    )
  }
  return runGraphQLRequest(
    { query: operation.query, variables: variables ?? undefined, operationName: operation.operationName },
    {
      endpoint: options.endpoint,
      headers: mergeRequestHeaders(siteHeaders, options.typedHeaders),
      fetch: options.fetch,
      now: options.now,
    },
  )
}
