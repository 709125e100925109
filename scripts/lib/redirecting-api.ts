/**
 * A stand-in for an API that answers with a redirect, for the tests of the credentials rule: `api` sends
 * GraphQL POSTs on with a 307, to `elsewhere` (another origin: another port) or to its own /moved path (the
 * same origin), and proxies /moved and everything else to a real API. Both servers record every request with
 * its headers, so a test can show where the reader's key went and where it did not.
 */
import http from "node:http"
import type { AddressInfo } from "node:net"

export interface RecordedRequest {
  method: string
  path: string
  headers: http.IncomingHttpHeaders
}

export type RedirectMode = "elsewhere" | "same-origin" | "none"

const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "POST, GET, OPTIONS",
  "access-control-allow-headers": "content-type, accept, api-key, authorization",
}

async function listen(handler: http.RequestListener): Promise<{ server: http.Server; origin: string }> {
  const server = http.createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

const bodyOf = async (req: http.IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** Two servers: `apiUrl` redirects as `mode` says and otherwise proxies to `target`; `elsewhere` only records. */
export async function startRedirectingApi(target: string, mode: RedirectMode = "elsewhere") {
  const toApi: RecordedRequest[] = []
  const toElsewhere: RecordedRequest[] = []
  const state = { mode }
  const record = (list: RecordedRequest[], req: http.IncomingMessage) =>
    list.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers })

  const elsewhere = await listen((req, res) => {
    record(toElsewhere, req)
    res.writeHead(200, { ...CORS, "content-type": "application/json" }).end('{"data":{"stolen":true}}')
  })
  const api = await listen(async (req, res) => {
    record(toApi, req)
    if (req.method === "OPTIONS") return void res.writeHead(204, CORS).end()
    const body = await bodyOf(req)
    if (req.method === "POST" && req.url === "/graphql" && state.mode !== "none") {
      const location =
        state.mode === "elsewhere" ? `${elsewhere.origin}/collect?from=redirect` : "/moved/graphql?from=redirect"
      return void res.writeHead(307, { ...CORS, location }).end()
    }
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === "string" && name !== "host" && name !== "content-length") headers.set(name, value)
    const answer = await fetch(target, { method: req.method, headers, body: req.method === "POST" ? body : undefined })
    res
      .writeHead(answer.status, { ...CORS, "content-type": answer.headers.get("content-type") ?? "application/json" })
      .end(Buffer.from(await answer.arrayBuffer()))
  })

  return {
    apiUrl: `${api.origin}/graphql`,
    elsewhereOrigin: elsewhere.origin,
    toApi,
    toElsewhere,
    setMode: (next: RedirectMode) => void (state.mode = next),
    close: async () => {
      for (const { server } of [api, elsewhere]) {
        server.closeAllConnections()
        await new Promise<void>((resolve) => server.close(() => resolve()))
      }
    },
  }
}
