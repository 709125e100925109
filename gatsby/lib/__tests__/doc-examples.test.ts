import fs from "node:fs"
import path from "node:path"
import { buildSchema, parse, validate } from "graphql"

// Every GraphQL example in the docs must run against the one schema.
const schema = buildSchema(fs.readFileSync("content/schema.graphql", "utf8"))

function docFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return docFiles(full)
    return full.endsWith(".mdx") ? [full] : []
  })
}

const examples = docFiles("content/docs").flatMap((file) =>
  [...fs.readFileSync(file, "utf8").matchAll(/```graphql\n([\s\S]*?)```/g)].map((match, index) => [`${file} #${index + 1}`, match[1]] as const),
)

describe("GraphQL examples in the docs", () => {
  it("exist", () => {
    expect(examples.length).toBeGreaterThanOrEqual(8)
  })

  it.each(examples)("%s is valid against content/schema.graphql", (_name, source) => {
    expect(validate(schema, parse(source)).map((error) => error.message)).toEqual([])
  })
})
