/**
 * The hosted endpoint's handler (http.ts), branch by branch, on a loopback
 * server against a small docs site and API (support/fake-site.ts): every
 * status with its headers (CORS included) and its body, the limits, the
 * origins, and a whole session's answers and log lines read for the reader's
 * credentials and for anything that looks like a stack trace.
 */
import http from "node:http"
import type { AddressInfo } from "node:net"
import { Readable } from "node:stream"
import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js"
import { CORS_HEADERS, JSON_RPC, MAX_BODY_BYTES, createMcpHandler } from "../src/http"
import { serveMcp } from "../src/serve"
import { startFakeSite } from "./support/fake-site"

jest.setTimeout(30_000)

type Site = Awaited<ReturnType<typeof startFakeSite>>
let site: Site
beforeAll(async () => {
  site = await startFakeSite()
})
afterAll(() => site.close())

const KEY = 'zfv"handler\\key-é'
const TOKEN = "eyJ.handler+token/é.99"

/** A tool call's answer as its text. */
const text = (answer: { json(): { result: CallToolResult } }) =>
  answer
    .json()
    .result.content.map((part) => (part.type === "text" ? part.text : ""))
    .join("\n")
/** A secret's bytes in hex, and the secret cut by spaces every two characters. */
const hex = (secret: string) => Buffer.from(secret).toString("hex")
const spaced = (secret: string) => secret.replace(/(..)/g, "$1 ").trim()
/** The reader's key and token, as a client sends them. */
const headers = { "api-key": KEY, authorization: `Bearer ${TOKEN}` }

/** Every line the handler logged, and every body it answered, for the scans at the end. */
const logLines: string[] = []
const answers: string[] = []

