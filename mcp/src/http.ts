/**
 * The docs' MCP server over Streamable HTTP: the hosted endpoint at
 * {site}/mcp (functions/src/index.ts wraps this handler in a Cloud Function;
 * tests and the benchmark mount it on a plain Node server). Stateless, with
 * JSON responses: each POST is whole in itself, gets a new server and
 * transport, and any instance can answer it. What is kept between requests is
 * the site (the docs, the search records and the schema it read over HTTP).
 *
 * The reader's credentials come with each request (`api-key`, or
 * `Authorization: Bearer …`), go only to the API the configuration names
 * (never across a redirect to another origin: core/graphql-http.ts), and only
 * for that request; they are never stored, logged or returned, in any
 * encoding (core/secrets.ts). Each client (its address, in memory only) gets
 * a number of tool calls a minute (limits.ts); the origins a browser may
 * call from can be limited (MCP_ALLOWED_ORIGINS).
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js"
import { createDocsServer, credentialRedactor, credentialsProblem, httpWords, toolCallProblem } from "./server"
import { DEFAULT_LIMITS, endpointLimits } from "./config"
import type { Feedback } from "../../core/feedback"
import {
  clientAddress,
  createRateLimiter,
  rateLimitPolicy,
  rateLimitState,
  refusalMessage,
  refusedState,
} from "../../core/rate-limits"
import { createSite, type Site } from "./site"
import { toolRegistry } from "./tools"
import { errorMessage } from "../../core/error-message"
import { bodyText } from "../../core/request-body"
import { CONNECT_AGENT_ROUTE } from "../../core/routes"

/** A request body larger than this is refused with 413 before it is read further. */
export const MAX_BODY_BYTES = 100 * 1024
const ALLOWED_METHODS = "POST, OPTIONS"

/** JSON-RPC's codes for what the transport answers itself; -32000 is the first of the server's own. */
export const JSON_RPC = {
  parseError: -32700,
  invalidRequest: -32600,
  internalError: -32603,
  tooManyRequests: -32000,
  forbidden: -32001,
} as const

/**
 * On every answer: CORS for browser-based clients (any origin, no credentials: no cookies; the reader's own
 * headers are allowed), and no caching, since each answer is for one request.
 */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  "Cache-Control": "no-store",
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": ALLOWED_METHODS,
  "Access-Control-Allow-Headers":
    "content-type, accept, api-key, authorization, mcp-protocol-version, mcp-session-id, last-event-id",
  "Access-Control-Expose-Headers": "mcp-session-id, mcp-protocol-version",
  "Access-Control-Max-Age": "86400",
}

interface EndpointConfig {
  /** The docs site the tools read, e.g. https://docs.example.ch (DOCS_URL). */
  docsUrl: string
  /** The one API run_operation sends to (API_URL); the site's manifest must name the same. */
  apiUrl: string
  /** The network; tests hand in one that routes the API to an in-process sandbox. */
  fetch?: typeof fetch
  /** One line per request: method, JSON-RPC method and tool, status, time. Never a credential or an address. */
  log?: (line: string) => void
  /** The origins a browser-based client may call from; null or left out: any. */
  allowedOrigins?: readonly string[] | null
  /** Tool calls and run_operation calls a client may make a minute, on this instance. */
  limits?: { toolCalls: number; runOperations: number }
  /** How many trusted proxies append to X-Forwarded-For in front of this server (limits.ts, clientAddress). */
  proxyHops?: number
  /** The clock of the limits; tests move it. */
  now?: () => number
  /** Where agents' feedback goes; by default the site's /api/feedback (the function writes to its store). */
  sendFeedback?: (piece: Feedback) => Promise<void>
  /** Makes the server for a request; tests hand in one that fails, for the 500 branch. */
  createServer?: typeof createDocsServer
}

/** A request as Node gives it, or as a platform that read the body first (Cloud Functions: rawBody and body). */
type EndpointRequest = IncomingMessage & { rawBody?: Buffer; body?: unknown }

