import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import {
  clearBuildCache,
  dependencyStamp,
  forgetBuiltPages,
  recordDependencyStamp,
  staleCacheReason,
} from "../lib/build-cache"

function project(lock: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "zfv-build-cache-"))
  fs.writeFileSync(path.join(root, "package-lock.json"), lock)
  return root
}

describe("Gatsby's cache across dependency changes", () => {
  it("is reused by the next build with the same package-lock.json", () => {
    const root = project('{"a":1}')
    fs.mkdirSync(path.join(root, ".cache"))
    recordDependencyStamp(root, dependencyStamp(root))
    expect(staleCacheReason(root, dependencyStamp(root))).toBeNull()
  })

  it("is stale once package-lock.json changes, or when no build recorded one", () => {
    const root = project('{"a":1}')
    fs.mkdirSync(path.join(root, ".cache"))
    expect(staleCacheReason(root, dependencyStamp(root))).toBe("the cache does not say which dependencies built it")
    recordDependencyStamp(root, dependencyStamp(root))
    fs.writeFileSync(path.join(root, "package-lock.json"), '{"a":2}')
    expect(staleCacheReason(root, dependencyStamp(root))).toBe("package-lock.json changed since the last build")
  })

  it("needs nothing cleared when there is no cache, and clearing removes the cache and the output", () => {
    const root = project("{}")
    expect(staleCacheReason(root, dependencyStamp(root))).toBeNull()
    fs.mkdirSync(path.join(root, ".cache"))
    fs.mkdirSync(path.join(root, "public"))
    clearBuildCache(root)
    expect(fs.readdirSync(root)).toEqual(["package-lock.json"])
  })

  it("forgets which pages were rendered, with their HTML and page data, and keeps webpack's cache and the bundles", () => {
    const root = project("{}")
    for (const dir of [".cache/redux", ".cache/webpack", "public/page-data/docs", "public/docs/intro"])
      fs.mkdirSync(path.join(root, dir), { recursive: true })
    for (const file of [
      ".cache/redux/redux.rest.state",
      "public/page-data/docs/page-data.json",
      "public/docs/intro/index.html",
      "public/404.html",
      "public/app-d04eceea5975040682d0.js",
    ])
      fs.writeFileSync(path.join(root, file), "")
    forgetBuiltPages(root)
    expect(fs.readdirSync(path.join(root, ".cache"))).toEqual(["webpack"])
    expect(fs.readdirSync(path.join(root, "public"), { recursive: true }).sort()).toEqual([
      "app-d04eceea5975040682d0.js",
      "docs",
      "docs/intro",
    ])
  })
})
