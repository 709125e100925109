import { runScript } from "../harness/run-script"
import fs from "node:fs"
import type { GraphQLObjectType } from "graphql"
import { SCHEMA_SOURCE, buildSchemaFromText } from "../../schema"
import { DEMO_KEY, TEST_ID_TOKEN, serveTestSandbox, type ServedSandbox } from "../../sandbox/src/__tests__/test-sandbox"
import type { Database } from "../../sandbox/src/db"
import {
  checkLive,
  compareAnswer,
  costDifference,
  docExamples,
  formatLiveCheck,
  hasDrift,
  referenceExamples,
  whereOf,
  type LiveCheck,
  type LiveExample,
  validateExample,
} from "../lib/check-live"
import { docFiles } from "../../doc-examples"
import { LiveApiError, liveRunner } from "../lib/live-api"
import { startRedirectingApi } from "../lib/redirecting-api"

jest.setTimeout(120_000)

const OURS = fs.readFileSync(SCHEMA_SOURCE, "utf8")
/** The docs' schema, with its cost directives: what the docs' cost figures are measured with. */
const DOCS_SCHEMA = buildSchemaFromText(SCHEMA_SOURCE, OURS).schema
const credentials = { apiKey: DEMO_KEY, idToken: TEST_ID_TOKEN }

/** Runs `npm run docs:check-live -- --api url` as the nightly job does, with the sandbox's credentials. */
const runCommand = (url: string) =>
  runScript("scripts/docs-check-live.ts", ["--api", url], {
    env: { DOCS_API_KEY: DEMO_KEY, DOCS_ID_TOKEN: TEST_ID_TOKEN },
  })

/** Every example the site shows, checked against a sandbox that serves `schemaText` on `db`. */
async function checkAgainst(db: Database, schemaText?: string): Promise<LiveCheck> {
  const sandbox: ServedSandbox = await serveTestSandbox({ schemaText, db })
  try {
    const examples = [...(await docExamples(docFiles())), ...referenceExamples(DOCS_SCHEMA, SCHEMA_SOURCE, true)]
    const runner = liveRunner(sandbox.url, credentials, true)
    return await checkLive(sandbox.url, credentials, examples, runner, DOCS_SCHEMA)
  } finally {
    await sandbox.close()
  }
}

/** "where  operation  verdict  details" for each example whose verdict is not "same shape". */
const notSame = (check: LiveCheck) =>
  check.reports
    .filter((report) => report.verdict !== "same shape")
    .map(
      (report) =>
        `${whereOf(report.example)}  ${report.example.operation}  ${report.verdict}  ${report.details.join("; ")}`,
    )