/** The reader's credentials in a request's headers, or the problem with them. */
export function requestCredentials(
  headers: IncomingMessage["headers"],
): { apiKey: string | null; idToken: string | null } | { problem: string } {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || null
  const apiKey = first(headers["api-key"])
  const authorization = first(headers.authorization)
  let idToken: string | null = null
  if (authorization !== null) {
    const bearer = /^Bearer\s+(\S+)$/i.exec(authorization)
    if (!bearer) return { problem: "The Authorization header must be `Bearer <identity token>`." }
    idToken = bearer[1]
  }
  const problem = credentialsProblem(
    { apiKey, idToken },
    { apiKey: "The api-key header", idToken: "The Authorization header's token" },
  )
  return problem ? { problem } : { apiKey, idToken }
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    ...headers,
    "Content-Type": "application/json",
    "Content-Length": String(Buffer.byteLength(text)),
  })
  res.end(text)
}

const rpcError = (code: number, message: string) => ({ jsonrpc: "2.0", error: { code, message }, id: null })

/** MCP's methods, the only ones a log line names (anything else is "(other method)"). */
const MCP_METHODS: ReadonlySet<string> = new Set([
  "initialize",
  "ping",
  "tools/list",
  "tools/call",
  "resources/list",
  "resources/read",
  "resources/templates/list",
  "prompts/list",
  "prompts/get",
  "completion/complete",
  "logging/setLevel",
  "notifications/initialized",
  "notifications/cancelled",
  "notifications/progress",
  "notifications/roots/list_changed",
])
/** How many of a batch's calls a log line names. */
const LOGGED_BATCH_CALLS = 10

/**
 * What a JSON-RPC body asks for, for the log line: "tools/call search_docs", or the method, or a batch's size and
 * first calls. Only MCP's methods and the registry's tools are named: the caller writes the body, and a log line
 * must hold neither a credential put in a method's or a tool's name nor a forged line.
 */
export function describeCall(body: unknown): string {
  const { byName } = toolRegistry()
  const one = (message: unknown) => {
    const { method, params } = (message ?? {}) as { method?: unknown; params?: { name?: unknown } }
    if (typeof method !== "string") return "?"
    if (!MCP_METHODS.has(method)) return "(other method)"
    if (method !== "tools/call") return method
    return `${method} ${typeof params?.name === "string" && byName.has(params.name) ? params.name : "(unknown tool)"}`
  }
  if (!Array.isArray(body)) return one(body)
  const named = body.slice(0, LOGGED_BATCH_CALLS).map(one).join(", ")
  return `batch of ${body.length}: ${named}${body.length > LOGGED_BATCH_CALLS ? ", …" : ""}`
}

/** CORS for the request's origin: every origin, unless a list is configured; then the origin itself, if listed. */
const corsFor = (allowed: ReadonlySet<string> | null, origin: string | undefined): Record<string, string> =>
  allowed === null
    ? CORS_HEADERS
    : {
        ...CORS_HEADERS,
        "Access-Control-Allow-Origin": origin && allowed.has(origin) ? origin : "null",
        Vary: "Origin",
      }

/**
 * Answers what is not a JSON-RPC POST from an accepted origin, and says whether it did: an origin not listed (the
 * MCP specification: a server must refuse an Origin it does not accept; no Origin is a non-browser client), a CORS
 * preflight, and any other method.
 */
function answeredBeforeBody(
  req: EndpointRequest,
  res: ServerResponse,
  allowed: ReadonlySet<string> | null,
  origin: string | undefined,
  cors: Record<string, string>,
): boolean {
  if (allowed !== null && origin !== undefined && !allowed.has(origin)) {
    const message = `Forbidden: this endpoint does not accept requests from the origin ${origin}.`
    send(res, 403, rpcError(JSON_RPC.forbidden, message), cors)
    return true
  }
  if (req.method === "OPTIONS") {
    res.writeHead(204, cors).end()
    return true
  }
  if (req.method === "POST") return false
  const why =
    req.method === "GET"
      ? "this endpoint does not offer an SSE stream (it is stateless, and answers each POST in JSON)"
      : `${req.method} is not used by this endpoint`
  send(res, 405, rpcError(JSON_RPC.invalidRequest, `Method not allowed: ${why}. Send JSON-RPC by POST.`), {
    ...cors,
    Allow: ALLOWED_METHODS,
  })
  return true
}

