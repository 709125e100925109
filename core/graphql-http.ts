/**
 * GraphQL over HTTP, once: the request (a POST with a JSON body), its headers,
 * an optional timeout, and what came back as an outcome that says what
 * happened in so many words, never as a throw. Pure but for the `fetch` it is
 * given (no DOM, no Node-only API), so the same code runs in the browser
 * (docs Run, the playground), in Node scripts (schema:pull, docs:responses,
 * docs:check-live) and in the MCP server. Each caller keeps its own wording
 * for what it tells its reader; what happened on the wire is decided here.
 */
import { buildHeaders, type Credentials, type OperationAuth } from "./authorization-modes"
import { errorMessage } from "./error-message"
import { GRAPHQL_ACCEPT, graphqlBody } from "./graphql-request"

/** The accept header of every GraphQL request (graphql-request.ts says why it lives there). */
export { GRAPHQL_ACCEPT }

/** The headers a request may carry without carrying a credential; any other header counts as one. */
const PLAIN_HEADERS = new Set(["content-type", "accept", "accept-encoding", "accept-language", "user-agent"])

/** Whether a request's headers carry a credential (a key, a token, or any header beyond the plain ones). */
export const carriesCredentials = (headers: Headers): boolean =>
  [...headers.keys()].some((name) => !PLAIN_HEADERS.has(name.toLowerCase()))

/** The redirect statuses; 307 and 308 keep the method and the body, the others turn a POST into a GET. */
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])
const KEEPS_METHOD = new Set([307, 308])

/** An address as it may be shown: no query string, no fragment, no user or password. */
export function shownAddress(url: URL): string {
  const shown = new URL(url.href)
  shown.search = ""
  shown.hash = ""
  shown.username = ""
  shown.password = ""
  return shown.href
}

/**
 * What to do with a redirect answered to a request that carries credentials: follow it only when it stays on
 * the request's origin, keeps the method and the body (307, 308), and is the first; else refuse it. `location`
 * is null where it cannot be read (a browser hides it from fetch).
 */
export function redirectRule(
  from: URL,
  status: number,
  location: string | null,
  hop: number,
): { follow: URL } | { refuse: { status: number; location: string | null } } {
  let to: URL | null = null
  try {
    to = location === null ? null : new URL(location, from)
  } catch {
    to = null
  }
  if (to && hop === 0 && KEEPS_METHOD.has(status) && to.origin === from.origin) return { follow: to }
  return { refuse: { status, location: to ? shownAddress(to) : null } }
}

/** A redirect that a request with credentials did not follow; its message says where to, and that nothing went. */
export class RedirectRefused extends Error {
  constructor(
    readonly status: number,
    /** The address it pointed to, as shownAddress gives it; null where the browser hides it. */
    readonly location: string | null,
  ) {
    super(
      location === null
        ? "The API answered with a redirect, to an address the browser does not show; your credentials were not sent there."
        : `The API answered HTTP ${status}, a redirect to ${location}; your credentials were not sent there.`,
    )
    this.name = "RedirectRefused"
  }
}

const hrefOf = (input: RequestInfo | URL) =>
  typeof input === "string" ? input : input instanceof URL ? input.href : input.url

/**
 * fetch, with the one rule for credentials: a request that carries one never follows a redirect to another
 * origin; a redirect on the same origin is followed once, and only a 307 or 308 (the method and the body
 * kept). Any other redirect rejects with RedirectRefused. A request without credentials is fetch's own. The
 * rule is applied hop by hop with `redirect: "manual"`, so a guard in `fetchImpl` sees every address.
 */
export function credentialSafeFetch(given?: typeof fetch): typeof fetch {
  return async (input, init) => {
    const fetchImpl = given ?? globalThis.fetch
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))
    if (!carriesCredentials(headers)) return fetchImpl(input, init)
    let url = new URL(hrefOf(input))
    for (let hop = 0; ; hop++) {
      const response = await fetchImpl(hop === 0 ? input : url.href, { ...init, redirect: "manual" })
      // A browser answers a redirect it was told not to follow with an opaque response: no status, no address.
      if (response.type === "opaqueredirect") throw new RedirectRefused(0, null)
      if (!REDIRECT_STATUSES.has(response.status)) return response
      const decision = redirectRule(url, response.status, response.headers.get("location"), hop)
      await response.body?.cancel().catch(() => {})
      if ("refuse" in decision) throw new RedirectRefused(decision.refuse.status, decision.refuse.location)
      url = decision.follow
    }
  }
}

