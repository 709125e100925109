import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Reporter } from "gatsby"
import { checkBuiltSite, checkSiteLinks } from "../../check-links"

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

describe("checkSiteLinks, the link check of every build (onPostBuild)", () => {
  /** Gatsby's build reporter, as far as the check uses it: panicOnBuild fails the build once the step ends. */
  function buildReporter() {
    const calls = { panicOnBuild: [] as string[], warn: [] as string[], info: [] as string[] }
    const reporter = {
      panicOnBuild: (message: string) => calls.panicOnBuild.push(message),
      warn: (message: string) => calls.warn.push(message),
      info: (message: string) => calls.info.push(message),
    } as unknown as Reporter
    return { reporter, calls }
  }
  const sitePages = [
    { path: "/", component: path.resolve("src/pages/index.tsx") },
    {
      path: "/docs/intro/",
      component: `${path.resolve("src/templates/doc.tsx")}?__contentFilePath=${path.resolve("content/docs/intro.mdx")}`,
    },
  ]

  it("fails the build on a broken link, naming the page, its source file and the href", async () => {
    const dir = writeSite({
      "index.html": `<a href="/docs/intro/">docs</a>`,
      "docs/intro/index.html": `<h1>Intro</h1><p>See <a href="/docs/no-such-page/">the missing page</a>.</p>`,
    })
    const { reporter, calls } = buildReporter()
    expect(await checkSiteLinks(dir, sitePages, reporter)).toBe(false)
    expect(calls.panicOnBuild).toHaveLength(1)
    expect(calls.panicOnBuild[0]).toContain("1 broken link(s)")
    expect(calls.panicOnBuild[0]).toContain("/docs/intro/ (content/docs/intro.mdx): broken link -> /docs/no-such-page/")
    expect(calls.info).toEqual([])
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it("names a doc's own file when its page shares another doc's component (lib/doc-page-code.ts)", async () => {
    const dir = writeSite({
      "index.html": `<a href="/docs/guide/">docs</a>`,
      "docs/guide/index.html": `<h1>Guide</h1><p>See <a href="/docs/no-such-page/">the missing page</a>.</p>`,
    })
    const shared = [{ path: "/docs/guide/", component: sitePages[1].component }]
    const docs = [
      { fields: { route: "/docs/guide/" }, internal: { contentFilePath: path.resolve("content/docs/guide.mdx") } },
    ]
    const { reporter, calls } = buildReporter()
    expect(await checkSiteLinks(dir, shared, reporter, docs)).toBe(false)
    expect(calls.panicOnBuild[0]).toContain("/docs/guide/ (content/docs/guide.mdx): broken link -> /docs/no-such-page/")
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it("lets the build go on when every link resolves", async () => {
    const dir = writeSite({
      "index.html": `<a href="/docs/intro/">docs</a>`,
      "docs/intro/index.html": `<h1>Intro</h1><a href="/">home</a>`,
    })
    const { reporter, calls } = buildReporter()
    expect(await checkSiteLinks(dir, sitePages, reporter)).toBe(true)
    expect(calls.panicOnBuild).toEqual([])
    expect(calls.info).toEqual(["Link check: 2 pages and 0 Markdown files, every internal link resolves"])
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
