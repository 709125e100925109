import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { copyUrl, docToMarkdown, pageMarkdown, type MarkdownSite } from "../markdown-export"
import { markdownCopyFile, markdownCopyPath } from "../../../core/markdown-copy"
import { readSiteSchema } from "../../../schema"
import { measureExample } from "../../../schema/reference"

const docsDir = fs.mkdtempSync(path.join(os.tmpdir(), "zfv-md-export-"))
fs.mkdirSync(path.join(docsDir, "examples"))
fs.writeFileSync(path.join(docsDir, "intro.mdx"), "---\ntitle: Intro\n---\n")
fs.writeFileSync(path.join(docsDir, "examples", "dishes.mdx"), "---\ntitle: Dishes\n---\n")
afterAll(() => fs.rmSync(docsDir, { recursive: true, force: true }))

const site: MarkdownSite = {
  siteUrl: "https://docs.example.ch",
  copies: new Set(["/docs/intro/", "/docs/examples/dishes/", "/docs/graphql-schema/objects/dish/"]),
  docsDir,
}

const page = [
  "---",
  "title: Dishes",
  "description: List dishes.",
  "---",
  "",
  'import { ApiEndpoint } from "../../src/components/ApiEndpoint"',
  'import { Widget } from "../../src/components/Widget"',
  "",
  "Call <ApiEndpoint /> with a [Dish](/docs/graphql-schema/objects/dish/#price) query; read the " +
    "[intro](../intro.mdx#queries) first, or the [schema file](/schema.graphql) or [GitHub](https://github.com).",
  "",
  "{/* a comment for writers */}",
  "",
  "## Look up a dish",
  "",
  "```graphql tab=curl",
  "query Dish($id: ID!) {",
  "  dish(id: $id) {",
  "    name",
  "  }",
  "}",
  "```",
  "",
  "```json",
  '{ "id": "42" }',
  "```",
  "",
  "```json response",
  '{ "data": { "dish": { "name": "Rösti" } } }',
  "```",
  "",
  '<Widget title="x">',
  "",
  "Text *inside* a component stays.",
  "",
  "</Widget>",
  "",
  "| Code | Means |",
  "| --- | --- |",
  "| `FORBIDDEN` | Not allowed. |",
  "",
  "```bash",
  "npm start",
  "```",
  "",
].join("\n")

describe("the Markdown copy of a doc", () => {
  it("is plain Markdown: examples as fenced code with variables and response, no JSX, absolute links to the copies", async () => {
    const markdown = await docToMarkdown(
      {
        title: "Dishes",
        description: "List dishes.",
        route: "/docs/examples/dishes/",
        source: page,
        file: path.join(docsDir, "examples", "dishes.mdx"),
      },
      site,
      { ApiEndpoint: () => [{ type: "inlineCode", value: "https://api.example.ch/graphql" }] },
    )
    expect(markdown).toBe(
      [
        "# Dishes",
        "",
        "> List dishes.",
        "",
        "Call `https://api.example.ch/graphql` with a [Dish](https://docs.example.ch/docs/graphql-schema/objects/dish.md#price) " +
          "query; read the [intro](https://docs.example.ch/docs/intro.md#queries) first, or the [schema " +
          "file](https://docs.example.ch/schema.graphql) or [GitHub](https://github.com).",
        "",
        "## Look up a dish",
        "",
        "```graphql",
        "query Dish($id: ID!) {",
        "  dish(id: $id) {",
        "    name",
        "  }",
        "}",
        "```",
        "",
        "Variables:",
        "",
        "```json",
        '{ "id": "42" }',
        "```",
        "",
        "Sample response (from the sandbox's demo data):",
        "",
        "```json",
        '{ "data": { "dish": { "name": "Rösti" } } }',
        "```",
        "",
        "Text *inside* a component stays.",
        "",
        "| Code        | Means        |",
        "| ----------- | ------------ |",
        "| `FORBIDDEN` | Not allowed. |",
        "",
        "```bash",
        "npm start",
        "```",
        "",
      ].join("\n"),
    )
  })

  it("writes under each example, after its variables, the cost line the page shows, linked to the API's limits", async () => {
    const { schema } = readSiteSchema()
    const withAccess = { ...site, copies: new Set([...site.copies, "/docs/access-the-api/"]) }
    const dishes = {
      title: "Dishes",
      description: null,
      route: "/docs/examples/dishes/",
      source: page,
      file: path.join(docsDir, "examples", "dishes.mdx"),
    }
    const markdown = await docToMarkdown(dishes, withAccess, {}, (example) => measureExample(schema, example))
    // dish 1 + name 1, two deep.
    expect(markdown).toContain(
      '```json\n{ "id": "42" }\n```\n\n[Cost 2 of 20,000 · depth 2 of 12](https://docs.example.ch/docs/access-the-api.md#limits)' +
        "\n\nSample response",
    )
    expect(await docToMarkdown(dishes, withAccess)).not.toContain("Cost ")
  })

  it("starts with the title and the description", () => {
    expect(pageMarkdown("Outlets", "Find outlets\nby city.", "\n\nBody.\n\n")).toBe(
      "# Outlets\n\n> Find outlets by city.\n\nBody.\n",
    )
    expect(pageMarkdown("Outlets", null, "Body.")).toBe("# Outlets\n\nBody.\n")
  })

  it("links a page to its copy, a file to itself, and leaves other sites alone", () => {
    expect(copyUrl("/docs/intro/", site)).toBe("https://docs.example.ch/docs/intro.md")
    expect(copyUrl("/graphql/?query=x", site)).toBe("https://docs.example.ch/graphql/?query=x")
    expect(copyUrl("https://github.com/", site)).toBe("https://github.com/")
    expect(copyUrl("//cdn.example.ch/x", site)).toBe("//cdn.example.ch/x")
  })

  it("lives at the page's URL plus .md", () => {
    expect(markdownCopyPath("/docs/access-the-api/")).toBe("/docs/access-the-api.md")
    expect(markdownCopyPath("/docs/")).toBe("/docs.md")
    expect(markdownCopyPath("/docs/graphql-schema/objects/dish/#price")).toBe("/docs/graphql-schema/objects/dish.md")
    expect(markdownCopyFile("/docs/examples/dishes/")).toBe("docs/examples/dishes.md")
    expect(() => markdownCopyPath("/")).toThrow(/root has no Markdown copy/)
  })
})
