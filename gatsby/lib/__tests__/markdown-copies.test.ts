import fs from "node:fs"
import path from "node:path"
import { buildSidebar } from "../../../core/sidebar"
import { extractMarkdownLinks } from "../link-checker"
import { LLMS_FULL_LANGUAGE_NOTE, markdownCopies, type CopiesInput } from "../markdown-copies"
import { TYPESCRIPT_SAMPLE_INTRO } from "../markdown-export"
import { buildSchemaFromText, readSiteSchema } from "../../../schema"
import { buildSchemaReference } from "../../../schema/reference"

const fixture = path.join(__dirname, "../../../schema/__tests__/fixtures/every-kind.graphql")
const reference = buildSchemaReference(buildSchemaFromText(fixture, fs.readFileSync(fixture, "utf8")).schema)
const docsDir = path.resolve("content/docs")

const docs = [
  {
    route: "/docs/access-the-api/",
    title: "Access the API",
    description: "Get a key.",
    body:
      'import { ApiEndpoint } from "../../src/components/ApiEndpoint"\n\nCall <ApiEndpoint />. Then ' +
      "read the [dishes](./examples/dishes.mdx).\n\n```graphql tab=curl\nquery A { client { id } " +
      "}\n```\n",
    file: path.join(docsDir, "access-the-api.mdx"),
    category: "",
    sidebarPosition: 1,
  },
  {
    route: "/docs/graphql-schema/",
    title: "GraphQL schema",
    description: "The schema.",
    body: 'import { SchemaOverview } from "../../src/components/SchemaOverview"\n\n<SchemaOverview />\n',
    file: path.join(docsDir, "graphql-schema.mdx"),
    category: "",
    sidebarPosition: 3,
  },
  {
    route: "/docs/examples/dishes/",
    title: "Dishes",
    description: "Dish queries.",
    body: "Dishes.\n",
    file: path.join(docsDir, "examples", "dishes.mdx"),
    category: "examples",
    sidebarPosition: 1,
  },
]
const categories = [
  {
    dirPath: "examples",
    label: "Example queries",
    position: 4,
    indexRoute: "/docs/category/example-queries/",
    indexTitle: "Example queries",
    indexDescription: "Ready-to-run queries.",
  },
  {
    dirPath: "graphql-schema",
    label: "GraphQL schema",
    position: null,
    indexRoute: "/docs/graphql-schema/",
    indexTitle: null,
    indexDescription: null,
  },
]
const referencePages = [
  ...reference.kinds.flatMap((kind, index) =>
    kind.route
      ? [
          {
            id: `graphql-schema/${kind.kind}`,
            route: kind.route,
            title: kind.label,
            category: "graphql-schema",
            sidebarPosition: index + 1,
          },
        ]
      : [],
  ),
  {
    id: "graphql-schema/changelog",
    route: "/docs/graphql-schema/changelog/",
    title: "Changelog",
    category: "graphql-schema",
    sidebarPosition: 99,
  },
  {
    id: "graphql-schema/deprecations",
    route: "/docs/graphql-schema/deprecations/",
    title: "Deprecations",
    category: "graphql-schema",
    sidebarPosition: 100,
  },
]

const input: CopiesInput = {
  siteUrl: "https://docs.example.ch/",
  apiUrl: "https://api.example.ch/graphql",
  sandboxDemoApiKey: null,
  site: { name: "ZFV API", summary: "The docs.", notes: ["One endpoint."] },
  docsDir,
  docs,
  categories,
  sidebar: buildSidebar([...docs.map((doc) => ({ ...doc, id: doc.route })), ...referencePages], categories),
  reference,
  // The docs' examples are ours, measured with our schema; the reference is the fixture's, measured with its own.
  schema: readSiteSchema().schema,
  changelog: [],
  since: [],
  today: "2026-11-25",
}

