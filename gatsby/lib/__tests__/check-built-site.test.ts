import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { checkBuiltSite } from "../../check-links"

// A fixture of what `gatsby build` writes to public/.
function writeSite(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"))
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), text)
  }
  return dir
}

describe("checkBuiltSite", () => {
  const sources = new Map([["/docs/intro/", "content/docs/intro.mdx"]])

  it("reports a broken link in a doc with the page, its file and the href", async () => {
    const dir = writeSite({
      "index.html": `<a href="/docs/intro/">docs</a>`,
      "docs/intro/index.html": `<h2 id="setup">Setup</h2><a href="/docs/nope/">x</a><a href="/schema.graphql">schema</a>`,
      "schema.graphql": "type Query { a: Int }",
      "page-data/app-data.json": "{}",
    })
    const { pageCount, report } = await checkBuiltSite(dir, sources)
    expect(pageCount).toBe(2)
    expect(report.errors).toEqual([
      { page: "/docs/intro/", sourceFile: "content/docs/intro.mdx", href: "/docs/nope/", problem: "broken link" },
    ])
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it("passes a site whose links resolve", async () => {
    const dir = writeSite({
      "index.html": `<a href="/docs/intro/#setup">docs</a>`,
      "docs/intro/index.html": `<h2 id="setup">Setup</h2><a href="/">home</a>`,
    })
    expect((await checkBuiltSite(dir, sources)).report).toEqual({ errors: [], warnings: [] })
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
