import { REMOVED } from "../../core/feedback"
import {
  EXPIRE_EVERY_MS,
  connect,
  feedbackStore,
  migrate,
  readMigrations,
  startLocalDatabase,
  storeFeedback,
  type LocalDatabase,
  type Sql,
} from ".."

jest.setTimeout(60_000)

let database: LocalDatabase
let sql: Sql
beforeAll(async () => {
  database = await startLocalDatabase(null)
  sql = await connect(database.url)
  await migrate(sql)
})
afterAll(async () => {
  await sql.close()
  await database.stop()
})

describe("migrate", () => {
  it("runs every migration on an empty database, and only the newer ones on one at the previous version", async () => {
    const migrations = readMigrations()
    expect(migrations.map((migration) => migration.version)).toEqual(["0001", "0002"])
    expect(await sql.query("SELECT version FROM feedback_migrations ORDER BY version")).toEqual([
      { version: "0001" },
      { version: "0002" },
    ])
    // A database of its own, at the version before the newest.
    const older = await startLocalDatabase(null)
    const olderSql = await connect(older.url)
    try {
      expect(await migrate(olderSql, migrations.slice(0, -1))).toEqual(["0001"])
      await olderSql.query("INSERT INTO feedback_events (source, kind, subject) VALUES ('reader', 'page', '/docs/')")
      expect(await migrate(olderSql, migrations)).toEqual(["0002"])
      expect(await migrate(olderSql, migrations)).toEqual([])
      // The data of the earlier version is still there, and the new table is usable.
      expect(await olderSql.query("SELECT subject FROM feedback_events")).toEqual([{ subject: "/docs/" }])
      await olderSql.query(
        "INSERT INTO feedback_status (item, status, set_by) VALUES ('/docs/', 'done', 'w@example.ch')",
      )
    } finally {
      await olderSql.close()
      await older.stop()
    }
  })
})

describe("the store", () => {
  const store = () => feedbackStore(sql)

  it("commits a piece with its exact subject, secrets removed", async () => {
    const [id] = await store().add(
      {
        kind: "example",
        page: "/docs/examples/dishes/",
        example: "Dishes",
        problem: "differs",
        comment: "with zfv_live_key_1234567 and Bearer abc.def.ghi from me@example.ch",
      },
      "reader",
    )
    expect(
      await sql.query(
        "SELECT source, kind, subject, page, target, problem, comment FROM feedback_events WHERE id = $1",
        [id],
      ),
    ).toEqual([
      {
        source: "reader",
        kind: "example",
        subject: "/docs/examples/dishes/#Dishes",
        page: "/docs/examples/dishes/",
        target: "Dishes",
        problem: "differs",
        comment: `with ${REMOVED} and ${REMOVED} from ${REMOVED}`,
      },
    ])
  })

  it("stores a search batch as a row per search, with the pick's rank", async () => {
    const ids = await store().add(
      {
        kind: "search",
        searches: [
          { query: "webhooks", results: 0 },
          { query: "price", results: 9, picked: { rank: 5, url: "/docs/x/" } },
        ],
      },
      "reader",
    )
    expect(ids).toHaveLength(2)
    expect(
      await sql.query("SELECT query, results, pick_rank FROM feedback_events WHERE id = ANY($1) ORDER BY id", [ids]),
    ).toEqual([
      { query: "webhooks", results: 0, pick_rank: null },
      { query: "price", results: 9, pick_rank: 5 },
    ])
  })

  it("keeps a status per item, with who set it", async () => {
    await store().setStatus("/docs/examples/dishes/#Dishes", "in-progress", "writer@example.ch")
    await store().setStatus("/docs/examples/dishes/#Dishes", "done", "other@example.ch")
    expect(
      await sql.query("SELECT status, set_by FROM feedback_status WHERE item = $1", ["/docs/examples/dishes/#Dishes"]),
    ).toEqual([{ status: "done", set_by: "other@example.ch" }])
  })

  it("deletes events after 90 days and keeps their counts", async () => {
    for (const days of [100, 100, 10])
      await sql.query(
        "INSERT INTO feedback_events (received_at, source, kind, subject, helpful) " +
          "VALUES (now() - make_interval(days => $1), 'reader', 'page', '/old/', false)",
        [days],
      )
    expect(await store().expire()).toBe(2)
    expect(await sql.query("SELECT count(*)::int AS n FROM feedback_events WHERE subject = '/old/'")).toEqual([
      { n: 1 },
    ])
    expect(await sql.query("SELECT kind, subject, helpful, events FROM feedback_daily_counts")).toEqual([
      { kind: "page", subject: "/old/", helpful: false, events: 2 },
    ])
  })
})

describe("the retention with no scheduler", () => {
  const oldEvent = (subject: string) =>
    sql.query(
      "INSERT INTO feedback_events (received_at, source, kind, subject, comment) " +
        "VALUES (now() - make_interval(days => 91), 'reader', 'page', $1, 'an old comment')",
      [subject],
    )
  const events = async (subject: string) =>
    (await sql.query<{ n: number }>("SELECT count(*)::int AS n FROM feedback_events WHERE subject = $1", [subject]))[0]
      .n

  it("a stored piece rolls up what is older than 90 days, at most once an hour per store", async () => {
    const store = feedbackStore(sql)
    const now = new Date()
    await oldEvent("/expired-1/")
    await storeFeedback(store, { kind: "page", page: "/docs/", helpful: true }, "reader", () => {})
    expect(await events("/expired-1/")).toBe(0)
    await oldEvent("/expired-2/")
    expect(await store.expireIfDue(new Date(now.getTime() + EXPIRE_EVERY_MS / 2))).toBe(0)
    expect(await events("/expired-2/")).toBe(1)
    expect(await store.expireIfDue(new Date(now.getTime() + EXPIRE_EVERY_MS + 1000))).toBe(1)
    expect(await events("/expired-2/")).toBe(0)
  })

  it("an expiry that fails is logged, the piece stays stored, and the next call tries again", async () => {
    const store = feedbackStore(sql)
    const expire = jest.spyOn(store, "expire").mockRejectedValueOnce(new Error("disk full\nat frame"))
    const logged: string[] = []
    await storeFeedback(store, { kind: "page", page: "/docs/kept/", helpful: true }, "reader", (line) =>
      logged.push(line),
    )
    expect(logged).toEqual(["feedback expiry error: disk full"])
    expect(await events("/docs/kept/")).toBe(1)
    await oldEvent("/expired-3/")
    await store.expireIfDue()
    expect(expire).toHaveBeenCalledTimes(2)
    expect(await events("/expired-3/")).toBe(0)
  })
})
