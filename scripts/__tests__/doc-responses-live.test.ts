import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import type { AddressInfo } from "node:net"
import { withResponses } from "../../doc-examples"
import { recordDocResponses } from "../lib/record-doc-responses"
import { liveRunner, parseLiveArgs, parseResponsesArgs, scrubSecrets } from "../lib/live-api"

jest.setTimeout(60_000)

const API_KEY = "zfv_live_4f1c9a77e2b0"
const ID_TOKEN = "eyJhbGciOiJSUzI1NiJ9.reader.signature"

const DOC = [
  "---",
  "title: X",
  "---",
  "",
  "```graphql",
  "query Client { client { id } }",
  "```",
  "",
  "```graphql auth=user",
  "query Me { me { id } }",
  "```",
  "",
  "```graphql auth=user",
  "mutation Session($token: String!) { createCookieSession(token: $token) { auth { id } } }",
  "```",
  "",
  "```json",
  '{ "token": "<YOUR_ID_TOKEN>" }',
  "```",
  "",
  "```json response",
  '{ "data": { "createCookieSession": { "auth": { "id": "recorded before" } } } }',
  "```",
  "",
].join("\n")

// A stand-in for a live API that gives back whatever credentials reach it, in values and in keys, as a careless
// gateway might (an echo field, an error message): the worst case for what a recording could leak.
describe("recording responses from a live endpoint", () => {
  let server: http.Server
  let url: string
  let requests: { headers: http.IncomingHttpHeaders; body: { operationName?: string; variables?: unknown } }[]
  let dir: string
  let file: string

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let text = ""
      request.on("data", (chunk: Buffer) => (text += chunk.toString()))
      request.on("end", () => {
        const body = JSON.parse(text) as { operationName?: string; variables?: unknown }
        requests.push({ headers: request.headers, body })
        const echo = `${request.headers["api-key"] ?? ""} ${request.headers.authorization ?? ""} ${JSON.stringify(body.variables ?? null)}`
        response.writeHead(200, { "content-type": "application/json" })
        response.end(JSON.stringify({ data: { echo, [String(request.headers["api-key"])]: [echo] } }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  beforeEach(() => {
    requests = []
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "doc-responses-"))
    file = path.join(dir, "x.mdx")
    fs.writeFileSync(file, DOC)
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("never writes the key or the token into a doc: both become the placeholders the docs show", async () => {
    const credentials = { apiKey: API_KEY, idToken: ID_TOKEN }
    const [result] = await recordDocResponses([file], liveRunner(url, credentials, true))
    const updated = await withResponses(DOC, file, result.responses)
    // Both reached the API, the token in place of the placeholder of the variables too ...
    expect(requests.map((request) => [request.headers["api-key"], request.headers.authorization])).toEqual([
      [API_KEY, undefined],
      [API_KEY, `Bearer ${ID_TOKEN}`],
      [API_KEY, `Bearer ${ID_TOKEN}`],
    ])
    expect(requests[2].body.variables).toEqual({ token: ID_TOKEN })
    // ... and neither came back into what is recorded.
    for (const text of [JSON.stringify(result.responses), updated]) {
      expect(text).not.toContain(API_KEY)
      expect(text).not.toContain(ID_TOKEN)
    }
    expect(result.responses[1]).toEqual({
      data: {
        echo: "<YOUR_API_KEY> Bearer <YOUR_ID_TOKEN> null",
        "<YOUR_API_KEY>": ["<YOUR_API_KEY> Bearer <YOUR_ID_TOKEN> null"],
      },
    })
  })

  it("skips auth=user examples without DOCS_ID_TOKEN and mutations without --allow-mutations, keeping their responses", async () => {
    const [result] = await recordDocResponses([file], liveRunner(url, { apiKey: API_KEY, idToken: null }, false))
    expect(requests.map((request) => request.body.operationName)).toEqual(["Client"])
    expect(result.skipped).toEqual([
      `${file}, GraphQL example 2 (Me, line 9): auth=user: it needs a signed-in user's identity token in DOCS_ID_TOKEN`,
      `${file}, GraphQL example 3 (Session, line 13): a mutation: it changes data on the API (--allow-mutations sends it)`,
    ])
    const updated = await withResponses(DOC, file, result.responses)
    expect(updated).toContain('{ "data": { "createCookieSession": { "auth": { "id": "recorded before" } } } }')
    expect(updated.match(/```json response/g)).toHaveLength(2)
  })
})

describe("scrubSecrets", () => {
  it("replaces each credential in strings and keys at any depth, and leaves everything else as it was", () => {
    const value = { a: [`key ${API_KEY}`, 3, null, { [ID_TOKEN]: true }], b: "plain" }
    expect(scrubSecrets(value, { apiKey: API_KEY, idToken: ID_TOKEN })).toEqual({
      a: ["key <YOUR_API_KEY>", 3, null, { "<YOUR_ID_TOKEN>": true }],
      b: "plain",
    })
    expect(scrubSecrets(value, { apiKey: null, idToken: null })).toBe(value)
  })
})

describe("the arguments of docs:responses and docs:check-live", () => {
  it("read --api and --allow-mutations, and say what is wrong in one line", () => {
    expect(parseLiveArgs([])).toEqual({ api: null, allowMutations: false })
    expect(parseLiveArgs(["--api", "https://api.example.ch/graphql", "--allow-mutations"])).toEqual({
      api: "https://api.example.ch/graphql",
      allowMutations: true,
    })
    expect(() => parseLiveArgs(["--api"])).toThrow("--api needs the endpoint's http(s) URL")
    expect(() => parseLiveArgs(["--api", "ftp://x"])).toThrow('(got "ftp://x")')
    expect(() => parseLiveArgs(["--yes"])).toThrow('unknown argument "--yes"')
    // --docs is docs:responses's alone.
    expect(() => parseLiveArgs(["--docs", "x"])).toThrow('unknown argument "--docs"')
  })

  it("docs:responses reads --docs DIR too, content/docs without it, and names the option that has no value", () => {
    expect(parseResponsesArgs([])).toEqual({ api: null, allowMutations: false, docs: "content/docs" })
    expect(parseResponsesArgs(["--api", "https://api.example.ch/graphql", "--docs", "/tmp/docs"])).toEqual({
      api: "https://api.example.ch/graphql",
      allowMutations: false,
      docs: "/tmp/docs",
    })
    expect(() => parseResponsesArgs(["--api", "https://api.example.ch/graphql", "--docs"])).toThrow(
      "--docs needs the folder of the docs, e.g. --docs content/docs",
    )
    expect(() => parseResponsesArgs(["--docs", "/tmp/docs", "--api"])).toThrow("--api needs the endpoint's http(s) URL")
  })
})
