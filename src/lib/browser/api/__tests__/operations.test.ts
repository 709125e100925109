import fs from "node:fs"
import path from "node:path"
import { buildSchema, parse, validate, type OperationDefinitionNode } from "graphql"

const schema = buildSchema(fs.readFileSync("content/schema.graphql", "utf8"))
const dir = path.resolve("src/lib/browser/api/operations")
const documents = fs
  .readdirSync(dir)
  .filter((file) => file.endsWith(".graphql"))
  .map((file) => [file, parse(fs.readFileSync(path.join(dir, file), "utf8"))] as const)

describe("the site's operations, the five the spec lists", () => {
  it("are the five named ones, one per file named after it", () => {
    const names = documents.map(([file, document]) => {
      const operation = document.definitions[0] as OperationDefinitionNode
      expect(document.definitions).toHaveLength(1)
      expect(`${operation.name?.value}.graphql`).toBe(file)
      return `${operation.operation} ${operation.name?.value}`
    })
    expect(names.sort()).toEqual([
      "mutation CreateCookieSession",
      "mutation UpsertMyProfile",
      "query HasValidApiClient",
      "query Me",
      "query MyPermissions",
    ])
  })

  it.each(documents)("%s is valid against content/schema.graphql", (_file, document) => {
    expect(validate(schema, document).map((error) => error.message)).toEqual([])
  })
})
