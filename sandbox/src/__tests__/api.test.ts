import { createHash } from "node:crypto"
import fs from "node:fs"
import { buildSchema, getIntrospectionQuery, parse } from "graphql"
import { measureOperation } from "../../../schema/cost"
import { countStatements, type Database } from "../db"
import { createApiClient, revokeApiClient } from "../api-keys"
import { grantPermission } from "../users"
import { localTokenVerifier } from "../seeded-sandbox"
import { createSandboxYoga } from "../yoga"
import { MAX_NAME_LENGTH } from "../../../core/profile-names"
import {
  DEMO_KEY,
  SITE_ORIGIN,
  codes,
  postGraphql,
  prepareDatabase,
  startTestSandbox,
  testConfig,
  testDatabases,
} from "./test-sandbox"

jest.setTimeout(60_000)

const withKey = { headers: { "api-key": DEMO_KEY } }
const siteSchema = buildSchema(fs.readFileSync("content/schema.graphql", "utf8"))

interface DishNode {
  id: string
  name: string
  price: { amount: number; currency: string; formatted: string }
  allergens: string[]
  dietaryLabels: string[]
  isAvailableOn?: boolean
  category?: { id: string; name: string; outlet: { id: string } }
  outlet?: { id: string; name: string }
}

interface DishPage {
  totalCount: number
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null }
  nodes: DishNode[]
}