describe("docs:check-live against a sandbox on a port", () => {
  // One seeded database for every sandbox below (seeding takes seconds); the test that changes its values runs last.
  let db: Database
  let close: () => Promise<void>
  beforeAll(async () => {
    const first = await serveTestSandbox()
    db = first.db
    close = first.close
  })
  afterAll(() => close())

  it("finds no drift against the sandbox as it is, and checks every example of the site", async () => {
    const check = await checkAgainst(db)
    console.info(
      `docs:check-live over ${check.reports.length} examples against the sandbox: ${(check.milliseconds / 1000).toFixed(2)} s`,
    )
    expect(notSame(check)).toEqual([])
    // The sandbox counts with the docs' schema and rule, so no figure differs and no line says so.
    expect(check.reports.filter((report) => report.cost !== null)).toEqual([])
    expect(formatLiveCheck(check)).not.toMatch(/^cost {2}/m)
    expect(check.reports.filter((report) => report.example.reference === null).length).toBeGreaterThanOrEqual(30)
    expect(check.reports.filter((report) => report.example.reference !== null).length).toBe(11)
    expect(hasDrift(check)).toBe(false)
    const n = check.reports.length
    expect(formatLiveCheck(check).split("\n").at(-1)).toBe(
      `docs:check-live: ${n} examples against ${check.url} in ${(check.milliseconds / 1000).toFixed(1)} s: ` +
        `${n} same shape, 0 drift, 0 not valid, 0 skipped.`,
    )
  })

  it("names the examples that select a field the API removed, before sending them", async () => {
    const removed = OURS.replace('  "What the dish is, in a sentence."\n  description: String!\n', "")
    expect(removed).not.toBe(OURS)
    const check = await checkAgainst(db, removed)
    expect(notSame(check)).toEqual(EXPECTED_REMOVED)
    expect(hasDrift(check)).toBe(true)
  })

  it("names the examples that select a field whose type changed, with the difference", async () => {
    const changed = OURS.replace(
      '  "The amount, for example `14.5`."\n  amount: Float!',
      '  "The amount, for example `14.50`."\n  amount: String!',
    )
    expect(changed).not.toBe(OURS)
    const check = await checkAgainst(db, changed)
    expect(notSame(check)).toEqual(EXPECTED_CHANGED)
    expect(hasDrift(check)).toBe(true)
  })

  it("as the command the nightly job runs, exits 1 when an answer's shape drifts, naming the example", async () => {
    // Dish.name an Int: every example that selects it gets a number where the docs show a string.
    const changed = OURS.replace(
      '  "The name of the dish."\n  name: String!',
      '  "The name of the dish."\n  name: Int!',
    )
    expect(changed).not.toBe(OURS)
    const sandbox = await serveTestSandbox({ schemaText: changed, db })
    try {
      const run = await runCommand(sandbox.url)
      const lines = run.stdout.split("\n")
      expect(
        lines.filter((line) => / {2}drift {2}data\.[^ ]*name: a string in the docs, a number from the API/.test(line))
          .length,
      ).toBeGreaterThan(5)
      expect(lines.at(-2)).toMatch(
        /^docs:check-live: \d+ examples against .+: \d+ same shape, \d+ drift, 0 not valid, \d+ skipped\.$/,
      )
      expect(run.status).toBe(1)
    } finally {
      await sandbox.close()
    }
  })

  it("as the command, warns of each example the API counts at another cost than the docs, and exits 0", async () => {
    // A gateway whose rule weighs Dish.description 5: the examples that select it cost more there than the docs say.
    const heavier = OURS.replace("  description: String!\n", "  description: String! @cost(weight: 5)\n")
    expect(heavier).not.toBe(OURS)
    const sandbox = await serveTestSandbox({ schemaText: heavier, db })
    try {
      const run = await runCommand(sandbox.url)
      expect(run.stdout.split("\n").filter((line) => line.startsWith("cost  "))).toEqual(EXPECTED_HEAVIER)
      expect(run.stdout.split("\n").at(-2)).toMatch(
        /^docs:check-live: \d+ examples against .+: \d+ same shape, 0 drift, 0 not valid, \d+ skipped, 5 counted at another cost by the API\.$/,
      )
      expect(run.status).toBe(0)
    } finally {
      await sandbox.close()
    }
  })

  it("counts an example the API answers with no GraphQL at all as drift, and goes on with the others", async () => {
    const sandbox = await serveTestSandbox({ db })
    try {
      const live = liveRunner(sandbox.url, credentials, true)
      const failing = {
        ...live,
        run: (example: Parameters<typeof live.run>[0]) =>
          example.operationName === "SearchDishes"
            ? Promise.reject(new LiveApiError(sandbox.url, "HTTP 502 Bad Gateway"))
            : live.run(example),
      }
      const check = await checkLive(sandbox.url, credentials, await docExamples(docFiles()), failing, DOCS_SCHEMA)
      expect(notSame(check)).toEqual([
        "content/docs/examples/dishes.mdx:355  SearchDishes  drift  no GraphQL answer: HTTP 502 Bad Gateway",
      ])
    } finally {
      await sandbox.close()
    }
  })

  it("as the command, follows no redirect to another origin with the key, and says where it pointed", async () => {
    const sandbox = await serveTestSandbox({ db })
    const api = await startRedirectingApi(sandbox.url, "elsewhere")
    try {
      const run = await runCommand(api.apiUrl)
      expect(run.status).toBe(1)
      expect(run.stderr.trim()).toBe(
        `docs:check-live: ${api.apiUrl}: The API answered HTTP 307, a redirect to ${api.elsewhereOrigin}/collect; ` +
          "your credentials were not sent there.",
      )
      expect(api.toElsewhere).toEqual([])
      // The one redirect on the API's own origin is followed, with the key: the same check passes.
      api.setMode("same-origin")
      const same = await runCommand(api.apiUrl)
      expect(same.stdout.split("\n").at(-2)).toMatch(
        /^docs:check-live: \d+ examples against .+: \d+ same shape, 0 drift, 0 not valid/,
      )
      expect(same.status).toBe(0)
      expect(api.toApi.filter((request) => request.path === "/moved/graphql?from=redirect").length).toBeGreaterThan(0)
      expect(api.toApi.every((request) => request.headers["api-key"] === DEMO_KEY)).toBe(true)
      expect(api.toElsewhere).toEqual([])
    } finally {
      await api.close()
      await sandbox.close()
    }
  })

  it("finds no drift when the values and list lengths differ", async () => {
    await db.query("UPDATE dishes SET name = 'Dish ' || id, description = 'Other.', price_cents = price_cents + 150")
    await db.query("UPDATE outlets SET name = upper(name), city = 'Bern'")
    await db.query("DELETE FROM dishes WHERE id % 3 = 0")
    const check = await checkAgainst(db)
    expect(notSame(check)).toEqual([])
  })
})

