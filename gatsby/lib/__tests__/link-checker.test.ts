import {
  checkLinks,
  extractAnchorTargets,
  extractLinks,
  extractMarkdownLinks,
  formatFindings,
  withForeignSchema,
  type BuiltPage,
} from "../link-checker"
import { findDuplicateRoutes } from "../duplicate-routes"
import { routeOfHtmlFile } from "../../check-links"

const page = (route: string, body: string, sourceFile: string | null = null): BuiltPage => ({
  route,
  html: `<!DOCTYPE html><html><body>${body}</body></html>`,
  sourceFile,
})

describe("HTML reading", () => {
  it("extracts <a> hrefs with entities decoded, ignoring scripts and comments", () => {
    const html =
      `<a href="/a/">A</a><a class="x" href='/b/?q=1&amp;r=2'>B</a><!-- <a href="/hidden/"> --><script>"<a ` +
      `href=\\"/js/\\">"</script><a name="top"></a>`
    expect(extractLinks(html)).toEqual(["/a/", "/b/?q=1&r=2"])
  })

  it("collects ids and named anchors", () => {
    expect([...extractAnchorTargets(`<h2 id="list-dishes">x</h2><a name="legacy"></a><div data-id="no">`)]).toEqual([
      "list-dishes",
      "legacy",
    ])
  })

  it("maps built HTML files to routes", () => {
    expect(routeOfHtmlFile("index.html")).toBe("/")
    expect(routeOfHtmlFile("docs/intro/index.html")).toBe("/docs/intro/")
    expect(routeOfHtmlFile("404.html")).toBe("/404.html")
  })
})

describe("checkLinks", () => {
  const site = [
    page("/", `<a href="/docs/intro/">Docs</a><a href="https://example.com/">Out</a><a href="mailto:a@b.c">Mail</a>`),
    page(
      "/docs/intro/",
      `<h2 id="setup">Setup</h2><a href="#setup">here</a><a href="../guide/">guide</a><a href="/schema.graphql">schema</a>`,
      "content/docs/intro.mdx",
    ),
    page(
      "/docs/guide/",
      `<a href="/docs/intro/#setup">intro</a><a href="/docs/intro">no slash</a><a href="/docs/intro/index.html">index</a>`,
      "content/docs/guide.mdx",
    ),
  ]

  it("passes a site whose internal links all resolve", () => {
    expect(checkLinks(site, new Set(["/schema.graphql"]))).toEqual({ errors: [], warnings: [] })
  })

  it("fails on a broken link, naming the page, its file and the href", () => {
    const report = checkLinks(
      [...site, page("/docs/bad/", `<a href="/docs/nope/">x</a>`, "content/docs/bad.mdx")],
      new Set(["/schema.graphql"]),
    )
    expect(report.errors).toEqual([
      { page: "/docs/bad/", sourceFile: "content/docs/bad.mdx", href: "/docs/nope/", problem: "broken link" },
    ])
    expect(formatFindings(report.errors)).toBe("  /docs/bad/ (content/docs/bad.mdx): broken link -> /docs/nope/")
  })

  it("treats a missing static file as a broken link", () => {
    expect(checkLinks(site, new Set()).errors).toEqual([
      { page: "/docs/intro/", sourceFile: "content/docs/intro.mdx", href: "/schema.graphql", problem: "broken link" },
    ])
  })

  it("only warns on a broken anchor and on an unresolved Markdown link", () => {
    const report = checkLinks(
      [
        ...site,
        page(
          "/docs/more/",
          `<a href="/docs/intro/#nowhere">x</a><a href="#missing">y</a><a href="./gone.mdx">z</a>`,
          "content/docs/more.mdx",
        ),
      ],
      new Set(["/schema.graphql"]),
    )
    expect(report.errors).toEqual([])
    expect(report.warnings).toEqual([
      {
        page: "/docs/more/",
        sourceFile: "content/docs/more.mdx",
        href: "/docs/intro/#nowhere",
        problem: "broken anchor",
      },
      { page: "/docs/more/", sourceFile: "content/docs/more.mdx", href: "#missing", problem: "broken anchor" },
      { page: "/docs/more/", sourceFile: "content/docs/more.mdx", href: "./gone.mdx", problem: "broken Markdown link" },
    ])
  })
})

