import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { parse, validate, type GraphQLSchema } from "graphql"
import { SchemaFileError, buildSchemaFromText } from "../src/load"
import { exampleOperation, parseSchemaExamples } from "../src/examples"
import { buildSchemaReference, referenceExampleProblems } from "../src/reference"
import { readSchemaExamples } from "../src/files"

function load(file: string, tolerant = false): GraphQLSchema {
  return buildSchemaFromText(file, fs.readFileSync(file, "utf8"), { tolerant }).schema
}

function rootField(schema: GraphQLSchema, operation: "query" | "mutation", name: string) {
  const root = operation === "query" ? schema.getQueryType() : schema.getMutationType()
  const field = root?.getFields()[name]
  if (!field) throw new Error(`no ${operation} ${name}`)
  return field
}

/** Every root field's example, with the validation errors graphql-js finds in it. */
function examplesOf(schema: GraphQLSchema) {
  return (["query", "mutation", "subscription"] as const).flatMap((operation) => {
    const root =
      operation === "query"
        ? schema.getQueryType()
        : operation === "mutation"
          ? schema.getMutationType()
          : schema.getSubscriptionType()
    return Object.values(root?.getFields() ?? {}).map((field) => {
      const example = exampleOperation(operation, field)
      return {
        field: `${root?.name}.${field.name}`,
        example,
        errors: validate(schema, parse(example.query)).map((error) => error.message),
      }
    })
  })
}

const fixture = load(path.join(__dirname, "fixtures", "every-kind.graphql"))
const ours = load("content/schema.graphql")

describe("exampleOperation", () => {
  it("makes every required argument a variable, with a placeholder value", () => {
    expect(exampleOperation("mutation", rootField(fixture, "mutation", "createDish"))).toEqual({
      operationName: "CreateDish",
      query: [
        "mutation CreateDish($input: DishInput!) {",
        "  createDish(input: $input) {",
        "    id",
        "    name",
        "    price",
        "    createdAt",
        "  }",
        "}",
      ].join("\n"),
      variables: JSON.stringify({ input: { name: "" } }, null, 2),
    })
  })

  it("leaves optional arguments out, and selects a field whose arguments are all optional", () => {
    const example = exampleOperation("query", rootField(fixture, "query", "items"))
    expect(example.query.split("\n")[0]).toBe("query Items {")
    expect(example.variables).toBeNull()
  })

  it("selects __typename and a fragment per member of a union, and the interface's own fields", () => {
    expect(exampleOperation("query", rootField(fixture, "query", "items")).query).toBe(
      [
        "query Items {",
        "  items {",
        "    __typename",
        "    ... on Dish {",
        "      id",
        "      name",
        "      price",
        "      createdAt",
        "    }",
        "    ... on Drink {",
        "      id",
        "      name",
        "    }",
        "  }",
        "}",
      ].join("\n"),
    )
    expect(exampleOperation("query", rootField(fixture, "query", "node")).query).toBe(
      ["query Node($id: ID!) {", "  node(id: $id) {", "    __typename", "    id", "  }", "}"].join("\n"),
    )
  })

  it("reads a connection through its nodes and page info, and leaves deprecated fields out", () => {
    const query = exampleOperation("query", rootField(ours, "query", "dishes")).query
    expect(query).toContain("    nodes {\n      id\n      name\n")
    expect(query).toContain("    pageInfo {\n      hasNextPage\n")
    expect(query).not.toContain("priceChf")
    expect(query).not.toContain("edges")
  })

  it.each([
    ["the fixture with every kind", fixture],
    ["content/schema.graphql", ours],
    ["GitHub's public schema", load("node_modules/@octokit/graphql-schema/schema.graphql", true)],
  ])("is valid for every root field of %s", (_name, schema) => {
    const examples = examplesOf(schema)
    expect(examples.length).toBeGreaterThan(0)
    expect(examples.filter((item) => item.errors.length > 0)).toEqual([])
  })
})

