/**
 * The MCP server as an agent uses it: the SDK's own client over an in-memory
 * transport, against the site `npm run build` wrote to public/ (served over
 * HTTP on a free port) and the seeded sandbox API in process. It runs after
 * the build (`npm run test:site`, a step of `npm test`), so it needs public/.
 */
import { openSeededPglite } from "../../sandbox/src/seeded-template"
import fs from "node:fs"
import path from "node:path"
import { buildSchema, type GraphQLObjectType } from "graphql"
import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js"
import { SEARCH_QUESTIONS } from "../../scripts/lib/search-questions"
import type { Database } from "../../sandbox/src/db"
import { DEMO_KEY, prepareDatabase, startTestSandbox } from "../../sandbox/src/__tests__/test-sandbox"
import { serveDirectory } from "../../scripts/lib/static-site"
import { formatQuality, scoreQuestions } from "../../scripts/lib/search-quality"
import { AGENT_MANIFEST_PATH, parseAgentManifest } from "../../core/agent-files"
import { createDocsServer, type ServerOptions } from "../src/server"

jest.setTimeout(120_000)

const PUBLIC = path.resolve("public")
const BAD_KEY = "zfv_not_a_real_key_0000"
const SCHEMA = "/docs/graphql-schema"

let site: Awaited<ReturnType<typeof serveDirectory>>
let db: Database
let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
let apiUrl: string
/** Every request that reached the API (the sandbox), and every other request the server made. */
const apiRequests: { body: string; headers: Headers }[] = []
const otherRequests: string[] = []
/** Everything any tool answered, and everything written to the console: the key must be in none of it. */
const outputs: string[] = []
const clients: Client[] = []

/** The network as the server sees it: the API's endpoint goes to the sandbox in process, the site over HTTP. */
const network: typeof fetch = async (input, init) => {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url
  if (url === apiUrl) {
    apiRequests.push({ body: String(init?.body ?? ""), headers: new Headers(init?.headers) })
    return sandbox.yoga.fetch(new Request(url, init))
  }
  otherRequests.push(url)
  return fetch(input, init)
}

async function connect(options: ServerOptions = {}): Promise<Client> {
  const server = createDocsServer({ docsUrl: site.url, apiKey: DEMO_KEY, fetch: network, ...options })
  const client = new Client({ name: "jest", version: "1.0.0" })
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
  await Promise.all([server.connect(serverSide), client.connect(clientSide)])
  clients.push(client)
  return client
}

/** Calls a tool and returns its answer's text and whether it is an error. */
async function call(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult
  const text = result.content.map((part) => (part.type === "text" ? part.text : "")).join("\n")
  outputs.push(text)
  return { text, isError: result.isError === true }
}

let client: Client
const consoleLines: string[] = []

beforeAll(async () => {
  if (!fs.existsSync(path.join(PUBLIC, AGENT_MANIFEST_PATH)))
    throw new Error(
      `No built site in ${PUBLIC} (no ${AGENT_MANIFEST_PATH}): run npm run build first; npm test runs this suite after the build.`,
    )
  apiUrl = parseAgentManifest(JSON.parse(fs.readFileSync(path.join(PUBLIC, AGENT_MANIFEST_PATH), "utf8"))).apiUrl
  for (const method of ["log", "info", "warn", "error"] as const)
    jest
      .spyOn(console, method)
      .mockImplementation((...args: unknown[]) => void consoleLines.push(args.map(String).join(" ")))
  site = await serveDirectory(PUBLIC)
  db = await prepareDatabase(() => openSeededPglite(null))
  sandbox = await startTestSandbox(db)
  client = await connect()
})

afterAll(async () => {
  for (const each of clients) await each.close()
  await sandbox?.close()
  await db?.close()
  await site?.close()
})

describe("the tools", () => {
  it("are the seven, each with a description and an input schema", async () => {
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
    for (const tool of tools) {
      expect(tool.description?.length).toBeGreaterThan(80)
      expect(tool.inputSchema.type).toBe("object")
    }
  })
})

