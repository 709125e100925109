import fs from "node:fs"
import type { GraphQLObjectType } from "graphql"
import { checkExamples, docProjectFiles, typescriptSampleDocProblems } from "../checks"
import { OPERATION_TYPES_CONFIG } from "../../schema/typescript"
import { buildSchemaFromText } from "../../schema"

const { schema: ours } = buildSchemaFromText(
  "content/schema.graphql",
  fs.readFileSync("content/schema.graphql", "utf8"),
)

/** A field's deprecation reason as our schema gives it today (writers add removal dates to it). */
const reasonOf = (type: string, field: string) =>
  (ours.getType(type) as GraphQLObjectType).getFields()[field].deprecationReason

describe("the build's check of a doc's examples", () => {
  it("warns about each example on a deprecated field of our schema, with file:line and the reason", async () => {
    const markdown = "## A\n\n```graphql\n{\n  outlets(first: 1) {\n    nodes {\n      city\n    }\n  }\n}\n```\n"
    expect(await checkExamples(ours, "content/docs/x.mdx", markdown)).toEqual({
      problems: [],
      deprecations: [`content/docs/x.mdx:7: Outlet.city is deprecated: ${reasonOf("Outlet", "city")}`],
    })
  })

  it("gives a problem, not a warning, for an example that is not valid", async () => {
    const checks = await checkExamples(
      ours,
      "content/docs/x.mdx",
      "```graphql\n{ dish(id: 1) { priceChf nam } }\n```\n",
    )
    expect(checks.deprecations).toEqual([])
    expect(checks.problems).toHaveLength(1)
  })

  it("gives a problem for an example over the API's limits, with file and line, in the words of limitProblems", async () => {
    // dishes 1 + 100 × (nodes 1 + outlet 1 + its dishes 1 + $n × (nodes 1 + name 1)), with the example's $n.
    const markdown = (n: number) =>
      [
        "## A",
        "",
        "```graphql",
        "query Deep($n: Int) {",
        "  dishes(first: 100) { nodes { outlet { dishes(first: $n) { nodes { name } } } } }",
        "}",
        "```",
        "",
        "```json",
        `{ "n": ${n} }`,
        "```",
      ].join("\n")
    expect((await checkExamples(ours, "content/docs/x.mdx", markdown(100))).problems).toEqual([
      "content/docs/x.mdx, GraphQL example 1 (line 3): over the API's limits: cost 20,301: 301 over the limit of " +
        "20,000; ask for fewer items with `first`",
    ])
    expect((await checkExamples(ours, "content/docs/x.mdx", markdown(98))).problems).toEqual([])
  })

  it("gives a problem for an example nested deeper than the API allows", async () => {
    // Each round nests 3 fields (dishes, nodes, outlet); 4 rounds and name are 13 deep.
    const query = `{ ${"dishes(first: 1) { nodes { outlet { ".repeat(4)}name${" } } }".repeat(4)} }`
    expect((await checkExamples(ours, "content/docs/x.mdx", `\`\`\`graphql\n${query}\n\`\`\`\n`)).problems).toEqual([
      "content/docs/x.mdx, GraphQL example 1 (line 1): over the API's limits: depth 13: 1 over the limit of 12; ask " +
        "for less nesting, or fetch the deeper data in a second request",
    ])
  })
})

describe("the build's proof of the docs' TypeScript samples", () => {
  it("proves every doc's valid examples in one program, and leaves an invalid or unreadable one to the examples check", async () => {
    const docs = [
      { file: "content/docs/x.mdx", markdown: '```graphql\n{ dish(id: "1") { name } }\n```\n' },
      {
        file: "content/docs/y.mdx",
        markdown:
          '## Y\n\n```graphql\n{ dish(id: "1") { nam } }\n```\n\n```graphql\nquery Count($first: Int) { dishes(first: $first) { totalCount } }\n```\n\n' +
          '```json\n{ "first": "2" }\n```\n',
      },
      { file: "content/docs/z.mdx", markdown: "```graphql\n{ broken\n```\n" },
    ]
    const { problems, samples, files } = await typescriptSampleDocProblems(ours, docs, "https://api.example.ch/graphql")
    expect([samples, files]).toEqual([2, 0])
    expect(problems).toEqual([
      expect.stringMatching(/^content\/docs\/y\.mdx:7: the TypeScript sample of GraphQL example 2 /),
    ])
    expect(problems[0]).toMatch(/ \(sample line \d+\): TS2322: Type 'string' is not assignable to type 'number'\.$/)
  })
})

describe("the guide Types for your own operations", () => {
  it("gives readers the generator's settings the docs' samples are made with, in the files the build compiles", async () => {
    const guide = "content/docs/typescript.mdx"
    const files = await docProjectFiles([{ file: guide, markdown: fs.readFileSync(guide, "utf8") }])
    expect(files.map((each) => each.path)).toEqual(["codegen.ts", "src/dishes.ts", "src/use-dishes.ts"])
    const codegen = files[0].text
    expect(codegen).toContain('plugins: ["typescript-operations"],')
    expect(codegen).toContain(`enumType: ${JSON.stringify(OPERATION_TYPES_CONFIG.enumType)},`)
    expect(codegen).toContain(`defaultScalarType: ${JSON.stringify(OPERATION_TYPES_CONFIG.defaultScalarType)},`)
    const scalars = Object.entries(OPERATION_TYPES_CONFIG.scalars).map(
      ([name, type]) => `${name}: ${JSON.stringify(type)}`,
    )
    expect(codegen).toContain(`scalars: { ${scalars.join(", ")} },`)
  })
})