describe("referenceExampleProblems (the build's check of the generated examples)", () => {
  it("finds none for our schema, and names the field of an example that does not validate", () => {
    const reference = buildSchemaReference(ours)
    expect(referenceExampleProblems(ours, reference)).toEqual([])
    const query = reference.types.find((type) => type.name === "Query")
    const dish = query?.fieldDefinitions.find((field) => field.name === "dish")
    if (!dish?.example) throw new Error("Query.dish has no example")
    dish.example.query = "query Dish { dish { name } }"
    expect(referenceExampleProblems(ours, reference)).toEqual([
      'Query.dish: Field "dish" argument "id" of type "ID!" is required, but it was not provided.',
    ])
  })

  it("names the field of an example over the API's limits, and by how much, in the words of limitProblems", () => {
    const reference = buildSchemaReference(ours)
    const dishes = reference.types
      .find((type) => type.name === "Query")
      ?.fieldDefinitions.find((field) => field.name === "dishes")
    if (!dishes?.example) throw new Error("Query.dishes has no example")
    // 1 + 100 × (nodes 1 + outlet 1 + its dishes 1 + 100 × (nodes 1 + name 1)) = 20,301.
    dishes.example.query =
      "query Dishes($n: Int) { dishes(first: $n) { nodes { outlet { dishes(first: 100) { nodes { name } } } } } }"
    dishes.example.variables = '{ "n": 100 }'
    expect(referenceExampleProblems(ours, reference)).toEqual([
      "Query.dishes: over the API's limits: cost 20,301: 301 over the limit of 20,000; ask for fewer items with `first`",
    ])
    dishes.example.variables = '{ "n": 98 }'
    expect(referenceExampleProblems(ours, reference)).toEqual([])
  })
})

describe("the schema's examples file (content/schema-examples.json)", () => {
  const parseExamples = (value: unknown) =>
    parseSchemaExamples("content/schema-examples.json", JSON.stringify(value), ours)

  it("gives the arguments an example opens with, optional ones included", () => {
    const { examples, problems } = parseExamples({ "Query.dish": { id: "7" }, "Query.dishes": { first: 3 } })
    expect(problems).toEqual([])
    expect(exampleOperation("query", rootField(ours, "query", "dish"), examples.get("Query.dish")).variables).toBe(
      JSON.stringify({ id: "7" }, null, 2),
    )
    const dishes = exampleOperation("query", rootField(ours, "query", "dishes"), examples.get("Query.dishes"))
    expect(dishes.query.split("\n").slice(0, 2)).toEqual(["query Dishes($first: Int) {", "  dishes(first: $first) {"])
    expect(dishes.variables).toBe(JSON.stringify({ first: 3 }, null, 2))
  })

  it("names the file and what is wrong: unknown fields and arguments, wrong values, missing required arguments", () => {
    expect(
      parseExamples({
        "Query.dsh": { id: "1" },
        "Dish.name": {},
        "Query.dish": { id: "1", size: 2 },
        "Query.dishes": { first: "three" },
        "Mutation.upsertMyProfile": { input: { firstName: "Anna" } },
        "Query.outlet": {},
        "Query.outlets": 3,
      }).problems,
    ).toEqual([
      'content/schema-examples.json: "Query.dsh" is not a root field or custom scalar of the schema (write "Query.dish" or "Mutation.x")',
      'content/schema-examples.json: "Dish.name" is not a root field or custom scalar of the schema (write "Query.dish" or "Mutation.x")',
      'content/schema-examples.json: "Query.dish" has no argument "size"',
      'content/schema-examples.json: "Query.dishes" argument "first": Int cannot represent non-integer value: "three"',
      'content/schema-examples.json: "Mutation.upsertMyProfile" argument "input": Field "lastName" of required type "String!" was not provided.',
      'content/schema-examples.json: "Query.outlet" needs its required argument "id"',
      'content/schema-examples.json: "Query.outlets" must be an object of arguments, e.g. { "id": "1" }',
    ])
    expect(parseSchemaExamples("x.json", "{ nope", ours).problems[0]).toMatch(/^x\.json: not valid JSON/)
  })

  it("fails the build through readSchemaExamples, naming the file", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "schema-examples-"))
    const file = path.join(dir, "schema-examples.json")
    fs.writeFileSync(file, JSON.stringify({ "Query.dish": { id: 1.5 } }))
    expect(() => readSchemaExamples(ours, file)).toThrow(SchemaFileError)
    expect(() => readSchemaExamples(ours, file)).toThrow(
      `${file}: "Query.dish" argument "id": ID cannot represent value: 1.5`,
    )
    expect(readSchemaExamples(ours, path.join(dir, "none.json")).size).toBe(0)
    fs.rmSync(dir, { recursive: true })
  })
})
