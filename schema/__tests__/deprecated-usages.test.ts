import { NoDeprecatedCustomRule, buildSchema, parse, validate } from "graphql"
import { deprecatedUsages, deprecationMessage } from "../src/deprecated-usages"

describe("deprecatedUsages", () => {
  const schema = buildSchema(`
    enum Size { SMALL LARGE @deprecated(reason: "Ask for SMALL twice.") }
    type Dish { name: String!, old: String @deprecated(reason: "Use name."), tag(short: Boolean @deprecated(reason: "Always short.")): String }
    input DishFilter { name: String, size: Size, outlet: String @deprecated(reason: "Use outletId."), outletId: ID }
    directive @trace(label: String, verbose: Boolean @deprecated(reason: "Always verbose.")) on FIELD
    type Query { dish(size: Size): Dish, dishes(filter: DishFilter, sizes: [Size!]): [Dish!]! }
  `)

  it("finds deprecated fields, arguments and enum values, with their reason, line and column", () => {
    const document = parse("query {\n  dish(size: LARGE) {\n    name\n    old\n    tag(short: true)\n  }\n}")
    expect(deprecatedUsages(schema, document)).toEqual([
      { coordinate: "Size.LARGE", reason: "Ask for SMALL twice.", line: 2, column: 14 },
      { coordinate: "Dish.old", reason: "Use name.", line: 4, column: 5 },
      { coordinate: "Dish.tag(short:)", reason: "Always short.", line: 5, column: 9 },
    ])
  })

  it("finds deprecated input fields and enum values inside inputs and lists, as graphql-js's NoDeprecatedCustomRule", () => {
    const query = '{ dishes(filter: { outlet: "1", size: LARGE }, sizes: [SMALL, LARGE]) { name } }'
    const usages = deprecatedUsages(schema, parse(query))
    expect(usages.map(({ coordinate, column }) => [coordinate, column])).toEqual([
      ["DishFilter.outlet", 20],
      ["Size.LARGE", 39],
      ["Size.LARGE", 63],
    ])
    expect(validate(schema, parse(query), [NoDeprecatedCustomRule])).toHaveLength(usages.length)
  })

  it("names a deprecated argument of a directive as the directive's, not the field's", () => {
    const query = '{ dish { name @trace(label: "x", verbose: true) old @skip(if: false) } }'
    expect(deprecatedUsages(schema, parse(query)).map((usage) => usage.coordinate)).toEqual([
      "@trace(verbose:)",
      "Dish.old",
    ])
  })

  it("skips what an invalid document names that the schema lacks, and still finds the rest", () => {
    const query = "{ dish(size: HUGE, colour: RED) { nope old { deeper } } nothing { old } }"
    expect(deprecatedUsages(schema, parse(query)).map((usage) => usage.coordinate)).toEqual(["Dish.old"])
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
