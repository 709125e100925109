import fs from "node:fs"
import path from "node:path"
import { parse, validate, type GraphQLSchema } from "graphql"
import { loadSchemaFile } from "../schema-file"
import { exampleOperation } from "../schema-examples"
import { buildSchemaReference } from "../schema-reference"
import { referenceExampleProblems } from "../../schema-source"

function load(file: string, tolerant = false): GraphQLSchema {
  return loadSchemaFile(file, fs.readFileSync(file, "utf8"), { tolerant }).schema
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
})
