/**
 * The reader's credentials in the MCP server: they go only to the API's origin, never across a redirect, and no
 * answer holds them in any encoding, whatever the key looks like. Against a small site and API in memory, so
 * every tool and every error path can be driven without the build.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js"
import { AGENT_MANIFEST_PATH, SEARCH_RECORDS_PATH } from "../../core/agent-files"
import { createDocsServer, credentialsProblem, type ServerOptions } from "../src/server"
import { requestCredentials } from "../src/http"

const DOCS = "http://docs.test"
const API = "http://api.test/graphql"

/** The site's files, as the build publishes them, at their smallest. */
const SITE_FILES: Record<string, string> = {
  [AGENT_MANIFEST_PATH]: JSON.stringify({
    apiUrl: API,
    schema: "/docs/schema.graphql",
    searchRecords: SEARCH_RECORDS_PATH,
    llmsTxt: "/llms.txt",
  }),
  "/docs/schema.graphql": "type Query { client: Client, echo(text: String): String }\ntype Client { id: ID }\n",
  [SEARCH_RECORDS_PATH]: JSON.stringify({
    version: 1,
    records: [{ url: "/docs/a/", kind: "Guide", title: "Access", text: [["access the api with a key", 1]] }],
  }),
  "/llms.txt": `# Docs\n\n## Docs\n\n- [Access](${DOCS}/docs/a.md): how to get a key\n`,
  "/docs/a.md": "# Access\n\nSend your key.\n",
}

/** Every request that left the server: its address and its headers. */
let requests: { url: string; headers: Headers }[] = []

type Api = (url: string, headers: Headers) => Response | Promise<Response>

/** The network: the site's files, the API as `api` answers it, and any other host (which must never be asked). */
const network =
  (api: Api): typeof fetch =>
  async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url
    const headers = new Headers(init?.headers)
    requests.push({ url, headers })
    const { origin, pathname } = new URL(url)
    if (origin === DOCS)
      return SITE_FILES[pathname] !== undefined
        ? new Response(SITE_FILES[pathname])
        : new Response("not found", { status: 404 })
    if (origin === new URL(API).origin) return api(url, headers)
    return Response.json({ data: { echo: `elsewhere got ${headers.get("api-key")}` } })
  }

/** An API that repeats the credentials it got, in every encoding a careless gateway might use. */
const echoingApi: Api = (_url, headers) => {
  const key = headers.get("api-key") ?? ""
  const token = headers.get("authorization") ?? ""
  const both = `${key} ${token}`
  return Response.json(
    {
      data: { echo: both },
      errors: [
        { message: `Unknown key ${key}`, extensions: { encoded: encodeURIComponent(key) } },
        { message: `Basic ${Buffer.from(`user:${key}`).toString("base64")}` },
        { message: `token ${Buffer.from(token).toString("base64url")}` },
      ],
    },
    { status: 401 },
  )
}

async function connect(options: ServerOptions & { api?: Api }) {
  const server = createDocsServer({ docsUrl: DOCS, fetch: network(options.api ?? echoingApi), ...options })
  const client = new Client({ name: "jest", version: "1.0.0" })
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
  await Promise.all([server.connect(serverSide), client.connect(clientSide)])
  return client
}

async function call(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult
  return {
    text: result.content.map((part) => (part.type === "text" ? part.text : "")).join("\n"),
    isError: result.isError === true,
  }
}

/** The forms of a secret that must appear nowhere, computed with Node's encoders. */
const forms = (secret: string) => [
  secret,
  JSON.stringify(secret).slice(1, -1),
  JSON.stringify(JSON.stringify(secret)).slice(1, -1),
  encodeURIComponent(secret),
  Buffer.from(secret).toString("base64").replace(/=+$/, ""),
  Buffer.from(secret).toString("base64url"),
]

const expectNoSecret = (text: string, secrets: string[]) => {
  for (const secret of secrets)
    for (const form of forms(secret))
      expect({ secret, form, found: text.includes(form) }).toMatchObject({ found: false })
}

beforeEach(() => {
  requests = []
})

