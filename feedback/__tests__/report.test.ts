import type { Feedback } from "../../core/feedback"
import {
  buildReport,
  connect,
  feedbackStore,
  formatReportMarkdown,
  migrate,
  startLocalDatabase,
  type FeedbackStore,
  type LocalDatabase,
  type Source,
  type Sql,
} from ".."

jest.setTimeout(60_000)

const OLD = "2026-10-01T12:00:00.000Z"
const NEW = "2026-11-20T09:30:00.000Z"
const SINCE = new Date("2026-11-01T00:00:00Z")

/** A fresh store in memory, migrated. */
async function freshStore(): Promise<{ database: LocalDatabase; sql: Sql; store: FeedbackStore }> {
  const database = await startLocalDatabase(null)
  const sql = await connect(database.url)
  await migrate(sql)
  return { database, sql, store: feedbackStore(sql) }
}

/** Stores a piece through the store, then dates it (the store stamps now()). */
async function addAt(store: FeedbackStore, at: string, feedback: Feedback, source: Source = "reader") {
  const ids = await store.add(feedback, source)
  await store.sql.query("UPDATE feedback_events SET received_at = $1 WHERE id = ANY($2)", [at, ids])
}

async function statusAt(store: FeedbackStore, item: string, status: "in-progress" | "done", by: string, at: string) {
  await store.setStatus(item, status, by)
  await store.sql.query("UPDATE feedback_status SET set_at = $1 WHERE item = $2", [at, item])
}

