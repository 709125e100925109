import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { isMarkdownLink, resolveDocLink } from "../remark-doc-links"

describe("resolveDocLink", () => {
  let docsDir: string
  beforeAll(() => {
    docsDir = fs.mkdtempSync(path.join(os.tmpdir(), "docs-"))
    fs.mkdirSync(path.join(docsDir, "examples"))
    fs.writeFileSync(path.join(docsDir, "intro.mdx"), "---\ntitle: Intro\n---\n")
    fs.writeFileSync(path.join(docsDir, "examples", "dishes.mdx"), "---\ntitle: Dishes\nslug: all-dishes\n---\n")
  })
  afterAll(() => fs.rmSync(docsDir, { recursive: true, force: true }))

  it("turns relative links to doc files into routes, keeping the anchor", () => {
    expect(resolveDocLink("./examples/dishes.mdx#filters", path.join(docsDir, "intro.mdx"), docsDir)).toBe(
      "/docs/examples/all-dishes/#filters",
    )
    expect(resolveDocLink("../intro.mdx", path.join(docsDir, "examples", "dishes.mdx"), docsDir)).toBe("/docs/intro/")
  })

  it("returns null for a missing file or a file outside the docs", () => {
    expect(resolveDocLink("./missing.mdx", path.join(docsDir, "intro.mdx"), docsDir)).toBeNull()
    expect(resolveDocLink("../../etc/passwd.md", path.join(docsDir, "intro.mdx"), docsDir)).toBeNull()
  })

  it("only treats relative .md/.mdx links as Markdown links", () => {
    expect(isMarkdownLink("./a.mdx")).toBe(true)
    expect(isMarkdownLink("b.md#x")).toBe(true)
    expect(isMarkdownLink("https://example.com/a.md")).toBe(false)
    expect(isMarkdownLink("/docs/a/")).toBe(false)
  })
})
