import fs from "node:fs"
import http from "node:http"
import type { AddressInfo } from "node:net"
import os from "node:os"
import path from "node:path"
import { REMOVED } from "../../core/feedback"
import { loadOnce } from "../../core/load-once"
import { connect, feedbackStore, migrate, startLocalDatabase, type LocalDatabase, type Sql } from ".."
import { createFeedbackHandler, type FeedbackEndpointConfig } from "../src/endpoint"

jest.setTimeout(90_000)

const SITE = "http://docs.test"

/** The endpoint on a loopback server, over the store at `url`. */
async function endpoint(url: string, options: Partial<FeedbackEndpointConfig> = {}) {
  const sqls: Sql[] = []
  const handle = createFeedbackHandler({
    siteOrigin: SITE,
    store: loadOnce(async () => {
      const sql = await connect(url)
      sqls.push(sql)
      await migrate(sql)
      return feedbackStore(sql)
    }),
    ...options,
  })
  const server = http.createServer((req, res) => void handle(req, res))
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/feedback`,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      for (const sql of sqls) await sql.close().catch(() => {})
    },
  }
}

const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  })
const postForm = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE, ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  })

let database: LocalDatabase
let sql: Sql
let at: Awaited<ReturnType<typeof endpoint>>
beforeAll(async () => {
  database = await startLocalDatabase(null)
  sql = await connect(database.url)
  at = await endpoint(database.url)
})
afterAll(async () => {
  await at.close()
  await sql.close()
  await database.stop()
})

const rows = (where: string, params: unknown[] = []) =>
  sql.query<Record<string, unknown>>(
    `SELECT kind, subject, helpful, problem, comment FROM feedback_events WHERE ${where} ORDER BY id`,
    params,
  )

describe("a plain form, as it posts with JavaScript off", () => {
  it("a No vote and a comment on /docs/examples/dishes/: stored, and the answer goes back to the page's thanks", async () => {
    const response = await postForm(at.url, {
      kind: "page",
      page: "/docs/examples/dishes/",
      helpful: "no",
      comment: "The pagination part lost me.",
      website: "",
    })
    expect(response.status).toBe(303)
    expect(response.headers.get("location")).toBe("/docs/examples/dishes/#feedback-thanks")
    expect(await rows("comment = $1", ["The pagination part lost me."])).toEqual([
      {
        kind: "page",
        subject: "/docs/examples/dishes/",
        helpful: false,
        problem: null,
        comment: "The pagination part lost me.",
      },
    ])
  })

  it("an example's report and a field's flag land with their exact subject", async () => {
    const example = await postForm(at.url, {
      kind: "example",
      page: "/docs/examples/dishes/",
      example: "Dishes",
      problem: "fails",
    })
    expect(example.headers.get("location")).toBe("/docs/examples/dishes/#feedback-thanks-Dishes")
    const member = await postForm(at.url, {
      kind: "member",
      page: "/docs/graphql-schema/objects/dish/",
      member: "Dish.price",
      problem: "unclear",
      comment: "Which currency?",
    })
    expect(member.headers.get("location")).toBe("/docs/graphql-schema/objects/dish/#feedback-thanks-Dish-price")
    expect(await rows("kind IN ('example', 'member') AND subject LIKE '%#%'")).toEqual(
      expect.arrayContaining([
        { kind: "example", subject: "/docs/examples/dishes/#Dishes", helpful: null, problem: "fails", comment: null },
        {
          kind: "member",
          subject: "/docs/graphql-schema/objects/dish/#Dish.price",
          helpful: null,
          problem: "unclear",
          comment: "Which currency?",
        },
      ]),
    )
  })

  it("a comment sent after the vote is stored without a second vote, and answered at the comment's thanks", async () => {
    const response = await postForm(at.url, {
      kind: "page",
      page: "/docs/typescript/",
      comment: "Show the generated types too.",
      website: "",
    })
    expect(response.status).toBe(303)
    expect(response.headers.get("location")).toBe("/docs/typescript/#feedback-commented")
    expect(await rows("comment = $1", ["Show the generated types too."])).toEqual([
      {
        kind: "page",
        subject: "/docs/typescript/",
        helpful: null,
        problem: null,
        comment: "Show the generated types too.",
      },
    ])
    const empty = await postForm(at.url, { kind: "page", page: "/docs/typescript/", comment: "" })
    expect(empty.status).toBe(400)
    expect(await empty.text()).toContain("a vote (helpful) or a comment")
  })

  it("the same form from its script (Accept: application/json) gets JSON, not a redirect or a page", async () => {
    const fields = { kind: "example", page: "/docs/examples/outlets/", example: "Outlets", problem: "differs" }
    const accept = { accept: "application/json" }
    const sent = await postForm(at.url, fields, accept)
    expect([sent.status, await sent.json()]).toEqual([200, { ok: true }])
    const refused = await postForm(at.url, { ...fields, problem: "boring" }, accept)
    expect(refused.status).toBe(400)
    expect(refused.headers.get("content-type")).toBe("application/json")
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Not valid: problem: /)
  })

  it("a form that names its thanks is answered there; a name that is not a thanks is not followed", async () => {
    const fields = { kind: "example", page: "/docs/examples/outlets/", example: "OutletDishPage", problem: "unclear" }
    const second = await postForm(at.url, { ...fields, thanks: "feedback-thanks-OutletDishPage-2" })
    expect(second.headers.get("location")).toBe("/docs/examples/outlets/#feedback-thanks-OutletDishPage-2")
    const elsewhere = await postForm(at.url, { ...fields, thanks: "x/../../evil" })
    expect(elsewhere.headers.get("location")).toBe("/docs/examples/outlets/#feedback-thanks-OutletDishPage")
  })

  it("a filled-in honeypot: answered as if stored, and nothing is stored", async () => {
    const response = await postForm(at.url, {
      kind: "page",
      page: "/docs/",
      helpful: "yes",
      comment: "cheap pills",
      website: "http://spam.example",
    })
    expect(response.status).toBe(303)
    expect(await rows("comment = 'cheap pills'")).toEqual([])
  })
})

describe("JSON, as the page's script, the search and the MCP server send it", () => {
  it("answers 200 once the piece is committed; secrets in a comment are removed before it is stored", async () => {
    const response = await postJson(
      at.url,
      {
        kind: "page",
        page: "/docs/access-the-api/",
        helpful: false,
        comment: "key zfv_5JqK2mN8pQrsT0uv fails, Bearer abc.def.ghi, mail robin@example.ch",
      },
      { origin: SITE },
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    expect(await rows("subject = '/docs/access-the-api/'")).toEqual([
      {
        kind: "page",
        subject: "/docs/access-the-api/",
        helpful: false,
        problem: null,
        comment: `key ${REMOVED} fails, ${REMOVED}, mail ${REMOVED}`,
      },
    ])
  })

  it("takes a search batch sent as text by sendBeacon, and an agent's piece without Origin", async () => {
    const beacon = await fetch(at.url, {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8", origin: SITE },
      body: JSON.stringify({ kind: "search", searches: [{ query: "webhooks", results: 0 }] }),
    })
    expect(beacon.status).toBe(200)
    expect((await postJson(at.url, { kind: "agent-search", query: "refunds" })).status).toBe(200)
    expect(
      await sql.query(
        "SELECT source, kind, query FROM feedback_events WHERE query IN ('webhooks', 'refunds') ORDER BY id",
      ),
    ).toEqual([
      { source: "reader", kind: "search", query: "webhooks" },
      { source: "agent", kind: "agent-search", query: "refunds" },
    ])
  })
})

describe("bad input, each with its status and a message, never a stack", () => {
  const expectMessage = async (response: Response, status: number, message: string | RegExp) => {
    expect(response.status).toBe(status)
    const { error } = (await response.json()) as { error: string }
    expect(error).toMatch(message)
    expect(error).not.toMatch(/\bat [^\n]*:\d+:\d+|\/(home|work|usr|app)\//)
  }

  it("413 over 4 KB", async () => {
    await expectMessage(
      await postJson(at.url, { kind: "page", page: "/docs/", helpful: true, comment: "x".repeat(5000) }),
      413,
      "Too large: feedback is at most 4 KB.",
    )
  })

  it("400 for a malformed or unknown field, naming it", async () => {
    await expectMessage(await postJson(at.url, "{ nope"), 400, "The body is not valid JSON.")
    await expectMessage(
      await postJson(at.url, { kind: "page", page: "/docs/", helpful: "yes", mood: "grumpy" }),
      400,
      'Not valid: helpful: Invalid input: expected boolean, received string; the feedback: Unrecognized key: "mood".',
    )
    await expectMessage(
      await postJson(at.url, { kind: "example", page: "/docs/", example: "Dishes", problem: "slow" }),
      400,
      /^Not valid: problem: /,
    )
  })

  it("403 for a POST from another site's Origin; 405 for another method; 415 for another body type", async () => {
    await expectMessage(
      await postJson(at.url, { kind: "page", page: "/docs/", helpful: true }, { origin: "https://evil.example" }),
      403,
      "Feedback is taken from the docs site only, not from https://evil.example.",
    )
    await expectMessage(await fetch(at.url), 405, "Send feedback by POST.")
    await expectMessage(
      await fetch(at.url, { method: "POST", headers: { "content-type": "application/xml" }, body: "<a/>" }),
      415,
      /^Send feedback as JSON or as a form/,
    )
  })

  it("429 with Retry-After on the 21st piece in a minute from one client", async () => {
    let now = 5_000_000
    const limited = await endpoint(database.url, { now: () => now })
    try {
      for (let piece = 1; piece <= 20; piece++) {
        expect((await postJson(limited.url, { kind: "page", page: "/docs/limit/", helpful: true })).status).toBe(200)
        now += 1000
      }
      const over = await postJson(limited.url, { kind: "page", page: "/docs/limit/", helpful: true })
      expect(over.headers.get("retry-after")).toBe("40")
      await expectMessage(
        over,
        429,
        "Too many requests: this endpoint allows 20 pieces of feedback a minute per client. Try again in 40 s.",
      )
      // Searches are counted apart: a reader who voted a lot can still search.
      expect((await postJson(limited.url, { kind: "search", searches: [{ query: "x", results: 1 }] })).status).toBe(200)
    } finally {
      await limited.close()
    }
  })
})

describe("when the store fails", () => {
  it("answers 503 in words; a plain form gets a page that keeps the reader's text to send again", async () => {
    const broken = await endpoint("postgres://postgres@127.0.0.1:9/postgres?sslmode=disable")
    try {
      const json = await postJson(broken.url, { kind: "page", page: "/docs/", helpful: false, comment: "Kept?" })
      expect(json.status).toBe(503)
      expect(await json.json()).toEqual({
        error: "Your feedback could not be saved just now. Please try again in a minute.",
      })
      const form = await postForm(broken.url, {
        kind: "page",
        page: "/docs/",
        helpful: "no",
        comment: "Mine <b>text</b>",
      })
      expect(form.status).toBe(503)
      const html = await form.text()
      expect(html).toContain(
        '<p role="alert">Your feedback could not be saved just now. Please try again in a minute.</p>',
      )
      expect(html).toContain(">Mine &#60;b&#62;text&#60;/b&#62;</textarea>")
      expect(html).toContain('<input type="hidden" name="helpful" value="no">')
    } finally {
      await broken.close()
    }
  })

  it("loses nothing: with the database stopped in the middle of a burst, every 200 is in the table", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "zfv-feedback-burst-"))
    let local = await startLocalDatabase(dataDir)
    // 50 clients, each under its limit, behind one proxy that says who they are.
    const burst = await endpoint(local.url, { proxyHops: 1 })
    try {
      let answered = 0
      const outcomes = await Promise.all(
        Array.from({ length: 120 }, async (_, n) => {
          const response = await postJson(
            burst.url,
            { kind: "agent", page: "/docs/burst/", helpful: true, comment: `burst ${n}` },
            { "x-forwarded-for": `198.51.100.${n % 50}` },
          ).catch(() => null)
          if (++answered === 40) await local.stop()
          return { n, status: response?.status ?? 0 }
        }),
      )
      const ok = outcomes.filter((outcome) => outcome.status === 200).map((outcome) => `burst ${outcome.n}`)
      const failed = outcomes.filter((outcome) => outcome.status !== 200)
      expect(ok.length).toBeGreaterThan(0)
      expect(failed.length).toBeGreaterThan(0)
      expect(failed.map((outcome) => outcome.status).filter((status) => status !== 503)).toEqual([])
      local = await startLocalDatabase(dataDir)
      const check = await connect(local.url)
      const stored = (
        await check.query<{ comment: string }>("SELECT comment FROM feedback_events WHERE page = '/docs/burst/'")
      ).map((row) => row.comment)
      await check.close()
      expect(stored).toEqual(expect.arrayContaining(ok))
      // Nothing answered as a failure was stored under a success's name, and no piece was stored twice.
      expect(new Set(stored).size).toBe(stored.length)
    } finally {
      await burst.close()
      await local.stop().catch(() => {})
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