describe("the feedback report, on a store with every kind", () => {
  let database: LocalDatabase
  let sql: Sql
  let store: FeedbackStore
  beforeAll(async () => {
    ;({ database, sql, store } = await freshStore())
    const page = (path: string, helpful: boolean, comment?: string): Feedback => ({
      kind: "page",
      page: path,
      helpful,
      ...(comment ? { comment } : {}),
    })
    // Pages: a 1 Yes 3 No; b 3 Yes and an old No; c 2 Yes and 2 No rolled into the daily counts long ago.
    await addAt(store, NEW, page("/docs/a/", true))
    await addAt(store, NEW, page("/docs/a/", false, "Too short"))
    await addAt(store, NEW, page("/docs/a/", false))
    await addAt(store, "2026-11-21T10:00:00Z", page("/docs/a/", false, "No example\nof paging"))
    for (let n = 0; n < 3; n++) await addAt(store, NEW, page("/docs/b/", true))
    await addAt(store, OLD, page("/docs/b/", false, "Outdated"))
    await addAt(store, NEW, page("/docs/c/", true))
    await addAt(store, NEW, page("/docs/c/", true))
    await sql.query(
      "INSERT INTO feedback_daily_counts (day, kind, subject, helpful, problem, events) VALUES ('2026-06-01', 'page', '/docs/c/', false, NULL, 2)",
    )
    // Examples and fields.
    const dishes = { kind: "example", page: "/docs/examples/dishes/", example: "Dishes" } as const
    await addAt(store, NEW, { ...dishes, problem: "differs", comment: "price is a string" })
    await addAt(store, NEW, { ...dishes, problem: "differs" })
    await addAt(store, OLD, { ...dishes, problem: "fails" })
    await addAt(store, NEW, { kind: "example", page: "/docs/examples/dishes/", example: "Outlets", problem: "unclear" })
    const price = { kind: "member", page: "/docs/graphql-schema/objects/dish/", member: "Dish.price" } as const
    await addAt(store, NEW, { ...price, problem: "unclear" })
    await addAt(store, NEW, { ...price, problem: "unclear", comment: "which currency?" })
    // Readers' searches.
    await addAt(store, NEW, {
      kind: "search",
      searches: [
        { query: "webhooks", results: 0 },
        { query: "Webhooks", results: 0 },
        { query: "webhooks", results: 0 },
        { query: "rate limt", results: 0 },
        { query: "price", results: 9, picked: { rank: 5, url: "/docs/graphql-schema/objects/dish/#price" } },
        { query: "price", results: 9, picked: { rank: 7, url: "/docs/graphql-schema/objects/dish/#price" } },
        { query: "price", results: 9, picked: { rank: 1, url: "/docs/graphql-schema/objects/dish/" } },
        { query: "dish", results: 3, picked: { rank: 2, url: "/docs/graphql-schema/objects/dish/" } },
      ],
    })
    await addAt(store, OLD, { kind: "search", searches: [{ query: "graphql ide", results: 0 }] })
    await addAt(store, OLD, {
      kind: "search",
      searches: [{ query: "outlets", results: 4, picked: { rank: 4, url: "/docs/examples/outlets/" } }],
    })
    // Agents.
    await addAt(store, NEW, { kind: "agent", page: "/docs/a/", helpful: false, comment: "No cursor example" }, "agent")
    await addAt(store, NEW, { kind: "agent", member: "Dish.price", helpful: true }, "agent")
    await addAt(store, NEW, { kind: "agent-search", query: "webhooks" }, "agent")
    await addAt(store, NEW, { kind: "agent-search", query: "webhooks" }, "agent")
    await addAt(store, OLD, { kind: "agent-search", query: "subscriptions" }, "agent")
    const run = { kind: "agent-run", code: "GRAPHQL_VALIDATION_FAILED" } as const
    await addAt(store, NEW, { ...run, fields: ["Dish.calories"] }, "agent")
    await addAt(store, NEW, { ...run, fields: ["Dish.calories", "Dish.size"] }, "agent")
    await addAt(store, NEW, { kind: "agent-run", code: "UNAUTHENTICATED", fields: [] }, "agent")
    // Statuses.
    await statusAt(store, "/docs/a/", "in-progress", "writer@example.ch", "2026-11-22T08:00:00Z")
    await statusAt(store, "search:webhooks", "done", "other@example.ch", "2026-11-23T08:00:00Z")
  })
  afterAll(async () => {
    await sql.close()
    await database.stop()
  })

  it("ranks pages by their share of No, counting the daily counts, each with its comments, dates and status", async () => {
    const report = await buildReport(sql)
    expect(report.pages.map(({ subject, yes, no, shareNo }) => ({ subject, yes, no, shareNo }))).toEqual([
      { subject: "/docs/a/", yes: 1, no: 3, shareNo: 0.75 },
      { subject: "/docs/c/", yes: 2, no: 2, shareNo: 0.5 },
      { subject: "/docs/b/", yes: 3, no: 1, shareNo: 0.25 },
    ])
    const [a, , b] = report.pages
    expect(a).toMatchObject({
      item: "/docs/a/",
      status: "in-progress",
      setBy: "writer@example.ch",
      setAt: "2026-11-22T08:00:00.000Z",
    })
    // Newest first.
    expect(a.comments).toEqual([
      {
        at: "2026-11-21T10:00:00.000Z",
        subject: "/docs/a/",
        comment: "No example\nof paging",
        helpful: false,
        problem: null,
      },
      { at: NEW, subject: "/docs/a/", comment: "Too short", helpful: false, problem: null },
    ])
    expect(b).toMatchObject({ item: "/docs/b/", status: "new", setBy: null, setAt: null })
    expect(b.comments.map((comment) => comment.comment)).toEqual(["Outdated"])
  })

  it("counts examples' and fields' reports by problem, most reported first", async () => {
    const report = await buildReport(sql)
    expect(
      report.examples.map(({ subject, page, target, reports, problems }) => ({
        subject,
        page,
        target,
        reports,
        problems,
      })),
    ).toEqual([
      {
        subject: "/docs/examples/dishes/#Dishes",
        page: "/docs/examples/dishes/",
        target: "Dishes",
        reports: 3,
        problems: { differs: 2, fails: 1, unclear: 0 },
      },
      {
        subject: "/docs/examples/dishes/#Outlets",
        page: "/docs/examples/dishes/",
        target: "Outlets",
        reports: 1,
        problems: { differs: 0, fails: 0, unclear: 1 },
      },
    ])
    expect(report.examples[0].comments).toEqual([
      {
        at: NEW,
        subject: "/docs/examples/dishes/#Dishes",
        comment: "price is a string",
        helpful: null,
        problem: "differs",
      },
    ])
    expect(report.fields).toMatchObject([
      {
        subject: "/docs/graphql-schema/objects/dish/#Dish.price",
        target: "Dish.price",
        reports: 2,
        problems: { unclear: 2 },
        status: "new",
        comments: [{ comment: "which currency?" }],
      },
    ])
  })

  it("lists empty searches by count, ignoring case, with their closest page and status", async () => {
    const asked: string[] = []
    const report = await buildReport(sql, {
      closestPage: (query) => {
        asked.push(query)
        return query === "rate limt" ? { title: "Limits (Access the API)", url: "/docs/access-the-api/#limits" } : null
      },
    })
    expect(report.closestPages).toBe(true)
    expect(report.emptySearches).toEqual([
      {
        item: "search:webhooks",
        status: "done",
        setBy: "other@example.ch",
        setAt: "2026-11-23T08:00:00.000Z",
        query: "webhooks",
        searches: 3,
        lastAt: NEW,
        closestPage: null,
      },
      {
        item: "search:graphql ide",
        status: "new",
        setBy: null,
        setAt: null,
        query: "graphql ide",
        searches: 1,
        lastAt: OLD,
        closestPage: null,
      },
      {
        item: "search:rate limt",
        status: "new",
        setBy: null,
        setAt: null,
        query: "rate limt",
        searches: 1,
        lastAt: NEW,
        closestPage: { title: "Limits (Access the API)", url: "/docs/access-the-api/#limits" },
      },
    ])
    expect(asked).toEqual(expect.arrayContaining(["webhooks", "graphql ide", "rate limt", "subscriptions"]))
    expect((await buildReport(sql)).closestPages).toBe(false)
  })

  it("lists searches whose pick came at rank 4 or lower, with the picks of the query", async () => {
    const report = await buildReport(sql)
    expect(report.lowPicks).toEqual([
      {
        item: "search:price",
        status: "new",
        setBy: null,
        setAt: null,
        query: "price",
        picks: 3,
        lowPicks: 2,
        averageRank: 6,
        picked: "/docs/graphql-schema/objects/dish/#price",
      },
      {
        item: "search:outlets",
        status: "new",
        setBy: null,
        setAt: null,
        query: "outlets",
        picks: 1,
        lowPicks: 1,
        averageRank: 4,
        picked: "/docs/examples/outlets/",
      },
    ])
  })

  it("lists agents' empty searches, votes with comments, and run_operation failures with their fields", async () => {
    const { agents } = await buildReport(sql)
    expect(
      agents.emptySearches.map(({ item, query, searches, status }) => ({ item, query, searches, status })),
    ).toEqual([
      // The same item as readers' search for it, so one status covers both.
      { item: "search:webhooks", query: "webhooks", searches: 2, status: "done" },
      { item: "search:subscriptions", query: "subscriptions", searches: 1, status: "new" },
    ])
    expect(agents.feedback).toMatchObject([
      {
        subject: "/docs/a/",
        yes: 0,
        no: 1,
        shareNo: 1,
        status: "in-progress",
        comments: [{ comment: "No cursor example", helpful: false }],
      },
      { subject: "Dish.price", yes: 1, no: 0, shareNo: 0, status: "new", comments: [] },
    ])
    expect(agents.runs).toEqual([
      {
        item: "(run_operation GRAPHQL_VALIDATION_FAILED)",
        status: "new",
        setBy: null,
        setAt: null,
        subject: "(run_operation GRAPHQL_VALIDATION_FAILED)",
        code: "GRAPHQL_VALIDATION_FAILED",
        failures: 2,
        fields: [
          { name: "Dish.calories", count: 2 },
          { name: "Dish.size", count: 1 },
        ],
      },
      {
        item: "(run_operation UNAUTHENTICATED)",
        status: "new",
        setBy: null,
        setAt: null,
        subject: "(run_operation UNAUTHENTICATED)",
        code: "UNAUTHENTICATED",
        failures: 1,
        fields: [],
      },
    ])
  })

  it("counts only what came since the date given, daily counts included from that day", async () => {
    const report = await buildReport(sql, { since: SINCE })
    expect(report.since).toBe("2026-11-01T00:00:00.000Z")
    expect(report.pages.map(({ subject, yes, no }) => ({ subject, yes, no }))).toEqual([
      { subject: "/docs/a/", yes: 1, no: 3 },
      { subject: "/docs/b/", yes: 3, no: 0 },
      { subject: "/docs/c/", yes: 2, no: 0 },
    ])
    expect(report.pages[1].comments).toEqual([])
    expect(report.examples[0]).toMatchObject({ reports: 2, problems: { differs: 2, fails: 0 } })
    expect(report.emptySearches.map((search) => search.query)).toEqual(["webhooks", "rate limt"])
    expect(report.lowPicks.map((search) => search.query)).toEqual(["price"])
    expect(report.agents.emptySearches.map((search) => search.query)).toEqual(["webhooks"])
    const all = await buildReport(sql)
    expect(report.events).toBeLessThan(all.events)
    expect(all.events).toBe(Number((await sql.query<{ n: string }>("SELECT count(*) AS n FROM feedback_events"))[0].n))
    // The daily counts of a day on or after the date count.
    const fromJune = await buildReport(sql, { since: new Date("2026-06-01T00:00:00Z") })
    expect(fromJune.pages.find((page) => page.subject === "/docs/c/")).toMatchObject({ yes: 2, no: 2 })
  })
})

