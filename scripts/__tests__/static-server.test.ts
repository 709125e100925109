import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { resolveRequest, startStaticServer, type StaticServer } from "../lib/static-server"

describe("static server", () => {
  let root: string
  let server: StaticServer
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "site-"))
    fs.mkdirSync(path.join(root, "docs", "intro"), { recursive: true })
    fs.writeFileSync(path.join(root, "index.html"), "<h1>home</h1>")
    fs.writeFileSync(path.join(root, "404.html"), "<h1>not found</h1>")
    fs.writeFileSync(path.join(root, "docs", "intro", "index.html"), "<h1>intro</h1>")
    fs.writeFileSync(path.join(root, "schema.graphql"), "type Query { a: Int }")
    server = await startStaticServer({ root })
  })
  afterAll(async () => {
    await server.close()
    fs.rmSync(root, { recursive: true, force: true })
  })

  it("serves a page, a file and the 404 page with status 404", async () => {
    const page = await fetch(`${server.url}docs/intro/`)
    expect([page.status, await page.text()]).toEqual([200, "<h1>intro</h1>"])
    const file = await fetch(`${server.url}schema.graphql`)
    expect(file.headers.get("content-type")).toBe("text/plain; charset=utf-8")
    const missing = await fetch(`${server.url}nope/`)
    expect([missing.status, await missing.text()]).toEqual([404, "<h1>not found</h1>"])
  })

  it("redirects a folder without its trailing slash", async () => {
    const response = await fetch(`${server.url}docs/intro?x=1`, { redirect: "manual" })
    expect(response.status).toBe(301)
    expect(response.headers.get("location")).toBe("/docs/intro/?x=1")
  })

  it("never serves files outside the root", () => {
    expect(resolveRequest(root, "/../../etc/passwd")).toMatchObject({ status: 404 })
    expect(resolveRequest(root, "/%2e%2e/%2e%2e/etc/passwd")).toMatchObject({ status: 404 })
  })
})
