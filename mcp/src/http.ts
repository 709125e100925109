/**
 * The docs' MCP server over Streamable HTTP: the hosted endpoint at
 * {site}/mcp (functions/src/index.ts wraps this handler in a Cloud Function;
 * tests and the benchmark mount it on a plain Node server). Stateless, with
 * JSON responses: each POST is whole in itself, gets a new server and
 * transport, and any instance can answer it. What is kept between requests is
 * the site (the docs, the search records and the schema it read over HTTP).
 *
 * The reader's credentials come with each request (`api-key`, or
 * `Authorization: Bearer …`), go only to the API the configuration names,
 * and only for that request; they are never stored, logged or returned.
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js"
import { createDocsServer, credentialRedactor, credentialsProblem, httpWords, toolCallProblem } from "./server"
import { createSite } from "./site"
import { errorMessage } from "../../core/error-message"
import { CONNECT_AGENT_ROUTE } from "../../core/routes"

/** A request body larger than this is refused with 413 before it is read further. */
export const MAX_BODY_BYTES = 100 * 1024
const ALLOWED_METHODS = "POST, OPTIONS"

/** JSON-RPC's codes for what the transport answers itself. */
export const JSON_RPC = { parseError: -32700, invalidRequest: -32600, internalError: -32603 } as const

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
  /** One line per request: method, JSON-RPC method and tool, status, time. Never a credential. */
  log?: (line: string) => void
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
    ...CORS_HEADERS,
    ...headers,
    "Content-Type": "application/json",
    "Content-Length": String(Buffer.byteLength(text)),
  })
  res.end(text)
}

const rpcError = (code: number, message: string) => ({ jsonrpc: "2.0", error: { code, message }, id: null })

/** The body as bytes: the platform's copy when it read it first, else read here, stopping past the limit. */
async function bodyBytes(req: EndpointRequest): Promise<Buffer | "too large"> {
  if (req.rawBody) return req.rawBody.length > MAX_BODY_BYTES ? "too large" : req.rawBody
  const declared = Number(req.headers["content-length"])
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) return "too large"
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string)
    size += buffer.length
    if (size > MAX_BODY_BYTES) return "too large"
    chunks.push(buffer)
  }
  return Buffer.concat(chunks)
}

/** What a JSON-RPC body asks for, for the log line: "tools/call search_docs", or the method, or a batch's size. */
function describeCall(body: unknown): string {
  const one = (message: unknown) => {
    const { method, params } = (message ?? {}) as { method?: unknown; params?: { name?: unknown } }
    if (typeof method !== "string") return "?"
    return method === "tools/call" && typeof params?.name === "string" ? `${method} ${params.name}` : method
  }
  return Array.isArray(body) ? `batch of ${body.length}: ${body.map(one).join(", ")}` : one(body)
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

  return async function handle(req: EndpointRequest, res: ServerResponse): Promise<void> {
    const started = performance.now()
    let call = "-"
    res.once("finish", () =>
      log(`mcp ${req.method} ${res.statusCode} ${call} ${Math.round(performance.now() - started)} ms`),
    )
    if (req.method === "OPTIONS") {
      res.writeHead(204, CORS_HEADERS).end()
      return
    }
    if (req.method !== "POST") {
      const why =
        req.method === "GET"
          ? "this endpoint does not offer an SSE stream (it is stateless, and answers each POST in JSON)"
          : `${req.method} is not used by this endpoint`
      send(res, 405, rpcError(JSON_RPC.invalidRequest, `Method not allowed: ${why}. Send JSON-RPC by POST.`), {
        Allow: ALLOWED_METHODS,
      })
      return
    }
    const bytes = await bodyBytes(req)
    if (bytes === "too large") {
      send(
        res,
        413,
        rpcError(
          JSON_RPC.invalidRequest,
          `Request body too large: this endpoint takes at most ${MAX_BODY_BYTES / 1024} KB.`,
        ),
        { Connection: "close" },
      )
      return
    }
    let body: unknown
    const parsed = req.body
    if (req.rawBody && parsed !== undefined && typeof parsed === "object" && !Buffer.isBuffer(parsed)) body = parsed
    else {
      try {
        body = JSON.parse(bytes.toString("utf8"))
      } catch {
        send(res, 400, rpcError(JSON_RPC.parseError, "Parse error: the request body is not valid JSON."))
        return
      }
    }
    call = describeCall(body)
    // The SDK would answer these with a tool result; a call that cannot run is the caller's error, so it gets one.
    const problem = toolCallProblem(body)
    if (problem) {
      send(res, 200, { jsonrpc: "2.0", error: { code: problem.code, message: problem.message }, id: problem.id })
      return
    }
    const credentials = requestCredentials(req.headers)
    if ("problem" in credentials) {
      send(res, 400, rpcError(JSON_RPC.invalidRequest, credentials.problem))
      return
    }
    for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value)
    const server = createDocsServer({ site, words, ...credentials })
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true })
    res.once("close", () => {
      void transport.close()
      void server.close()
    })
    try {
      await server.connect(transport)
      await transport.handleRequest(req, res, body)
    } catch (error) {
      // The message only, redacted: a stack would show the server's files, and a message may quote a header.
      log(`mcp internal error: ${credentialRedactor(credentials, words)(errorMessage(error))}`)
      if (!res.headersSent) send(res, 500, rpcError(JSON_RPC.internalError, "Internal error; try again."))
      else res.end()
    }
  }
}
