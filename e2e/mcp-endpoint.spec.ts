/**
 * The hosted MCP endpoint as an agent reaches it: the SDK's own Streamable
 * HTTP client, against the site's /mcp in the Hosting emulator, whose rewrite
 * reaches the function in the Functions emulator (what `npm start` runs; the
 * harness starts it the same way, e2e/global-setup.ts). No browser.
 */
import fs from "node:fs"
import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js"
import { SEARCH_QUESTIONS } from "../scripts/lib/search-questions"
import { formatQuality, scoreQuestions } from "../scripts/lib/search-quality"
import { MAX_BODY_BYTES } from "../mcp/src/http"
import { TYPESCRIPT_SAMPLE_INTRO } from "../gatsby/lib/markdown-export"
import { expect, test } from "./fixtures"

const BAD_KEY = "zfv_not_a_real_key_0000"
const ID_TOKEN = "eyJhbGciOiJub25lIn0.e2e-not-a-real-token-4711"
const mcpUrl = () => {
  const url = process.env.E2E_MCP_URL
  if (!url) throw new Error("E2E_MCP_URL is not set: the browser tests' global setup starts the Functions emulator")
  return url
}
const demoKey = () => process.env.E2E_DEMO_API_KEY as string
/** Every text any tool answered: no credential may be in one. */
const answers: string[] = []

async function connect(headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: "e2e", version: "1.0.0" })
  await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl()), { requestInit: { headers } }))
  return client
}

async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult
  const text = result.content.map((part) => (part.type === "text" ? part.text : "")).join("\n")
  answers.push(text)
  return { text, isError: result.isError === true }
}

/** A raw POST, as a client that is not the SDK might send it. */
async function post(body: string, headers: Record<string, string> = {}) {
  const response = await fetch(mcpUrl(), {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
    body,
  })
  const text = await response.text()
  answers.push(text)
  return { status: response.status, headers: response.headers, text }
}

const rpc = (method: string, params: unknown = {}, id = 1) => JSON.stringify({ jsonrpc: "2.0", id, method, params })

test.describe.configure({ mode: "serial" })