describe("the feedback report as Markdown", () => {
  let database: LocalDatabase
  let sql: Sql
  beforeAll(async () => {
    let store: FeedbackStore
    ;({ database, sql, store } = await freshStore())
    await addAt(store, NEW, { kind: "page", page: "/docs/a/", helpful: false, comment: "Too short" })
    await addAt(store, NEW, { kind: "page", page: "/docs/a/", helpful: true })
    await addAt(store, NEW, { kind: "example", page: "/docs/x/", example: "Dishes", problem: "fails" })
    await addAt(store, NEW, {
      kind: "search",
      searches: [
        { query: "webhooks", results: 0 },
        { query: "price", results: 9, picked: { rank: 5, url: "/docs/y/#price" } },
      ],
    })
    await addAt(store, NEW, { kind: "agent-run", code: "UNAUTHENTICATED", fields: ["me"] }, "agent")
    await statusAt(store, "/docs/a/", "done", "writer@example.ch", "2026-11-22T08:00:00Z")
  })
  afterAll(async () => {
    await sql.close()
    await database.stop()
  })

  it("says each section in a line per item, with its status, who set it and when", async () => {
    const report = await buildReport(sql, {
      since: SINCE,
      now: new Date("2026-11-28T10:15:00Z"),
      closestPage: (query) => (query === "webhooks" ? null : { title: "?", url: "/" }),
    })
    expect(formatReportMarkdown(report)).toBe(
      [
        "# Feedback report",
        "",
        "Since 2026-11-01: 6 events (older ones as daily counts) · made 2026-11-28 10:15 UTC",
        "",
        "## Pages, by share of No",
        "",
        "- /docs/a/: 50% No (1 No, 1 Yes) · done (writer@example.ch, 2026-11-22)",
        "  - 2026-11-20 /docs/a/ (No): “Too short”",
        "",
        "## Examples reported",
        "",
        "- /docs/x/#Dishes: 1 report (It fails 1) · new",
        "",
        "## Fields flagged",
        "",
        "None.",
        "",
        "## Searches with no result",
        "",
        "- “webhooks”: 1 search, last 2026-11-20 · closest: none · new",
        "",
        "## Searches picked at rank 4 or lower",
        "",
        "- “price”: 1 of 1 pick at rank 4+ (average 5), most often /docs/y/#price · new",
        "",
        "## Agents: searches with no result",
        "",
        "None.",
        "",
        "## Agents: feedback",
        "",
        "None.",
        "",
        "## Agents: run_operation failures",
        "",
        "- UNAUTHENTICATED: 1 failure (fields: me 1) · new",
        "",
      ].join("\n"),
    )
  })

  it("says once, under the searches, that the closest pages need a build", async () => {
    const markdown = formatReportMarkdown(await buildReport(sql))
    expect(markdown).toContain(
      "## Searches with no result\n\n(build the site for the closest page)\n\n- “webhooks”: 1 search, last 2026-11-20 · new\n",
    )
  })
})