/** The handler on a loopback server, with the options a test gives. */
async function endpoint(options: Partial<Parameters<typeof createMcpHandler>[0]> = {}) {
  const handle = createMcpHandler({
    docsUrl: site.docsUrl,
    apiUrl: site.apiUrl,
    log: (line) => logLines.push(line),
    ...options,
  })
  const server = http.createServer((req, res) => void handle(req, res))
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`
  return {
    url,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const rpc = (method: string, params?: unknown, id: number | string = 1) => ({ jsonrpc: "2.0", id, method, params })
const toolCall = (name: string, args: Record<string, unknown> = {}, id: number | string = 1) =>
  rpc("tools/call", { name, arguments: args }, id)

/** A POST as an MCP client sends it; `body` as JSON unless it is text already. */
async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  })
  const text = await response.text()
  answers.push(text)
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) }
}

const expectCors = (headers: Headers) => {
  for (const [name, value] of Object.entries(CORS_HEADERS)) expect(headers.get(name)).toBe(value)
}

describe("each status, with its headers and body", () => {
  let at: Awaited<ReturnType<typeof endpoint>>
  beforeAll(async () => {
    at = await endpoint()
  })
  afterAll(() => at.close())

  it("204 to a preflight, with CORS for any origin", async () => {
    const response = await fetch(at.url, { method: "OPTIONS", headers: { origin: "https://agent.example" } })
    expect(response.status).toBe(204)
    expectCors(response.headers)
  })

  it("405 to a GET, with Allow, CORS and a JSON-RPC error", async () => {
    const response = await fetch(at.url)
    expect(response.status).toBe(405)
    expect(response.headers.get("allow")).toBe("POST, OPTIONS")
    expectCors(response.headers)
    expect(await response.json()).toEqual({
      jsonrpc: "2.0",
      error: {
        code: JSON_RPC.invalidRequest,
        message:
          "Method not allowed: this endpoint does not offer an SSE stream (it is stateless, and answers each POST in JSON). Send JSON-RPC by POST.",
      },
      id: null,
    })
  })

  it("413 to a body over the limit that declares its length, and to one read from the stream", async () => {
    const big = JSON.stringify(toolCall("search_docs", { query: "x".repeat(MAX_BODY_BYTES) }))
    const declared = await post(at.url, big)
    // Streamed in chunks with no length: the handler stops reading past the limit.
    const streamed = await fetch(at.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: Readable.toWeb(Readable.from([big.slice(0, 60_000), big.slice(60_000)])) as ReadableStream,
      duplex: "half",
    } as RequestInit)
    for (const response of [
      declared,
      { status: streamed.status, headers: streamed.headers, text: await streamed.text() },
    ]) {
      expect(response.status).toBe(413)
      expectCors(response.headers)
      expect(JSON.parse(response.text)).toMatchObject({
        error: {
          code: JSON_RPC.invalidRequest,
          message: "Request body too large: this endpoint takes at most 100 KB.",
        },
      })
    }
  })

  it("400 to a body that is not JSON, with CORS", async () => {
    const answer = await post(at.url, "{ not json")
    expect(answer.status).toBe(400)
    expectCors(answer.headers)
    expect(answer.json()).toEqual({
      jsonrpc: "2.0",
      error: { code: JSON_RPC.parseError, message: "Parse error: the request body is not valid JSON." },
      id: null,
    })
  })

  it("400 with JSON-RPC's invalid request to JSON that is not a JSON-RPC message: an empty batch, {}, null, [1, 2]", async () => {
    for (const body of ["[]", "{}", "null", "[1,2]", '{"jsonrpc":"1.0","method":"ping","id":1}']) {
      const answer = await post(at.url, body)
      expect({ body, status: answer.status }).toEqual({ body, status: 400 })
      expectCors(answer.headers)
      expect(answer.json()).toEqual({
        jsonrpc: "2.0",
        error: { code: JSON_RPC.invalidRequest, message: expect.stringMatching(/^Invalid Request: the body must be/) },
        id: null,
      })
    }
  })

  it("400 to a malformed Authorization header, and to a key too short to keep out of answers", async () => {
    const basic = await post(at.url, toolCall("list_pages"), { authorization: "Basic dXNlcjpwdw==" })
    expect(basic.status).toBe(400)
    expectCors(basic.headers)
    expect(basic.json().error.message).toBe("The Authorization header must be `Bearer <identity token>`.")
    const short = await post(at.url, toolCall("list_pages"), { "api-key": "abc" })
    expect(short.status).toBe(400)
    expect(short.json().error.message).toBe(
      "The api-key header is too short (3 characters); credentials have at least 4.",
    )
  })

  it("400 to an unsupported MCP-Protocol-Version", async () => {
    const answer = await post(at.url, rpc("tools/list"), { "mcp-protocol-version": "1999-01-01" })
    expect(answer.status).toBe(400)
    expect(answer.text).toMatch(/Unsupported protocol version/)
  })

  it("200 with a plain JSON answer to a good call, with CORS and the limits' headers", async () => {
    const answer = await post(at.url, toolCall("search_docs", { query: "key" }, 7))
    expect(answer.status).toBe(200)
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/)
    expectCors(answer.headers)
    expect(answer.headers.get("ratelimit-policy")).toBe('"tools";q=60;w=60, "run";q=10;w=60')
    expect(answer.headers.get("ratelimit")).toBe('"tools";r=59;t=60')
    const { id, result } = answer.json()
    expect(id).toBe(7)
    expect(result.content[0].text).toMatch(/^1\. Access \[Guide\]\n {3}http:\/\/127\.0\.0\.1:\d+\/docs\/a\//)
  })

  it("200 with JSON-RPC's invalid params to a call that does not fit its tool", async () => {
    const answer = await post(at.url, toolCall("search_docs", { limit: 99 }, 3))
    expect(answer.status).toBe(200)
    expect(answer.json()).toEqual({
      jsonrpc: "2.0",
      error: {
        code: -32602,
        message: expect.stringMatching(/^Invalid arguments for search_docs: query: .+; limit: .+\.$/),
      },
      id: 3,
    })
  })
})

describe("the 500 branch", () => {
  it("answers a JSON-RPC internal error and logs the message, redacted, with no stack", async () => {
    const lines: string[] = []
    const at = await endpoint({
      log: (line) => lines.push(line),
      createServer: () => {
        throw new TypeError(`cannot build a server for ${KEY} and ${TOKEN}`)
      },
    })
    try {
      const answer = await post(at.url, toolCall("list_pages"), { "api-key": KEY, authorization: `Bearer ${TOKEN}` })
      expect(answer.status).toBe(500)
      expectCors(answer.headers)
      expect(answer.json()).toEqual({
        jsonrpc: "2.0",
        error: { code: JSON_RPC.internalError, message: "Internal error; try again." },
        id: null,
      })
      expect(lines).toEqual([
        "mcp internal error: cannot build a server for <YOUR_API_KEY> and <YOUR_ID_TOKEN>",
        expect.stringMatching(/^mcp POST 500 tools\/call list_pages \d+ ms$/),
      ])
      logLines.push(...lines)
    } finally {
      await at.close()
    }
  })
})

describe("limits per client", () => {
  it("429 on the 61st tool call in a minute, with Retry-After and the RateLimit headers; again after the window", async () => {
    let now = 1_000_000
    const at = await endpoint({ now: () => now })
    try {
      for (let call = 1; call <= 60; call++) {
        const answer = await post(at.url, toolCall("list_pages", {}, call))
        expect(answer.status).toBe(200)
        now += 500
      }
      const over = await post(at.url, toolCall("list_pages", {}, 61))
      expect(over.status).toBe(429)
      expectCors(over.headers)
      // The first call leaves the window 60 s after it was made: 30 s from now.
      expect(over.headers.get("retry-after")).toBe("30")
      expect(over.headers.get("ratelimit-policy")).toBe('"tools";q=60;w=60, "run";q=10;w=60')
      expect(over.headers.get("ratelimit")).toBe('"tools";r=0;t=30')
      expect(over.json()).toEqual({
        jsonrpc: "2.0",
        error: {
          code: JSON_RPC.tooManyRequests,
          message: "Too many requests: this endpoint allows 60 tool calls a minute per client. Try again in 30 s.",
        },
        id: 61,
      })
      // Other methods are not tool calls: a client over its limit can still list the tools.
      expect((await post(at.url, rpc("tools/list"))).status).toBe(200)
      now += 30_000
      expect((await post(at.url, toolCall("list_pages", {}, 62))).status).toBe(200)
    } finally {
      await at.close()
    }
  })

  it("run_operation has its own, smaller limit, and a refusal sends nothing to the API", async () => {
    const at = await endpoint({ limits: { toolCalls: 100, runOperations: 2 } })
    try {
      const sent = site.apiRequests.length
      const run = () => post(at.url, toolCall("run_operation", { query: "{ client { id } }" }), { "api-key": KEY })
      expect((await run()).status).toBe(200)
      expect((await run()).status).toBe(200)
      const over = await run()
      expect(over.status).toBe(429)
      expect(over.json().error.message).toBe(
        "Too many requests: this endpoint allows 2 run_operation calls a minute per client. Try again in 60 s.",
      )
      expect(site.apiRequests.length).toBe(sent + 2)
      expect((await post(at.url, toolCall("list_pages"))).status).toBe(200)
    } finally {
      await at.close()
    }
  })

  it("counts clients apart, by the address the platform reports", async () => {
    const at = await endpoint({ limits: { toolCalls: 1, runOperations: 1 }, proxyHops: 1 })
    try {
      const from = (address: string) => post(at.url, toolCall("list_pages"), { "x-forwarded-for": address })
      expect((await from("203.0.113.1")).status).toBe(200)
      expect((await from("203.0.113.2")).status).toBe(200)
      expect((await from("203.0.113.1")).status).toBe(429)
      // A value the client wrote itself is to the left of what the proxy appended: it cannot pick its own key.
      expect((await from("198.51.100.9, 203.0.113.1")).status).toBe(429)
    } finally {
      await at.close()
    }
  })
})

describe("MCP_ALLOWED_ORIGINS", () => {
  it("set: a listed origin is answered, another gets 403, and a client without Origin is answered", async () => {
    const at = await endpoint({ allowedOrigins: ["https://agent.example"] })
    try {
      const listed = await post(at.url, rpc("tools/list"), { origin: "https://agent.example" })
      expect(listed.status).toBe(200)
      expect(listed.headers.get("access-control-allow-origin")).toBe("https://agent.example")
      expect(listed.headers.get("vary")).toBe("Origin")
      const other = await post(at.url, rpc("tools/list"), { origin: "https://evil.example" })
      expect(other.status).toBe(403)
      expect(other.json()).toEqual({
        jsonrpc: "2.0",
        error: {
          code: JSON_RPC.forbidden,
          message: "Forbidden: this endpoint does not accept requests from the origin https://evil.example.",
        },
        id: null,
      })
      const preflight = await fetch(at.url, { method: "OPTIONS", headers: { origin: "https://evil.example" } })
      expect(preflight.status).toBe(403)
      expect((await post(at.url, rpc("tools/list"))).status).toBe(200)
    } finally {
      await at.close()
    }
  })

  it("unset: any origin, as a public endpoint authenticated by headers", async () => {
    const at = await endpoint()
    try {
      const answer = await post(at.url, rpc("tools/list"), { origin: "https://anything.example" })
      expect(answer.status).toBe(200)
      expect(answer.headers.get("access-control-allow-origin")).toBe("*")
    } finally {
      await at.close()
    }
  })
})

describe("a site and an API that fail", () => {
  let at: Awaited<ReturnType<typeof endpoint>>
  beforeAll(async () => {
    at = await endpoint()
  })
  afterAll(async () => {
    site.state.site = "up"
    site.state.api = () => ({ status: 200, body: JSON.stringify({ data: { client: { id: "c1" } } }) })
    await at.close()
  })

  it("the API slow: the answer waits for it", async () => {
    site.state.api = () => ({ status: 200, body: JSON.stringify({ data: { client: { id: "slow" } } }), delayMs: 300 })
    const answer = await post(at.url, toolCall("run_operation", { query: "{ client { id } }" }), headers)
    expect(text(answer)).toMatch(/^HTTP 200 OK, \d+ ms/)
    expect(text(answer)).toContain('"id": "slow"')
  })

  it("the API answering 500 with its own words (which repeat the key): said, redacted", async () => {
    site.state.api = ({ headers: sent }) => ({ status: 500, body: `upstream failed for ${sent["api-key"]}` })
    const answer = await post(at.url, toolCall("run_operation", { query: "{ client { id } }" }), headers)
    expect(answer.json().result.isError).toBe(true)
    expect(text(answer)).toContain("Problem: The API answered HTTP 500 Internal Server Error with application/json")
  })

  it("the API down: said in words", async () => {
    const down = await endpoint({ apiUrl: "http://127.0.0.1:9/graphql" })
    try {
      const answer = await post(down.url, toolCall("run_operation", { query: "{ client { id } }" }), headers)
      expect(text(answer)).toMatch(/Problem: No response from the API at http:\/\/127\.0\.0\.1:9\/graphql \(.+\)\./)
    } finally {
      await down.close()
    }
  })

  it("the site answering 500, and the site down: said in words", async () => {
    const fresh = await endpoint()
    try {
      site.state.site = "500"
      expect(text(await post(fresh.url, toolCall("get_page", { path: "/docs/a/" }), headers))).toBe(
        "The docs site answered HTTP 500 for /docs/a.md.",
      )
      site.state.site = "down"
      expect(text(await post(fresh.url, toolCall("search_docs", { query: "key" }), headers))).toMatch(
        /^The docs site http:\/\/127\.0\.0\.1:\d+ could not be reached \(.+\)\. The docs may be in the middle of a deploy; try again in a minute\.$/,
      )
    } finally {
      site.state.site = "up"
      await fresh.close()
    }
  })
})

describe("feedback from agents", () => {
  it("submit_feedback sends a page's or a member's feedback to the site's /api/feedback", async () => {
    const at = await endpoint()
    try {
      site.feedback.length = 0
      const onPage = await post(
        at.url,
        toolCall("submit_feedback", {
          page: `${site.docsUrl}/docs/a/#keys`,
          helpful: false,
          comment: "Says nothing of key rotation.",
        }),
        headers,
      )
      expect(text(onPage)).toBe("Thank you: your feedback on /docs/a/ reached the docs' writers.")
      const onMember = await post(
        at.url,
        toolCall("submit_feedback", { type: "Dish", member: "price", helpful: true }),
        headers,
      )
      expect(text(onMember)).toBe("Thank you: your feedback on Dish.price reached the docs' writers.")
      expect(site.feedback).toEqual([
        { kind: "agent", page: "/docs/a/", helpful: false, comment: "Says nothing of key rotation." },
        { kind: "agent", member: "Dish.price", helpful: true },
      ])
      const nothing = await post(at.url, toolCall("submit_feedback", { helpful: true }), headers)
      expect(text(nothing)).toBe("Say what the feedback is about: a page (page) or a schema type (type, member).")
    } finally {
      await at.close()
    }
  })

  it("an empty search_docs and a failed run_operation are noted: the words, the code and root fields, no values", async () => {
    const noted: unknown[] = []
    const at = await endpoint({ sendFeedback: async (piece) => void noted.push(piece) })
    try {
      site.state.api = () => ({
        status: 200,
        body: JSON.stringify({ errors: [{ message: "no", extensions: { code: "FORBIDDEN" } }] }),
      })
      await post(at.url, toolCall("search_docs", { query: "webhooks for refunds" }), headers)
      await post(
        at.url,
        toolCall("run_operation", { query: '{ echo(text: "my secret value") client { id } }' }),
        headers,
      )
      await post(at.url, toolCall("search_docs", { query: "key" }), headers)
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(noted).toEqual([
        { kind: "agent-search", query: "webhooks for refunds" },
        { kind: "agent-run", code: "FORBIDDEN", fields: ["Query.echo", "Query.client"] },
      ])
      expect(JSON.stringify(noted)).not.toContain("my secret value")
    } finally {
      site.state.api = () => ({ status: 200, body: JSON.stringify({ data: { client: { id: "c1" } } }) })
      await at.close()
    }
  })
})

