import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { clearBuildCache, dependencyStamp, forgetBuiltPages, recordDependencyStamp, staleCacheReason } from "../lib/build-cache"

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

  it("forgets which pages were rendered, so all are rendered again, and keeps webpack's cache", () => {
    const root = project("{}")
    for (const dir of [".cache/redux", ".cache/webpack"]) fs.mkdirSync(path.join(root, dir), { recursive: true })
    fs.writeFileSync(path.join(root, ".cache/redux/redux.rest.state"), "")
    forgetBuiltPages(root)
    expect(fs.readdirSync(path.join(root, ".cache"))).toEqual(["webpack"])
  })
})