describe("the site's Markdown copies", () => {
  let files: Map<string, string>
  beforeAll(async () => {
    files = new Map((await markdownCopies(input)).map((file) => [file.path, file.text]))
  })

  it("are one per page: the docs home, each doc, each category index, each page of the reference and each type", () => {
    const expected = [
      "docs.md",
      "docs/access-the-api.md",
      "docs/graphql-schema.md",
      "docs/category/example-queries.md",
      "docs/examples/dishes.md",
      "docs/graphql-schema/changelog.md",
      "docs/graphql-schema/deprecations.md",
      ...reference.kinds.flatMap((kind) => (kind.route ? [`${kind.route.slice(1, -1)}.md`] : [])),
      ...reference.types
        .filter((type) => !["query", "mutation", "subscription"].includes(type.kind))
        .map((type) => `${type.route.slice(1, -1)}.md`),
      "llms.txt",
      "llms-full.txt",
    ]
    expect([...files.keys()].sort()).toEqual([...new Set(expected)].sort())
  })

  it("have no JSX or imports left, and render the docs' components as Markdown", () => {
    for (const [file, text] of files) {
      // Code may hold what looks like JSX (a TypeScript sample's `Promise<GraphQLResponse<AQuery>>`); prose may not.
      const prose = text.replace(/^```[^\n]*\n[\s\S]*?\n```$/gm, "")
      expect({ file, jsx: /<[A-Z][A-Za-z]*[\s/>]|^import /m.test(prose) }).toEqual({ file, jsx: false })
    }
    expect(files.get("docs/access-the-api.md")).toContain(
      "Call `https://api.example.ch/graphql`. Then read the [dishes](https://docs.example.ch/docs/examples/dishes.md).\n\n```graphql\nquery " +
        "A { client { id } }\n```",
    )
    expect(files.get("docs/graphql-schema.md")).toContain(
      "- [Queries](https://docs.example.ch/docs/graphql-schema/queries.md) (3)",
    )
    expect(files.get("docs/graphql-schema.md")).toContain(
      "- [`Dish`](https://docs.example.ch/docs/graphql-schema/objects/dish.md)",
    )
    expect(files.get("docs/category/example-queries.md")).toBe(
      "# Example queries\n\n> Ready-to-run queries.\n\n- [Dishes](https://docs.example.ch/docs/examples/dishes.md): Dish queries.\n",
    )
  })

  it("give the docs home the endpoint and its first call, the first example of Access the API", () => {
    const home = files.get("docs.md") ?? ""
    expect(home).toContain(
      "## Your first call\n\nSend every request as an HTTP POST with a JSON body to `https://api.example.ch/graphql`.",
    )
    expect(home).toContain("1. [Get an API key](https://docs.example.ch/docs/access-the-api.md#get-an-api-key)")
    expect(home).not.toContain("Press Run")
    expect(home).toContain(
      "header:\n\n```graphql\nquery A { client { id } }\n```\n\n" +
        "[Cost 2 of 20,000 · depth 2 of 12](https://docs.example.ch/docs/access-the-api.md#limits)\n\n## All docs",
    )
  })

  it("are all in llms.txt, in sidebar order with their descriptions, the schema's types as optional", () => {
    const llms = files.get("llms.txt") ?? ""
    expect(llms).toMatch(
      /^# ZFV API\n\n> The docs\.\n\nOne endpoint\.\n\n## Docs\n\n- \[API documentation\]\(https:\/\/docs\.example\.ch\/docs\.md\): /,
    )
    expect(llms).toContain("- [Access the API](https://docs.example.ch/docs/access-the-api.md): Get a key.\n")
    expect(llms).toContain(
      "## GraphQL schema\n\n- [GraphQL schema](https://docs.example.ch/docs/graphql-schema.md): The " +
        "schema.\n- [Queries](https://docs.example.ch/docs/graphql-schema/queries.md): Queries read " +
        "data",
    )
    expect(llms).toContain(
      "## Example queries\n\n- [Example queries](https://docs.example.ch/docs/category/example-queries.md): " +
        "Ready-to-run queries.\n- [Dishes](https://docs.example.ch/docs/examples/dishes.md): Dish queries.",
    )
    expect(llms).toContain(
      "## Optional\n\n- [Boolean](https://docs.example.ch/docs/graphql-schema/scalars/boolean.md): " +
        "The `Boolean` scalar type represents `true` or `false`.\n- [CacheScope](https://docs.example.ch/docs/graphql-schema/enums/cachescope.md): " +
        "Who may cache.",
    )
    expect(llms).toContain(
      "- [Deprecations](https://docs.example.ch/docs/graphql-schema/deprecations.md): Every deprecated field, " +
        "argument, input field and enum value by removal date",
    )
    const linked = extractMarkdownLinks(llms)
      .filter((url) => url.startsWith("https://docs.example.ch/"))
      .map((url) => url.replace("https://docs.example.ch/", ""))
    expect(linked.filter((file) => !files.has(file))).toEqual([])
    expect(linked.length).toBe(files.size - 2)
  })

  it("give the deprecations page its members grouped by removal date, with the replacement linked", () => {
    const copy = files.get("docs/graphql-schema/deprecations.md") ?? ""
    expect(copy).toContain("## No removal date announced")
    expect(copy).toContain(
      "- [`Dish.priceChf`](https://docs.example.ch/docs/graphql-schema/objects/dish.md#priceChf)\n  Use `price`.\n" +
        "  Use instead: [`Dish.price`](https://docs.example.ch/docs/graphql-schema/objects/dish.md#price)",
    )
  })

  it("carry the cost line beside each example, as the pages show it, linked to the limits in Access the API's copy", () => {
    const limits = "(https://docs.example.ch/docs/access-the-api.md#limits)"
    // client 1 + id 1, two deep.
    const docLine = `[Cost 2 of 20,000 · depth 2 of 12]${limits}`
    expect(files.get("docs/access-the-api.md")).toContain(`query A { client { id } }\n\`\`\`\n\n${docLine}\n`)
    expect(files.get("docs.md")).toContain(`query A { client { id } }\n\`\`\`\n\n${docLine}\n`)
    const queries = files.get("docs/graphql-schema/queries.md") ?? ""
    const examples = reference.types.find((type) => type.name === "Query")?.fieldDefinitions ?? []
    expect(examples.length).toBeGreaterThan(0)
    for (const field of examples) {
      const line = field.example?.cost?.line
      expect(line).toMatch(/^Cost \d+ of 20,000 · depth \d+ of 12$/)
      expect(queries).toContain(`${field.example?.query}\n\`\`\``)
      expect(queries).toContain(`[${line}]${limits}`)
    }
    const full = files.get("llms-full.txt") ?? ""
    expect(full).toContain(`query A { client { id } }\n\`\`\`\n\n${docLine}\n`)
    expect(full.split(limits).length - 1).toBeGreaterThanOrEqual(2 + examples.length)
  })

  it("carry each example's TypeScript sample, typed by the schema, with placeholders for the credentials", () => {
    const copy = files.get("docs/access-the-api.md") ?? ""
    const sample = new RegExp(`${TYPESCRIPT_SAMPLE_INTRO}\n\n\`\`\`ts\n([\\s\\S]*?)\n\`\`\`\n`).exec(copy)?.[1] ?? ""
    expect(sample).toContain("type AQuery = {\n  client: {\n    id: string\n  } | null\n}")
    expect(sample).toContain('fetch("https://api.example.ch/graphql", {')
    expect(sample).toContain('    "api-key": "<YOUR_API_KEY>",')
    expect(sample).toContain(".then((response) => response.json() as Promise<GraphQLResponse<AQuery>>)")
  })

  it("leave llms-full.txt with GraphQL alone, and say there that the copies have TypeScript", () => {
    const full = files.get("llms-full.txt") ?? ""
    expect(full).not.toContain(TYPESCRIPT_SAMPLE_INTRO)
    expect(full).not.toContain("```ts")
    expect(full).toContain(`> The docs.\n\n${LLMS_FULL_LANGUAGE_NOTE}\n\n`)
  })

  it("are all in llms-full.txt, each under its title with its address", () => {
    const full = files.get("llms-full.txt") ?? ""
    for (const [file, text] of files) {
      if (file.endsWith(".txt")) continue
      expect(full).toContain(`Source: https://docs.example.ch/${file}`)
      expect(full).toContain(text.split("\n").slice(2).join("\n").trim().slice(0, 200))
    }
  })
})