/** The request's JSON body, or undefined after answering 413 (too large) or 400 (not JSON). */
async function jsonBody(
  req: EndpointRequest,
  res: ServerResponse,
  cors: Record<string, string>,
): Promise<{ body: unknown } | undefined> {
  const text = await bodyText(req, MAX_BODY_BYTES)
  if (text === "too large") {
    const message = `Request body too large: this endpoint takes at most ${MAX_BODY_BYTES / 1024} KB.`
    send(res, 413, rpcError(JSON_RPC.invalidRequest, message), { ...cors, Connection: "close" })
    return undefined
  }
  const parsed = req.body
  let body: unknown
  if (req.rawBody && parsed !== undefined && typeof parsed === "object" && !Buffer.isBuffer(parsed)) body = parsed
  else
    try {
      body = JSON.parse(text)
    } catch {
      send(res, 400, rpcError(JSON_RPC.parseError, "Parse error: the request body is not valid JSON."), cors)
      return undefined
    }
  if (!isJsonRpcBody(body)) {
    send(res, 400, rpcError(JSON_RPC.invalidRequest, INVALID_REQUEST), cors)
    return undefined
  }
  return { body }
}

const INVALID_REQUEST =
  'Invalid Request: the body must be a JSON-RPC 2.0 message (an object with "jsonrpc": "2.0" and a "method", or a ' +
  "response's result or error), or a non-empty array of them."

/** Whether a parsed body is a JSON-RPC 2.0 message, or a non-empty batch of them (JSON-RPC 2.0, section 6). */
export function isJsonRpcBody(body: unknown): boolean {
  const message = (value: unknown) => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return false
    const { jsonrpc, method } = value as { jsonrpc?: unknown; method?: unknown }
    return jsonrpc === "2.0" && (typeof method === "string" || "result" in value || "error" in value)
  }
  return Array.isArray(body) ? body.length > 0 && body.every(message) : message(body)
}

/** The per-client limit on tool calls, taken for one body. */
interface RequestLimiter {
  limiter: ReturnType<typeof createRateLimiter>
  policy: string
  proxyHops: number
}

/**
 * Takes the body's tool calls from the client's allowance: the RateLimit headers for the answer, or undefined
 * after answering 429. A body without tool calls costs nothing and gets no headers.
 */
function takeToolCalls(
  { limiter, policy, proxyHops }: RequestLimiter,
  req: EndpointRequest,
  res: ServerResponse,
  body: unknown,
  cors: Record<string, string>,
): Record<string, string> | undefined {
  const counts = toolCalls(body)
  if (counts.tools === 0) return {}
  const client = clientAddress(req.headers, req.socket?.remoteAddress, proxyHops)
  const taken = limiter.take(client, counts)
  if (taken.ok) return { "RateLimit-Policy": policy, RateLimit: rateLimitState(taken.standing) }
  send(
    res,
    429,
    { jsonrpc: "2.0", error: { code: JSON_RPC.tooManyRequests, message: refusalMessage(taken) }, id: idOf(body) },
    {
      ...cors,
      "Retry-After": String(taken.retryAfterSeconds),
      "RateLimit-Policy": policy,
      RateLimit: refusedState(taken),
    },
  )
  return undefined
}

/** What one request's server is made of: the kept site and words, and the request's own credentials. */
interface ServeRequest {
  config: EndpointConfig
  site: Site
  words: ReturnType<typeof httpWords>
  credentials: { apiKey: string | null; idToken: string | null }
  log: (line: string) => void
}

