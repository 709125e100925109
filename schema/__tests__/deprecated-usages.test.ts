import { buildSchema, parse } from "graphql"
import { deprecatedUsages, deprecationMessage } from "../src/deprecated-usages"

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