describe.each(testDatabases())("sandbox API on %s", (_name, open) => {
  let db: Database
  let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
  let uidCounter = 0
  const newUser = () => {
    uidCounter++
    return { uid: `user-${uidCounter}-${Date.now()}`, email: `dev${uidCounter}@example.ch` }
  }
  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } })

  beforeAll(async () => {
    db = await prepareDatabase(open)
    sandbox = await startTestSandbox(db)
  })
  afterAll(async () => {
    await sandbox.close()
    await db.close()
  })

  describe("the seeded data", () => {
    it("holds at least 6 outlets, 40 menu categories and 400 dishes", async () => {
      const response = await sandbox.gql(
        "{ outlets { totalCount } menuCategories { totalCount } dishes { totalCount } }",
        withKey,
      )
      const data = response.body.data as Record<string, { totalCount: number }>
      expect(data.outlets.totalCount).toBeGreaterThanOrEqual(6)
      expect(data.menuCategories.totalCount).toBeGreaterThanOrEqual(40)
      expect(data.dishes.totalCount).toBeGreaterThanOrEqual(400)
    })
  })

  describe("what a query costs", () => {
    const costOf = (response: { body: { extensions?: Record<string, unknown> } }) => response.body.extensions?.cost

    it("answers with the estimate the cost rule gives, and the cost of the lists that really came back", async () => {
      const query = "{ outlets(first: 100) { nodes { name } } }"
      const estimate = measureOperation(siteSchema, parse(query))!
      const response = await sandbox.gql(query, withKey)
      const outlets = (response.body.data as { outlets: { nodes: unknown[] } }).outlets.nodes.length
      // Fewer than 100 outlets exist, so the answer cost less than asked for: 1 + outlets × (nodes 1 + name 1).
      expect(outlets).toBeLessThan(100)
      expect(costOf(response)).toEqual({
        requestedQueryCost: estimate.cost,
        actualQueryCost: 1 + outlets * 2,
        maximumAvailable: 20_000,
        depth: 3,
        maximumDepth: 12,
      })
      expect(estimate.cost).toBe(1 + 100 * 2)
    })

    it("answers with the cost when the data is refused too, and not for introspection's price", async () => {
      expect(costOf(await sandbox.gql("{ dishes(first: 5) { nodes { name } } }"))).toMatchObject({
        requestedQueryCost: 11,
      })
      expect(costOf(await sandbox.gql("{ __schema { queryType { name } } }"))).toMatchObject({
        requestedQueryCost: 0,
        actualQueryCost: 0,
      })
    })
  })

  describe("API keys", () => {
    it("answers client with the key's client, and null without a key or with an unknown one", async () => {
      expect((await sandbox.gql("{ client { id } }", withKey)).body.data).toEqual({ client: { id: "client_demo" } })
      expect((await sandbox.gql("{ client { id } }")).body.data).toEqual({ client: null })
      expect((await sandbox.gql("{ client { id } }", { headers: { "api-key": "zfv_wrong" } })).body.data).toEqual({
        client: null,
      })
    })

    it("stops accepting a revoked key", async () => {
      const client = await createApiClient(db, "Short-lived app")
      const headers = { headers: { "api-key": client.key } }
      expect((await sandbox.gql("{ client { id } }", headers)).body.data).toEqual({ client: { id: client.id } })
      expect(await revokeApiClient(db, client.id)).toBe(true)
      expect((await sandbox.gql("{ client { id } }", headers)).body.data).toEqual({ client: null })
      expect(codes(await sandbox.gql("{ dishes { totalCount } }", headers))).toEqual(["UNAUTHENTICATED"])
    })

    it("stores the SHA-256 hash of each key and a short prefix, never the key", async () => {
      const [row] = await db.query<Record<string, unknown>>("SELECT * FROM api_clients WHERE id = 'client_demo'")
      expect(Buffer.from(row.key_hash as Uint8Array).equals(createHash("sha256").update(DEMO_KEY).digest())).toBe(true)
      expect(row.key_prefix).toBe(DEMO_KEY.slice(0, 12))
      expect(JSON.stringify(Object.values(row).map(String))).not.toContain(DEMO_KEY)
    })

    it("still finds a key stored before key prefixes existed", async () => {
      const client = await createApiClient(db, "Old app")
      await db.query("UPDATE api_clients SET key_prefix = NULL WHERE id = $1", [client.id])
      expect((await sandbox.gql("{ client { id } }", { headers: { "api-key": client.key } })).body.data).toEqual({
        client: { id: client.id },
      })
    })
  })

  describe("access to restaurant data", () => {
    it("refuses a request without credentials", async () => {
      const response = await sandbox.gql("{ dishes { totalCount } }")
      expect(codes(response)).toEqual(["UNAUTHENTICATED"])
      expect(response.body.errors?.[0].message).toMatch(/API key in the api-key header, or a signed-in user/)
    })

    it("refuses an unknown API key with its own message", async () => {
      const response = await sandbox.gql("{ outlets { totalCount } }", { headers: { "api-key": "zfv_nope" } })
      expect(codes(response)).toEqual(["UNAUTHENTICATED"])
      expect(response.body.errors?.[0].message).toBe(
        "The API key is not valid. Check it for typos, or ask for a new one.",
      )
    })

    it("refuses a signed-in user without a profile, and serves them once the profile exists", async () => {
      const user = newUser()
      const auth = bearer(sandbox.identity.signToken(user))
      const before = await sandbox.gql("{ outlets { totalCount } }", auth)
      expect(codes(before)).toEqual(["FORBIDDEN"])
      await sandbox.gql('mutation { upsertMyProfile(input: { firstName: "Anna", lastName: "Muster" }) { id } }', auth)
      const after = await sandbox.gql("{ outlets { totalCount } }", auth)
      expect(after.body.errors).toBeUndefined()
      expect((after.body.data as { outlets: { totalCount: number } }).outlets.totalCount).toBeGreaterThanOrEqual(6)
    })

    it("ignores a malformed session cookie and still serves a valid key", async () => {
      const response = await sandbox.gql("{ client { id } }", {
        headers: { "api-key": DEMO_KEY, cookie: "zfv_session=%E0%A4%A" },
      })
      expect(response.body.errors).toBeUndefined()
      expect(response.body.data).toEqual({ client: { id: "client_demo" } })
    })

    it("serves data with a valid key even when the token is bad", async () => {
      const response = await sandbox.gql("{ outlets { totalCount } }", {
        headers: { "api-key": DEMO_KEY, authorization: "Bearer not-a-token" },
      })
      expect(response.body.errors).toBeUndefined()
    })
  })

  describe("identity tokens (production mode)", () => {
    it("answers me for a valid token, with no user until the profile exists", async () => {
      const user = newUser()
      const response = await sandbox.gql("{ me { id user { id } } }", bearer(sandbox.identity.signToken(user)))
      expect(response.body.errors).toBeUndefined()
      expect(response.body.data).toEqual({ me: { id: user.uid, user: null } })
    })

    it("refuses me without a token", async () => {
      expect(codes(await sandbox.gql("{ me { id } }"))).toEqual(["UNAUTHENTICATED"])
      expect(codes(await sandbox.gql("{ me { id } }", withKey))).toEqual(["UNAUTHENTICATED"])
    })

    it.each([
      [
        "an expired token",
        () => sandbox.identity.signToken({ ...newUser(), expiresIn: -60 }),
        "The identity token has expired. Sign in again to get a fresh token.",
      ],
      [
        "a token for another project",
        () => sandbox.identity.signToken({ ...newUser(), projectId: "someone-elses-project" }),
        "The identity token was issued for another project.",
      ],
      [
        "an unsigned token",
        () => sandbox.identity.unsignedToken(newUser()),
        "The identity token is not signed by the identity service.",
      ],
      ["garbage", () => "abc.def.ghi", "The identity token is not valid."],
    ])("refuses %s with a clear message", async (_case, token, message) => {
      const response = await sandbox.gql("{ me { id } }", bearer(token()))
      expect(codes(response)).toEqual(["UNAUTHENTICATED"])
      expect(response.body.errors?.[0].message).toBe(message)
    })

    it("refuses an Authorization header without the Bearer scheme", async () => {
      const response = await sandbox.gql("{ me { id } }", {
        headers: { authorization: sandbox.identity.signToken(newUser()) },
      })
      expect(response.body.errors?.[0].message).toBe("Send the identity token as: Authorization: Bearer <token>.")
    })

    it("fetched the signing keys from the identity service", () => {
      expect(sandbox.identity.keyRequests()).toBeGreaterThan(0)
    })
  })

  describe("profiles", () => {
    it("creates and updates the profile with upsertMyProfile; the email comes from the token", async () => {
      const user = newUser()
      const auth = bearer(sandbox.identity.signToken(user))
      const created = await sandbox.gql(
        `mutation {
          upsertMyProfile(input: { firstName: " Anna ", lastName: "Muster" }) {
            id user { email firstName lastName globalPermissions { permission } }
          }
        }`,
        auth,
      )
      expect(created.body.errors).toBeUndefined()
      expect(created.body.data).toEqual({
        upsertMyProfile: {
          id: user.uid,
          user: { email: user.email, firstName: "Anna", lastName: "Muster", globalPermissions: [] },
        },
      })
      await sandbox.gql('mutation { upsertMyProfile(input: { firstName: "Anna", lastName: "Beispiel" }) { id } }', auth)
      const me = await sandbox.gql("{ me { user { lastName } } }", auth)
      expect(me.body.data).toEqual({ me: { user: { lastName: "Beispiel" } } })
    })

    it("rejects empty or overlong names, with the field and the problem in the error's extensions", async () => {
      const auth = bearer(sandbox.identity.signToken(newUser()))
      const empty = await sandbox.gql(
        'mutation { upsertMyProfile(input: { firstName: "  ", lastName: "X" }) { id } }',
        auth,
      )
      expect(empty.body.errors?.[0].extensions).toEqual({
        code: "BAD_USER_INPUT",
        field: "firstName",
        problem: "EMPTY",
        maxLength: MAX_NAME_LENGTH,
      })
      const long = "x".repeat(MAX_NAME_LENGTH + 1)
      const overlong = await sandbox.gql(
        `mutation { upsertMyProfile(input: { firstName: "A", lastName: "${long}" }) { id } }`,
        auth,
      )
      expect(overlong.body.errors?.[0].extensions).toEqual({
        code: "BAD_USER_INPUT",
        field: "lastName",
        problem: "TOO_LONG",
        maxLength: MAX_NAME_LENGTH,
      })
    })

    it("requires a token to upsert a profile", async () => {
      expect(
        codes(
          await sandbox.gql('mutation { upsertMyProfile(input: { firstName: "A", lastName: "B" }) { id } }', withKey),
        ),
      ).toEqual(["UNAUTHENTICATED"])
    })

    it("lists granted global permissions (MyPermissions)", async () => {
      const user = newUser()
      const auth = bearer(sandbox.identity.signToken(user))
      await sandbox.gql('mutation { upsertMyProfile(input: { firstName: "Sam", lastName: "Admin" }) { id } }', auth)
      await grantPermission(db, user.email, "superAdmin")
      const response = await sandbox.gql(
        "query MyPermissions { me { id user { id globalPermissions { permission } } } }",
        auth,
      )
      expect(
        (response.body.data as { me: { user: { globalPermissions: unknown[] } } }).me.user.globalPermissions,
      ).toEqual([{ permission: "superAdmin" }])
    })
  })

  describe("cookie sessions", () => {
    it("creates a session that sets an HTTP-only cookie and authorizes later requests", async () => {
      const user = newUser()
      const token = sandbox.identity.signToken(user)
      const auth = bearer(token)
      await sandbox.gql('mutation { upsertMyProfile(input: { firstName: "Cleo", lastName: "Cookie" }) { id } }', auth)
      const response = await sandbox.gql(
        "mutation CreateCookieSession($token: String!) { createCookieSession(token: $token) { auth { id user { id email } } } }",
        { ...auth, variables: { token } },
      )
      const session = (response.body.data as { createCookieSession: { auth: { id: string; user: { email: string } } } })
        .createCookieSession
      expect(session.auth.id).toMatch(/^session_/)
      expect(session.auth.user.email).toBe(user.email)
      const cookie = response.headers.get("set-cookie") ?? ""
      expect(cookie).toMatch(/^zfv_session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/)
      const me = await sandbox.gql("{ me { id } }", { headers: { cookie: cookie.split(";")[0] } })
      expect(me.body.data).toEqual({ me: { id: user.uid } })
    })

    it("refuses a token of another user than the caller", async () => {
      const response = await sandbox.gql("mutation($t: String!) { createCookieSession(token: $t) { auth { id } } }", {
        ...bearer(sandbox.identity.signToken(newUser())),
        variables: { t: sandbox.identity.signToken(newUser()) },
      })
      expect(codes(response)).toEqual(["FORBIDDEN"])
    })
  })

  describe("lists and lookups", () => {
    const DISH_PAGE = `query($first: Int, $after: String, $filter: DishFilter) {
        dishes(first: $first, after: $after, filter: $filter) {
          totalCount pageInfo { hasNextPage hasPreviousPage endCursor }
          nodes { id name price { amount currency formatted } allergens dietaryLabels }
        }
      }`
    const dishes = async (variables: Record<string, unknown>) => {
      const response = await sandbox.gql(DISH_PAGE, { ...withKey, variables })
      expect(response.body.errors).toBeUndefined()
      return (response.body.data as { dishes: DishPage }).dishes
    }

    it("pages through all dishes with cursors, in name order, without gaps or repeats", async () => {
      const seen: DishNode[] = []
      let after: string | null = null
      let total = 0
      for (let page = 0; page < 20; page++) {
        const result: DishPage = await dishes({ first: 100, after })
        total = result.totalCount
        seen.push(...result.nodes)
        expect(result.pageInfo.hasPreviousPage).toBe(after !== null)
        if (!result.pageInfo.hasNextPage) break
        after = result.pageInfo.endCursor
      }
      expect(seen).toHaveLength(total)
      expect(new Set(seen.map((dish) => dish.id)).size).toBe(total)
      const names = seen.map((dish) => dish.name)
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    })

    it("reports the last page, and an empty page after it", async () => {
      const all = await dishes({ first: 1 })
      const lastPage = await dishes({ first: 100, after: null, filter: { search: "Älplermagronen" } })
      expect(lastPage.pageInfo.hasNextPage).toBe(false)
      expect(lastPage.nodes.length).toBe(lastPage.totalCount)
      const beyond = await dishes({
        first: 5,
        after: lastPage.pageInfo.endCursor,
        filter: { search: "Älplermagronen" },
      })
      expect(beyond.nodes).toEqual([])
      expect(beyond.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true, endCursor: null })
      expect(all.totalCount).toBeGreaterThan(lastPage.totalCount)
    })

    it.each([0, 101, -1])("rejects first: %p", async (first) => {
      const response = await sandbox.gql("query($first: Int) { dishes(first: $first) { totalCount } }", {
        ...withKey,
        variables: { first },
      })
      expect(codes(response)).toEqual(["BAD_USER_INPUT"])
    })

    it("rejects a cursor whose values have the wrong types", async () => {
      const forged = Buffer.from(JSON.stringify([1, "x"])).toString("base64url")
      expect(codes(await sandbox.gql(`{ dishes(after: "${forged}") { totalCount } }`, withKey))).toEqual([
        "BAD_USER_INPUT",
      ])
    })

    it("rejects a cursor that is not one of this list", async () => {
      expect(codes(await sandbox.gql('{ dishes(after: "nonsense") { totalCount } }', withKey))).toEqual([
        "BAD_USER_INPUT",
      ])
      const outletCursor = (
        (await sandbox.gql("{ menuCategories(first: 1) { pageInfo { endCursor } } }", withKey)).body.data as {
          menuCategories: { pageInfo: { endCursor: string } }
        }
      ).menuCategories.pageInfo.endCursor
      expect(codes(await sandbox.gql(`{ dishes(after: "${outletCursor}") { totalCount } }`, withKey))).toEqual([
        "BAD_USER_INPUT",
      ])
    })

    it("filters by dietary labels, allergens, price and text", async () => {
      const vegan = await dishes({ first: 100, filter: { dietaryLabels: ["VEGAN"] } })
      expect(vegan.totalCount).toBeGreaterThan(20)
      expect(
        vegan.nodes.every((dish) => dish.dietaryLabels.includes("VEGAN") && dish.dietaryLabels.includes("VEGETARIAN")),
      ).toBe(true)
      const noNutsNoGluten = await dishes({ first: 100, filter: { excludeAllergens: ["NUTS", "GLUTEN"] } })
      expect(
        noNutsNoGluten.nodes.every((dish) => !dish.allergens.includes("NUTS") && !dish.allergens.includes("GLUTEN")),
      ).toBe(true)
      const cheap = await dishes({ first: 100, filter: { maxPrice: 5 } })
      expect(cheap.nodes.length).toBeGreaterThan(0)
      expect(
        cheap.nodes.every(
          (dish) =>
            dish.price.amount <= 5 && dish.price.currency === "CHF" && /^CHF \d+\.\d{2}$/.test(dish.price.formatted),
        ),
      ).toBe(true)
      const rosti = await dishes({ first: 100, filter: { search: "RÖSTI" } })
      expect(rosti.nodes.length).toBeGreaterThan(0)
      const percent = await dishes({ first: 10, filter: { search: "%" } })
      expect(percent.totalCount).toBe(0)
    })

    it("filters by availability on a date, consistent with isAvailableOn", async () => {
      const date = "2026-11-23"
      const response = await sandbox.gql(
        `query($date: Date!) {
          dishes(first: 100, filter: { availableOn: $date }) { totalCount nodes { isAvailableOn(date: $date) } }
          all: dishes(first: 100) { nodes { isAvailableOn(date: $date) } }
        }`,
        {
          ...withKey,
          variables: { date },
        },
      )
      const data = response.body.data as {
        dishes: { totalCount: number; nodes: { isAvailableOn: boolean }[] }
        all: { nodes: { isAvailableOn: boolean }[] }
      }
      expect(data.dishes.totalCount).toBeGreaterThan(0)
      expect(data.dishes.nodes.every((dish) => dish.isAvailableOn)).toBe(true)
      expect(data.all.nodes.some((dish) => !dish.isAvailableOn)).toBe(true)
    })

    it("rejects a date that does not exist", async () => {
      const response = await sandbox.gql('{ dishes(filter: { availableOn: "2026-02-30" }) { totalCount } }', withKey)
      expect(codes(response)).toEqual(["BAD_USER_INPUT"])
      expect(response.body.errors?.[0].message).toContain("YYYY-MM-DD")
    })

    it("filters outlets and categories, and nests categories and dishes under outlets", async () => {
      const response = await sandbox.gql(
        `{ outlets(filter: { city: "Zürich" }) { totalCount nodes {
          id name slug cuisine city address { street postalCode city country } openingHours { dayOfWeek opens closes }
          menuCategories(first: 3) {
            totalCount nodes { id name outlet { id } dishes(first: 2) { totalCount nodes { category { id } outlet { id } } } }
          }
        } } }`,
        withKey,
      )
      expect(response.body.errors).toBeUndefined()
      const outlets = (response.body.data as { outlets: { totalCount: number; nodes: Record<string, unknown>[] } })
        .outlets
      expect(outlets.totalCount).toBe(3)
      for (const outlet of outlets.nodes as {
        id: string
        city: string
        address: { city: string; country: string; postalCode: string }
        openingHours: { opens: string; closes: string }[]
        menuCategories: {
          totalCount: number
          nodes: {
            id: string
            outlet: { id: string }
            dishes: { totalCount: number; nodes: { category: { id: string }; outlet: { id: string } }[] }
          }[]
        }
      }[]) {
        expect(outlet.address).toMatchObject({ city: "Zürich", country: "CH" })
        expect(outlet.address.postalCode).toMatch(/^\d{4}$/)
        expect(outlet.openingHours.length).toBeGreaterThan(0)
        expect(
          outlet.openingHours.every((hours) => /^\d{2}:\d{2}$/.test(hours.opens) && hours.opens < hours.closes),
        ).toBe(true)
        expect(outlet.menuCategories.nodes).toHaveLength(3)
        expect(outlet.menuCategories.totalCount).toBeGreaterThanOrEqual(3)
        for (const category of outlet.menuCategories.nodes) {
          expect(category.outlet.id).toBe(outlet.id)
          expect(category.dishes.nodes).toHaveLength(2)
          expect(
            category.dishes.nodes.every((dish) => dish.category.id === category.id && dish.outlet.id === outlet.id),
          ).toBe(true)
        }
      }
    })

    it("looks up by id and slug, with null for unknown and malformed ids", async () => {
      const first = (
        await sandbox.gql("{ outlets(first: 1) { nodes { id slug } } dishes(first: 1) { nodes { id } } }", withKey)
      ).body.data as {
        outlets: { nodes: { id: string; slug: string }[] }
        dishes: { nodes: { id: string }[] }
      }
      const outlet = first.outlets.nodes[0]
      const response = await sandbox.gql(
        `{
          outlet(id: "${outlet.id}") { slug }
          outletBySlug(slug: "${outlet.slug}") { id }
          dish(id: "${first.dishes.nodes[0].id}") { id }
          missing: dish(id: "999999") { id }
          bad: outlet(id: "abc") { id }
        }`,
        withKey,
      )
      expect(response.body.data).toEqual({
        outlet: { slug: outlet.slug },
        outletBySlug: { id: outlet.id },
        dish: { id: first.dishes.nodes[0].id },
        missing: null,
        bad: null,
      })
    })

    it("marks deprecated fields with a reason", async () => {
      const response = await sandbox.gql(
        `{
          dish: __type(name: "Dish") { fields(includeDeprecated: true) { name isDeprecated deprecationReason } }
          outlet: __type(name: "Outlet") { fields(includeDeprecated: true) { name isDeprecated deprecationReason } }
        }`,
      )
      const data = response.body.data as Record<
        string,
        { fields: { name: string; isDeprecated: boolean; deprecationReason: string | null }[] }
      >
      expect(data.dish.fields.find((field) => field.name === "priceChf")).toEqual({
        name: "priceChf",
        isDeprecated: true,
        deprecationReason: "Use `price { amount currency }`, which names the currency. Removal on 2027-05-03.",
      })
      expect(data.outlet.fields.find((field) => field.name === "city")?.isDeprecated).toBe(true)
      expect(data.dish.fields.find((field) => field.name === "price")?.isDeprecated).toBe(false)
      const value = await sandbox.gql("{ dishes(first: 1) { nodes { priceChf price { amount } } } }", withKey)
      const dish = (value.body.data as { dishes: { nodes: { priceChf: number; price: { amount: number } }[] } }).dishes
        .nodes[0]
      expect(dish.priceChf).toBe(dish.price.amount)
    })
  })

  describe("batching", () => {
    it("loads a page of 50 dishes with their categories and outlets in a bounded number of statements", async () => {
      const counting = countStatements(db)
      const { yoga, close } = createSandboxYoga({
        config: testConfig(),
        db: counting.db,
        verifier: localTokenVerifier(),
      })
      const response = await postGraphql(
        yoga,
        "{ dishes(first: 50) { nodes { name category { name outlet { name } } outlet { name openingHours { opens } } } } }",
        withKey,
      )
      expect(response.body.errors).toBeUndefined()
      expect((response.body.data as { dishes: { nodes: unknown[] } }).dishes.nodes).toHaveLength(50)
      // api key, dishes page, categories by id, outlets by id, opening hours
      expect(counting.count()).toBe(5)

      counting.reset()
      const nested = await postGraphql(
        yoga,
        "{ outlets(first: 8) { nodes { menuCategories(first: 10) { totalCount nodes { dishes(first: 5) { totalCount nodes { name } } } } } } }",
        withKey,
      )
      expect(nested.body.errors).toBeUndefined()
      // api key, outlets page, categories per outlet + their count, dishes per category + their count
      expect(counting.count()).toBe(6)
      await close()
    })
  })
})