// Exactly the examples that select Dish.description: two of the dish examples, the intro's, and the reference's dish and dishes.
const EXPECTED_REMOVED = [
  'content/docs/examples/dishes.mdx:87  Dish  not valid  Cannot query field "description" on type "Dish".',
  'content/docs/examples/dishes.mdx:355  SearchDishes  not valid  Cannot query field "description" on type "Dish".',
  'content/docs/graphql-intro.mdx:112  Dish  not valid  Cannot query field "description" on type "Dish".',
  'content/schema.graphql:89 (reference, Query.dish)  Dish  not valid  Cannot query field "description" on type "Dish".',
  'content/schema.graphql:95 (reference, Query.dishes)  Dishes  not valid  Cannot query field "description" on type "Dish".',
]
// Exactly the one example that selects price { amount }.
const EXPECTED_CHANGED = [
  "content/docs/examples/dishes.mdx:15  Dishes  drift  data.dishes.nodes[].price.amount: a number in the docs, a string from the API",
]

// The same examples as EXPECTED_REMOVED: each description counts 4 more for every dish it is asked for.
const EXPECTED_HEAVIER = [
  "cost  content/docs/examples/dishes.mdx:87  Dish  the API counts 15, the docs show 11",
  "cost  content/docs/examples/dishes.mdx:355  SearchDishes  the API counts 31, the docs show 19",
  "cost  content/docs/graphql-intro.mdx:112  Dish  the API counts 7, the docs show 3",
  "cost  content/schema.graphql:89 (reference, Query.dish)  Dish  the API counts 10, the docs show 6",
  "cost  content/schema.graphql:95 (reference, Query.dishes)  Dishes  the API counts 49, the docs show 37",
]

