import fs from "node:fs"
import { openSeededPglite } from "../seeded-template"
import type { Database } from "../db"
import { localTokenVerifier } from "../seeded-sandbox"
import { createSandboxYoga, loadSandboxSchema, readSandboxSchema, servedSummary, type SandboxInstance } from "../yoga"
import {
  CALORIES_AND_EVENTS,
  GITHUB_SCHEMA_FILE,
  GITHUB_THREE_CONNECTIONS,
  withCaloriesAndEvents,
} from "../../sample-schemas"
import { DEMO_KEY, postGraphql, prepareDatabase, testConfig } from "./test-sandbox"

const noTokens = localTokenVerifier()

const OURS = fs.readFileSync("content/schema.graphql", "utf8")

const EXTENDED = withCaloriesAndEvents(OURS)

// Each test starts sandboxes on one seeded PGlite database; GitHub's schema takes a second or two to load.
jest.setTimeout(60_000)

describe("the sandbox, for any schema", () => {
  let db: Database
  beforeAll(async () => {
    db = await prepareDatabase(() => openSeededPglite(null))
  })
  afterAll(() => db.close())

  const start = (
    schema: Parameters<typeof loadSandboxSchema>[0] | ReturnType<typeof readSandboxSchema>,
    warnings: string[] = [],
  ) => createSandboxYoga({ config: testConfig(), db, schema, verifier: noTokens, warn: (line) => warnings.push(line) })
  const ask = (sandbox: SandboxInstance, query: string, key: string | null = DEMO_KEY) =>
    postGraphql(sandbox.yoga, query, { headers: key ? { "api-key": key } : {} })

  it("serves our own schema entirely from data", () => {
    const { served } = start(OURS)
    expect(served.generated).toBe(0)
    expect(served.dropped).toEqual([])
    expect(servedSummary(served)).toBe(
      `Serving content/schema.graphql: ${served.fromData} fields from data, 0 generated.`,
    )
    expect(served.fromData).toBeGreaterThan(80)
  })

  it("answers our schema plus Dish.calories and Query.events with the seeded dishes and generated values, no error", async () => {
    const ours = await ask(start(OURS), "{ dishes(first: 2) { nodes { name } } }")
    const sandbox = start(EXTENDED)
    expect(sandbox.served.generated).toBe(6) // Dish.calories, Query.events and Event's four fields
    const response = await ask(sandbox, CALORIES_AND_EVENTS)
    expect(response.body.errors).toBeUndefined()
    const data = response.body.data as {
      dishes: { nodes: { name: string; calories: number }[] }
      events: { id: string; title: string; startsAt: string; kind: string }[]
    }
    const seeded = (ours.body.data as { dishes: { nodes: { name: string }[] } }).dishes.nodes.map((dish) => dish.name)
    expect(data.dishes.nodes.map((dish) => dish.name)).toEqual(seeded)
    for (const dish of data.dishes.nodes) expect(Number.isInteger(dish.calories)).toBe(true)
    expect(data.events.length).toBeGreaterThanOrEqual(2)
    for (const event of data.events) {
      expect(event.title).toMatch(/\w/)
      expect(event.startsAt).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(["TASTING", "LIVE_MUSIC"]).toContain(event.kind)
    }
    // The same answer after a restart.
    expect((await ask(start(EXTENDED), CALORIES_AND_EVENTS)).body).toEqual(response.body)
  })

  it("asks a generated root field for an API key as it does the data's", async () => {
    const sandbox = start(EXTENDED)
    const without = await ask(sandbox, '{ events(outletId: "1") { title } }', null)
    expect(without.body.errors?.[0]).toMatchObject({
      extensions: { code: "UNAUTHENTICATED" },
      message: expect.stringContaining("API key"),
    })
    const wrong = await ask(sandbox, '{ events(outletId: "1") { title } }', "zfv_wrong")
    expect(wrong.body.errors?.[0].message).toBe("The API key is not valid. Check it for typos, or ask for a new one.")
  })

  it("drops a resolver whose field left the schema, with a warning naming it, and still serves", async () => {
    const warnings: string[] = []
    const without = OURS.replace(
      /\n {2}"One outlet by its slug[^\n]*\n {2}outletBySlug\([^)]*\): Outlet\n/,
      "\n",
    ).replace(/\n {2}"The price in Swiss francs."\n {2}priceChf: Float! @deprecated[^\n]*\n/, "\n")
    expect(without).not.toMatch(/outletBySlug|priceChf/)
    const sandbox = start(without, warnings)
    expect(warnings).toEqual([
      "The schema has no Query.outletBySlug, Dish.priceChf: the sandbox drops their resolvers.",
    ])
    expect(sandbox.served.dropped).toEqual(["Query.outletBySlug", "Dish.priceChf"])
    const response = await ask(sandbox, '{ dish(id: "1") { name price { amount } } }')
    expect(response.body).toEqual({
      data: { dish: { name: expect.any(String), price: { amount: expect.any(Number) } } },
      extensions: { cost: expect.objectContaining({ requestedQueryCost: 4, actualQueryCost: 4 }) },
    })
  })

  it("serves a generated value, with a warning, where the schema changed a field's type", async () => {
    const warnings: string[] = []
    const sandbox = start(OURS.replace("  price: Money!\n", "  price: Int!\n"), warnings)
    const response = await ask(sandbox, '{ dish(id: "1") { name price } }')
    expect(response.body.errors).toBeUndefined()
    expect(response.body.data).toEqual({ dish: { name: expect.any(String), price: expect.any(Number) } })
    expect(warnings).toEqual(["Dish.price: the sandbox's data does not fit its type Int!; it serves generated values."])
  })

  it("serves an introspection result, publishing it as SDL", async () => {
    const introspection = await ask(start(OURS), "{ __schema { queryType { name } } }")
    expect(introspection.body.data).toEqual({ __schema: { queryType: { name: "Query" } } })
    const { getIntrospectionQuery, graphqlSync, buildSchema } = await import("graphql")
    const json = JSON.stringify(graphqlSync({ schema: buildSchema(EXTENDED), source: getIntrospectionQuery() }))
    const sandbox = start(json)
    const published = await (await sandbox.yoga.fetch("http://sandbox.test/schema.graphql")).text()
    expect(published).toContain("type Event {")
    expect((await ask(sandbox, CALORIES_AND_EVENTS)).body.errors).toBeUndefined()
  })

  it("answers GitHub's schema three connections deep with data, the same on two starts", async () => {
    const warnings: string[] = []
    const github = readSandboxSchema(GITHUB_SCHEMA_FILE)
    const first = start(github, warnings)
    expect(first.served.fromData).toBe(0)
    expect(first.served.generated).toBeGreaterThan(6000)
    // Our resolvers have no field in GitHub's schema; one warning names them all.
    expect(warnings.some((line) => line.startsWith("The schema has no Query.client, Query.me,"))).toBe(true)
    const response = await ask(first, GITHUB_THREE_CONNECTIONS)
    expect(response.body.errors).toBeUndefined()
    const repositories = (
      response.body.data as {
        viewer: {
          repositories: {
            totalCount: number
            pageInfo: { hasNextPage: boolean; endCursor: string }
            edges: { cursor: string; node: { name: string } }[]
            nodes: { name: string; url: string; issues: { nodes: { comments: { nodes: unknown[] } }[] } }[]
          }
        }
      }
    ).viewer.repositories
    expect(repositories.nodes).toHaveLength(3)
    expect(repositories.edges.map((edge) => edge.node.name)).toEqual(repositories.nodes.map((node) => node.name))
    expect(repositories.pageInfo.endCursor).toBe(repositories.edges[2].cursor)
    expect(repositories.pageInfo.hasNextPage).toBe(repositories.totalCount > 3)
    expect(repositories.nodes[0].url).toMatch(/^https:\/\//)
    expect(repositories.nodes[0].issues.nodes[0].comments.nodes.length).toBeGreaterThan(0)
    expect((await ask(start(github), GITHUB_THREE_CONNECTIONS)).body).toEqual(response.body)
  })
})