describe("search_docs", () => {
  it("lands on the row a name names, with its URL and one line", async () => {
    const { text, isError } = await call(client, "search_docs", { query: "Dish.allergens", limit: 3 })
    expect(isError).toBe(false)
    expect(text.split("\n").slice(0, 3)).toEqual([
      "1. Dish.allergens [Field]",
      `   ${site.url}${SCHEMA}/objects/dish/#allergens`,
      expect.stringMatching(/^ {3}Dish\.allergens: \[Allergen!\]! — \S/),
    ])
    expect(text.match(/^\d+\. /gm)).toHaveLength(3)
  })

  it("says so when nothing matches, and refuses an empty query in words", async () => {
    expect(await call(client, "search_docs", { query: "qwxzv" })).toEqual({
      text: 'Nothing in the docs matches "qwxzv". Try fewer or other words.',
      isError: false,
    })
    expect(await call(client, "search_docs", { query: "  " })).toMatchObject({ isError: true })
  })

  it("lands right first on at least 90% of the labelled reader questions, as the site's search does", async () => {
    const report = await scoreQuestions(SEARCH_QUESTIONS, async (query) => {
      const { text } = await call(client, "search_docs", { query, limit: 20 })
      return text.match(/^ {3}http\S+$/gm)?.map((line) => line.trim()) ?? []
    })
    // On a failure, the report names every question not answered first.
    expect({ top1: report.top1 >= 0.9, report: formatQuality(report) }).toEqual({
      top1: true,
      report: expect.any(String),
    })
  })
})

