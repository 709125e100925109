import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { createPages, onPostBuild } from "../../gatsby-node"
import { buildSearchIndex } from "../build-search-index"
import { writeHostingConfig } from "../write-hosting-config"

/**
 * The Gatsby Node APIs as `gatsby build` calls them (gatsby-node.ts), with a
 * fake reporter: what a writer sees in the build's output is what these
 * functions tell the reporter, and a panicOnBuild is what fails the build.
 */

// onPostBuild's other steps need a whole build in public/; here they stand aside, so the link check is what runs.
jest.mock("../externalize-chunk-mapping", () => ({
  externalizeChunkMappings: jest.fn(async () => "Chunk map: (test)"),
}))
jest.mock("../check-stale-pages", () => ({ stalePagesProblem: jest.fn(async () => null) }))
jest.mock("../check-built-stylesheets", () => ({ unreadMediaProblem: jest.fn(async () => null) }))
jest.mock("../publish-schema", () => ({
  ...jest.requireActual<typeof import("../publish-schema")>("../publish-schema"),
  publishSchema: jest.fn(async () => {}),
}))
jest.mock("../write-schema-feed", () => ({
  ...jest.requireActual<typeof import("../write-schema-feed")>("../write-schema-feed"),
  writeSchemaFeed: jest.fn(async () => "Schema feed: (test)"),
}))
jest.mock("../write-markdown-copies", () => ({
  ...jest.requireActual<typeof import("../write-markdown-copies")>("../write-markdown-copies"),
  writeMarkdownCopies: jest.fn(async () => "Markdown copies: (test)"),
}))
jest.mock("../build-search-index", () => ({
  ...jest.requireActual<typeof import("../build-search-index")>("../build-search-index"),
  buildSearchIndex: jest.fn(async () => 2),
}))
jest.mock("../write-hosting-config", () => ({
  ...jest.requireActual<typeof import("../write-hosting-config")>("../write-hosting-config"),
  writeHostingConfig: jest.fn(async () => "Hosting configuration: (test)"),
}))

/** Gatsby's reporter, as far as the build's code uses it. */
function fakeReporter() {
  return { info: jest.fn(), warn: jest.fn(), panicOnBuild: jest.fn() }
}

/** The graphql function of the Node APIs, answering each of the build's queries by its name. */
function fakeGraphql(answers: Record<string, unknown>) {
  return jest.fn(async (query: string) => {
    const name = /query (\w+)/.exec(query)?.[1] ?? ""
    if (!(name in answers)) throw new Error(`the test has no answer for query ${name}`)
    return { data: answers[name] }
  })
}

type CreatePagesArgs = Parameters<NonNullable<typeof createPages>>[0]
type PostBuildArgs = Parameters<NonNullable<typeof onPostBuild>>[0]

function required<T>(api: T | undefined, name: string): T {
  if (!api) throw new Error(`gatsby-node.ts exports no ${name}`)
  return api
}

