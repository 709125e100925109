import { buildSchema } from "graphql"
import fs from "node:fs"
import { operationTypes } from "../typescript"

const ours = buildSchema(fs.readFileSync("content/schema.graphql", "utf8"))

/** Our schema has no interface, no union and no scalar but Date: a small one has them. */
const shelf = buildSchema(`
  scalar Instant
  interface Node { id: ID! }
  type Book implements Node { id: ID! title: String! }
  type Film implements Node { id: ID! minutes: Int }
  union Item = Book | Film
  type Query { node(id: ID!): Node, items: [Item!]!, updatedAt: Instant }
`)

/** The declaration of `type name = …`, up to the blank line after it. */
function declaration(declarations: string, name: string): string {
  const match = new RegExp(`^type ${name} =[^]*?(?=\\n\\n|(?![^]))`, "m").exec(declarations)
  if (!match) throw new Error(`No type ${name} in:\n${declarations}`)
  return match[0]
}

describe("the types of an operation", () => {
  it("types a nested connection, its non-null fields as they are and a nullable field with | null", async () => {
    const types = await operationTypes(
      ours,
      "query Dishes($first: Int) { dishes(first: $first) { totalCount nodes { name price { amount } } } client { id } }",
      "Dishes",
    )
    expect(types).toEqual(expect.objectContaining({ result: "DishesQuery", variables: "DishesQueryVariables" }))
    expect(declaration(types.declarations, "DishesQuery")).toBe(
      [
        "type DishesQuery = {",
        "  dishes: {",
        "    totalCount: number",
        "    nodes: Array<{",
        "      name: string",
        "      price: {",
        "        amount: number",
        "      }",
        "    }>",
        "  }",
        "  client: {",
        "    id: string",
        "  } | null",
        "}",
      ].join("\n"),
    )
    // A variable with a default may be left out.
    expect(declaration(types.declarations, "DishesQueryVariables")).toBe(
      "type DishesQueryVariables = {\n  first?: number | null | undefined\n}",
    )
  })

  it("types an enum as the union of its values' strings, in place", async () => {
    const { declarations } = await operationTypes(ours, '{ dish(id: "1") { allergens } }', null)
    const result = declaration(declarations, "OperationQuery")
    expect(result).toContain('    allergens: Array<\n      | "GLUTEN"\n      | "CRUSTACEANS"\n')
    expect(result).toContain('      | "MOLLUSCS"\n    >')
    expect(declarations).not.toMatch(/Allergen|enum/)
  })

  it("declares the operation's result and variables types and nothing else: its input types and enums in place", async () => {
    const { declarations } = await operationTypes(
      ours,
      "query Dishes($filter: DishFilter) { dishes(filter: $filter) { nodes { name } } }",
      "Dishes",
    )
    expect([...declarations.matchAll(/^type (\w+)/gm)].map((match) => match[1])).toEqual([
      "DishesQueryVariables",
      "DishesQuery",
    ])
    expect(declarations).not.toMatch(/Internal type|DO NOT USE|Exact|Incremental|DishFilter|DietaryLabel/)
    const variables = declaration(declarations, "DishesQueryVariables")
    // An input type's fields keep their descriptions; its enums are their values.
    expect(variables).toContain(
      "  filter?:\n    | {\n        /** Only dishes of this outlet. */\n        outletId?: string",
    )
    expect(variables).toContain(
      'dietaryLabels?:\n          Array<"VEGETARIAN" | "VEGAN" | "GLUTEN_FREE" | "LACTOSE_FREE">',
    )
  })

  it("keeps an input type that holds itself as a declaration of its own, after the operation's types", async () => {
    const nested = buildSchema(`
      input Condition { name: String, not: Condition, any: [Condition!] }
      type Query { count(where: Condition): Int! }
    `)
    const { declarations } = await operationTypes(
      nested,
      "query Count($where: Condition) { count(where: $where) }",
      "Count",
    )
    expect([...declarations.matchAll(/^type (\w+)/gm)].map((match) => match[1])).toEqual([
      "CountQueryVariables",
      "CountQuery",
      "Condition",
    ])
    expect(declaration(declarations, "CountQueryVariables")).toContain("where?: Condition | null | undefined")
    expect(declaration(declarations, "Condition")).toContain("not?: Condition | null | undefined")
  })

  it("types Date as a string, and a scalar it does not know as unknown", async () => {
    const dates = await operationTypes(ours, '{ dish(id: "1") { availability { from until } } }', null)
    expect(declaration(dates.declarations, "OperationQuery")).toContain("from: string\n      until: string")
    const foreign = await operationTypes(shelf, "{ updatedAt }", null)
    expect(declaration(foreign.declarations, "OperationQuery")).toBe("type OperationQuery = {\n  updatedAt: unknown\n}")
  })

  it("names a field by its alias", async () => {
    const { declarations } = await operationTypes(ours, '{ dish(id: "1") { title: name } }', null)
    expect(declaration(declarations, "OperationQuery")).toContain("title: string")
    expect(declaration(declarations, "OperationQuery")).not.toContain("name:")
  })

  it("puts a fragment's fields in the result", async () => {
    const { declarations } = await operationTypes(
      ours,
      'query Dish { dish(id: "1") { id ...Priced } } fragment Priced on Dish { price { amount currency } }',
      "Dish",
    )
    expect(declaration(declarations, "DishQuery")).toBe(
      [
        "type DishQuery = {",
        "  dish: {",
        "    id: string",
        "    price: {",
        "      amount: number",
        '      currency: "CHF"',
        "    }",
        "  } | null",
        "}",
      ].join("\n"),
    )
    expect(declarations).not.toMatch(/Currency|Fragment/)
  })

  it("types an interface and a union as one object type per member, told apart by __typename", async () => {
    const { declarations } = await operationTypes(
      shelf,
      'query Shelf { node(id: "1") { __typename id ... on Book { title } } items { __typename ... on Film { minutes } } }',
      "Shelf",
    )
    const shelfQuery = declaration(declarations, "ShelfQuery")
    expect(shelfQuery).toContain(
      [
        "  node:",
        "    | {",
        '        __typename: "Book"',
        "        title: string",
        "        id: string",
        "      }",
        "    | {",
        '        __typename: "Film"',
        "        id: string",
        "      }",
        "    | null",
      ].join("\n"),
    )
    expect(shelfQuery).toContain(
      [
        "  items: Array<",
        "    | {",
        '        __typename: "Book"',
        "      }",
        "    | {",
        '        __typename: "Film"',
        "        minutes: number | null",
        "      }",
        "  >",
      ].join("\n"),
    )
  })

  it("names the types of an operation without a name OperationQuery", async () => {
    const types = await operationTypes(ours, "{ client { id } }", null)
    expect(types).toEqual(expect.objectContaining({ result: "OperationQuery", variables: "OperationQueryVariables" }))
    expect(declaration(types.declarations, "OperationQueryVariables")).toBe(
      "type OperationQueryVariables = { [key: string]: never }",
    )
  })

  it("types the one operation asked for of a document with two, and no other", async () => {
    const document = "query Client { client { id } } query Me { me { id } }"
    const types = await operationTypes(ours, document, "Me")
    expect(types.result).toBe("MeQuery")
    expect(declaration(types.declarations, "MeQuery")).toBe("type MeQuery = {\n  me: {\n    id: string\n  } | null\n}")
    expect(types.declarations).not.toContain("ClientQuery")
    await expect(operationTypes(ours, document, "You")).rejects.toThrow("The document has no operation named You")
    await expect(operationTypes(ours, document, null)).rejects.toThrow("The document has 2 operations")
  })

  it("generates an operation's types once per schema object", async () => {
    const query = "query Once { client { id } }"
    const first = operationTypes(ours, query, "Once")
    expect(operationTypes(ours, query, "Once")).toBe(first)
    expect(await operationTypes(ours, query, "Once")).toBe(await first)
    // Another schema object, even with the same text, is another schema: its own types.
    const again = buildSchema(fs.readFileSync("content/schema.graphql", "utf8"))
    expect(operationTypes(again, query, "Once")).not.toBe(first)
  })
})
