import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import type { AddressInfo } from "node:net"
import { DEMO_KEY, serveTestSandbox, type ServedSandbox } from "../../sandbox/src/__tests__/test-sandbox"
import { LiveApiError } from "../lib/live-api"
import {
  breakingCount,
  formatPull,
  parsePullArgs,
  pullSchema,
  schemaSources,
  writeFileAtomically,
} from "../lib/schema-pull"

jest.setTimeout(60_000)

const OURS = fs.readFileSync("content/schema.graphql", "utf8")
/** Our schema as the gateway might serve it next: Dish.description gone, Dish.calories new. */
const CHANGED = OURS.replace(
  '  "What the dish is, in a sentence."\n  description: String!\n',
  '  "Energy, in kcal."\n  calories: Int\n',
)

const credentials = { apiKey: DEMO_KEY, idToken: null }

let dir: string
let schemaFile: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "schema-pull-"))
  schemaFile = path.join(dir, "schema.graphql")
  fs.writeFileSync(schemaFile, OURS)
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

describe("schema:pull from a sandbox that serves a changed schema", () => {
  let sandbox: ServedSandbox
  beforeAll(async () => {
    expect(CHANGED).not.toBe(OURS)
    sandbox = await serveTestSandbox({ schemaText: CHANGED })
  })
  afterAll(() => sandbox.close())

  it("reads {origin}/schema.graphql, writes it, and names each change with its criticality", async () => {
    const result = await pullSchema({ schemaFile, apiUrl: sandbox.url, from: null, credentials })
    expect(fs.readFileSync(schemaFile, "utf8")).toBe(CHANGED)
    // The SDL keeps what the schema declares about cost, which introspection would drop.
    expect(CHANGED.match(/@listSize\(slicingArguments: \["first"\]\)/g)).toHaveLength(6)
    expect(result.url).toBe(sandbox.url.replace("/graphql", "/schema.graphql"))
    expect(breakingCount(result)).toBe(1)
    expect(formatPull(result).split("\n")).toEqual([
      `${schemaFile} updated from ${result.url}: 2 changes (1 breaking, 0 dangerous, 1 safe).`,
      "  breaking   Field 'description' was removed from object type 'Dish'",
      "  safe       Field 'calories' was added to object type 'Dish'",
    ])
    expect(fs.readdirSync(dir)).toEqual(["schema.graphql"])
  })

  it("says nothing changed when the file is already what the API serves", async () => {
    fs.writeFileSync(schemaFile, CHANGED)
    const result = await pullSchema({ schemaFile, apiUrl: sandbox.url, from: null, credentials })
    expect(formatPull(result)).toBe(`${schemaFile} is already the schema ${result.url} serves; nothing changed.`)
  })

  it("reads an endpoint by introspection with --from, and writes it as SDL the build loads", async () => {
    const result = await pullSchema({
      schemaFile,
      apiUrl: "http://127.0.0.1:1/graphql",
      from: sandbox.url,
      credentials,
    })
    expect(result.url).toBe(sandbox.url)
    const text = fs.readFileSync(schemaFile, "utf8")
    expect(text).toMatch(/^type Query \{/m)
    expect(text).toContain("calories: Int")
    expect(text).not.toMatch(/^\s+description: String!/m)
    expect(result.changes.map((change) => change.message)).toContain(
      "Field 'description' was removed from object type 'Dish'",
    )
  })
})

describe("schema:pull when the answer is not a schema", () => {
  let server: http.Server
  let answer: { status: number; type: string; body: string }
  let base: string
  let apiKeys: (string | undefined)[] = []
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      apiKeys.push(request.headers["api-key"] as string | undefined)
      response.writeHead(answer.status, { "content-type": answer.type })
      response.end(answer.body)
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  async function failure(from: string | null, apiUrl = `${base}/graphql`): Promise<string> {
    const before = fs.readFileSync(schemaFile)
    const error = await pullSchema({ schemaFile, apiUrl, from, credentials }).then(
      () => null,
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(LiveApiError)
    expect(fs.readFileSync(schemaFile).equals(before)).toBe(true)
    expect(fs.readdirSync(dir)).toEqual(["schema.graphql"])
    const message = (error as Error).message
    expect(message.split("\n")).toHaveLength(1)
    return message
  }

  it("an HTTP error: names the URL and the status, and leaves the file byte-identical", async () => {
    answer = { status: 500, type: "text/plain", body: "oops" }
    expect(await failure(`${base}/schema.graphql`)).toBe(`${base}/schema.graphql: HTTP 500 Internal Server Error`)
    // Without --from, both places are tried and named.
    expect(await failure(null)).toBe(
      `${base}/graphql: HTTP 500 Internal Server Error (before that, ${base}/schema.graphql: HTTP 500 Internal Server Error)`,
    )
  })

  it("sends DOCS_API_KEY as api-key, to the file and to the introspection", async () => {
    answer = { status: 404, type: "text/plain", body: "" }
    apiKeys = []
    await failure(null)
    expect(apiKeys).toEqual([DEMO_KEY, DEMO_KEY])
  })

  it("an HTML page", async () => {
    answer = { status: 200, type: "text/html", body: "<!doctype html><title>Login</title>" }
    expect(await failure(`${base}/schema.graphql`)).toBe(
      `${base}/schema.graphql: answered with an HTML page, not GraphQL`,
    )
  })

  it("invalid SDL", async () => {
    answer = { status: 200, type: "text/plain", body: "type Query {\n  dish: Dsh\n}\n" }
    expect(await failure(`${base}/schema.graphql`)).toBe(
      `${base}/schema.graphql: not a valid schema: at 2:9: Unknown type "Dsh".`,
    )
  })

  it("an empty body", async () => {
    answer = { status: 200, type: "text/plain", body: "" }
    expect(await failure(`${base}/schema.graphql`)).toBe(`${base}/schema.graphql: answered with an empty body`)
  })

  it("a GraphQL error to the introspection query", async () => {
    answer = {
      status: 200,
      type: "application/json",
      body: JSON.stringify({ errors: [{ message: "Introspection is disabled." }] }),
    }
    expect(await failure(`${base}/graphql`)).toBe(`${base}/graphql: GraphQL error: Introspection is disabled.`)
  })

  it("a refused connection", async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve))
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/schema.graphql`
    await new Promise((resolve) => closed.close(resolve))
    expect(await failure(url)).toBe(`${url}: unreachable: connection refused (ECONNREFUSED)`)
  })
})

describe("schema:pull's arguments", () => {
  it("reads --from and --fail-on-breaking, and says what it does not know in one line", () => {
    expect(parsePullArgs([])).toEqual({ from: null, failOnBreaking: false })
    expect(parsePullArgs(["--from", "https://api.example.ch/schema.graphql", "--fail-on-breaking"])).toEqual({
      from: "https://api.example.ch/schema.graphql",
      failOnBreaking: true,
    })
    expect(() => parsePullArgs(["--from"])).toThrow("--from needs a URL")
    expect(() => parsePullArgs(["--from", "api.example.ch"])).toThrow('--from "api.example.ch" is not an http(s) URL')
    expect(() => parsePullArgs(["--force"])).toThrow('unknown argument "--force"')
  })

  it("reads the published file at the API's origin first, then introspects the API", () => {
    expect(schemaSources("https://api.example.ch/v2/graphql", null)).toEqual([
      { url: "https://api.example.ch/schema.graphql", kind: "file" },
      { url: "https://api.example.ch/v2/graphql", kind: "introspection" },
    ])
    expect(schemaSources("https://x.ch/graphql", "https://y.ch/s.json")).toEqual([
      { url: "https://y.ch/s.json", kind: "file" },
    ])
  })
})

describe("writeFileAtomically", () => {
  it("leaves the old file whole when the write stops halfway, and no temporary file behind", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "zfv-atomic-"))
    const file = path.join(dir, "schema.graphql")
    fs.writeFileSync(file, "type Query { old: Int }\n")
    const write = fs.writeFileSync.bind(fs)
    // A disk that fills up, or a process killed, halfway through the write.
    jest.spyOn(fs, "writeFileSync").mockImplementation((target, data) => {
      write(target, String(data).slice(0, 10))
      throw new Error("ENOSPC: no space left on device")
    })
    expect(() => writeFileAtomically(file, "type Query { new: String, more: Int }\n")).toThrow("ENOSPC")
    jest.restoreAllMocks()
    expect(fs.readFileSync(file, "utf8")).toBe("type Query { old: Int }\n")
    expect(fs.readdirSync(dir)).toEqual(["schema.graphql"])
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
