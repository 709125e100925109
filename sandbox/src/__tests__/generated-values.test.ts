import { buildSchema, type GraphQLObjectType } from "graphql"
import {
  LIST_LENGTH,
  connectionSize,
  createValueGenerator,
  fieldSeed,
  generatedTypeName,
  hashSeed,
  isGenerated,
  type GeneratedObject,
} from "../generated-values"

const schema = buildSchema(`
  scalar Date
  scalar DateTime
  scalar URL
  scalar EmailAddress
  scalar JSON
  scalar Money
  scalar Mystery
  enum Colour { RED GREEN }
  interface Named { name: String! }
  type Person implements Named { name: String! email: String! }
  type Robot implements Named { name: String! }
  type Thing {
    id: ID!
    count: Int!
    ratio: Float!
    on: Boolean!
    day: Date!
    at: DateTime!
    homepage: URL!
    contact: EmailAddress!
    data: JSON!
    cost: Money!
    odd: Mystery!
    colour: Colour!
    tags: [String!]!
    createdAt: String!
    websiteUrl: String!
    owner: Named!
  }
  type PageInfo { hasNextPage: Boolean! hasPreviousPage: Boolean! startCursor: String endCursor: String }
  type ThingEdge { cursor: String! node: Thing! }
  type ThingConnection { edges: [ThingEdge!]! nodes: [Thing!]! pageInfo: PageInfo! totalCount: Int! }
  type Query { thing: Thing things(first: Int, after: String): ThingConnection! }
`)

const thing = schema.getType("Thing") as GraphQLObjectType
const fields = thing.getFields()

/** Every leaf of a generated Thing, as the sandbox would serve it. */
function leaves(seed: string, generator = createValueGenerator(schema)) {
  const object = generator.value(schema.getQueryType()!.getFields().thing.type, "thing", seed, {})
  expect(isGenerated(object)).toBe(true)
  return Object.fromEntries(
    Object.values(fields)
      .filter((field) => field.name !== "owner")
      .map((field) => [field.name, generator.field(object as GeneratedObject, field.type, field.name, {})]),
  )
}

describe("generated values", () => {
  it("are the same for the same seed, and differ between seeds", () => {
    expect(leaves("Query.thing")).toEqual(leaves("Query.thing"))
    expect(leaves("Query.thing")).not.toEqual(leaves("Query.thing(id:2)"))
    expect(hashSeed("a")).toBe(hashSeed("a"))
    expect(fieldSeed("Dish:1", "calories", {})).toBe("Dish:1.calories")
    expect(fieldSeed("Query", "events", { b: 1, a: "x" })).toBe('Query.events(a:"x",b:1)')
  })

  it("have the field's type, picked by the scalar's name and then the field's", () => {
    const values = leaves("Query.thing")
    expect(values).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{12}$/),
      count: expect.any(Number),
      ratio: expect.any(Number),
      on: expect.any(Boolean),
      day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
      homepage: expect.stringMatching(/^https:\/\/example\.com\//),
      contact: expect.stringMatching(/^[a-z0-9]+@example\.com$/),
      data: {},
      cost: expect.stringMatching(/^\d+\.\d{2}$/),
      odd: expect.stringMatching(/^Mystery-[0-9a-f]{6}$/),
      colour: expect.stringMatching(/^(RED|GREEN)$/),
      tags: expect.any(Array),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      websiteUrl: expect.stringMatching(/^https:\/\//),
    })
    expect(Number.isInteger(values.count)).toBe(true)
    const tags = values.tags as string[]
    expect(tags.length).toBeGreaterThanOrEqual(LIST_LENGTH.min)
    expect(tags.length).toBeLessThanOrEqual(LIST_LENGTH.max)
    for (const tag of tags) expect(typeof tag).toBe("string")
  })

  it("take a scalar's value from the examples file when it gives one", () => {
    const values = leaves("Query.thing", createValueGenerator(schema, new Map([["Date", "2026-11-23"]])))
    expect(values.day).toBe("2026-11-23")
  })

  it("pick a concrete type for an interface", () => {
    const generator = createValueGenerator(schema)
    const types = new Set(
      Array.from({ length: 20 }, (_, index) => {
        const owner = generator.value(fields.owner.type, "owner", `seed${index}`, {}) as GeneratedObject
        return generatedTypeName(owner)
      }),
    )
    expect([...types].sort()).toEqual(["Person", "Robot"])
  })

  it("make connections that agree with themselves", () => {
    const generator = createValueGenerator(schema)
    const type = schema.getQueryType()!.getFields().things.type
    const read = (args: Record<string, unknown>) => {
      const connection = generator.value(type, "things", `Query.things${JSON.stringify(args)}`, args) as GeneratedObject
      const connectionFields = (schema.getType("ThingConnection") as GraphQLObjectType).getFields()
      const get = (name: string) => generator.field(connection, connectionFields[name].type, name, {})
      const edges = get("edges") as GeneratedObject[]
      const edgeFields = (schema.getType("ThingEdge") as GraphQLObjectType).getFields()
      const pageInfo = get("pageInfo") as GeneratedObject
      const pageFields = (schema.getType("PageInfo") as GraphQLObjectType).getFields()
      return {
        nodes: get("nodes") as GeneratedObject[],
        edgeNodes: edges.map((edge) => generator.field(edge, edgeFields.node.type, "node", {})),
        cursors: edges.map((edge) => generator.field(edge, edgeFields.cursor.type, "cursor", {})),
        totalCount: get("totalCount") as number,
        pageInfo: Object.fromEntries(
          Object.values(pageFields).map((field) => [field.name, generator.field(pageInfo, field.type, field.name, {})]),
        ),
      }
    }
    const one = read({ first: 1 })
    expect(one.nodes).toHaveLength(1)
    expect(one.edgeNodes).toEqual(one.nodes)
    expect(one.totalCount).toBeGreaterThanOrEqual(1)
    expect(one.pageInfo).toEqual({
      hasNextPage: one.totalCount > 1,
      hasPreviousPage: false,
      startCursor: one.cursors[0],
      endCursor: one.cursors[0],
    })
    const many = read({ first: 50, after: "abc" })
    expect(many.nodes).toHaveLength(LIST_LENGTH.max)
    expect(many.totalCount).toBe(LIST_LENGTH.max)
    expect(many.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true, endCursor: many.cursors[2] })
    const none = read({ first: 0 })
    expect(none).toMatchObject({ nodes: [], pageInfo: { startCursor: null, endCursor: null } })
  })
  it("sizes a page as asked, up to the list length, with maybe more behind a full page", () => {
    for (const seed of ["a", "b", "c"]) {
      const free = connectionSize(seed, {})
      expect(free.count).toBeGreaterThanOrEqual(LIST_LENGTH.min)
      expect(free.totalCount).toBe(free.count)
      expect(connectionSize(seed, { first: 100 }).count).toBe(LIST_LENGTH.max)
      const one = connectionSize(seed, { last: 1 })
      expect(one.count).toBe(1)
      expect(one.totalCount).toBeGreaterThanOrEqual(1)
      expect(connectionSize(seed, { first: -2 }).count).toBe(0)
    }
  })
})