/** What a GraphQL request sends. */
export interface GraphQLRequest {
  query: string
  variables?: unknown
  operationName?: string | null
}

/** The body of a request as JSON: graphqlBody of graphql-request.ts, the samples' body too. */
export function graphqlRequestBody(request: GraphQLRequest): string {
  return JSON.stringify(graphqlBody(request))
}

/**
 * What every GraphQL request sends, before any credential: JSON in, GRAPHQL_ACCEPT out. The samples send the
 * same, so the playground and a copied sample get the same HTTP status for the same mistake.
 */
export const GRAPHQL_BASE_HEADERS: Readonly<Record<string, string>> = {
  "content-type": "application/json",
  accept: GRAPHQL_ACCEPT,
}

/** The headers of a GraphQL request with these credentials: the base headers, and what buildHeaders sends. */
export function graphqlHeaders(credentials: Credentials, auth?: OperationAuth): Record<string, string> {
  return { ...GRAPHQL_BASE_HEADERS, ...buildHeaders(credentials, auth) }
}

const NETWORK_CODES: Record<string, string> = {
  ECONNREFUSED: "connection refused",
  ENOTFOUND: "host not found",
  ECONNRESET: "connection reset",
  ETIMEDOUT: "timed out",
  EAI_AGAIN: "host not found (DNS)",
}

/**
 * Why fetch got no response, in words: "connection refused (ECONNREFUSED)"
 * from Node's TypeError and its cause, else the cause's or the error's own
 * message ("Failed to fetch" in a browser, which says no more).
 */
export function networkCause(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause
  const code = cause?.code
  if (code) return `${NETWORK_CODES[code] ?? cause?.message ?? "no answer"} (${code})`
  return cause?.message ?? errorMessage(error)
}

/** Whether an answer is a web page: by its content type, or by how its body starts. */
const looksLikeHtml = (contentType: string, text: string) =>
  /text\/html/i.test(contentType) || /^\s*<(!doctype|html|head|body)\b/i.test(text)

/** What the answer was, for one that is not what was asked for. */
type NotGraphQLReason = "http-error" | "html" | "empty" | "not-json"

/**
 * Why an answer is not usable, checked in this order: an HTTP error status,
 * an HTML page, an empty body; else it is not JSON of the kind expected.
 */
export function notGraphQLReason(answer: { ok: boolean; contentType: string; text: string }): NotGraphQLReason {
  if (!answer.ok) return "http-error"
  if (looksLikeHtml(answer.contentType, answer.text)) return "html"
  if (answer.text.trim() === "") return "empty"
  return "not-json"
}

/** What every answer has. */
interface Answer {
  status: number
  statusText: string
  /** Whether the status is 2xx. */
  ok: boolean
  /** The content-type header, "" when there is none. */
  contentType: string
  /** The body as text. */
  text: string
  /** The body's size in bytes (UTF-8, as received after any transfer compression is undone). */
  sizeBytes: number
  /** From sending the request to having read the whole body. */
  durationMs: number
}

/** What came of a request. Never thrown: each way it can go is one kind. */
export type HttpOutcome<Body> =
  /** The answer holds what was asked for (a GraphQL JSON object, or a non-empty text that is not a page). */
  | ({ kind: "answer"; body: Body } & Answer)
  /** An answer, but not what was asked for. */
  | ({ kind: "not-graphql"; reason: NotGraphQLReason } & Answer)
  /** No response: the network failed (`cause` in words) or the timeout ran out. */
  | { kind: "no-response"; reason: "network" | "timeout"; cause: string; error: unknown; durationMs: number }
  /** The response started but its body broke off. */
  | { kind: "broke-off"; status: number; statusText: string; cause: string; error: unknown; durationMs: number }
  /** Not sent: a header name or value cannot be sent. The cause names the header, never its value. */
  | { kind: "not-sent"; cause: string; error: unknown }
  /** A redirect that was not followed (see credentialSafeFetch); `cause` says where to, and that nothing went. */
  | { kind: "redirected"; status: number; location: string | null; cause: string; durationMs: number }

/** A GraphQL response body: a JSON object, with data, errors and extensions as the server gave them. */
type GraphQLBody = Record<string, unknown>

interface HttpOptions {
  /** The request's headers, sent as they are. */
  headers?: Record<string, string>
  /** Give up after this long (AbortSignal.timeout); no limit when left out. */
  timeoutMs?: number
  fetch?: typeof fetch
  now?: () => number
}

