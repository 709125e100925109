import fs from "node:fs"
import { buildSchema, parse, type GraphQLObjectType } from "graphql"
import { deprecatedUsages, deprecationMessage } from "../deprecated-usages"
import { checkExamples } from "../graphql-examples"
import { loadSchemaFile } from "../schema-file"

const { schema: ours } = loadSchemaFile("content/schema.graphql", fs.readFileSync("content/schema.graphql", "utf8"))

describe("deprecatedUsages", () => {
  const schema = buildSchema(`
    enum Size { SMALL LARGE @deprecated(reason: "Ask for SMALL twice.") }
    type Dish { name: String!, old: String @deprecated(reason: "Use name."), tag(short: Boolean @deprecated(reason: "Always short.")): String }
    type Query { dish(size: Size): Dish, dishes: [Dish!]! }
  `)

  it("finds deprecated fields, arguments and enum values, with their reason and line", () => {
    const document = parse("query {\n  dish(size: LARGE) {\n    name\n    old\n    tag(short: true)\n  }\n}")
    expect(deprecatedUsages(schema, document)).toEqual([
      { coordinate: "Size.LARGE", reason: "Ask for SMALL twice.", line: 2 },
      { coordinate: "Dish.old", reason: "Use name.", line: 4 },
      { coordinate: "Dish.tag(short:)", reason: "Always short.", line: 5 },
    ])
  })

  it("finds them inside fragments and lists, and nothing in an operation without them", () => {
    expect(
      deprecatedUsages(schema, parse("{ dishes { ...D } }\nfragment D on Dish { old }")).map((u) => u.coordinate),
    ).toEqual(["Dish.old"])
    expect(deprecatedUsages(schema, parse("{ dish(size: SMALL) { name tag } }"))).toEqual([])
  })

  it("names the doc's line: the fence's line plus the line within the operation", () => {
    expect(deprecationMessage("content/docs/x.mdx", 10, { coordinate: "Dish.old", reason: "Use name.", line: 3 })).toBe(
      "content/docs/x.mdx:13: Dish.old is deprecated: Use name.",
    )
  })
})

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
})
