import { spawnSync } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import zlib from "node:zlib"

/** The Docusaurus that bench:docusaurus compares our docs with: its classic template, TypeScript variant. */
export const DOCUSAURUS_VERSION = "3.10.2"
/** The template's first docs page. */
export const DOCUSAURUS_ROUTE = "/docs/intro/"

/** Runs a command in `cwd`, its output kept; on failure throws with the output's last lines. */
function run(command: string, args: readonly string[], cwd: string) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, CI: "1", NO_COLOR: "1", npm_config_update_notifier: "false" },
  })
  if (result.status === 0) return
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`.trim().split("\n").slice(-40).join("\n")
  throw new Error(`${command} ${args.join(" ")} in ${cwd} failed (${result.error?.message ?? `exit ${result.status}`}):
${output}`)
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`

/**
 * The built Docusaurus site in `cacheDir`/site/build: made once (create-docusaurus, npm install, npm run build) and
 * kept; each step runs again only when what it makes is missing, or the site is of another Docusaurus version.
 * Prints what it did and how long each step took.
 */
export function docusaurusBuild(cacheDir: string): string {
  const site = path.join(cacheDir, "site")
  const build = path.join(site, "build")
  const page = path.join(build, DOCUSAURUS_ROUTE, "index.html")
  const manifest = path.join(site, "package.json")
  const version = fs.existsSync(manifest)
    ? JSON.parse(fs.readFileSync(manifest, "utf8")).dependencies?.["@docusaurus/core"]
    : undefined
  if (version === DOCUSAURUS_VERSION && fs.existsSync(page)) {
    console.info(`Docusaurus ${DOCUSAURUS_VERSION}: the build of ${fs.statSync(page).mtime.toISOString()} in ${build}`)
    return build
  }
  fs.mkdirSync(cacheDir, { recursive: true })
  if (version !== DOCUSAURUS_VERSION) {
    // A half-made or older site: create-docusaurus refuses a folder that exists.
    fs.rmSync(site, { recursive: true, force: true })
    const started = Date.now()
    // --skip-install and --package-manager npm: no question asked; a template is copied, with no git repository made.
    run(
      "npx",
      [
        "--yes",
        `create-docusaurus@${DOCUSAURUS_VERSION}`,
        "site",
        "classic",
        "--typescript",
        "--package-manager",
        "npm",
        "--skip-install",
      ],
      cacheDir,
    )
    console.info(`Docusaurus ${DOCUSAURUS_VERSION}: created the classic template in ${seconds(started)}`)
  }
  if (!fs.existsSync(path.join(site, "node_modules", ".package-lock.json"))) {
    const started = Date.now()
    run("npm", ["install", "--no-audit", "--no-fund"], site)
    console.info(`Docusaurus ${DOCUSAURUS_VERSION}: npm install in ${seconds(started)}`)
  }
  const started = Date.now()
  run("npm", ["run", "build"], site)
  console.info(`Docusaurus ${DOCUSAURUS_VERSION}: npm run build in ${seconds(started)}`)
  if (!fs.existsSync(page)) throw new Error(`Docusaurus's build has no ${path.relative(site, page)}`)
  return build
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".webp": "image/webp",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
}
/** What a static host compresses: text. Images and fonts are compressed already. */
const COMPRESSED = new Set([".html", ".js", ".mjs", ".css", ".json", ".svg", ".xml", ".txt", ".map"])

export interface StaticServer {
  url: string
  close: () => Promise<void>
}

/**
 * Serves a built site's folder on a free loopback port as a static host does: `/x/` is x/index.html (and `/x` too,
 * or x.html), 404.html for what is missing; gzip for text when the request accepts it; hashed files under /assets/
 * cached for a year, HTML revalidated each time, the rest for an hour. Each file is read and compressed once.
 */
export async function serveStatic(root: string): Promise<StaticServer> {
  const base = path.resolve(root)
  const files = new Map<string, { body: Buffer; gzip: Buffer | null }>()
  const load = (file: string) => {
    let entry = files.get(file)
    if (!entry) {
      const body = fs.readFileSync(file)
      entry = { body, gzip: COMPRESSED.has(path.extname(file)) ? zlib.gzipSync(body) : null }
      files.set(file, entry)
    }
    return entry
  }
  const isFile = (file: string) => {
    if (!file.startsWith(base + path.sep)) return false
    try {
      return fs.statSync(file).isFile()
    } catch {
      // Not there, a file's path taken as a folder (ENOTDIR), a NUL byte, a name too long: not a file to serve.
      return false
    }
  }
  const find = (pathname: string) => {
    const file = path.join(base, pathname)
    const candidates = pathname.endsWith("/")
      ? [path.join(file, "index.html")]
      : [file, `${file}.html`, path.join(file, "index.html")]
    return candidates.find(isFile)
  }

  const server = http.createServer((request, response) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { allow: "GET, HEAD" }).end()
      return
    }
    let pathname: string
    try {
      pathname = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname)
    } catch {
      response.writeHead(400).end()
      return
    }
    const found = find(pathname)
    const file = found ?? path.join(base, "404.html")
    if (!found && !isFile(file)) {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found")
      return
    }
    const extension = path.extname(file)
    const { body, gzip } = load(file)
    const zipped = gzip !== null && /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))
    const content = zipped && gzip ? gzip : body
    const headers: http.OutgoingHttpHeaders = {
      "content-type": TYPES[extension] ?? "application/octet-stream",
      "content-length": content.length,
      "cache-control":
        extension === ".html"
          ? "no-cache"
          : pathname.startsWith("/assets/")
            ? "public, max-age=31536000, immutable"
            : "public, max-age=3600",
    }
    if (gzip) headers.vary = "Accept-Encoding"
    if (zipped) headers["content-encoding"] = "gzip"
    response.writeHead(found ? 200 : 404, headers)
    response.end(request.method === "HEAD" ? undefined : content)
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => resolve())
  })
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
