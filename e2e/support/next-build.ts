import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { CONTENT_HASH_LENGTH } from "../../gatsby/lib/hashed-files"

/**
 * "A new build" for the redeploy test, made by rewriting the current one
 * instead of running a second `gatsby build`, which is far slower and needs a
 * second copy of Gatsby's cache. What an open tab meets after a real deploy
 * is exactly this: every hashed file name it knows is gone (webpack's content
 * hashes in file names, in the chunk mapping of every page and in the
 * runtime's chunk table all change together), the compilation hash in the
 * pages and in app-data.json is new, and a page says something new. Source
 * maps are left out.
 */

const HASHED_FILE = new RegExp(`[-.]([0-9a-f]{${CONTENT_HASH_LENGTH}})\\.(?:js|css)$`)
const TEXT_FILE = /\.(?:html|js|json|css|txt|xml|svg|md|graphql|webmanifest)$/

export interface PageChange {
  /** The page's route, e.g. "/docs/graphql-intro/": its HTML and page data change. */
  route: string
  from: string
  to: string
}

export interface NextBuild {
  /** Old hash -> new hash, for every hashed file name and the compilation hash. */
  hashes: Map<string, string>
  compilationHash: { before: string; after: string }
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
}

const nextHash = (hash: string) =>
  createHash("sha256").update(`next build of ${hash}`).digest("hex").slice(0, hash.length)

export function copyAsNextBuild(fromDir: string, toDir: string, change: PageChange): NextBuild {
  const files = filesUnder(fromDir).filter((file) => !file.endsWith(".map"))
  const appData = JSON.parse(fs.readFileSync(path.join(fromDir, "page-data", "app-data.json"), "utf8")) as {
    webpackCompilationHash: string
  }
  const hashes = new Map<string, string>()
  for (const file of files) {
    const hash = HASHED_FILE.exec(path.basename(file))?.[1]
    if (hash) hashes.set(hash, nextHash(hash))
  }
  hashes.set(appData.webpackCompilationHash, nextHash(appData.webpackCompilationHash))
  const anyHash = new RegExp([...hashes.keys()].join("|"), "g")
  const replaceHashes = (text: string) => text.replace(anyHash, (hash) => hashes.get(hash) as string)

  const routeDir = change.route.replace(/^\/|\/$/g, "")
  const changed = new Set([path.join(routeDir, "index.html"), path.join("page-data", routeDir, "page-data.json")])
  for (const file of files) {
    const target = path.join(toDir, replaceHashes(file))
    fs.mkdirSync(path.dirname(target), { recursive: true })
    if (!TEXT_FILE.test(file)) {
      fs.copyFileSync(path.join(fromDir, file), target)
      continue
    }
    let text = replaceHashes(fs.readFileSync(path.join(fromDir, file), "utf8"))
    if (changed.has(file)) {
      if (!text.includes(change.from)) throw new Error(`${file} does not contain "${change.from}"`)
      text = text.split(change.from).join(change.to)
    }
    fs.writeFileSync(target, text)
  }
  return {
    hashes,
    compilationHash: {
      before: appData.webpackCompilationHash,
      after: hashes.get(appData.webpackCompilationHash) as string,
    },
  }
}