describe("sandbox HTTP behaviour", () => {
  let db: Database
  let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
  beforeAll(async () => {
    db = await prepareDatabase(testDatabases()[0][1])
    sandbox = await startTestSandbox(db, testConfig({ limits: { maxDepth: 6, maxCost: 2_000, maxBodyBytes: 5_000 } }))
  })
  afterAll(async () => {
    await sandbox.close()
    await db.close()
  })

  it("rejects an over-deep query", async () => {
    const response = await sandbox.gql(
      "{ dishes(first: 1) { nodes { category { outlet { menuCategories(first: 1) { nodes { outlet { name } } } } } } } }",
      withKey,
    )
    expect(codes(response)).toEqual(["QUERY_TOO_DEEP"])
    expect(response.body.errors?.[0].message).toBe(
      "Query depth 8: 2 over the limit of 6; ask for less nesting, or fetch the deeper data in a second request.",
    )
  })

  it("rejects a query whose pages multiply past the cost limit, counting variables", async () => {
    const query = "query($n: Int) { outlets(first: $n) { nodes { dishes(first: $n) { nodes { name } } } } }"
    expect(codes(await sandbox.gql(query, { ...withKey, variables: { n: 10 } }))).toEqual([])
    const response = await sandbox.gql(query, { ...withKey, variables: { n: 100 } })
    expect(codes(response)).toEqual(["QUERY_TOO_COMPLEX"])
    // 1 + 100 × (nodes 1 + dishes (1 + 100 × 2)) = 20,201, which is 18,201 over 2,000.
    expect(response.body.errors?.[0].message).toBe(
      "Query cost 20,201: 18,201 over the limit of 2,000; ask for fewer items with `first`.",
    )
    expect(response.body.extensions?.cost).toEqual({
      requestedQueryCost: 20_201,
      actualQueryCost: 0,
      maximumAvailable: 2_000,
      depth: 5,
      maximumDepth: 6,
    })
  })

  it("lets the full introspection query through", async () => {
    const response = await sandbox.gql(getIntrospectionQuery())
    expect(response.body.errors).toBeUndefined()
    expect((response.body.data as { __schema: { queryType: { name: string } } }).__schema.queryType.name).toBe("Query")
  })

  it("rejects a request body over the size limit", async () => {
    const response = await sandbox.yoga.fetch("http://sandbox.test/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: `{ client { id } } # ${"x".repeat(6_000)}` }),
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({
      errors: [{ message: "The request body is larger than 5000 bytes.", extensions: { code: "PAYLOAD_TOO_LARGE" } }],
    })
  })

  it("masks unexpected errors", async () => {
    const broken: Database = {
      ...db,
      query: async () => Promise.reject(new Error("connect ECONNREFUSED secret-db.internal:5432")),
    }
    const { yoga, close } = createSandboxYoga({
      config: testConfig(),
      db: broken,
      verifier: localTokenVerifier(),
    })
    const response = await postGraphql(yoga, "{ client { id } }", withKey)
    expect(response.body.errors?.map((error) => error.message)).toEqual(["Unexpected error."])
    expect(JSON.stringify(response.body)).not.toContain("secret-db")
    await close()
  })

  it("allows the site's origin (CORS) and no other", async () => {
    const preflight = (origin: string) =>
      sandbox.yoga.fetch("http://sandbox.test/graphql", {
        method: "OPTIONS",
        headers: {
          origin,
          "access-control-request-method": "POST",
          "access-control-request-headers": "api-key,authorization,content-type",
        },
      })
    const allowed = await preflight(SITE_ORIGIN)
    expect(allowed.headers.get("access-control-allow-origin")).toBe(SITE_ORIGIN)
    expect(allowed.headers.get("access-control-allow-headers")).toBe("content-type, api-key, authorization")
    const other = await preflight("https://evil.example")
    expect(other.headers.get("access-control-allow-origin")).not.toBe("https://evil.example")
  })

  it("answers GET /health with the database state", async () => {
    const response = await sandbox.yoga.fetch("http://sandbox.test/health")
    expect(await response.json()).toEqual({ status: "ok", database: "pglite" })
  })

  it("serves the schema file at GET /schema.graphql", async () => {
    const response = await sandbox.yoga.fetch("http://sandbox.test/schema.graphql")
    expect(response.status).toBe(200)
    expect(await response.text()).toBe(fs.readFileSync("content/schema.graphql", "utf8"))
  })
})
