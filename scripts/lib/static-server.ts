import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import type { AddressInfo } from "node:net"

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".graphql": "text/plain; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
  ".wasm": "application/wasm",
  ".pf_meta": "application/octet-stream",
}

export interface StaticServer {
  url: string
  port: number
  close: () => Promise<void>
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile()
  } catch {
    return false
  }
}

function isDirectory(file: string): boolean {
  try {
    return fs.statSync(file).isDirectory()
  } catch {
    return false
  }
}

/** What a typical static host does with a request path: a file, a redirect, or the 404 page. */
export function resolveRequest(root: string, urlPath: string): { status: 200 | 404; file: string } | { status: 301; location: string } | { status: 404; file: null } {
  let pathname: string
  try {
    pathname = decodeURIComponent(urlPath)
  } catch {
    pathname = urlPath
  }
  const file = path.join(root, path.normalize(pathname))
  const inside = path.relative(root, file)
  if (inside.startsWith("..") || path.isAbsolute(inside)) return notFound(root)
  if (pathname.endsWith("/")) {
    const index = path.join(file, "index.html")
    return isFile(index) ? { status: 200, file: index } : notFound(root)
  }
  if (isFile(file)) return { status: 200, file }
  if (isDirectory(file) && isFile(path.join(file, "index.html"))) return { status: 301, location: `${urlPath}/` }
  return notFound(root)
}

function notFound(root: string): { status: 404; file: string } | { status: 404; file: null } {
  const page = path.join(root, "404.html")
  return isFile(page) ? { status: 404, file: page } : { status: 404, file: null }
}

/** `relativePath` is the file's path inside the served folder. */
function cacheControl(relativePath: string): string {
  // Gatsby's hashed bundles never change; HTML and page data must be revalidated.
  if (/-[0-9a-f]{16,}\.(js|css)$/.test(relativePath) || relativePath.startsWith(`static${path.sep}`)) return "public, max-age=31536000, immutable"
  return "public, max-age=0, must-revalidate"
}

/** Serves a built site (public/) on a loopback port; port 0 picks a free one. */
export async function startStaticServer(options: { root: string; port?: number; host?: string }): Promise<StaticServer> {
  const root = path.resolve(options.root)
  if (!isFile(path.join(root, "index.html"))) throw new Error(`${root} holds no built site; run "npm run build" first`)
  const server = http.createServer((request, response) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { allow: "GET, HEAD" }).end()
      return
    }
    const url = new URL(request.url ?? "/", "http://localhost")
    const result = resolveRequest(root, url.pathname)
    if (result.status === 301) {
      response.writeHead(301, { location: result.location + url.search }).end()
      return
    }
    if (!result.file) {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found")
      return
    }
    const headers = {
      "content-type": CONTENT_TYPES[path.extname(result.file)] ?? "application/octet-stream",
      "cache-control": cacheControl(path.relative(root, result.file)),
      "x-content-type-options": "nosniff",
    }
    response.writeHead(result.status, headers)
    if (request.method === "HEAD") response.end()
    else fs.createReadStream(result.file).pipe(response)
  })
  const host = options.host ?? "127.0.0.1"
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    port,
    url: `http://${host === "0.0.0.0" ? "localhost" : host}:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
