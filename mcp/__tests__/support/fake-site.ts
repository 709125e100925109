/**
 * A docs site and an API on loopback ports, at their smallest, for the MCP
 * endpoint's tests: the site serves the files an agent's tools read, and the
 * API answers as each test says (down, slow, a 500, or echoing what it got).
 */
import http from "node:http"
import type { AddressInfo } from "node:net"
import { AGENT_MANIFEST_PATH, SEARCH_RECORDS_PATH } from "../../../core/agent-files"

export const SCHEMA_SDL = "type Query { client: Client, echo(text: String): String }\ntype Client { id: ID }\n"

/** The site's files, with the manifest naming `apiUrl`. */
export const siteFiles = (origin: string, apiUrl: string): Record<string, string> => ({
  [AGENT_MANIFEST_PATH]: JSON.stringify({
    apiUrl,
    schema: "/docs/schema.graphql",
    searchRecords: SEARCH_RECORDS_PATH,
    llmsTxt: "/llms.txt",
  }),
  "/docs/schema.graphql": SCHEMA_SDL,
  [SEARCH_RECORDS_PATH]: JSON.stringify({
    version: 1,
    records: [{ url: "/docs/a/", kind: "Guide", title: "Access", text: [["access the api with a key", 1]] }],
  }),
  "/llms.txt": `# Docs\n\n## Docs\n\n- [Access](${origin}/docs/a.md): how to get a key\n`,
  "/docs/a.md": "# Access\n\nSend your key.\n",
})

export type ApiAnswer = (request: { headers: http.IncomingHttpHeaders; body: string }) => {
  status: number
  body: string
  delayMs?: number
}

const listen = async (handler: http.RequestListener) => {
  const server = http.createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

/** The two servers. `state.site` and `state.api` change how they answer from one test to the next. */
export async function startFakeSite() {
  const state: { site: "up" | "down" | "500"; api: ApiAnswer } = {
    site: "up",
    api: () => ({ status: 200, body: JSON.stringify({ data: { client: { id: "c1" } } }) }),
  }
  const apiRequests: http.IncomingHttpHeaders[] = []
  const api = await listen(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    apiRequests.push(req.headers)
    const answer = state.api({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") })
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs))
    res.writeHead(answer.status, { "content-type": "application/json" }).end(answer.body)
  })
  const apiUrl = `${api.origin}/graphql`
  let files: Record<string, string> = {}
  /** What the site's /api/feedback received, as JSON. */
  const feedback: unknown[] = []
  const site = await listen(async (req, res) => {
    if (state.site === "down") return void req.socket.destroy()
    if (state.site === "500") return void res.writeHead(500).end("boom")
    if (req.method === "POST" && req.url === "/api/feedback") {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      feedback.push(JSON.parse(Buffer.concat(chunks).toString("utf8")))
      return void res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}')
    }
    const body = files[(req.url ?? "/").split("?")[0]]
    if (body === undefined) return void res.writeHead(404).end("not found")
    res.writeHead(200).end(body)
  })
  files = siteFiles(site.origin, apiUrl)
  return {
    docsUrl: site.origin,
    apiUrl,
    state,
    apiRequests,
    feedback,
    close: async () => {
      for (const { server } of [api, site]) {
        server.closeAllConnections()
        await new Promise<void>((resolve) => server.close(() => resolve()))
      }
    },
  }
}
