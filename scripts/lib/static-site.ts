import fs from "node:fs/promises"
import http from "node:http"
import path from "node:path"
import type { AddressInfo } from "node:net"

/** Content types of the files a built site serves to tools, as firebase.json gives them. */
const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".json": "application/json",
  ".md": "text/markdown; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".graphql": "text/plain; charset=utf-8",
}

/**
 * A built site served from `dir` on a free loopback port, as a host serves it
 * to a program: "/x/" is x/index.html, anything else its file, 404 when
 * missing. For the MCP server's tests and bench, which need the site over
 * HTTP but no browser rules (the browser tests use the Hosting emulator).
 */
export async function serveDirectory(
  dir: string,
): Promise<{ url: string; requests: string[]; close(): Promise<void> }> {
  const root = path.resolve(dir)
  const requests: string[] = []
  const server = http.createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://site.invalid").pathname)
    requests.push(pathname)
    const file = path.join(root, pathname.endsWith("/") ? `${pathname}index.html` : pathname)
    if (!file.startsWith(root + path.sep)) return response.writeHead(403).end()
    try {
      const body = await fs.readFile(file)
      response.writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream" }).end(body)
    } catch {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not found")
    }
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}
