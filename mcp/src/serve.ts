/**
 * `npm run mcp:serve`: the hosted MCP endpoint's handler (http.ts) on a plain
 * Node HTTP server, as one Cloud Run instance or a Kubernetes pod runs it
 * (the Dockerfile's command), outside Firebase. Configured like the function
 * (config.ts): DOCS_URL, API_URL, and optionally MCP_ALLOWED_ORIGINS,
 * MCP_TOOL_CALLS_PER_MINUTE, MCP_RUN_OPERATIONS_PER_MINUTE, MCP_PROXY_HOPS;
 * PORT (8080 by default, as Cloud Run sets it) and HOST. It serves /mcp, and
 * /healthz for a platform's checks; one line per request goes to stdout.
 */
import http from "node:http"
import type { AddressInfo } from "node:net"
import { errorMessage } from "../../core/error-message"
import { endpointSettings } from "./config"
import { createMcpHandler } from "./http"

/** The path the endpoint answers on, as behind the site's rewrite. */
export const MCP_PATH = "/mcp"

/** Starts the server; resolves with its address once it listens. */
export async function serveMcp(
  env: Record<string, string | undefined>,
): Promise<{ url: string; close(): Promise<void> }> {
  // A plain server sees its clients directly unless MCP_PROXY_HOPS says a proxy appends to X-Forwarded-For.
  const read = endpointSettings(env, { proxyHops: 0 })
  if (!read.settings) throw new Error(`the MCP endpoint is not configured: ${read.problems.join("; ")}`)
  const handle = createMcpHandler({ ...read.settings, log: (line) => console.info(line) })
  const server = http.createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0]
    if (path === "/healthz") return void res.writeHead(200, { "Content-Type": "text/plain" }).end("ok\n")
    if (path !== MCP_PATH)
      return void res
        .writeHead(404, { "Content-Type": "text/plain" })
        .end(`Not found: the MCP endpoint is at ${MCP_PATH}.\n`)
    void handle(req, res)
  })
  const port = Number(env.PORT ?? 8080)
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, env.HOST ?? "0.0.0.0", resolve)
  })
  const address = server.address() as AddressInfo
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address
  return {
    url: `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${address.port}${MCP_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

if (require.main === module) {
  serveMcp(process.env)
    .then(({ url, close }) => {
      console.info(`ZFV docs MCP endpoint on ${url} (docs at ${process.env.DOCS_URL}, API at ${process.env.API_URL})`)
      // Cloud Run and Kubernetes stop an instance with SIGTERM: finish what is under way, then exit.
      for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => void close())
    })
    .catch((error: unknown) => {
      console.error(`mcp:serve could not start: ${errorMessage(error)}`)
      process.exitCode = 1
    })
}