test.describe("the MCP endpoint at the site's /mcp", () => {
  let client: Client
  test.beforeAll(async () => {
    client = await connect({ "api-key": demoKey() })
  })
  test.afterAll(async () => {
    await client?.close()
  })

  test("lists the seven tools, each described", async () => {
    const { tools } = await client.listTools()
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      "get_page",
      "get_type",
      "list_pages",
      "run_operation",
      "search_docs",
      "submit_feedback",
      "validate_operation",
    ])
    for (const tool of tools) expect(tool.description?.length).toBeGreaterThan(80)
  })

  test("search_docs: finds, pages with offset, keeps to a section, and refuses an empty query", async () => {
    const first = await call(client, "search_docs", { query: "dishes", limit: 3 })
    expect(first.isError).toBe(false)
    expect(first.text.match(/^\d+\. /gm)).toEqual(["1. ", "2. ", "3. "])
    expect(first.text).toMatch(/\n\(1–3 of (\d+) in the docs; call again with offset: 3 for more\)$/)
    const next = await call(client, "search_docs", { query: "dishes", limit: 3, offset: 3 })
    expect(next.text.match(/^\d+\. /gm)).toEqual(["4. ", "5. ", "6. "])
    const urls = (text: string) => text.match(/^ {3}http\S+$/gm)?.map((line) => line.trim()) ?? []
    expect(urls(next.text).filter((url) => urls(first.text).includes(url))).toEqual([])

    const guides = await call(client, "search_docs", { query: "dishes", limit: 10, section: "guides" })
    expect(guides.text).toMatch(/\[(Guide|Section)\]/)
    expect(guides.text).not.toMatch(/\[(Field|Object|Query|Argument|Enum value)/)
    const reference = await call(client, "search_docs", { query: "dishes", limit: 10, section: "reference" })
    expect(reference.text).not.toMatch(/\[(Guide|Section)\]/)
    expect(urls(reference.text).every((url) => url.includes("/docs/graphql-schema/"))).toBe(true)

    expect(await call(client, "search_docs", { query: "dishes", offset: 90 })).toEqual({
      text: expect.stringMatching(
        /^"dishes" has \d+ results in the docs; offset 90 is past the last\. Use a smaller offset\.$/,
      ),
      isError: false,
    })
    expect(await call(client, "search_docs", { query: " " })).toMatchObject({ isError: true })
  })

  test("search_docs lands right first on at least 90% of the labelled reader questions, over HTTP", async () => {
    const report = await scoreQuestions(SEARCH_QUESTIONS, async (query) => {
      const { text } = await call(client, "search_docs", { query, limit: 20 })
      return text.match(/^ {3}http\S+$/gm)?.map((line) => line.trim()) ?? []
    })
    // On a failure, the message names every question not answered first.
    expect(report.top1, formatQuality(report)).toBeGreaterThanOrEqual(0.9)
  })

  test("list_pages: every page with its title, URL and one line, guides before the reference", async () => {
    const { text, isError } = await call(client, "list_pages")
    expect(isError).toBe(false)
    const origin = new URL(mcpUrl()).origin
    expect(text).toMatch(/^\d+ pages\. Read one with get_page/)
    expect(text).toContain(`- Access the API: ${origin}/docs/access-the-api/\n  `)
    expect(text).toContain(`- Use the API with an AI agent: ${origin}/docs/ai-agents/`)
    expect(text.indexOf("## Schema reference")).toBeGreaterThan(text.indexOf("/docs/access-the-api/"))
    expect(text.slice(text.indexOf("## Schema reference"))).toContain(`${origin}/docs/graphql-schema/objects/dish/`)
  })

  test("get_page: a page's Markdown, and a sentence for one that does not exist", async () => {
    const page = await call(client, "get_page", { path: "/docs/access-the-api/" })
    expect(page).toMatchObject({ isError: false, text: expect.stringMatching(/^# Access the API\n/) })
    // Each example with its TypeScript sample, typed by the schema, the key a placeholder.
    expect(page.text).toContain(`${TYPESCRIPT_SAMPLE_INTRO}\n\n\`\`\`ts\n// The result's and the variables' types`)
    expect(page.text).toMatch(
      /\n {4}"api-key": "<YOUR_API_KEY>",\n[\s\S]*as Promise<GraphQLResponse<FirstDishesQuery>>/,
    )
    const missing = await call(client, "get_page", { path: "/docs/no-such-page/" })
    expect(missing).toEqual({
      isError: true,
      text: expect.stringMatching(/^No docs page at \/docs\/no-such-page\/ .+search_docs finds pages by topic\.$/),
    })
  })

  test("get_type: the whole reference, only the fields asked for, and the names it may have meant", async () => {
    const whole = await call(client, "get_type", { name: "Dish" })
    expect(whole.text).toMatch(/^# Dish\n/)
    const some = await call(client, "get_type", { name: "Dish", fields: ["name", "priceChf"] })
    expect(some.isError).toBe(false)
    expect(some.text).toMatch(/^# Dish: 2 of \d+ fields\n/)
    expect(some.text).toContain("- `name: String!`")
    expect(some.text).toMatch(/- `priceChf: Float!`.*\n {2}- Deprecated: Use `price \{ amount currency \}`/)
    expect(some.text).not.toContain("allergens")
    expect(some.text.length).toBeLessThan(whole.text.length / 3)
    expect(await call(client, "get_type", { name: "Dish", fields: ["nam"] })).toEqual({
      isError: true,
      text: expect.stringMatching(/^Dish has no field "nam" \(did you mean "name"/),
    })
    expect(await call(client, "get_type", { name: "Dsh" })).toEqual({
      isError: true,
      text: 'The schema has no type "Dsh". Did you mean "Dish"? search_docs finds types by topic.',
    })
  })

  test("validate_operation: a wrong field with its place, then the fixed operation", async () => {
    const wrong = await call(client, "validate_operation", { query: "{ dishes(first: 2) { nodes { nmae } } }" })
    expect(wrong).toEqual({
      isError: true,
      text: 'Invalid: 1 error.\nError: line 1, column 30: Cannot query field "nmae" on type "Dish". Did you mean "name"?',
    })
    expect(await call(client, "validate_operation", { query: "{ dishes(first: 2) { nodes { name } } }" })).toEqual({
      isError: false,
      text: "Valid query.\nCost 5 of 20,000 · depth 3 of 12",
    })
  })

  test("validate_operation: an operation over the cost limit is an error, in the API's words", async () => {
    const query = "{ dishes(first: 100) { nodes { name outlet { dishes(first: 100) { nodes { name } } } } } }"
    expect(await call(client, "validate_operation", { query })).toEqual({
      isError: true,
      text: [
        "Invalid: 1 error.",
        "Cost 20,401 of 20,000 · depth 6 of 12",
        "Error: cost 20,401: 401 over the limit of 20,000; ask for fewer items with `first`",
      ].join("\n"),
    })
  })

  test("run_operation with the key from the api-key header returns data, and the key is not in it", async () => {
    const { text, isError } = await call(client, "run_operation", {
      query: "query Dishes($first: Int) { dishes(first: $first) { nodes { name } } }",
      variables: { first: 2 },
    })
    expect(isError).toBe(false)
    expect(text).toMatch(/^HTTP 200 OK, \d+ ms, [\d.]+ (B|KB); sent to \S+ with your key in the api-key header\.\n/)
    expect(text.split("\n")[1]).toBe(
      "Cost 5 (actual 5) of 20,000 · depth 3 of 12, as the API counted it (extensions.cost).",
    )
    const response = JSON.parse(text.slice(text.indexOf("\n{"))) as {
      data: { dishes: { nodes: unknown[] } }
      extensions: { cost: { requestedQueryCost: number } }
    }
    expect(response.data.dishes.nodes).toHaveLength(2)
    expect(response.extensions.cost.requestedQueryCost).toBe(5)
  })

  test("run_operation with a wrong key gives the API's answer readably; with none it says what is missing", async () => {
    const wrongKey = await connect({ "api-key": BAD_KEY })
    const wrong = await call(wrongKey, "run_operation", { query: "{ client { id } }" })
    expect(wrong.text).toMatch(/^HTTP 200 OK, /)
    expect(JSON.parse(wrong.text.slice(wrong.text.indexOf("\n{")))).toEqual({
      data: { client: null },
      // The API measures every operation it runs, and says so: the estimate, what the answer cost, and the limits.
      extensions: {
        cost: { requestedQueryCost: 2, actualQueryCost: 1, maximumAvailable: 20_000, depth: 2, maximumDepth: 12 },
      },
    })
    await wrongKey.close()

    const none = await connect()
    expect(await call(none, "search_docs", { query: "pagination", limit: 1 })).toMatchObject({ isError: false })
    const refused = await call(none, "run_operation", { query: "{ client { id } }" })
    expect(refused.isError).toBe(true)
    expect(refused.text).toMatch(/^Not sent: no credentials came with this request\. Add your API key /)
    expect(refused.text).toContain(
      "as an `api-key` header, or a signed-in user's identity token as `Authorization: Bearer …`",
    )
    expect(refused.text).toMatch(/\/docs\/ai-agents\/#connect-your-agent$/)
    await none.close()
  })

  test("a bearer token is sent as Authorization, and is in no answer", async () => {
    const withToken = await connect({ authorization: `Bearer ${ID_TOKEN}` })
    const { text } = await call(withToken, "run_operation", { query: "{ me { id } }" })
    // The emulator does not know this token, so the API refuses it; what matters is that it was sent and not echoed.
    expect(text).toMatch(/sent to \S+ with your identity token as the bearer token\./)
    await withToken.close()
  })
})

test.describe("bad requests to /mcp", () => {
  test("a body over 100 KB: 413, with a JSON-RPC error", async () => {
    const query = `{ client { id } }${" ".repeat(MAX_BODY_BYTES)}`
    const { status, text } = await post(rpc("tools/call", { name: "validate_operation", arguments: { query } }))
    expect(status).toBe(413)
    expect(JSON.parse(text)).toEqual({
      jsonrpc: "2.0",
      error: { code: -32600, message: "Request body too large: this endpoint takes at most 100 KB." },
      id: null,
    })
  })

  test("GET, DELETE and PUT: 405 with Allow", async () => {
    for (const method of ["GET", "DELETE", "PUT"]) {
      const response = await fetch(mcpUrl(), { method, headers: { accept: "text/event-stream" } })
      expect({ method, status: response.status, allow: response.headers.get("allow") }).toEqual({
        method,
        status: 405,
        allow: "POST, OPTIONS",
      })
      expect(((await response.json()) as { error: { code: number } }).error.code).toBe(-32600)
    }
  })

  test("JSON that does not parse: 400, never a stack trace or a file path", async () => {
    // Sent as text, the body reaches the function, which answers JSON-RPC's parse error.
    const asText = await post("{ not json", { "content-type": "text/plain" })
    expect(asText.status).toBe(400)
    expect(JSON.parse(asText.text)).toEqual({
      jsonrpc: "2.0",
      error: { code: -32700, message: "Parse error: the request body is not valid JSON." },
      id: null,
    })
    // Sent as JSON, the platform parses it before the function runs and answers itself (docs/decisions.md).
    const asJson = await post("{ not json")
    expect(asJson.status).toBe(400)
    for (const text of [asText.text, asJson.text]) {
      expect(text).not.toMatch(/\bat \S+ \(|node_modules|\/work\/|\.js:\d+/)
    }
  })

  test("an unknown tool and bad arguments: JSON-RPC errors naming them", async () => {
    const unknown = await post(rpc("tools/call", { name: "delete_everything", arguments: {} }, 7))
    expect(JSON.parse(unknown.text)).toEqual({
      jsonrpc: "2.0",
      id: 7,
      error: { code: -32602, message: expect.stringMatching(/^Unknown tool: "delete_everything"\. The tools are /) },
    })
    const bad = await post(rpc("tools/call", { name: "search_docs", arguments: { query: 5, section: "blog" } }, 8))
    expect(JSON.parse(bad.text)).toEqual({
      jsonrpc: "2.0",
      id: 8,
      error: {
        code: -32602,
        message: expect.stringMatching(/^Invalid arguments for search_docs: query: .+; section: .+\.$/),
      },
    })
  })

  test("a browser's preflight gets CORS without credentials", async () => {
    const response = await fetch(mcpUrl(), {
      method: "OPTIONS",
      headers: {
        origin: "https://agent.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type, api-key",
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get("access-control-allow-origin")).toBe("*")
    expect(response.headers.get("access-control-allow-headers")).toContain("api-key")
    expect(response.headers.get("access-control-allow-credentials")).toBeNull()
  })
})

test("the key and the token are in no answer and no line of the emulator's log", async () => {
  // Runs last in this file (serial): every answer above has been kept.
  expect(answers.length).toBeGreaterThan(40)
  const log = fs.readFileSync(process.env.E2E_SERVICES_LOG as string, "utf8")
  expect(log).toMatch(/mcp POST 200 tools\/call run_operation \d+ ms/)
  for (const secret of [demoKey(), BAD_KEY, ID_TOKEN]) {
    expect(answers.filter((text) => text.includes(secret))).toEqual([])
    expect(log.split("\n").filter((line) => line.includes(secret))).toEqual([])
  }
})