describe("findDuplicateRoutes", () => {
  it("names every file that claims the same route", () => {
    expect(
      findDuplicateRoutes([
        { route: "/docs/a/", file: "content/docs/a.mdx" },
        { route: "/docs/b/", file: "content/docs/b.mdx" },
        { route: "/docs/a/", file: "content/docs/x.mdx" },
      ]),
    ).toEqual([{ route: "/docs/a/", files: ["content/docs/a.mdx", "content/docs/x.mdx"] }])
  })
})

describe("the links of the Markdown copies and llms.txt", () => {
  const site = [
    page("/docs/intro/", `<h2 id="setup">Setup</h2><a href="/docs/intro.md">Markdown</a>`, "content/docs/intro.mdx"),
  ]
  const assets = new Set(["/docs/intro.md", "/llms.txt", "/schema.graphql"])

  it("are read from Markdown links and autolinks, not from code", () => {
    const markdown = [
      'See [intro](https://docs.example.ch/docs/intro.md) and [`Dish`](/docs/dish.md#price "title") or <https://example.com/x>.',
      "Send `Authorization: Bearer <token>` and `[not](/a-link/)`.",
      "```json",
      '{ "url": "[no](/nope/)" }',
      "```",
    ].join("\n")
    expect(extractMarkdownLinks(markdown)).toEqual([
      "https://docs.example.ch/docs/intro.md",
      "/docs/dish.md#price",
      "https://example.com/x",
    ])
  })

  it("are checked like the pages' links: the site's own address is internal, a missing copy or page is broken", () => {
    const markdownFiles = [
      {
        path: "/llms.txt",
        text: "- [Intro](https://docs.example.ch/docs/intro.md): ok\n- [Gone](https://docs.example.ch/docs/gone.md): not built\n- [Out](https://github.com/)",
      },
      {
        path: "/docs/intro.md",
        text:
          "[setup](https://docs.example.ch/docs/intro/#setup), [nope](https://docs.example.ch/docs/intro/#nope), " +
          "[schema](https://docs.example.ch/schema.graphql), [page](/docs/missing/)",
      },
    ]
    const report = checkLinks(site, assets, { markdownFiles, siteUrl: "https://docs.example.ch" })
    expect(report.errors).toEqual([
      { page: "/llms.txt", sourceFile: null, href: "https://docs.example.ch/docs/gone.md", problem: "broken link" },
      { page: "/docs/intro.md", sourceFile: null, href: "/docs/missing/", problem: "broken link" },
    ])
    expect(report.warnings).toEqual([
      {
        page: "/docs/intro.md",
        sourceFile: null,
        href: "https://docs.example.ch/docs/intro/#nope",
        problem: "broken anchor",
      },
    ])
  })

  it("let a page link to its built Markdown copy, while a link to a doc's source file still warns", () => {
    expect(checkLinks(site, assets)).toEqual({ errors: [], warnings: [] })
    const report = checkLinks([page("/docs/a/", `<a href="./intro.mdx">source</a>`)], assets)
    expect(report.warnings).toEqual([
      { page: "/docs/a/", sourceFile: null, href: "./intro.mdx", problem: "broken Markdown link" },
    ])
  })
})

describe("with a foreign schema (the reference bench)", () => {
  it("reports the docs' links to our schema's types as warnings, and every other broken link still as an error", () => {
    const report = {
      errors: [
        {
          page: "/docs/examples/dishes/",
          sourceFile: "content/docs/examples/dishes.mdx",
          href: "/docs/graphql-schema/enums/allergen/",
          problem: "broken link" as const,
        },
        {
          page: "/docs/examples/dishes.md",
          sourceFile: null,
          href: "https://docs.example.ch/docs/graphql-schema/enums/allergen.md",
          problem: "broken link" as const,
        },
        {
          page: "/docs/examples/dishes/",
          sourceFile: "content/docs/examples/dishes.mdx",
          href: "/docs/nope/",
          problem: "broken link" as const,
        },
      ],
      warnings: [],
    }
    const result = withForeignSchema(report, "/docs/graphql-schema/", "https://docs.example.ch")
    expect(result.errors.map((finding) => finding.href)).toEqual(["/docs/nope/"])
    expect(result.warnings.map((finding) => finding.href)).toEqual([
      "/docs/graphql-schema/enums/allergen/",
      "https://docs.example.ch/docs/graphql-schema/enums/allergen.md",
    ])
  })
})