describe("no answer holds the reader's credentials, whatever they look like", () => {
  const AWKWARD_KEYS = ['zfv"quote-key', "zfv\\slash-key", "zfv\ttab-key", "zfv-clé-key", "abcd"]
  const TOKEN = "eyJ.tok/en+é.4711"

  it.each(AWKWARD_KEYS)("key %j: through every tool, its input echoed and its answer echoed", async (key) => {
    const client = await connect({ apiKey: key, idToken: TOKEN })
    const answers = [
      await call(client, "search_docs", { query: key }),
      await call(client, "get_page", { path: `/docs/${key}/` }),
      await call(client, "get_type", { name: key }),
      await call(client, "get_type", { name: "Client", fields: [key] }),
      await call(client, "validate_operation", { query: `{ echo(text: "${key.replace(/["\\]/g, "\\$&")}") }` }),
      await call(client, "validate_operation", { query: `{ ${key} }` }),
      await call(client, "run_operation", { query: "{ echo }", variables: { text: key } }),
      await call(client, "run_operation", { query: "{ echo }", variables: JSON.stringify({ text: key }) }),
      await call(client, "list_pages", {}),
    ]
    const run = answers[6]
    expect(run.text).toContain("Unknown key <ZFV_API_KEY>")
    expect(run.text).toContain('"echo": "<ZFV_API_KEY> Bearer <ZFV_ID_TOKEN>"')
    for (const { text } of answers) expectNoSecret(text, [key, TOKEN])
    // The API got them, as sent; nothing else did.
    const toApi = requests.filter((request) => request.url === API)
    expect(toApi.length).toBe(2)
    expect(toApi[0].headers.get("api-key")).toBe(key)
  })

  it("on the error paths: an API that is down, answers a page, or breaks off, with the key in its words", async () => {
    const key = 'zfv"down\\é-key'
    const apis: Api[] = [
      () => {
        throw new TypeError(`fetch failed for ${key}`, { cause: new Error(`connect ECONNREFUSED ${key}`) })
      },
      () =>
        new Response(`<!doctype html><p>Bad key ${key}</p>`, { status: 502, headers: { "content-type": "text/html" } }),
      () => new Response(`not json ${encodeURIComponent(key)}`, { status: 500 }),
      () =>
        new Response(
          new ReadableStream({
            start: (controller) => controller.error(new Error(`stream broke at ${JSON.stringify(key)}`)),
          }),
        ),
    ]
    for (const api of apis) {
      const { text, isError } = await call(await connect({ apiKey: key, api }), "run_operation", { query: "{ echo }" })
      expect(isError).toBe(true)
      expect(text).toMatch(/<ZFV_API_KEY>|Problem: /)
      expectNoSecret(text, [key])
    }
  })

  it("a key that cannot be sent in a header: the answer names the header, not the value, and nothing is sent", async () => {
    const key = "zfv-€uro-key\n"
    const { text, isError } = await call(await connect({ apiKey: key }), "run_operation", { query: "{ echo }" })
    expect(isError).toBe(true)
    expect(text).toContain("the value of the api-key header holds a character HTTP headers cannot carry")
    expectNoSecret(text, [key, key.trim()])
    expect(requests.filter((request) => request.url === API)).toEqual([])
  })
})

describe("a redirect from the API", () => {
  const KEY = "zfv-redirect-key"

  it("to another origin is not followed: the key never gets there, and the answer says where it pointed", async () => {
    const client = await connect({
      apiKey: KEY,
      api: () => new Response(null, { status: 307, headers: { location: "http://evil.test/collect?k=1" } }),
    })
    const { text, isError } = await call(client, "run_operation", { query: "{ client { id } }" })
    expect(isError).toBe(true)
    expect(text).toContain(
      "Problem: The API answered HTTP 307, a redirect to http://evil.test/collect; your credentials were not sent there.",
    )
    expect(requests.map((request) => new URL(request.url).origin)).not.toContain("http://evil.test")
  })

  it("on the API's origin, a 307 is followed once, and the guard checks that hop too", async () => {
    const client = await connect({
      apiKey: KEY,
      api: (url) =>
        url === API
          ? new Response(null, { status: 307, headers: { location: "/v2/graphql" } })
          : Response.json({ data: { client: { id: "c1" } } }),
    })
    const { text, isError } = await call(client, "run_operation", { query: "{ client { id } }" })
    expect(isError).toBe(false)
    expect(text).toContain('"id": "c1"')
    expect(requests.filter((request) => request.headers.get("api-key") === KEY).map((request) => request.url)).toEqual([
      API,
      "http://api.test/v2/graphql",
    ])
  })
})

describe("a credential too short to redact is refused where it enters", () => {
  it("over HTTP, as the header's problem", () => {
    expect(requestCredentials({ "api-key": "abc" })).toEqual({
      problem: "The api-key header is too short (3 characters); credentials have at least 4.",
    })
    expect(requestCredentials({ authorization: "Bearer t1" })).toEqual({
      problem: "The Authorization header's token is too short (2 characters); credentials have at least 4.",
    })
    expect(requestCredentials({ "api-key": "abcd" })).toEqual({ apiKey: "abcd", idToken: null })
  })

  it("on stdio, naming the variable", () => {
    expect(credentialsProblem({ apiKey: "k" }, { apiKey: "ZFV_API_KEY", idToken: "ZFV_ID_TOKEN" })).toBe(
      "ZFV_API_KEY is too short (1 character); credentials have at least 4.",
    )
  })
})