describe("compareAnswer", () => {
  const reference: LiveExample = {
    file: SCHEMA_SOURCE,
    line: 27,
    reference: "Query.me",
    operation: "Me",
    query: "query Me { me { id } }",
    variables: null,
    operationName: "Me",
    options: { auth: "apiKey", expect: "data", tab: null },
    recorded: undefined,
  }
  const unauthenticated = {
    data: { me: null },
    errors: [{ message: "Sign in.", extensions: { code: "UNAUTHENTICATED" } }],
  }

  it("skips a reference example refused for want of a token it was not given, and counts any other error as drift", () => {
    expect(compareAnswer(reference, unauthenticated)).toEqual({
      verdict: "skipped",
      details: ["it needs a signed-in user's identity token in DOCS_ID_TOKEN"],
    })
    expect(compareAnswer({ ...reference, options: { ...reference.options, auth: "user" } }, unauthenticated)).toEqual({
      verdict: "drift",
      details: ["an error where the docs show data: UNAUTHENTICATED: Sign in."],
    })
    expect(compareAnswer(reference, { data: { me: { id: "1" } } })).toEqual({ verdict: "same shape", details: [] })
  })
})

describe("validateExample against the live API's schema", () => {
  const example: LiveExample = {
    file: "content/docs/examples/dishes.mdx",
    line: 15,
    reference: null,
    operation: "Dishes",
    query: "query Dishes {\n  dishes(first: 2) {\n    nodes {\n      name\n      priceChf\n    }\n  }\n}",
    variables: null,
    operationName: "Dishes",
    options: { auth: "apiKey", expect: "data", tab: null },
    recorded: { data: { dishes: { nodes: [] } } },
  }

  it("names each deprecated field an example uses, with file:line and the reason, as the build does", () => {
    const schema = buildSchemaFromText(SCHEMA_SOURCE, OURS).schema
    const reason = (schema.getType("Dish") as GraphQLObjectType).getFields().priceChf.deprecationReason
    expect(validateExample(schema, example)).toEqual({
      errors: [],
      deprecations: [`content/docs/examples/dishes.mdx:20: Dish.priceChf is deprecated: ${reason}`],
    })
  })

  it("names a field the schema does not have, and no deprecation then", () => {
    const schema = buildSchemaFromText(
      SCHEMA_SOURCE,
      OURS.replace('  "The name of the dish."\n  name: String!\n', ""),
    ).schema
    expect(validateExample(schema, example)).toEqual({
      errors: ['Cannot query field "name" on type "Dish".'],
      deprecations: [],
    })
  })
})

describe("costDifference", () => {
  const example: LiveExample = {
    file: "content/docs/examples/dishes.mdx",
    line: 15,
    reference: null,
    operation: "Dishes",
    query: "query Dishes($first: Int) { dishes(first: $first) { nodes { name } } }",
    variables: '{ "first": 200 }',
    operationName: "Dishes",
    options: { auth: "apiKey", expect: "data", tab: null },
    recorded: { data: { dishes: { nodes: [] } } },
  }
  const answer = (requestedQueryCost: unknown) => ({ data: {}, extensions: { cost: { requestedQueryCost } } })

  it("names the API's figure and the docs', counted with the example's variables, when they differ", () => {
    // 1 for dishes, and 2 for each of the 200 dishes asked for.
    expect(costDifference(DOCS_SCHEMA, example, answer(480))).toBe("the API counts 480, the docs show 401")
    expect(costDifference(DOCS_SCHEMA, example, answer(20_480))).toBe("the API counts 20,480, the docs show 401")
  })

  it("is null when they agree, and when the answer says nothing of its cost", () => {
    expect(costDifference(DOCS_SCHEMA, example, answer(401))).toBeNull()
    // A variable's default counts, as the API coerces it: 1 + 2 × 5, not the argument's default of 20.
    const withDefault = { ...example, query: example.query.replace("$first: Int", "$first: Int = 5"), variables: null }
    expect(costDifference(DOCS_SCHEMA, withDefault, answer(11))).toBeNull()
    expect(costDifference(DOCS_SCHEMA, { ...example, variables: null }, answer(41))).toBeNull()
    expect(costDifference(DOCS_SCHEMA, example, { data: {} })).toBeNull()
    expect(costDifference(DOCS_SCHEMA, example, answer("401"))).toBeNull()
  })
})