type Read = { kind: "read"; response: Response; text: string; started: number } | HttpOutcome<never>

async function send(url: string, init: RequestInit, options: HttpOptions): Promise<Read> {
  const fetchImpl = options.fetch ?? globalThis.fetch
  const now = options.now ?? (() => performance.now())
  const headers = new Headers()
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    try {
      headers.set(name, value)
    } catch {
      // The runtime's message quotes the value, which may be a key: name the header only.
      return { kind: "not-sent", cause: headerProblem(name), error: new TypeError(headerProblem(name)) }
    }
  }
  const signal = options.timeoutMs === undefined ? undefined : AbortSignal.timeout(options.timeoutMs)
  const started = now()
  let response: Response
  try {
    response = await credentialSafeFetch(fetchImpl)(url, { ...init, headers, ...(signal ? { signal } : {}) })
  } catch (error) {
    if (error instanceof RedirectRefused)
      return {
        kind: "redirected",
        status: error.status,
        location: error.location,
        cause: error.message,
        durationMs: now() - started,
      }
    const timedOut = (error as Error | null)?.name === "TimeoutError"
    return {
      kind: "no-response",
      reason: timedOut ? "timeout" : "network",
      cause: timedOut ? `no answer within ${formatSeconds(options.timeoutMs ?? 0)}` : networkCause(error),
      error,
      durationMs: now() - started,
    }
  }
  try {
    return { kind: "read", response, text: await response.text(), started }
  } catch (error) {
    return {
      kind: "broke-off",
      status: response.status,
      statusText: response.statusText,
      cause: errorMessage(error),
      error,
      durationMs: now() - started,
    }
  }
}

/** Why a header cannot be sent, naming it and never its value. */
const headerProblem = (name: string) =>
  /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)
    ? `the value of the ${name} header holds a character HTTP headers cannot carry`
    : `"${name}" is not a valid header name`

const formatSeconds = (ms: number) => (ms < 1000 ? `${ms} ms` : `${Number((ms / 1000).toFixed(1))} s`)

function answerOf(read: Extract<Read, { kind: "read" }>, options: HttpOptions): Answer {
  const now = options.now ?? (() => performance.now())
  return {
    status: read.response.status,
    statusText: read.response.statusText,
    ok: read.response.ok,
    contentType: read.response.headers.get("content-type") ?? "",
    text: read.text,
    sizeBytes: new TextEncoder().encode(read.text).length,
    durationMs: now() - read.started,
  }
}

/** No credential: graphqlHeaders then sends only content-type and accept. */
const NO_CREDENTIALS: Credentials = { activeModes: [], apiKey: null, token: null }

interface PostOptions extends Omit<HttpOptions, "headers"> {
  /** Ready headers, sent as they are (the caller has merged them); else those of graphqlHeaders for `credentials`. */
  headers?: Record<string, string>
  credentials?: Credentials
  auth?: OperationAuth
}

/**
 * Posts a GraphQL request. An answer whose body is a JSON object is an
 * "answer" whatever its status (a GraphQL server says what it rejects in
 * `errors`); the caller decides what a status means to it.
 */
export async function postGraphQL(
  url: string,
  request: GraphQLRequest,
  options: PostOptions = {},
): Promise<HttpOutcome<GraphQLBody>> {
  const headers = options.headers ?? graphqlHeaders(options.credentials ?? NO_CREDENTIALS, options.auth)
  const read = await send(url, { method: "POST", body: graphqlRequestBody(request) }, { ...options, headers })
  if (read.kind !== "read") return read
  const answer = answerOf(read, options)
  let json: unknown
  try {
    json = JSON.parse(read.text)
  } catch {
    json = undefined
  }
  if (json !== null && typeof json === "object" && !Array.isArray(json))
    return { kind: "answer", body: json as GraphQLBody, ...answer }
  return { kind: "not-graphql", reason: notGraphQLReason(answer), ...answer }
}

/**
 * Gets a text file (a schema, say). A 2xx answer with a body that is neither
 * empty nor an HTML page is an "answer"; anything else is "not-graphql" with
 * the reason.
 */
export async function getText(url: string, options: HttpOptions = {}): Promise<HttpOutcome<string>> {
  const read = await send(url, { method: "GET" }, options)
  if (read.kind !== "read") return read
  const answer = answerOf(read, options)
  const reason = notGraphQLReason(answer)
  return reason === "not-json"
    ? { kind: "answer", body: read.text, ...answer }
    : { kind: "not-graphql", reason, ...answer }
}
