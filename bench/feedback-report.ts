import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { parseSearchRecordsFile, SEARCH_RECORDS_PATH } from "../core/agent-files"
import { PROBLEMS } from "../core/feedback"
import { errorMessage } from "../core/error-message"
import { closestPageFinder } from "../mcp/src/closest-page"
import {
  EVENT_COLUMNS,
  buildReport,
  connect,
  feedbackStore,
  formatReportMarkdown,
  migrate,
  startLocalDatabase,
  type FeedbackReport,
  type Sql,
} from "../feedback"

// npm run bench:feedback-report: the report over a store of BENCH_EVENTS events (100,000 by default), as the
// goal of issue 41 says (≤ 2 s). Fills a fresh PGlite in memory behind its socket server, as `npm start` serves
// it, with events of every kind over 90 days (batched multi-row INSERTs, a fixed seed), then times buildReport
// BENCH_RUNS times (3), the Markdown, with a build in public/ the report with every empty search's closest page, and
// the whole command once (`feedback:report --database`, its process start included, with the closest pages when
// there is a build). Prints figures; asserts nothing.
const EVENTS = Number(process.env.BENCH_EVENTS || 100_000)
const RUNS = Number(process.env.BENCH_RUNS || 3)
const BATCH = 1000

const COLUMNS = ["received_at", ...EVENT_COLUMNS] as const
type Row = Partial<Record<(typeof COLUMNS)[number], unknown>>

/** A small deterministic generator (mulberry32), so every run stores the same events. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const PAGES = Array.from({ length: 200 }, (_, at) => `/docs/page-${at}/`)
/** Examples on the guides' pages, members on the reference's type pages: [page, name]. */
const EXAMPLES = Array.from({ length: 120 }, (_, at) => [PAGES[at % 60], `Example${at}`] as const)
const MEMBERS = Array.from(
  { length: 400 },
  (_, at) => [`/docs/graphql-schema/objects/type-${at % 40}/`, `Type${at % 40}.field${at}`] as const,
)
const QUERIES = Array.from({ length: 3000 }, (_, at) => `query words ${at}`)
const CODES = ["GRAPHQL_VALIDATION_FAILED", "UNAUTHENTICATED", "FORBIDDEN", "BAD_USER_INPUT"]

/** `count` events of every kind, in the shares a busy docs site might see. */
function events(count: number): Row[] {
  const next = random(41)
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() ** 2 * list.length)]
  const now = Date.now()
  const rows: Row[] = []
  for (let n = 0; n < count; n++) {
    const received_at = new Date(now - next() * 89 * 86_400_000).toISOString()
    const comment =
      next() < 0.05 ? `A comment of ${40 + Math.floor(next() * 200)} characters or so, number ${n}.` : null
    const roll = next()
    const page = pick(PAGES)
    if (roll < 0.4)
      rows.push({ received_at, source: "reader", kind: "page", subject: page, page, helpful: next() < 0.7, comment })
    else if (roll < 0.5) {
      const [at, target] = pick(EXAMPLES)
      rows.push({
        received_at,
        source: "reader",
        kind: "example",
        subject: `${at}#${target}`,
        page: at,
        target,
        problem: pick(PROBLEMS),
        comment,
      })
    } else if (roll < 0.6) {
      const [at, target] = pick(MEMBERS)
      rows.push({
        received_at,
        source: "reader",
        kind: "member",
        subject: `${at}#${target}`,
        page: at,
        target,
        problem: pick(PROBLEMS),
        comment,
      })
    } else if (roll < 0.9) {
      const empty = next() < 0.15
      const rank = empty || next() < 0.3 ? null : 1 + Math.floor(next() ** 3 * 12)
      rows.push({
        received_at,
        source: "reader",
        kind: "search",
        subject: "(search)",
        query: pick(QUERIES),
        results: empty ? 0 : 1 + Math.floor(next() * 40),
        pick_rank: rank,
        pick_url: rank ? `${pick(PAGES)}#section-${rank}` : null,
      })
    } else if (roll < 0.94) {
      rows.push({ received_at, source: "agent", kind: "agent", subject: page, page, helpful: next() < 0.6, comment })
    } else if (roll < 0.97) {
      rows.push({
        received_at,
        source: "agent",
        kind: "agent-search",
        subject: "(search)",
        query: pick(QUERIES),
        results: 0,
      })
    } else {
      const code = pick(CODES)
      const fields = Array.from({ length: Math.floor(next() * 3) }, () => pick(MEMBERS)[1])
      rows.push({ received_at, source: "agent", kind: "agent-run", subject: `(run_operation ${code})`, code, fields })
    }
  }
  return rows
}