describe("get_page", () => {
  it("returns a page's Markdown copy by path or by a URL search_docs gave", async () => {
    const byPath = await call(client, "get_page", { path: "/docs/access-the-api/" })
    expect(byPath.isError).toBe(false)
    expect(byPath.text).toMatch(/^# Access the API\n/)
    const byUrl = await call(client, "get_page", { path: `${site.url}/docs/access-the-api/#errors` })
    expect(byUrl.text).toBe(byPath.text)
  })

  it("says a page does not exist, and reads nothing off the docs site", async () => {
    expect(await call(client, "get_page", { path: "/docs/no-such-page/" })).toEqual({
      text: `No docs page at /docs/no-such-page/ (no /docs/no-such-page.md on ${site.url}). search_docs finds pages by topic.`,
      isError: true,
    })
    const before = otherRequests.length
    expect(await call(client, "get_page", { path: "https://example.com/docs/x/" })).toEqual({
      text: `get_page reads only pages of the docs site ${site.url}, not https://example.com.`,
      isError: true,
    })
    expect(otherRequests.slice(before).filter((url) => !url.startsWith(site.url))).toEqual([])
  })
})

describe("get_type", () => {
  it("returns a type's reference with its fields, arguments, deprecations and where it is used", async () => {
    const { text, isError } = await call(client, "get_type", { name: "Dish" })
    expect(isError).toBe(false)
    expect(text).toMatch(/^# Dish\n/)
    expect(text).toContain("allergens")
    expect(text).toContain("isAvailableOn")
    expect(text).toMatch(/priceChf[\s\S]*Deprecated[\s\S]*price \{ amount currency \}/)
    expect(text).toMatch(/Returned by/i)
  })

  it("names the types it may have meant for an unknown name", async () => {
    expect(await call(client, "get_type", { name: "Dsh" })).toEqual({
      text: 'The schema has no type "Dsh". Did you mean "Dish"? search_docs finds types by topic.',
      isError: true,
    })
  })
})

describe("validate_operation", () => {
  it("passes a valid operation, with its cost and depth against the API's limits", async () => {
    expect(await call(client, "validate_operation", { query: "{ dishes(first: 2) { nodes { name } } }" })).toEqual({
      text: "Valid query.\nCost 5 of 20,000 · depth 3 of 12",
      isError: false,
    })
  })

  it("refuses an operation over the cost limit, in the API's words", async () => {
    const query = "{ dishes(first: 100) { nodes { name outlet { dishes(first: 100) { nodes { name } } } } } }"
    expect(await call(client, "validate_operation", { query })).toEqual({
      text: [
        "Invalid: 1 error.",
        "Cost 20,401 of 20,000 · depth 6 of 12",
        "Error: cost 20,401: 401 over the limit of 20,000; ask for fewer items with `first`",
      ].join("\n"),
      isError: true,
    })
  })

  it("measures with the published SDL, so the schema's @listSize counts", async () => {
    // Introspection drops the directive: only with it does a connection without `first` fail its requirement.
    expect(await call(client, "validate_operation", { query: "{ dishes(first: null) { nodes { name } } }" })).toEqual({
      text: "Valid query.\nCost 3 of 20,000 · depth 3 of 12\nWarning: `Query.dishes` needs exactly one of `first`; it has 0.",
      isError: false,
    })
  })

  it("names an invented field with its line and column", async () => {
    const { text, isError } = await call(client, "validate_operation", {
      query: "query Dishes {\n  dishes {\n    nodes { name calories }\n  }\n}",
    })
    expect(isError).toBe(true)
    expect(text).toBe('Invalid: 1 error.\nError: line 3, column 18: Cannot query field "calories" on type "Dish".')
  })

  it("warns for a deprecated field, naming its replacement", async () => {
    const { text, isError } = await call(client, "validate_operation", { query: '{ dish(id: "1") { priceChf } }' })
    expect(isError).toBe(false)
    const reason = (
      buildSchema(fs.readFileSync("content/schema.graphql", "utf8")).getType("Dish") as GraphQLObjectType
    ).getFields().priceChf.deprecationReason
    expect(text).toBe(
      `Valid query.\nCost 2 of 20,000 · depth 2 of 12\nWarning: line 1, column 19: Dish.priceChf is deprecated: ${reason}`,
    )
  })

  it("checks the variables against their types, and says when they are not JSON", async () => {
    const query = "query Dish($id: ID!) { dish(id: $id) { name } }"
    expect(await call(client, "validate_operation", { query, variables: { id: ["1"] } })).toEqual({
      text: 'Invalid: 1 error.\nError: Variable "$id" got invalid value ["1"]; ID cannot represent value: ["1"]',
      isError: true,
    })
    expect((await call(client, "validate_operation", { query, variables: "{ id: 1 }" })).text).toMatch(
      /^Invalid: 1 error\.\nError: The variables are not valid JSON: /,
    )
  })
})

describe("run_operation", () => {
  it("runs a query with the reader's key, as the samples send it, with status and time", async () => {
    const sent = apiRequests.length
    const { text, isError } = await call(client, "run_operation", {
      query: "query Dishes($first: Int) { dishes(first: $first) { nodes { name } } }",
      variables: { first: 2 },
    })
    expect(isError).toBe(false)
    expect(text).toMatch(
      new RegExp(
        `^HTTP 200 OK, \\d+ ms, [\\d.]+ (B|KB); sent to ${apiUrl} with ZFV_API_KEY in the api-key header\\.\\n`,
      ),
    )
    expect(text.split("\n")[1]).toBe(
      "Cost 5 (actual 5) of 20,000 · depth 3 of 12, as the API counted it (extensions.cost).",
    )
    const response = JSON.parse(text.slice(text.indexOf("\n{"))) as {
      data: { dishes: { nodes: unknown[] } }
      extensions: unknown
    }
    expect(response.data.dishes.nodes).toHaveLength(2)
    expect(response.extensions).toEqual({
      cost: { requestedQueryCost: 5, actualQueryCost: 5, maximumAvailable: 20_000, depth: 3, maximumDepth: 12 },
    })
    const [request] = apiRequests.slice(sent)
    expect(request.headers.get("api-key")).toBe(DEMO_KEY)
    expect(request.headers.get("accept")).toBe("application/graphql-response+json, application/json")
    expect(JSON.parse(request.body)).toEqual({
      query: "query Dishes($first: Int) { dishes(first: $first) { nodes { name } } }",
      variables: { first: 2 },
    })
  })

  it("refuses an operation over the cost limit before sending it, saying by how much", async () => {
    const sent = apiRequests.length
    const { text, isError } = await call(client, "run_operation", {
      query: "{ dishes(first: 100) { nodes { name outlet { dishes(first: 100) { nodes { name } } } } } }",
    })
    expect(isError).toBe(true)
    expect(text.split("\n")[0]).toBe("Not sent: the API would refuse it unrun.")
    expect(text).toContain("Error: cost 20,401: 401 over the limit of 20,000; ask for fewer items with `first`")
    expect(apiRequests.length).toBe(sent)
  })

  it("with a key the API does not know, returns client null, readably", async () => {
    const withBadKey = await connect({ apiKey: BAD_KEY })
    const { text, isError } = await call(withBadKey, "run_operation", { query: "{ client { id } }" })
    expect(isError).toBe(false)
    expect(text).toMatch(/^HTTP 200 OK, /)
    expect(JSON.parse(text.slice(text.indexOf("\n{")))).toEqual({
      data: { client: null },
      // The API measures every operation it runs, and says so: the estimate, what the answer cost, and the limits.
      extensions: {
        cost: { requestedQueryCost: 2, actualQueryCost: 1, maximumAvailable: 20_000, depth: 2, maximumDepth: 12 },
      },
    })
  })

  it("refuses a mutation unless allowMutations is true, and sends nothing", async () => {
    const sent = apiRequests.length
    const mutation = 'mutation Profile { upsertMyProfile(input: { firstName: "A", lastName: "B" }) { id } }'
    expect(await call(client, "run_operation", { query: mutation })).toEqual({
      text:
        "Not sent: Profile is a mutation; it changes data on the API as the owner of ZFV_API_KEY. " +
        "Call run_operation again with allowMutations: true to send it.",
      isError: true,
    })
    expect(apiRequests.length).toBe(sent)
    const allowed = await call(client, "run_operation", { query: mutation, allowMutations: true })
    expect(apiRequests.length).toBe(sent + 1)
    // The demo key is not a signed-in user: the API refuses, and the answer says why.
    expect(allowed.text).toMatch(/Problem: .+/)
  })

  it("never returns the key or the token, even when the API's answer echoes them", async () => {
    const token = "eyJ.echoed-token.4711"
    const echoing = await connect({
      idToken: token,
      fetch: async (input, init) => {
        const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url
        if (url !== apiUrl) return fetch(input, init)
        const headers = new Headers(init?.headers)
        // A realistic leak: a gateway whose error repeats the credentials it was given.
        const message = `Unknown API key ${headers.get("api-key")} for ${headers.get("authorization")}`
        return new Response(JSON.stringify({ errors: [{ message }] }), {
          status: 401,
          headers: { "content-type": "application/json" },
        })
      },
    })
    const { text, isError } = await call(echoing, "run_operation", { query: "{ client { id } }" })
    expect(isError).toBe(true)
    expect(text).toContain("Unknown API key <ZFV_API_KEY> for Bearer <ZFV_ID_TOKEN>")
    expect(text).not.toContain(DEMO_KEY)
    expect(text).not.toContain(token)
  })

  it("says when the API is down, instead of failing", async () => {
    const down = await connect({
      fetch: async (input, init) => {
        const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url
        if (url === apiUrl) throw new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED") })
        return fetch(input, init)
      },
    })
    const { text, isError } = await call(down, "run_operation", { query: "{ client { id } }" })
    expect(isError).toBe(true)
    expect(text).toMatch(
      new RegExp(
        `^No response, \\d+ ms; sent to ${apiUrl} with ZFV_API_KEY in the api-key header\\.\\nProblem: No response from the API at `,
      ),
    )
  })
})

describe("errors", () => {
  it("says the site cannot be reached, in every tool, without crashing", async () => {
    const nowhere = await connect({ docsUrl: "http://127.0.0.1:9" })
    for (const [name, args] of [
      ["search_docs", { query: "dishes" }],
      ["get_type", { name: "Dish" }],
      ["validate_operation", { query: "{ client { id } }" }],
    ] as const) {
      const { text, isError } = await call(nowhere, name, args)
      expect(isError).toBe(true)
      expect(text).toMatch(
        /^The docs site http:\/\/127\.0\.0\.1:9 could not be reached \(.+\)\. Start it with `npm start`/,
      )
    }
  })

  it("never puts the key in an answer or on the console", () => {
    expect(outputs.length).toBeGreaterThan(20)
    for (const text of [...outputs, ...consoleLines]) {
      expect(text).not.toContain(DEMO_KEY)
      expect(text).not.toContain(BAD_KEY)
    }
  })
})
