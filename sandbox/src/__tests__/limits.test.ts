import { buildSchema, getIntrospectionQuery, parse } from "graphql"
import fs from "node:fs"
import { measureOperation } from "../limits"

const schema = buildSchema(fs.readFileSync("content/schema.graphql", "utf8"))
const measure = (query: string, variables: Record<string, unknown> = {}, operationName?: string) => measureOperation(schema, parse(query), operationName, variables)

describe("measureOperation", () => {
  it("counts depth and cost of plain fields", () => {
    expect(measure("{ client { id } }")).toEqual({ depth: 2, cost: 2 })
  })

  it("multiplies what is under a list field by its page size, default included", () => {
    expect(measure("{ dishes(first: 50) { nodes { name category { name } } } }")).toEqual({ depth: 4, cost: 1 + 50 * (1 + 1 + 2) })
    expect(measure("{ dishes { nodes { name } } }")).toEqual({ depth: 3, cost: 1 + 20 * 2 })
  })

  it("takes page sizes from variables", () => {
    expect(measure("query($n: Int) { outlets(first: $n) { nodes { name } } }", { n: 5 })?.cost).toBe(1 + 5 * 2)
  })

  it("follows fragments and inline fragments, and survives a fragment cycle", () => {
    expect(measure("{ dishes(first: 2) { nodes { ...D } } } fragment D on Dish { name ... on Dish { price { amount } } }")).toEqual({ depth: 4, cost: 1 + 2 * (1 + 1 + 2) })
    expect(measure("{ client { ...A } } fragment A on Client { id ...A }")).toEqual({ depth: 2, cost: 2 })
  })

  it("measures the named operation", () => {
    expect(measure("query A { client { id } } query B { me { id user { id } } }", {}, "B")).toEqual({ depth: 3, cost: 4 })
  })

  it("lets introspection through for free", () => {
    expect(measure(getIntrospectionQuery())).toEqual({ depth: 0, cost: 0 })
  })
})
