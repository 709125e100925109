import { GraphQLScalarType, buildSchema, graphql } from "graphql"
import { bindResolvers } from "../bind-resolvers"
import { createValueGenerator } from "../generated-values"

const schema = buildSchema(`
  scalar Date
  type Dish { name: String! servedOn: Date! }
  type Query { dish: Dish }
`)

const bind = (name: string, day: string) =>
  bindResolvers<object>(
    schema,
    {
      Query: { dish: () => ({ name }) },
      Dish: { name: (dish: { name: string }) => dish.name, servedOn: () => day },
      Date: new GraphQLScalarType({ name: "Date", serialize: (value) => `on ${String(value)}` }),
    },
    { generator: createValueGenerator(schema, new Map()), guardRoot: async () => {}, warn: () => {} },
  )

describe("bindResolvers", () => {
  it("leaves the schema it is given as it was, so two sandboxes can share one", async () => {
    const first = bind("Rösti", "2026-11-27")
    const second = bind("Pizza", "2026-11-28")
    const ask = (bound: typeof first) => graphql({ schema: bound.schema, source: "{ dish { name servedOn } }" })
    expect((await ask(first)).errors).toBeUndefined()
    expect((await ask(first)).data).toEqual({ dish: { name: "Rösti", servedOn: "on 2026-11-27" } })
    expect((await ask(second)).data).toEqual({ dish: { name: "Pizza", servedOn: "on 2026-11-28" } })
    expect(schema.getQueryType()?.getFields().dish.resolve).toBeUndefined()
    expect(schema.getType("Date")).not.toBe(first.schema.getType("Date"))
    expect((schema.getType("Date") as GraphQLScalarType).serialize("x")).toBe("x")
    expect([first.fromData, first.generated, first.dropped]).toEqual([3, 0, []])
  })
})
