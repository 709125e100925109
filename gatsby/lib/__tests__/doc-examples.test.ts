import fs from "node:fs"
import path from "node:path"
import { exampleProblems, graphqlExamples } from "../graphql-examples"
import { loadSchemaFile } from "../schema-file"

const { schema } = loadSchemaFile("content/schema.graphql", fs.readFileSync("content/schema.graphql", "utf8"))

function docFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return docFiles(full)
    return full.endsWith(".mdx") ? [full] : []
  })
}

describe("GraphQL examples in the docs", () => {
  it("are all valid against content/schema.graphql", () => {
    const files = docFiles("content/docs")
    expect(files.flatMap((file) => graphqlExamples(fs.readFileSync(file, "utf8"))).length).toBeGreaterThanOrEqual(8)
    expect(files.flatMap((file) => exampleProblems(schema, file, fs.readFileSync(file, "utf8")))).toEqual([])
  })

  it("names the file, the example and the problem", () => {
    const markdown = "## A\n\n```graphql\n{ dishes { nodes { name } } }\n```\n\n```graphql\n{ dishes { nodes { nam } } }\n```\n\n```graphql\n{ broken\n```\n"
    expect(exampleProblems(schema, "content/docs/x.mdx", markdown)).toEqual([
      'content/docs/x.mdx, GraphQL example 2: Cannot query field "nam" on type "Dish". Did you mean "name"?',
      "content/docs/x.mdx, GraphQL example 3: Syntax Error: Expected Name, found <EOF>.",
    ])
  })
})
