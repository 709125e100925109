import { buildSchema, getIntrospectionQuery, parse } from "graphql"
import fs from "node:fs"
import { measureOperation } from "../limits"

const schema = buildSchema(fs.readFileSync("content/schema.graphql", "utf8"))
const measure = (query: string, variables: Record<string, unknown> = {}, operationName?: string) =>
  measureOperation(schema, parse(query), operationName, variables)

describe("measureOperation", () => {
  it("counts depth and cost of plain fields", () => {
    expect(measure("{ client { id } }")).toEqual({ depth: 2, cost: 2 })
  })

  it("multiplies what is under a list field by its page size, default included", () => {
    expect(measure("{ dishes(first: 50) { nodes { name category { name } } } }")).toEqual({
      depth: 4,
      cost: 1 + 50 * (1 + 1 + 2),
    })
    expect(measure("{ dishes { nodes { name } } }")).toEqual({ depth: 3, cost: 1 + 20 * 2 })
  })

  it("takes page sizes from variables", () => {
    expect(measure("query($n: Int) { outlets(first: $n) { nodes { name } } }", { n: 5 })?.cost).toBe(1 + 5 * 2)
  })

  it("follows fragments and inline fragments, and survives a fragment cycle", () => {
    expect(
      measure("{ dishes(first: 2) { nodes { ...D } } } fragment D on Dish { name ... on Dish { price { amount } } }"),
    ).toEqual({ depth: 4, cost: 1 + 2 * (1 + 1 + 2) })
    expect(measure("{ client { ...A } } fragment A on Client { id ...A }")).toEqual({ depth: 2, cost: 2 })
  })

  it("counts a fragment spread twice in one selection once, and stays fast on deeply nested spreads", () => {
    expect(measure("{ client { ...A ...A } } fragment A on Client { id }")).toEqual({ depth: 2, cost: 2 })
    const levels = 40
    const fragmentsText = Array.from({ length: levels }, (_, i) =>
      i < levels - 1 ? `fragment F${i} on Client { id ...F${i + 1} ...F${i + 1} }` : `fragment F${i} on Client { id }`,
    ).join("\n")
    const started = Date.now()
    expect(measure(`{ client { ...F0 } } ${fragmentsText}`)).toEqual({ depth: 2, cost: 1 + levels })
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it("measures each fragment once even when distinct fragments share it", () => {
    const levels = 30
    const fragmentsText = Array.from({ length: levels }, (_, i) =>
      i < levels - 1
        ? `fragment A${i} on Client { ...B${i} ...C${i} } fragment B${i} on Client { id ...A${i + 1} } fragment C${i} on Client { id ...A${i + 1} }`
        : `fragment A${i} on Client { id }`,
    ).join("\n")
    const started = Date.now()
    const size = measure(`{ client { ...A0 } } ${fragmentsText}`)
    expect(Date.now() - started).toBeLessThan(1000)
    expect(size?.cost).toBeGreaterThan(20_000)
  })

  it("measures the named operation", () => {
    expect(measure("query A { client { id } } query B { me { id user { id } } }", {}, "B")).toEqual({
      depth: 3,
      cost: 4,
    })
  })

  it("lets introspection through for free", () => {
    expect(measure(getIntrospectionQuery())).toEqual({ depth: 0, cost: 0 })
  })
})
