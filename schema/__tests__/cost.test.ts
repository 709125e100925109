import { buildSchema, getIntrospectionQuery, parse } from "graphql"
import fs from "node:fs"
import {
  API_LIMITS,
  SPEC_COST_RULE,
  costLine,
  limitProblems,
  measureOperation,
  measureResponse,
  type CostRule,
} from "../cost"

const site = buildSchema(fs.readFileSync("content/schema.graphql", "utf8"))
const measure = (query: string, variables: Record<string, unknown> = {}, operationName?: string) => {
  const size = measureOperation(site, parse(query), { operationName, variables })
  return size && { depth: size.depth, cost: size.cost }
}

describe("the API's documented rule", () => {
  it("counts every field 1, and what is under a field with `first` once per item asked for", () => {
    expect(measure("{ client { id } }")).toEqual({ depth: 2, cost: 2 })
    // The worked example of "Limits" in Access the API.
    expect(measure("{ dishes(first: 100) { nodes { name outlet { name } } } }")).toEqual({ depth: 4, cost: 401 })
    expect(measure("{ dishes(first: 50) { nodes { name category { name } } } }")).toEqual({
      depth: 4,
      cost: 1 + 50 * (1 + 1 + 2),
    })
  })

  it("uses the default of `first` when the query leaves it out", () => {
    expect(measure("{ dishes { nodes { name } } }")).toEqual({ depth: 3, cost: 1 + 20 * 2 })
  })

  it("takes `first` from a variable", () => {
    expect(measure("query($n: Int) { outlets(first: $n) { nodes { name } } }", { n: 5 })?.cost).toBe(1 + 5 * 2)
  })

  it("multiplies nested connections, which is how a query goes over the limit", () => {
    const query = "{ dishes(first: 100) { nodes { name outlet { dishes(first: 100) { nodes { name } } } } } }"
    const size = measure(query)
    expect(size).toEqual({ depth: 6, cost: 1 + 100 * (1 + 1 + 1 + (1 + 100 * 2)) })
    expect(limitProblems(size!)).toEqual([
      {
        code: "QUERY_TOO_COMPLEX",
        message: "cost 20,401: 401 over the limit of 20,000; ask for fewer items with `first`",
      },
    ])
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

  it("measures the named operation, and says which", () => {
    const size = measureOperation(site, parse("query A { client { id } } query B { me { id user { id } } }"), {
      operationName: "B",
    })
    expect(size).toEqual({ operationName: "B", depth: 3, cost: 4, problems: [] })
    expect(measureOperation(site, parse("query A { client { id } }"), { operationName: "C" })).toBeNull()
  })

  it("lets introspection through for free", () => {
    expect(measure(getIntrospectionQuery())).toEqual({ depth: 0, cost: 0 })
    expect(measure("{ client { __typename id } }")).toEqual({ depth: 2, cost: 2 })
  })
})

describe("fragments on an interface", () => {
  const schema = buildSchema(`
    interface Node { id: ID! }
    type Dish implements Node { id: ID! name: String! ingredients(first: Int = 10): [String!]! }
    type Outlet implements Node { id: ID! name: String! city: String! street: String! }
    type Query { node(id: ID!): Node nodes(ids: [ID!]!, first: Int = 5): [Node]! }
  `)
  const cost = (query: string) => measureOperation(schema, parse(query))?.cost

  it("counts the costliest member's fragments, since an object is of one type", () => {
    // Dish's share: name 1 + ingredients 1 = 2; Outlet's: name + city + street = 3.
    expect(cost('{ node(id: "1") { id ... on Dish { name ingredients } ... on Outlet { name city street } } }')).toBe(
      1 + 1 + 3,
    )
  })

  it("adds a fragment on the interface itself for every object", () => {
    expect(cost('{ node(id: "1") { ...N ... on Dish { name } } } fragment N on Node { id }')).toBe(1 + 1 + 1)
  })

  it("sizes a plain list by its `first`", () => {
    expect(cost("{ nodes(ids: [], first: 3) { id ... on Dish { name } } }")).toBe(1 + 3 * (1 + 1))
  })
})

describe("the specification's directives", () => {
  const directives = `
    directive @cost(weight: String!) on ARGUMENT_DEFINITION | ENUM | FIELD_DEFINITION | INPUT_FIELD_DEFINITION | OBJECT | SCALAR
    directive @listSize(assumedSize: Int, slicingArguments: [String!], sizedFields: [String!], requireOneSlicingArgument: Boolean = true) on FIELD_DEFINITION
  `
  const spec = (sdl: string) => {
    const schema = buildSchema(directives + sdl)
    return (query: string, variables: Record<string, unknown> = {}, rule: CostRule = SPEC_COST_RULE) =>
      measureOperation(schema, parse(query), { variables, rule })
  }

  it("gives the specification's example № 2 its 11.0, and its answer with three users 7.0", () => {
    const sdl = `
      type User { name: String age: Int @cost(weight: "2.0") }
      type Query { users(max: Int): [User] @listSize(slicingArguments: ["max"]) }`
    const schema = buildSchema(directives + sdl)
    const query = parse("query Example { users(max: 5) { age } }")
    expect(measureOperation(schema, query, { rule: SPEC_COST_RULE })?.cost).toBe(11)
    const data = { users: [{ age: 33 }, { age: 45 }, { age: 27 }] }
    expect(measureResponse(schema, query, data, { rule: SPEC_COST_RULE })).toBe(7)
  })

  it("weighs arguments and input fields as in examples № 10 to № 12, negative weights included", () => {
    const cost = spec(`
      enum Approximate { YES }
      input Filter { approx: Approximate @cost(weight: "-12.0") category: String }
      type Product { name: String }
      type Query {
        topProducts(filter: Filter @cost(weight: "15.0")): [String] @cost(weight: "5.0") @listSize(assumedSize: 10)
        mostPopularProduct(approx: Approximate @cost(weight: "-3.0")): Product @cost(weight: "5.0")
        cheap(approx: Approximate @cost(weight: "-9.0")): String @cost(weight: "5.0")
      }`)
    expect(cost("{ topProducts }")?.cost).toBe(5)
    expect(cost('{ topProducts(filter: { category: "x" }) }')?.cost).toBe(20)
    expect(cost("{ topProducts(filter: { approx: YES }) }")?.cost).toBe(8)
    expect(cost("{ mostPopularProduct(approx: YES) { name } }")?.cost).toBe(2)
    // A field's own weight is never below zero.
    expect(cost("{ cheap(approx: YES) }")?.cost).toBe(0)
  })

  it("weighs a directive's arguments where the query uses it, as in example № 13", () => {
    const cost = spec(`
      directive @approx(tolerance: Float! @cost(weight: "-1.0")) on FIELD
      type Query { price: Float @cost(weight: "3.0") }`)
    expect(cost("{ price @approx(tolerance: 0.1) }")?.cost).toBe(2)
  })

  it("takes a type's @cost for the fields of that type, and a field's own @cost before it", () => {
    const cost = spec(`
      type Photo @cost(weight: "4") { url: String }
      type Query { photo: Photo cover: Photo @cost(weight: "2") }`)
    expect(cost("{ photo { url } }")?.cost).toBe(4)
    expect(cost("{ cover { url } }")?.cost).toBe(2)
  })

  it("accepts Int weights too, as Apollo's router and Hive declare them", () => {
    const schema = buildSchema(`
      directive @cost(weight: Int!) on FIELD_DEFINITION | OBJECT
      type Query { slow: String @cost(weight: 7) }`)
    expect(measureOperation(schema, parse("{ slow }"), { rule: SPEC_COST_RULE })?.cost).toBe(7)
  })

  it("sizes a list by assumedSize, by its slicing arguments (the largest, defaults included), or by sizedFields", () => {
    const cost = spec(`
      type Film { title: String rating: Int @cost(weight: "1") }
      type FilmEdge { cursor: ID node: Film }
      type FilmConnection { edges: [FilmEdge] total: Int }
      type Query {
        top: [Film] @listSize(assumedSize: 10)
        page(first: Int, last: Int): [Film] @listSize(slicingArguments: ["first", "last"], requireOneSlicingArgument: false)
        recent(limit: Int = 7): [Film] @listSize(slicingArguments: ["limit"])
        films(first: Int, last: Int): FilmConnection @listSize(slicingArguments: ["first", "last"], sizedFields: ["edges"])
      }`)
    expect(cost("{ top { rating } }")?.cost).toBe(1 + 10 * 1)
    expect(cost("{ page(first: 3, last: 8) { rating } }")?.cost).toBe(1 + 8 * 1)
    expect(cost("{ recent { rating } }")?.cost).toBe(1 + 7 * 1)
    // Example № 18: the size applies to `edges`, not to the connection or to `total`.
    expect(cost("query($n: Int) { films(first: $n) { total edges { node { rating } } } }", { n: 4 })?.cost).toBe(
      1 + 0 + 1 + 4 * (1 + 1),
    )
  })

  it("says when a field wants exactly one slicing argument and gets none or two", () => {
    const schema = buildSchema(
      directives +
        `type Query { films(first: Int, last: Int): [String] @listSize(slicingArguments: ["first", "last"]) }`,
    )
    const problems = (query: string) => measureOperation(schema, parse(query))?.problems
    expect(problems("{ films(first: 2) }")).toEqual([])
    expect(problems("{ films }")).toEqual(["`Query.films` needs exactly one of `first`, `last`; it has 0."])
    expect(problems("{ films(first: 1, last: 2) }")).toEqual([
      "`Query.films` needs exactly one of `first`, `last`; it has 2.",
    ])
  })
})

describe("the cost of an answer", () => {
  const query = parse("{ dishes(first: 100) { totalCount nodes { name outlet { name } } } }")
  const dish = (name: string) => ({ name, outlet: { name: "Mensa" } })

  it("equals the estimate when every list comes back full", () => {
    const estimate = measureOperation(site, query)!.cost
    const nodes = Array.from({ length: 100 }, (_, index) => dish(`Dish ${index}`))
    expect(measureResponse(site, query, { dishes: { totalCount: 250, nodes } })).toBe(estimate)
  })

  it("counts the items that came back, and nothing under a null", () => {
    const data = { dishes: { totalCount: 3, nodes: [dish("Rösti"), { name: "Soup", outlet: null }, dish("Pizza")] } }
    // Per item: totalCount 1 + nodes 1 + name 1 + outlet 1 (+ its name 1 when not null).
    expect(measureResponse(site, query, data)).toBe(1 + 5 + 4 + 5)
    expect(measureResponse(site, query, { dishes: null })).toBe(1)
  })

  it("follows aliases and fragments", () => {
    const aliased = parse("{ first: dishes(first: 2) { nodes { ...D } } } fragment D on Dish { title: name }")
    expect(measureResponse(site, aliased, { first: { nodes: [{ title: "a" }] } })).toBe(1 + (1 + 1))
  })
})

describe("limits and the line beside an example", () => {
  it("says how far over each limit an operation is, and nothing under them", () => {
    expect(limitProblems({ cost: 20_000, depth: 12 })).toEqual([])
    expect(limitProblems({ cost: 12, depth: 14 }).map((problem) => problem.message)).toEqual([
      "depth 14: 2 over the limit of 12; ask for less nesting, or fetch the deeper data in a second request",
    ])
    expect(limitProblems({ cost: 501, depth: 3 }, { maximumCost: 500, maximumDepth: 5 })[0].code).toBe(
      "QUERY_TOO_COMPLEX",
    )
  })

  it("writes the cost and depth against the API's limits, and the actual cost when an answer has one", () => {
    expect(API_LIMITS).toEqual({ maximumCost: 20_000, maximumDepth: 12 })
    expect(costLine({ cost: 401, depth: 4 })).toBe("Cost 401 of 20,000 · depth 4 of 12")
    expect(costLine({ cost: 1_234_567, depth: 4 }, API_LIMITS, 35)).toBe(
      "Cost 1,234,567 (actual 35) of 20,000 · depth 4 of 12",
    )
  })
})
