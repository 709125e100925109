/**
 * Running one GraphQL operation and saying what came of it, for a reader: the
 * headers merged, the request sent through postGraphQL (graphql-http), and
 * each outcome as a GraphQL-shaped result with a readable error, a report of
 * what was measured, and the problem in words. Pure of React, the DOM and
 * Node: the site's Run and playground (src/lib/browser/run-operation.ts) and
 * the MCP server's run_operation send through it, each with its own words
 * for what its reader can do.
 */
import { errorMessage } from "./error-message"
import { GRAPHQL_BASE_HEADERS, postGraphQL } from "./graphql-http"

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
  for (const [name, value] of Object.entries({ ...GRAPHQL_BASE_HEADERS, ...siteHeaders }))
    merged[name.toLowerCase()] = value
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
export interface OperationParams {
  query: string
  operationName?: string | null
  variables?: unknown
}

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

/** What a caller tells its reader to do, said after the outcome's own words: each caller's reader has other means. */
export interface RunWords {
  /** After "Request not sent: a request header is not valid (…).", e.g. where the headers were typed. */
  notSent: string
  /** After "No response from the API at … (…).", e.g. why the API may not have answered from there. */
  noResponse: string
}

export interface RunOptions {
  endpoint: string
  headers: Record<string, string>
  words: RunWords
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
      const problem = `Request not sent: a request header is not valid (${outcome.cause}). ${options.words.notSent}`
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
      const problem = `No response from the API at ${options.endpoint} (${errorMessage(outcome.error)}). ${options.words.noResponse}`
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
export function notSent(problem: string, code: string): RunOutcome {
  return {
    result: errorResult(problem, { code }),
    report: { status: null, statusText: "Not sent", durationMs: 0, sizeBytes: null, errorCount: 1 },
    problem,
  }
}