describe("mcp:serve", () => {
  it("serves the handler on a plain Node server, which the SDK's client uses by URL", async () => {
    const served = await serveMcp({ PORT: "0", HOST: "127.0.0.1", DOCS_URL: site.docsUrl, API_URL: site.apiUrl })
    const info = jest.spyOn(console, "info").mockImplementation(() => {})
    const client = new Client({ name: "jest", version: "1.0.0" })
    try {
      await client.connect(
        new StreamableHTTPClientTransport(new URL(served.url), { requestInit: { headers: { "api-key": KEY } } }),
      )
      expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual([
        "search_docs",
        "list_pages",
        "get_page",
        "get_type",
        "validate_operation",
        "run_operation",
        "submit_feedback",
      ])
      const result = (await client.callTool({ name: "get_page", arguments: { path: "/docs/a/" } })) as CallToolResult
      expect(result.content).toEqual([{ type: "text", text: "# Access\n\nSend your key.\n" }])
      const health = await fetch(served.url.replace("/mcp", "/healthz"))
      expect(await health.text()).toBe("ok\n")
      expect(info.mock.calls.map(([line]) => String(line))).toContainEqual(
        expect.stringMatching(/^mcp POST 200 tools\/call get_page \d+ ms$/),
      )
    } finally {
      await client.close()
      await served.close()
    }
  })

  it("refuses to start without its configuration, naming every problem", async () => {
    await expect(serveMcp({ PORT: "0", DOCS_URL: "docs" })).rejects.toThrow(
      "the MCP endpoint is not configured: DOCS_URL is not a URL: docs; API_URL is not set",
    )
  })
})

