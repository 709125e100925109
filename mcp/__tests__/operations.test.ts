import fs from "node:fs"
import { parse, type GraphQLObjectType } from "graphql"
import { buildSchemaFromText, deprecatedUsages, deprecationMessage } from "../../schema"
import { answerCost, answerCostLine, checkOperation, formatCheck, variablesValue } from "../src/operations"

const schema = buildSchemaFromText("content/schema.graphql", fs.readFileSync("content/schema.graphql", "utf8")).schema

describe("checkOperation", () => {
  it("passes a valid operation with its variables, naming it", () => {
    const check = checkOperation(schema, "query Dish($id: ID!) { dish(id: $id) { name } }", { id: "1" })
    expect(check.errors).toEqual([])
    expect(check.operation).toEqual({ kind: "query", name: "Dish" })
    expect(formatCheck(check)).toBe("Valid query Dish.\nCost 2 of 20,000 · depth 2 of 12")
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
        message: `Dish.priceChf is deprecated: ${(schema.getType("Dish") as GraphQLObjectType).getFields().priceChf.deprecationReason}`,
        line: 1,
        column: 19,
      },
    ])
    expect(formatCheck(check)).toContain("Warning: line 1, column 19: Dish.priceChf is deprecated: Use `price")
  })

  it("warns in the words of the build and docs:check-live, each use where it is, also in an invalid operation", () => {
    const query = '{\n  outlets { nodes { city } }\n  dish(id: "1") { priceChf nam }\n}'
    const check = checkOperation(schema, query)
    const build = deprecatedUsages(schema, parse(query)).map((usage) => deprecationMessage("x.mdx", 0, usage))
    expect(build).toHaveLength(2)
    expect(check.errors).toHaveLength(1)
    expect(check.warnings.map((warning) => `x.mdx:${warning.line}: ${warning.message}`)).toEqual(build)
    expect(check.warnings.map((warning) => [warning.line, warning.column])).toEqual([
      [2, 21],
      [3, 19],
    ])
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

describe("the cost of an operation", () => {
  it("is an error over the cost limit, in the API's words, with the cost and depth it measured", () => {
    const check = checkOperation(
      schema,
      "{ dishes(first: 100) { nodes { name outlet { dishes(first: 100) { nodes { name } } } } } }",
    )
    expect(check.errors).toEqual([
      { message: "cost 20,401: 401 over the limit of 20,000; ask for fewer items with `first`" },
    ])
    expect(formatCheck(check)).toBe(
      [
        "Invalid: 1 error.",
        "Cost 20,401 of 20,000 · depth 6 of 12",
        "Error: cost 20,401: 401 over the limit of 20,000; ask for fewer items with `first`",
      ].join("\n"),
    )
  })

  it("is an error over the depth limit", () => {
    const level = (inner: string) => `dishes(first: 1) { nodes { outlet { ${inner} } } }`
    const query = `{ ${level(level(level(level("name"))))} }`
    expect(formatCheck(checkOperation(schema, query))).toBe(
      [
        "Invalid: 1 error.",
        "Cost 13 of 20,000 · depth 13 of 12",
        "Error: depth 13: 1 over the limit of 12; ask for less nesting, or fetch the deeper data in a second request",
      ].join("\n"),
    )
    expect(checkOperation(schema, `{ ${level(level(level("name")))} }`).errors).toEqual([])
  })

  it("counts `first: $n` with the value of the variable sent", () => {
    const query = "query Dishes($n: Int) { dishes(first: $n) { nodes { name } } }"
    expect(checkOperation(schema, query, { n: 100 }).cost).toEqual({
      operationName: "Dishes",
      cost: 201,
      depth: 3,
      problems: [],
    })
    expect(checkOperation(schema, query, { n: 2 }).cost?.cost).toBe(5)
    // Without a value, the argument's default (20) counts.
    expect(checkOperation(schema, query).cost?.cost).toBe(41)
  })

  it("names the operation it measured when the document holds several", () => {
    const query = "query Client { client { id } } query Dishes { dishes(first: 3) { nodes { name } } }"
    expect(formatCheck(checkOperation(schema, query, undefined, "Dishes"))).toBe(
      "Valid query Dishes.\nCost 7 of 20,000 · depth 3 of 12, for operation Dishes (a request runs one of the document's 2 operations)",
    )
    expect(checkOperation(schema, query, undefined, "Client").cost?.cost).toBe(2)
  })

  it("is not measured for an operation that is not valid, or whose variables are not", () => {
    expect(checkOperation(schema, "{ dishes(first: 2) { nodes { nam } } }").cost).toBeNull()
    expect(
      checkOperation(schema, "query D($n: Int) { dishes(first: $n) { nodes { name } } }", { n: "x" }).cost,
    ).toBeNull()
  })

  it("warns when a field's @listSize needs one slicing argument and gets none, and stays valid", () => {
    const check = checkOperation(schema, "{ dishes(first: null) { nodes { name } } }")
    expect(formatCheck(check)).toBe(
      "Valid query.\nCost 3 of 20,000 · depth 3 of 12\nWarning: `Query.dishes` needs exactly one of `first`; it has 0.",
    )
  })
})

describe("answerCostLine", () => {
  const cost = { requestedQueryCost: 41, actualQueryCost: 9, maximumAvailable: 20_000, depth: 3, maximumDepth: 12 }

  it("says what the API counted, from the answer's extensions.cost, against the limits it sent", () => {
    expect(answerCostLine({ data: {}, extensions: { cost } })).toBe(
      "Cost 41 (actual 9) of 20,000 · depth 3 of 12, as the API counted it (extensions.cost).",
    )
    expect(
      answerCostLine({ data: {}, extensions: { cost: { ...cost, maximumAvailable: 1000, maximumDepth: 5 } } }),
    ).toBe("Cost 41 (actual 9) of 1,000 · depth 3 of 5, as the API counted it (extensions.cost).")
  })

  it("is null for an answer without extensions.cost, or with another shape of it", () => {
    expect(answerCostLine({ data: {} })).toBeNull()
    expect(answerCostLine(null)).toBeNull()
    expect(answerCost({ extensions: { cost: { requestedQueryCost: 41, throttleStatus: {} } } })).toBeNull()
    expect(answerCost({ extensions: { cost } })).toEqual(cost)
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
