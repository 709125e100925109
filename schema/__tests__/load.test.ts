import fs from "node:fs"
import { printSchema, introspectionFromSchema } from "graphql"
import { SchemaFileError, buildSchemaFromText } from "../src/load"

const FILE = "content/schema.graphql"

function failure(text: string, options = {}): string {
  try {
    buildSchemaFromText(FILE, text, options)
  } catch (error) {
    expect(error).toBeInstanceOf(SchemaFileError)
    return (error as Error).message
  }
  throw new Error("expected the schema to be rejected")
}

describe("buildSchemaFromText", () => {
  it("loads our schema", () => {
    const { schema, warnings } = buildSchemaFromText(FILE, fs.readFileSync(FILE, "utf8"))
    expect(schema.getQueryType()?.name).toBe("Query")
    expect(warnings).toEqual([])
  })

  it("names the file, line and column of a syntax error", () => {
    expect(failure("type Query {\n  dishes: [Dish!\n}\n")).toBe(`${FILE}:3:1: Syntax Error: Expected "]", found "}".`)
  })

  it("names the file, line and column of an unknown type", () => {
    expect(failure("type Query {\n  a: Nope\n}\n")).toBe(`${FILE}:2:6: Unknown type "Nope".`)
  })

  it("names both places of a field defined twice, and fails for our own schema", () => {
    expect(failure("type Query {\n  a: Int\n  a: String\n}\n")).toBe(
      `${FILE}:2:3: Field "Query.a" can only be defined once. (also at 3:3)`,
    )
  })

  it("names an invalid schema's problem, such as an interface field that is missing", () => {
    expect(failure("interface Node { id: ID! }\ntype Query implements Node { name: String }\n")).toBe(
      `${FILE}:1:18: Interface field Node.id expected but Query does not provide it. (also at 2:1)`,
    )
  })

  it("in tolerant mode (a foreign schema) keeps the first definition of a doubled field and warns naming type and field", () => {
    const { schema, warnings } = buildSchemaFromText(
      "github.graphql",
      "type Query {\n  a: Int\n  a: String\n  b: Int\n}\n",
      { tolerant: true },
    )
    expect(String(schema.getQueryType()?.getFields().a.type)).toBe("Int")
    expect(Object.keys(schema.getQueryType()?.getFields() ?? {})).toEqual(["a", "b"])
    expect(warnings).toEqual([
      'github.graphql:2:3: Field "Query.a" can only be defined once. (also at 3:3) The first definition is used.',
    ])
  })

  it("in tolerant mode still fails on anything else", () => {
    expect(failure("type Query {\n  a: Nope\n}\n", { tolerant: true })).toBe(`${FILE}:2:6: Unknown type "Nope".`)
  })

  it("reads an introspection result, with or without its data envelope", () => {
    const { schema: source } = buildSchemaFromText(FILE, fs.readFileSync(FILE, "utf8"))
    const introspection = introspectionFromSchema(source)
    for (const text of [JSON.stringify(introspection), JSON.stringify({ data: introspection })]) {
      expect(printSchema(buildSchemaFromText("schema.json", text).schema)).toBe(printSchema(source))
    }
  })

  it("names a JSON file that is not an introspection result", () => {
    expect(() => buildSchemaFromText("schema.json", '{"types": []}')).toThrow(
      'schema.json: an introspection result needs "__schema" (or "data.__schema")',
    )
    expect(() => buildSchemaFromText("schema.json", "{ nope")).toThrow(/^schema\.json: not valid JSON/)
  })
})
