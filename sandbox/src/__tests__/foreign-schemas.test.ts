import fs from "node:fs"
import { assertAbstractType } from "graphql"
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
import { upsertUser } from "../users"
import { DEMO_KEY, codes, postGraphql, prepareDatabase, testConfig, type GraphqlResponse } from "./test-sandbox"
import { startTestIdentityService } from "./test-identity"

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

  // GitHub's schema served as the API serves ours: who may ask, what a mutation answers, the limits, the error codes
  // and extensions.cost, all from a schema the sandbox has no resolver for.
  describe("GitHub's schema, as a client meets it", () => {
    let github: ReturnType<typeof readSandboxSchema>
    let identity: Awaited<ReturnType<typeof startTestIdentityService>>
    let sandbox: SandboxInstance
    const reader = { uid: "octo-reader", email: "octo@example.ch" }
    beforeAll(async () => {
      github = readSandboxSchema(GITHUB_SCHEMA_FILE)
      // Tokens checked as in production (firebase-admin), against a local stand-in for Google's key server.
      identity = await startTestIdentityService(testConfig().firebaseProjectId)
      sandbox = createSandboxYoga({
        config: testConfig(),
        db,
        schema: github,
        firebaseHttpAgent: identity.httpAgent,
        warn: () => {},
      })
      await upsertUser(db, reader, "Mona", "Octo")
    })
    afterAll(async () => {
      await sandbox.close()
      await identity.close()
    })

    const post = (query: string, headers: Record<string, string>, variables?: Record<string, unknown>) =>
      postGraphql(sandbox.yoga, query, { headers, variables })
    const withKey = { "api-key": DEMO_KEY }
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
    const limits = { maximumAvailable: 20_000, maximumDepth: 12 }

    it("answers a signed-in user with a profile, by their identity token alone, with its cost", async () => {
      const response = await post("{ viewer { login name } }", bearer(identity.signToken(reader)))
      expect(response.body).toEqual({
        data: { viewer: { login: expect.any(String), name: expect.any(String) } },
        // viewer, login and name: every field counts 1.
        extensions: { cost: { requestedQueryCost: 3, actualQueryCost: 3, depth: 2, ...limits } },
      })
    })

    it("refuses an identity without a profile, an expired token and a token of another project, each with its code", async () => {
      const cases: [Record<string, string>, string, unknown][] = [
        [
          bearer(identity.signToken({ uid: "no-profile", email: "new@example.ch" })),
          "FORBIDDEN",
          // The rest of the message names our schema's upsertMyProfile, which GitHub's has not.
          expect.stringMatching(/^Your identity has no API profile yet\./),
        ],
        [
          bearer(identity.signToken({ ...reader, expiresIn: -60 })),
          "UNAUTHENTICATED",
          "The identity token has expired. Sign in again to get a fresh token.",
        ],
        [
          bearer(identity.signToken({ ...reader, projectId: "another-project" })),
          "UNAUTHENTICATED",
          "The identity token was issued for another project.",
        ],
        [
          {},
          "UNAUTHENTICATED",
          "This needs an API key in the api-key header, or a signed-in user with a profile (Authorization: Bearer <token>).",
        ],
      ]
      for (const [headers, code, message] of cases) {
        const response = await post("{ viewer { login } }", headers)
        expect(response.body.data).toBeNull()
        expect(response.body.errors).toEqual([expect.objectContaining({ message, extensions: { code } })])
      }
    })

    it("answers a mutation it has no resolver for with a generated value, the same each time, with a key or a token", async () => {
      const ADD_STAR =
        'mutation { addStar(input: { starrableId: "R_1" }) { clientMutationId starrable { __typename id stargazerCount } } }'
      const response = await post(ADD_STAR, withKey)
      // Starrable is an interface: the value is one of its object types, with a value of each field's type.
      const starrables = github.schema
        .getPossibleTypes(assertAbstractType(github.schema.getType("Starrable")))
        .map((type) => type.name)
      expect(response.body).toEqual({
        data: {
          addStar: {
            clientMutationId: expect.stringMatching(/\S/),
            starrable: {
              __typename: expect.stringMatching(new RegExp(`^(${starrables.join("|")})$`)),
              id: expect.stringMatching(/\S/),
              stargazerCount: expect.any(Number),
            },
          },
        },
        // addStar, clientMutationId, starrable, id and stargazerCount; __typename is free, and so is the input.
        extensions: { cost: { requestedQueryCost: 5, actualQueryCost: 5, depth: 3, ...limits } },
      })
      expect((await post(ADD_STAR, withKey)).body).toEqual(response.body)
      expect((await post(ADD_STAR, bearer(identity.signToken(reader)))).body.data).toEqual(response.body.data)
    })

    it("refuses a generated mutation without credentials: the field is null, with UNAUTHENTICATED at its path", async () => {
      const response = await post('mutation { addStar(input: { starrableId: "R_1" }) { starrable { id } } }', {})
      expect(response.body.data).toEqual({ addStar: null })
      expect(response.body.errors).toEqual([
        expect.objectContaining({ path: ["addStar"], extensions: { code: "UNAUTHENTICATED" } }),
      ])
    })

    it("counts `first` as sizing what a connection holds (GitHub's schema declares no @listSize), before and after", async () => {
      const response = await post("{ viewer { repositories(first: 10) { totalCount nodes { name } } } }", withKey)
      const { nodes } = (response.body.data as { viewer: { repositories: { nodes: unknown[] } } }).viewer.repositories
      // A generated connection holds at most 3 items, whatever `first` asks for.
      expect(nodes).toHaveLength(3)
      expect(response.body.extensions).toEqual({
        cost: {
          // viewer 1 + repositories 1 + 10 items × (totalCount 1 + nodes 1 + name 1)
          requestedQueryCost: 32,
          // viewer 1 + repositories 1 + the 3 items returned × (totalCount 1 + nodes 1 + name 1)
          actualQueryCost: 11,
          depth: 4,
          ...limits,
        },
      })
    })

    it("refuses a query over the cost limit before it runs, saying how far over, with its cost", async () => {
      const response = await post(
        "{ viewer { repositories(first: 100) { nodes { issues(first: 100) { nodes { comments(first: 100) { totalCount } } } } } } }",
        withKey,
      )
      expect(response.body).toEqual({
        errors: [
          {
            message: "Query cost 1,020,202: 1,000,202 over the limit of 20,000; ask for fewer items with `first`.",
            extensions: { code: "QUERY_TOO_COMPLEX" },
          },
        ],
        // 1 + (1 + 100 × (1 + (1 + 100 × (1 + (1 + 100 × 1))))), nothing run.
        extensions: { cost: { requestedQueryCost: 1_020_202, actualQueryCost: 0, depth: 7, ...limits } },
      })
    })

    it("refuses a query deeper than the limit before it runs, saying how far over, with its depth", async () => {
      const level = (inner: string) => `repositories(first: 1) { nodes { ${inner} } }`
      const query = `{ viewer { ${level(`owner { ${level(`owner { ${level(`owner { ${level("name")} }`)} }`)} }`)} } }`
      const response = await post(query, withKey)
      expect(response.body).toEqual({
        errors: [
          {
            message:
              "Query depth 13: 1 over the limit of 12; ask for less nesting, or fetch the deeper data in a second request.",
            extensions: { code: "QUERY_TOO_DEEP" },
          },
        ],
        extensions: { cost: { requestedQueryCost: 13, actualQueryCost: 0, depth: 13, ...limits } },
      })
    })

    it("refuses a request body over the limit with 413 and PAYLOAD_TOO_LARGE", async () => {
      const response = await post(`{ viewer { login } } # ${"x".repeat(100_000)}`, withKey)
      expect(response.status).toBe(413)
      expect(response.body).toEqual({
        errors: [
          { message: "The request body is larger than 100000 bytes.", extensions: { code: "PAYLOAD_TOO_LARGE" } },
        ],
      })
    })

    it("answers a query that does not parse, one that does not validate, a bad variable and a body that is not JSON with their codes", async () => {
      const raw = async (body: string): Promise<GraphqlResponse> => {
        const response = await sandbox.yoga.fetch("http://sandbox.test/graphql", {
          method: "POST",
          headers: { "content-type": "application/json", ...withKey },
          body,
        })
        return { status: response.status, headers: response.headers, body: await response.json() }
      }
      const answers = {
        parse: await post("{ viewer { login ", withKey),
        validation: await post("{ viewer { nope } }", withKey),
        // GitHub's Date scalar is served by the sandbox's own Date, which says how a date is written.
        variable: await post(
          'mutation ($date: Date) { createProjectV2StatusUpdate(input: { projectId: "P_1", startDate: $date }) { clientMutationId } }',
          withKey,
          { date: "23.11.2026" },
        ),
        json: await raw("{not json"),
      }
      expect(Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, codes(answer)]))).toEqual({
        parse: ["GRAPHQL_PARSE_FAILED"],
        validation: ["GRAPHQL_VALIDATION_FAILED"],
        variable: ["BAD_USER_INPUT"],
        json: ["BAD_REQUEST"],
      })
      expect(answers.validation.body.errors?.[0].message).toBe(
        'Cannot query field "nope" on type "User". Did you mean "name"?',
      )
      expect(answers.variable.body.errors?.[0].message).toContain(
        'A Date is written as YYYY-MM-DD, for example "2026-11-23"; got "23.11.2026".',
      )
    })
  })
})
