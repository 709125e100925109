import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"

/** Where a build records which package-lock.json its cache was made with. */
const STAMP_FILE = ".cache/zfv-dependencies.sha256"

/** The fingerprint of the installed dependencies: the hash of package-lock.json. */
export function dependencyStamp(root: string): string {
  return createHash("sha256")
    .update(fs.readFileSync(path.join(root, "package-lock.json")))
    .digest("hex")
}

/**
 * Why Gatsby's cache in `root` must not be reused, or null when it may be.
 * A cache made with other dependencies (another package-lock.json), or by a
 * build that did not record which, is not trusted: the build clears it and
 * starts cold, as a fresh clone does.
 */
export function staleCacheReason(root: string, stamp: string): string | null {
  if (!fs.existsSync(path.join(root, ".cache"))) return null
  const file = path.join(root, STAMP_FILE)
  if (!fs.existsSync(file)) return "the cache does not say which dependencies built it"
  return fs.readFileSync(file, "utf8").trim() === stamp ? null : "package-lock.json changed since the last build"
}

/** Removes Gatsby's cache and the last build's output, as `gatsby clean` does. */
export function clearBuildCache(root: string): void {
  for (const dir of [".cache", "public"]) fs.rmSync(path.join(root, dir), { recursive: true, force: true })
}

/** Records, after a successful build, which dependencies its cache belongs to. */
export function recordDependencyStamp(root: string, stamp: string): void {
  fs.writeFileSync(path.join(root, STAMP_FILE), `${stamp}\n`)
}

/**
 * Makes the next build render every page afresh, keeping webpack's cache
 * (the JS bundles stay incremental). Gatsby 5 renders again only the pages
 * whose data or server code changed: after a change to the browser bundle
 * alone (a stylesheet, a component's client code) the old pages stayed,
 * linking the previous stylesheet and page chunks, and a page could crash on
 * the mismatch ("Cannot read properties of undefined (reading 'Kind')").
 * Its record of the built pages (.cache/redux) goes, and so do the pages it
 * would have deleted with that record (HTML and page data of a page that no
 * longer exists): every page is then rendered and its data written again,
 * a cost that grows with the number of pages (docs/benchmarks.md).
 */
export function forgetBuiltPages(root: string): void {
  fs.rmSync(path.join(root, ".cache", "redux"), { recursive: true, force: true })
  const publicDir = path.join(root, "public")
  if (!fs.existsSync(publicDir)) return
  fs.rmSync(path.join(publicDir, "page-data"), { recursive: true, force: true })
  for (const entry of fs.readdirSync(publicDir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith(".html")) fs.rmSync(path.join(entry.parentPath, entry.name))
  }
}