async function fill(sql: Sql, rows: readonly Row[]) {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH)
    const values = batch.flatMap((row) => COLUMNS.map((column) => row[column] ?? null))
    const tuples = batch.map(
      (_, at) => `(${COLUMNS.map((__, column) => `$${at * COLUMNS.length + column + 1}`).join(", ")})`,
    )
    await sql.query(`INSERT INTO feedback_events (${COLUMNS.join(", ")}) VALUES ${tuples.join(", ")}`, values)
  }
  // What expire() leaves of older events: a year of daily counts for the pages.
  await sql.query(
    `INSERT INTO feedback_daily_counts (day, kind, subject, helpful, problem, events)
     SELECT current_date - 91 - day, 'page', '/docs/page-' || (day % 200) || '/', day % 3 = 0, NULL, 1 + day % 7
     FROM generate_series(0, 364) AS day`,
  )
  const store = feedbackStore(sql)
  for (const [at, page] of PAGES.slice(0, 50).entries())
    await store.setStatus(page, at % 2 ? "in-progress" : "done", "writer@example.ch")
}

/** The command as a writer runs it, against the bench's store: wall time from spawn to exit. */
function timeCommand(url: string): Promise<number> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/feedback-report.ts", "--database", url], {
      stdio: ["ignore", "ignore", "pipe"],
    })
    let stderr = ""
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")))
    child.once("error", reject)
    child.once("exit", (status) =>
      status === 0
        ? resolve(performance.now() - started)
        : reject(new Error(`feedback:report exited ${status}: ${stderr}`)),
    )
  })
}

const ms = (value: number) => `${Math.round(value)} ms`

async function main() {
  const database = await startLocalDatabase(null)
  const sql = await connect(database.url)
  try {
    await migrate(sql)
    const rows = events(EVENTS)
    let started = performance.now()
    await fill(sql, rows)
    console.info(
      `Stored ${rows.length.toLocaleString("en")} events in ${ms(performance.now() - started)} (batches of ${BATCH})`,
    )
    const times: number[] = []
    let report: FeedbackReport | null = null
    for (let run = 0; run < RUNS; run++) {
      started = performance.now()
      report = await buildReport(sql)
      times.push(performance.now() - started)
    }
    if (!report) throw new Error("BENCH_RUNS is at least 1")
    started = performance.now()
    const markdown = formatReportMarkdown(report)
    const formatting = performance.now() - started
    console.info(
      `buildReport: ${times.map(ms).join(", ")} (${RUNS} runs, the first cold) · ` +
        `${report.pages.length} pages, ${report.examples.length} examples, ${report.fields.length} fields, ` +
        `${report.emptySearches.length} empty searches, ${report.lowPicks.length} low picks, ` +
        `${report.pages.reduce((sum, page) => sum + page.comments.length, 0)} page comments`,
    )
    console.info(`Markdown: ${ms(formatting)}, ${(markdown.length / 1024).toFixed(0)} KiB`)
    const records = path.join(__dirname, "..", "public", SEARCH_RECORDS_PATH)
    if (fs.existsSync(records)) {
      started = performance.now()
      const file = parseSearchRecordsFile(JSON.parse(fs.readFileSync(records, "utf8")))
      const closestPage = closestPageFinder(file)
      const withClosest = await buildReport(sql, { closestPage })
      const searches = withClosest.emptySearches.length + withClosest.agents.emptySearches.length
      console.info(
        `buildReport with the closest pages (${file.records.length} records of public/, ${searches} empty searches): ` +
          ms(performance.now() - started),
      )
    } else console.info("No build in public/: the closest pages are not timed.")
    console.info(
      `npm run feedback:report -- --database <the bench's store> (process start to exit): ${ms(await timeCommand(database.url))}`,
    )
  } finally {
    await sql.close()
    await database.stop()
  }
}

main().catch((error: unknown) => {
  console.error(`bench:feedback-report: ${errorMessage(error).split("\n")[0]}`)
  process.exitCode = 1
})