describe("everything said in a session with a key and a token", () => {
  it("holds neither, in any encoding, and nothing like a stack trace", async () => {
    const at = await endpoint()
    try {
      site.state.api = ({ headers: sent }) => ({
        status: 401,
        body: JSON.stringify({ errors: [{ message: `Unknown key ${sent["api-key"]} for ${sent.authorization}` }] }),
      })
      for (const call of [
        rpc("initialize", { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } }),
        rpc("tools/list"),
        toolCall("search_docs", { query: KEY }),
        toolCall("get_page", { path: KEY }),
        toolCall("get_type", { name: KEY }),
        toolCall("validate_operation", { query: `{ ${KEY} }` }),
        toolCall("run_operation", { query: "{ client { id } }", variables: { key: KEY } }),
        toolCall("run_operation", { query: "{ nope }" }),
        toolCall("nope", { key: KEY }),
        // The caller writes the method's and the tool's names: the key there, and a forged log line.
        toolCall(KEY),
        rpc(KEY),
        toolCall(`x\nFORGED api-key=${KEY}`),
        // What an agent writes is stored: the key cut by spaces, and in hex.
        toolCall("submit_feedback", { page: "/docs/a/", helpful: false, comment: `key ${spaced(KEY)} / ${hex(KEY)}` }),
      ])
        await post(at.url, call, headers)
      await post(at.url, toolCall("list_pages"), { ...headers, authorization: `Basic ${TOKEN}` })
    } finally {
      site.state.api = () => ({ status: 200, body: JSON.stringify({ data: { client: { id: "c1" } } }) })
      await at.close()
    }
    const said = [...answers, ...logLines, ...site.feedback.map((piece) => JSON.stringify(piece))]
    expect(said.length).toBeGreaterThan(30)
    expect(site.feedback).toContainEqual(expect.objectContaining({ kind: "agent", page: "/docs/a/" }))
    for (const line of logLines) expect(line).not.toContain("\n")
    const forms = (secret: string) => [
      secret,
      JSON.stringify(secret).slice(1, -1),
      encodeURIComponent(secret),
      Buffer.from(secret).toString("base64").replace(/=+$/, ""),
      hex(secret),
      spaced(secret),
    ]
    for (const text of said) {
      for (const form of [...forms(KEY), ...forms(TOKEN)])
        expect({ text, leaked: text.includes(form) }).toMatchObject({ leaked: false })
      // No stack: no frame ("at f (file:1:2)" or "at file:1:2"), and no absolute path to a file, on any machine.
      expect(text).not.toMatch(/\bat [^\n]*?:\d+:\d+\)?/)
      expect(text).not.toMatch(/(^|[\s"'(=])\/(?:[\w.@-]+\/)+[\w.-]+\.(?:[cm]?[jt]sx?|node)\b/)
      expect(text).not.toMatch(/(^|[\s"'(=])\/(home|work|usr|tmp|root|app|srv|var|opt|Users)\//)
      expect(text).not.toMatch(/[A-Za-z]:\\\\/)
      expect(text).not.toMatch(/file:\/\//)
    }
  })
})
