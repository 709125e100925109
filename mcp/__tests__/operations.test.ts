import fs from "node:fs"
import type { GraphQLObjectType } from "graphql"
import { buildSchemaFromText } from "../../schema"
import { checkOperation, formatCheck, variablesValue } from "../src/operations"

const schema = buildSchemaFromText("content/schema.graphql", fs.readFileSync("content/schema.graphql", "utf8")).schema

describe("checkOperation", () => {
  it("passes a valid operation with its variables, naming it", () => {
    const check = checkOperation(schema, "query Dish($id: ID!) { dish(id: $id) { name } }", { id: "1" })
    expect(check.errors).toEqual([])
    expect(check.operation).toEqual({ kind: "query", name: "Dish" })
    expect(formatCheck(check)).toBe("Valid query Dish.")
  })

  it("names an invented field with its line and column and what the schema has instead", () => {
    const check = checkOperation(schema, "{\n  dishes {\n    nodes { nam }\n  }\n}")
    expect(check.errors).toEqual([
      {
        message: 'Cannot query field "nam" on type "Dish". Did you mean "name"?',
        line: 3,
        column: 13,
      },
    ])
    expect(formatCheck(check)).toBe(
      'Invalid: 1 error.\nError: line 3, column 13: Cannot query field "nam" on type "Dish". Did you mean "name"?',
    )
  })

  it("says where the syntax breaks", () => {
    const check = checkOperation(schema, "{ dishes { nodes { name } }")
    expect(check.errors).toEqual([{ message: "Syntax Error: Expected Name, found <EOF>.", line: 1, column: 28 }])
    expect(check.operation).toBeNull()
  })

  it("warns for a deprecated field with the replacement its deprecation names, and stays valid", () => {
    const check = checkOperation(schema, '{ dish(id: "1") { priceChf } }')
    expect(check.errors).toEqual([])
    expect(check.warnings).toEqual([
      {
        message: `The field Dish.priceChf is deprecated. ${(schema.getType("Dish") as GraphQLObjectType).getFields().priceChf.deprecationReason}`,
        line: 1,
        column: 19,
      },
    ])
    expect(formatCheck(check)).toContain(
      "Warning: line 1, column 19: The field Dish.priceChf is deprecated. Use `price",
    )
  })

  it("checks the variables against their types, as the API coerces them", () => {
    const query =
      "query Dishes($first: Int, $id: ID!) { dish(id: $id) { name } dishes(first: $first) { nodes { name } } }"
    expect(checkOperation(schema, query, { first: "ten", id: "1" }).errors).toEqual([
      { message: 'Variable "$first" got invalid value "ten"; Int cannot represent non-integer value: "ten"' },
    ])
    expect(checkOperation(schema, query, {}).errors).toEqual([
      { message: 'Variable "$id" of required type "ID!" was not provided.' },
    ])
    expect(checkOperation(schema, query, '{ "id": 1, "first": 5 }').errors).toEqual([])
  })

  it("says when the variables are not a JSON object, and when the operation to run is unclear", () => {
    expect(checkOperation(schema, "{ client { id } }", "{ id: 1 }").errors[0].message).toMatch(
      /^The variables are not valid JSON: /,
    )
    expect(checkOperation(schema, "query A { client { id } } query B { me { id } }").errors).toContainEqual({
      message: "The document has 2 operations (A, B); say which with operationName.",
    })
    expect(
      checkOperation(schema, 'mutation M { upsertMyProfile(input: { firstName: "A", lastName: "B" }) { id } }')
        .operation?.kind,
    ).toBe("mutation")
  })
})

describe("variablesValue", () => {
  it("takes an object or JSON text, and refuses anything else in words", () => {
    expect(variablesValue({ id: "1" })).toEqual({ id: "1" })
    expect(variablesValue('{"id":"1"}')).toEqual({ id: "1" })
    expect(variablesValue(undefined)).toBeNull()
    expect(() => variablesValue([1])).toThrow('The variables must be a JSON object, e.g. { "id": "1" }')
  })
})