describe("createPages", () => {
  const doc = (id: string, route: string, file: string, title: string) => ({
    id,
    body: `${title} in a sentence.`,
    fields: { docId: id, route, category: "", title, sidebarLabel: null, sidebarPosition: null },
    internal: { contentFilePath: path.resolve(file) },
  })
  const category = (dirPath: string, indexRoute: string | null) => ({
    id: `category-${dirPath}`,
    dirPath,
    label: dirPath,
    position: null,
    indexRoute,
  })
  const schemaForPages = {
    allSchemaType: { nodes: [] },
    schemaReference: { kinds: [] },
    allSchemaChangesSince: { nodes: [] },
  }

  async function runCreatePages(docs: ReturnType<typeof doc>[], categories: ReturnType<typeof category>[] = []) {
    const reporter = fakeReporter()
    const createPage = jest.fn()
    const graphql = fakeGraphql({
      DocsForPages: { allMdx: { nodes: docs }, allDocCategory: { nodes: categories }, allReferencePage: { nodes: [] } },
      SchemaForPages: schemaForPages,
    })
    const args = { graphql, actions: { createPage }, reporter } as unknown as CreatePagesArgs
    await required(createPages, "createPages")(args, { plugins: [] }, () => {})
    return { reporter, createPage }
  }

  it("warns through the reporter when two docs claim one route, naming the route and both files, and the build goes on", async () => {
    const { reporter, createPage } = await runCreatePages([
      doc("intro", "/docs/intro/", "content/docs/intro.mdx", "Intro"),
      doc("guide-intro", "/docs/intro/", "content/docs/guide/intro.mdx", "Guide intro"),
      doc("outlets", "/docs/outlets/", "content/docs/outlets.mdx", "Outlets"),
    ])
    const duplicateWarnings = reporter.warn.mock.calls.filter(([message]) => String(message).includes("Duplicate"))
    expect(duplicateWarnings).toEqual([
      [
        'Duplicate route /docs/intro/: content/docs/intro.mdx, content/docs/guide/intro.mdx (the last one wins; give one of them another "slug")',
      ],
    ])
    expect(reporter.panicOnBuild).not.toHaveBeenCalled()
    const docPaths = createPage.mock.calls.map(([page]: [{ path: string }]) => page.path)
    expect(docPaths.filter((route) => route.startsWith("/docs/intro/"))).toEqual(["/docs/intro/", "/docs/intro/"])
  })

  it("warns when a category's generated index takes the route of another category's index", async () => {
    const { reporter } = await runCreatePages(
      [doc("intro", "/docs/intro/", "content/docs/intro.mdx", "Intro")],
      [category("examples", "/docs/category/examples/"), category("more/examples", "/docs/category/examples/")],
    )
    expect(reporter.warn).toHaveBeenCalledWith(
      "Duplicate route /docs/category/examples/: content/docs/examples/_category_.yml, content/docs/more/examples/_category_.yml" +
        ' (the last one wins; give one of them another "slug")',
    )
  })

  it("warns through the reporter for an example on a deprecated field, naming file, line, field and reason", async () => {
    const withExample = {
      ...doc("prices", "/docs/prices/", "content/docs/prices.mdx", "Prices"),
      body: 'Prices.\n\n```graphql\nquery Price {\n  dish(id: "1") {\n    priceChf\n  }\n}\n```\n',
    }
    const { reporter } = await runCreatePages([withExample])
    const warnings = reporter.warn.mock.calls
      .map(([message]) => String(message))
      .filter((message) => message.includes("deprecated"))
    expect(warnings).toEqual([
      expect.stringMatching(
        /^GraphQL example on a deprecated field: content\/docs\/prices\.mdx:\d+: Dish\.priceChf is deprecated: Use `price \{ amount currency \}`/,
      ),
    ])
    expect(reporter.panicOnBuild).not.toHaveBeenCalled()
  })

  it("fails the build for an example over the API's limits, naming file, line and how far over, as for an invalid one", async () => {
    const overTheLimit = {
      ...doc("deep", "/docs/deep/", "content/docs/deep.mdx", "Deep"),
      body:
        "Too much.\n\n```graphql\nquery Deep {\n  dishes(first: 100) {\n    nodes { outlet { dishes(first: 100) " +
        "{ nodes { name } } } }\n  }\n}\n```\n",
    }
    const { reporter } = await runCreatePages([overTheLimit])
    expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1)
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      "GraphQL examples that do not match content/schema.graphql or are over the API's limits:\n" +
        "  content/docs/deep.mdx, GraphQL example 1 (line 3): over the API's limits: cost 20,301: 301 over the " +
        "limit of 20,000; ask for fewer items with `first`",
    )
  })

  it("names the line of the file, front matter counted, not of the body Gatsby gives", async () => {
    const body =
      "Too much.\n\n```graphql\nquery Deep {\n  dishes(first: 100) {\n    nodes { outlet { dishes(first: 100) " +
      "{ nodes { name } } } }\n  }\n}\n```\n"
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "zfv-front-matter-"))
    const file = path.join(dir, "deep.mdx")
    fs.writeFileSync(file, `---\ntitle: Deep\nsidebar_position: 1\n---\n${body}`)
    try {
      const node = { ...doc("deep", "/docs/deep/", file, "Deep"), body }
      const { reporter } = await runCreatePages([node])
      expect(String(reporter.panicOnBuild.mock.calls[0]?.[0])).toContain("deep.mdx, GraphQL example 1 (line 7)")
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it("fails the build for a TypeScript sample that does not compile or a response that does not fit, naming file and line", async () => {
    const typed = {
      ...doc("typed", "/docs/typed/", "content/docs/typed.mdx", "Typed"),
      body: [
        "Wrong variables.",
        "",
        "```graphql",
        "query Dishes($first: Int) {",
        "  dishes(first: $first) {",
        "    nodes {",
        "      name",
        "    }",
        "  }",
        "}",
        "```",
        "",
        "```json",
        '{ "first": "five" }',
        "```",
        "",
        "A response without the name.",
        "",
        "```graphql",
        "query Names {",
        "  dishes(first: 1) {",
        "    nodes {",
        "      name",
        "    }",
        "  }",
        "}",
        "```",
        "",
        "```json response",
        '{ "data": { "dishes": { "nodes": [{}] } } }',
        "```",
        "",
      ].join("\n"),
    }
    const { reporter } = await runCreatePages([typed])
    expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1)
    const [message] = reporter.panicOnBuild.mock.calls[0] as [string]
    const [heading, sample, response, ...more] = message.split("\n")
    expect(heading).toBe(
      "TypeScript samples or files that do not compile, or recorded responses that do not fit their types:",
    )
    expect(sample).toMatch(
      /^ {2}content\/docs\/typed\.mdx:3: the TypeScript sample of GraphQL example 1 does not compile /,
    )
    expect(sample).toMatch(/ \(sample line \d+\): TS2322: Type 'string' is not assignable to type 'number'\.$/)
    expect(response).toMatch(
      /^ {2}content\/docs\/typed\.mdx:19: the recorded response of GraphQL example 2 does not fit /,
    )
    expect(response).toContain("NamesQuery at data.dishes.nodes[0]: TS2741: Property 'name' is missing")
    expect(more).toEqual([])
  })

  it("warns about no route when every route is claimed once", async () => {
    const { reporter } = await runCreatePages(
      [
        doc("intro", "/docs/intro/", "content/docs/intro.mdx", "Intro"),
        doc("outlets", "/docs/outlets/", "content/docs/outlets.mdx", "Outlets"),
      ],
      [category("examples", "/docs/category/examples/")],
    )
    expect(reporter.warn.mock.calls.filter(([message]) => String(message).includes("Duplicate"))).toEqual([])
    expect(reporter.panicOnBuild).not.toHaveBeenCalled()
  })
})

