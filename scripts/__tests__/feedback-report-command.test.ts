import { runScript } from "../harness/run-script"
import {
  connect,
  feedbackStore,
  migrate,
  startLocalDatabase,
  type FeedbackReport,
  type LocalDatabase,
  type Sql,
} from "../../feedback"

// `npm run feedback:report` itself, as a child process, on a store of its own.
jest.setTimeout(60_000)

/** Runs the command with `args` and `env`, without this process's DATABASE_URL or FEEDBACK_DB_PORT. */
const runCommand = (args: string[], env: Record<string, string> = {}) =>
  runScript("scripts/feedback-report.ts", args, { env, without: ["DATABASE_URL", "FEEDBACK_DB_PORT"] })

/** A loopback address where nothing listens (port 1 is never a database here). */
const NOWHERE = "postgres://postgres@127.0.0.1:1/postgres?sslmode=disable"

describe("npm run feedback:report, as a command", () => {
  let database: LocalDatabase
  let sql: Sql
  beforeAll(async () => {
    database = await startLocalDatabase(null)
    sql = await connect(database.url)
    await migrate(sql)
    const store = feedbackStore(sql)
    await store.add({ kind: "page", page: "/docs/a/", helpful: false, comment: "Too short" }, "reader")
    await store.add({ kind: "search", searches: [{ query: "webhooks", results: 0 }] }, "reader")
    await store.setStatus("/docs/a/", "in-progress", "writer@example.ch")
  })
  afterAll(async () => {
    await sql.close()
    await database.stop()
  })

  it("prints the report as JSON from the database given, and exits 0", async () => {
    const run = await runCommand(["--database", database.url, "--format", "json", "--since", "2026-01-01"])
    expect(run.stderr).toBe("")
    expect(run.status).toBe(0)
    const report = JSON.parse(run.stdout) as FeedbackReport
    expect(report.since).toBe("2026-01-01T00:00:00.000Z")
    expect(report.events).toBe(2)
    expect(report.pages).toMatchObject([
      {
        subject: "/docs/a/",
        yes: 0,
        no: 1,
        status: "in-progress",
        setBy: "writer@example.ch",
        comments: [{ comment: "Too short" }],
      },
    ])
    expect(report.emptySearches).toMatchObject([{ item: "search:webhooks", query: "webhooks", searches: 1 }])
  })

  it("reads DATABASE_URL when no --database is given, and prints Markdown by default", async () => {
    const run = await runCommand([], { DATABASE_URL: database.url })
    expect(run.status).toBe(0)
    expect(run.stdout).toMatch(/^# Feedback report\n/)
    expect(run.stdout).toContain("- /docs/a/: 100% No (1 No, 0 Yes) · in-progress (writer@example.ch, ")
  })

  it("exits 1 with one line saying how to start the store when it cannot reach it", async () => {
    for (const [args, env] of [
      [["--database", NOWHERE], {}],
      [[], { DATABASE_URL: NOWHERE }],
    ] as const) {
      const run = await runCommand([...args], env)
      expect(run.status).toBe(1)
      expect(run.stdout).toBe("")
      expect(run.stderr.trimEnd().split("\n")).toEqual([
        `feedback:report: cannot reach the feedback store at ${NOWHERE} (connect ECONNREFUSED 127.0.0.1:1): ` +
          "start it with npm start, or set DATABASE_URL (or --database) to the production database",
      ])
    }
  })

  it("exits 1 in one line for an argument it does not know", async () => {
    const run = await runCommand(["--format", "xml", "--database", NOWHERE])
    expect(run.status).toBe(1)
    expect(run.stderr).toBe('feedback:report: --format is md or json, not "xml"\n')
  })
})