/** Answers the body with a new server and transport for this request; a failure is a 500 with no detail. */
async function serveBody(
  { config, site, words, credentials, log }: ServeRequest,
  req: EndpointRequest,
  res: ServerResponse,
  body: unknown,
  cors: Record<string, string>,
): Promise<void> {
  try {
    const server = (config.createServer ?? createDocsServer)({
      site,
      words,
      sendFeedback: config.sendFeedback,
      ...credentials,
    })
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true })
    res.once("close", () => {
      void transport.close()
      void server.close()
    })
    await server.connect(transport)
    await transport.handleRequest(req, res, body)
  } catch (error) {
    // The message only, redacted: a stack would show the server's files, and a message may quote a header.
    log(`mcp internal error: ${credentialRedactor(credentials, words)(errorMessage(error))}`)
    if (!res.headersSent) send(res, 500, rpcError(JSON_RPC.internalError, "Internal error; try again."), cors)
    else res.end()
  }
}

/**
 * The endpoint: a handler for Node's (req, res), also as Cloud Functions hands them over. The site is read
 * once per instance and kept; a server and a transport are made for each request.
 */
export function createMcpHandler(config: EndpointConfig) {
  const log = config.log ?? (() => {})
  const site = createSite(config.docsUrl, {
    fetch: config.fetch,
    apiUrl: config.apiUrl,
    unreachableHint: "The docs may be in the middle of a deploy; try again in a minute.",
  })
  const words = httpWords(new URL(CONNECT_AGENT_ROUTE, site.docsUrl).href)
  const allowed = config.allowedOrigins ? new Set(config.allowedOrigins) : null
  const limits = endpointLimits(config.limits ?? DEFAULT_LIMITS)
  const requestLimiter: RequestLimiter = {
    limiter: createRateLimiter([limits.tools, limits.run], config.now),
    policy: rateLimitPolicy([limits.tools, limits.run]),
    proxyHops: config.proxyHops ?? 0,
  }

  return async function handle(req: EndpointRequest, res: ServerResponse): Promise<void> {
    const started = performance.now()
    let call = "-"
    res.once("finish", () =>
      log(`mcp ${req.method} ${res.statusCode} ${call} ${Math.round(performance.now() - started)} ms`),
    )
    const origin = typeof req.headers.origin === "string" ? req.headers.origin : undefined
    const cors = corsFor(allowed, origin)
    if (answeredBeforeBody(req, res, allowed, origin, cors)) return
    const read = await jsonBody(req, res, cors)
    if (!read) return
    const { body } = read
    call = describeCall(body)
    const credentials = requestCredentials(req.headers)
    if ("problem" in credentials) {
      send(res, 400, rpcError(JSON_RPC.invalidRequest, credentials.problem), cors)
      return
    }
    // The SDK would answer these with a tool result; a call that cannot run is the caller's error, so it gets one.
    // Redacted: the message quotes the tool's name, which the caller may have filled with the key.
    const problem = toolCallProblem(body)
    if (problem) {
      const message = credentialRedactor(credentials, words)(problem.message)
      send(res, 200, { jsonrpc: "2.0", error: { code: problem.code, message }, id: problem.id }, cors)
      return
    }
    const limitHeaders = takeToolCalls(requestLimiter, req, res, body, cors)
    if (!limitHeaders) return
    for (const [name, value] of Object.entries({ ...cors, ...limitHeaders })) res.setHeader(name, value)
    await serveBody({ config, site, words, credentials, log }, req, res, body, cors)
  }
}

/** How many tool calls a body holds (a batch counts each), and how many of them run an operation. */
function toolCalls(body: unknown): { tools: number; run: number } {
  const messages = (Array.isArray(body) ? body : [body]) as { method?: unknown; params?: { name?: unknown } }[]
  const calls = messages.filter((message) => message?.method === "tools/call")
  return { tools: calls.length, run: calls.filter((message) => message.params?.name === "run_operation").length }
}

/** The id of a single request, for its error; null for a batch or a notification. */
const idOf = (body: unknown) => {
  const id = (body as { id?: unknown } | null)?.id
  return !Array.isArray(body) && (typeof id === "string" || typeof id === "number") ? id : null
}