describe("onPostBuild", () => {
  const projectDir = process.cwd()
  let siteDir: string

  /** A project folder whose public/ holds `files`, as `gatsby build` leaves it before onPostBuild. */
  function writeProject(files: Record<string, string>) {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), "zfv-post-build-"))
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(siteDir, name)), { recursive: true })
      fs.writeFileSync(path.join(siteDir, name), text)
    }
    // The link check reads the site's schema (to know whether the reference is a foreign one).
    fs.mkdirSync(path.join(siteDir, "content"))
    fs.symlinkSync(path.join(projectDir, "content/schema.graphql"), path.join(siteDir, "content/schema.graphql"))
    // onPostBuild works on ./public and ./firebase.deploy.json, as Gatsby runs it in the project folder.
    process.chdir(siteDir)
  }

  afterEach(() => {
    process.chdir(projectDir)
    fs.rmSync(siteDir, { recursive: true, force: true })
  })

  beforeEach(() => jest.clearAllMocks())

  /** Gatsby's pages with their components, as absolute paths in the project folder, and the docs' files. */
  const sitePages = () => ({
    allMdx: {
      nodes: [
        {
          fields: { route: "/docs/intro/" },
          internal: { contentFilePath: path.join(siteDir, "content/docs/intro.mdx") },
        },
      ],
    },
    allSitePage: {
      nodes: [
        { path: "/", component: path.join(siteDir, "src/pages/index.tsx") },
        {
          path: "/docs/intro/",
          component: `${path.join(siteDir, "src/templates/doc-page.tsx")}?__contentFilePath=${path.join(siteDir, "content/docs/intro.mdx")}`,
        },
      ],
    },
  })

  async function runOnPostBuild() {
    const reporter = fakeReporter()
    const args = {
      graphql: fakeGraphql({ PagesForLinkCheck: sitePages() }),
      reporter,
    } as unknown as PostBuildArgs
    await required(onPostBuild, "onPostBuild")(args, { plugins: [] }, () => {})
    return reporter
  }

  it("runs the link check: a broken link fails the build, naming the page, its source and the href, before the search index", async () => {
    writeProject({
      "public/index.html": `<a href="/docs/intro/">docs</a>`,
      "public/docs/intro/index.html": `<h1>Intro</h1><p>See <a href="/docs/no-such-page/">the missing page</a>.</p>`,
      "firebase.deploy.json": "{}",
    })
    const reporter = await runOnPostBuild()
    expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1)
    const [message] = reporter.panicOnBuild.mock.calls[0] as [string]
    expect(message).toContain("Link check: 1 broken link(s) in the built site")
    expect(message).toContain(
      `/docs/intro/ (${path.join("content", "docs", "intro.mdx")}): broken link -> /docs/no-such-page/`,
    )
    expect(buildSearchIndex).not.toHaveBeenCalled()
    expect(writeHostingConfig).not.toHaveBeenCalled()
    // The previous build's deploy configuration does not survive a failed build.
    expect(fs.existsSync(path.join(siteDir, "firebase.deploy.json"))).toBe(false)
  })

  it("runs the link check: a broken anchor is a warning through the reporter, and the build goes on", async () => {
    writeProject({
      "public/index.html": `<a href="/docs/intro/#no-such-section">docs</a>`,
      "public/docs/intro/index.html": `<h1>Intro</h1><h2 id="setup">Setup</h2><a href="/">home</a>`,
    })
    const reporter = await runOnPostBuild()
    expect(reporter.panicOnBuild).not.toHaveBeenCalled()
    const linkWarnings = reporter.warn.mock.calls
      .map(([text]) => String(text))
      .filter((text) => text.startsWith("Link check"))
    expect(linkWarnings).toHaveLength(1)
    expect(linkWarnings[0]).toContain("Link check: 1 warning(s)")
    expect(linkWarnings[0]).toContain("#no-such-section")
    expect(reporter.info).toHaveBeenCalledWith("Link check: 2 pages and 0 Markdown files, every internal link resolves")
    expect(buildSearchIndex).toHaveBeenCalledWith(path.join(siteDir, "public"))
    expect(writeHostingConfig).toHaveBeenCalledWith(path.join(siteDir, "public"))
  })
})
