import http from "node:http"
import type { AddressInfo } from "node:net"
import { loadOnce } from "../../core/load-once"
import { connect, feedbackStore, migrate, startLocalDatabase, type LocalDatabase, type Sql } from ".."
import type { FeedbackReport } from "../src/report"
import {
  bearerToken,
  createWritersHandler,
  sinceOf,
  statusRequestProblems,
  writersRoute,
  type VerifiedToken,
  type WritersEndpointConfig,
} from "../src/writers"

jest.setTimeout(90_000)

/** The tokens the fake verifier knows, as firebase-admin's verifyIdToken would decode them. */
const TOKENS: Record<string, VerifiedToken> = {
  "writer-token": { uid: "w1", email: "wanda@example.ch", writer: true },
  "reader-token": { uid: "r1", email: "rita@example.ch" },
  "claim-as-text-token": { uid: "r2", email: "text@example.ch", writer: "true" },
}
const verifyToken = async (token: string) => {
  const claims = TOKENS[token]
  if (!claims) throw new Error(`Decoding Firebase ID token failed: ${token}`)
  return claims
}

const NOW = Date.parse("2026-11-28T10:00:00Z")

async function endpoint(url: string, options: Partial<WritersEndpointConfig> = {}) {
  const sqls: Sql[] = []
  const lines: string[] = []
  const handle = createWritersHandler({
    store: loadOnce(async () => {
      const sql = await connect(url)
      sqls.push(sql)
      await migrate(sql)
      return feedbackStore(sql)
    }),
    verifyToken,
    now: () => NOW,
    log: (line) => lines.push(line),
    ...options,
  })
  const server = http.createServer((req, res) => void handle(req, res))
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    lines,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      for (const sql of sqls) await sql.close().catch(() => {})
    },
  }
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` })
const postStatus = (base: string, body: unknown, token = "writer-token") =>
  fetch(`${base}/api/feedback/status`, {
    method: "POST",
    headers: { "content-type": "application/json", ...auth(token) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  })

let database: LocalDatabase
let sql: Sql
let at: Awaited<ReturnType<typeof endpoint>>
beforeAll(async () => {
  database = await startLocalDatabase(null)
  sql = await connect(database.url)
  await migrate(sql)
  const store = feedbackStore(sql)
  await store.add(
    { kind: "page", page: "/docs/examples/dishes/", helpful: false, comment: "Pagination lost me." },
    "reader",
  )
  await store.add({ kind: "page", page: "/docs/examples/dishes/", helpful: true }, "reader")
  await store.add({ kind: "search", searches: [{ query: "refunds", results: 0 }] }, "reader")
  at = await endpoint(database.url)
})
afterAll(async () => {
  await at.close()
  await sql.close()
  await database.stop()
})

describe("who may read the report", () => {
  it("no token: 401 in words, uncached", async () => {
    const response = await fetch(`${at.base}/api/feedback/report`)
    expect(response.status).toBe(401)
    expect(response.headers.get("cache-control")).toBe("no-store")
    expect(await response.json()).toEqual({
      error: "Sign in as a writer: send your Firebase ID token as Authorization: Bearer <token>.",
    })
  })

  it("a token the verifier refuses: 401, and the token is neither sent back nor logged", async () => {
    const response = await fetch(`${at.base}/api/feedback/report`, { headers: auth("forged-secret-token") })
    expect(response.status).toBe(401)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ error: "Your sign-in is not valid or has expired. Sign in again." })
    expect(text).not.toContain("forged-secret-token")
    expect(at.lines.join("\n")).not.toContain("forged-secret-token")
  })

  it("a reader without the writer claim (or with it as text): 403 naming the command", async () => {
    for (const token of ["reader-token", "claim-as-text-token"]) {
      const response = await fetch(`${at.base}/api/feedback/report`, { headers: auth(token) })
      expect(response.status).toBe(403)
      expect(((await response.json()) as { error: string }).error).toMatch(
        /is not a writer\. A maintainer can run: npm run writers -- grant <email>\.$/,
      )
    }
    const posted = await postStatus(at.base, { item: "/docs/examples/dishes/", status: "done" }, "reader-token")
    expect(posted.status).toBe(403)
  })

  it("a writer gets the report feedback:report prints, as JSON", async () => {
    const response = await fetch(`${at.base}/api/feedback/report`, { headers: auth("writer-token") })
    expect(response.status).toBe(200)
    expect(response.headers.get("cache-control")).toBe("no-store")
    const report = (await response.json()) as FeedbackReport
    expect(report.generatedAt).toBe("2026-11-28T10:00:00.000Z")
    expect(report.pages).toEqual([
      expect.objectContaining({
        subject: "/docs/examples/dishes/",
        yes: 1,
        no: 1,
        shareNo: 0.5,
        status: "new",
        setBy: null,
        comments: [expect.objectContaining({ comment: "Pagination lost me.", helpful: false })],
      }),
    ])
    expect(report.emptySearches).toEqual([expect.objectContaining({ query: "refunds", item: "search:refunds" })])
    expect(at.lines.some((line) => line.startsWith("writers GET report 200 wanda@example.ch"))).toBe(true)
    expect(at.lines.join("\n")).not.toContain("writer-token")
  })

  it("shows no comment older than the retention: the report rolls them up first, whatever the last write was", async () => {
    await sql.query(
      "INSERT INTO feedback_events (received_at, source, kind, subject, helpful, comment) " +
        "VALUES ($1::timestamptz - make_interval(days => 91), 'reader', 'page', '/docs/old/', false, 'An old comment.')",
      [new Date(NOW).toISOString()],
    )
    const response = await fetch(`${at.base}/api/feedback/report?since=2026-01-01`, { headers: auth("writer-token") })
    expect(response.status).toBe(200)
    expect(await response.text()).not.toContain("An old comment.")
    expect(await sql.query("SELECT count(*)::int AS n FROM feedback_events WHERE subject = '/docs/old/'")).toEqual([
      { n: 0 },
    ])
    // Its vote is kept as a count; gone, so the other tests read the report they expect.
    await sql.query("DELETE FROM feedback_daily_counts WHERE subject = '/docs/old/'")
  })

  it("?since= counts from that day; a bad date is 400", async () => {
    const later = await fetch(`${at.base}/api/feedback/report?since=2999-01-01`, { headers: auth("writer-token") })
    expect(((await later.json()) as FeedbackReport).pages).toEqual([])
    const bad = await fetch(`${at.base}/api/feedback/report?since=yesterday`, { headers: auth("writer-token") })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: 'Not valid: since is a date, YYYY-MM-DD, not "yesterday".' })
  })
})

describe("the closest page of an empty search", () => {
  it("given by the lookup when it loads; when it cannot, the report still comes, saying none was looked up", async () => {
    const refunds = { title: "Access the API", url: "/docs/access-the-api/" }
    const found = await endpoint(database.url, { closestPages: async () => async () => refunds })
    const failing = await endpoint(database.url, {
      closestPages: async () => {
        throw new Error("the site's search records cannot be fetched")
      },
    })
    try {
      const report = (await (
        await fetch(`${found.base}/api/feedback/report`, { headers: auth("writer-token") })
      ).json()) as FeedbackReport
      expect(report.closestPages).toBe(true)
      expect(report.emptySearches[0]).toMatchObject({ query: "refunds", closestPage: refunds })
      const without = await fetch(`${failing.base}/api/feedback/report`, { headers: auth("writer-token") })
      expect(without.status).toBe(200)
      expect(((await without.json()) as FeedbackReport).closestPages).toBe(false)
      expect(failing.lines).toContain("writers: no closest pages (the site's search records cannot be fetched)")
    } finally {
      await found.close()
      await failing.close()
    }
  })
})

describe("a writer sets an item's status", () => {
  it("200, and the report then shows it with who set it and when", async () => {
    const response = await postStatus(at.base, { item: "/docs/examples/dishes/", status: "in-progress" })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      ok: true,
      item: "/docs/examples/dishes/",
      status: "in-progress",
      setBy: "wanda@example.ch",
    })
    await postStatus(at.base, { item: "search:refunds", status: "dismissed" })
    const report = (await (
      await fetch(`${at.base}/api/feedback/report`, { headers: auth("writer-token") })
    ).json()) as FeedbackReport
    expect(report.pages[0]).toMatchObject({ status: "in-progress", setBy: "wanda@example.ch" })
    expect(Date.now() - Date.parse(report.pages[0].setAt ?? "")).toBeLessThan(60_000)
    expect(report.emptySearches[0]).toMatchObject({ status: "dismissed", setBy: "wanda@example.ch" })
  })

  it("bad input is 400 naming what is wrong, never a stack", async () => {
    const cases: [unknown, string][] = [
      ["{not json", 'The body is not valid JSON: send { "item": "…", "status": "…" }.'],
      [[1], 'Not valid: the body is an object: { "item": "…", "status": "…" }.'],
      [{ item: "/docs/", status: "closed" }, "Not valid: status: one of new, in-progress, done, dismissed."],
      [{ status: "done" }, "Not valid: item: the report item's key, a string."],
      [{ item: "/docs/", status: "done", note: "x" }, "Not valid: unknown field note."],
    ]
    for (const [body, error] of cases) {
      const response = await postStatus(at.base, body)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error })
    }
  })

  it("the wrong method is 405 with Allow; another path 404", async () => {
    const get = await fetch(`${at.base}/api/feedback/status`, { headers: auth("writer-token") })
    expect(get.status).toBe(405)
    expect(get.headers.get("allow")).toBe("POST")
    expect((await fetch(`${at.base}/api/feedback/other`)).status).toBe(404)
  })
})

describe("the store down", () => {
  it("503 in words, for the report and for a status", async () => {
    const down = await endpoint("postgres://postgres@127.0.0.1:1/postgres?sslmode=disable")
    try {
      const report = await fetch(`${down.base}/api/feedback/report`, { headers: auth("writer-token") })
      expect(report.status).toBe(503)
      expect(await report.json()).toEqual({
        error: "The feedback store cannot be read just now. Try again in a minute.",
      })
      const status = await postStatus(down.base, { item: "/docs/", status: "done" })
      expect(status.status).toBe(503)
      expect(await status.json()).toEqual({ error: "The status could not be saved just now. Try again in a minute." })
    } finally {
      await down.close()
    }
  })
})

describe("the request's parts", () => {
  it("routes, with or without a trailing slash or a query", () => {
    expect(writersRoute("/api/feedback/report?since=2026-01-01")).toBe("report")
    expect(writersRoute("/api/feedback/status/")).toBe("status")
    expect(writersRoute("/api/feedback")).toBeNull()
  })
  it("a bearer token, or null", () => {
    expect(bearerToken("Bearer abc.def")).toBe("abc.def")
    expect(bearerToken("Basic abc")).toBeNull()
    expect(bearerToken(undefined)).toBeNull()
  })
  it("since", () => {
    expect(sinceOf("/r?since=2026-02-03")).toEqual({ since: new Date("2026-02-03T00:00:00Z") })
    expect(sinceOf("/r")).toEqual({})
    expect(sinceOf("/r?since=2026-02-30")).toEqual({ problem: 'since is a date, YYYY-MM-DD, not "2026-02-30"' })
  })
  it("a status body", () => {
    expect(statusRequestProblems({ item: "/docs/", status: "done" })).toEqual({ item: "/docs/", status: "done" })
    expect(statusRequestProblems(null)).toEqual({ problem: 'the body is an object: { "item": "…", "status": "…" }' })
  })
})
