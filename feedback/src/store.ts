/**
 * The feedback store: a piece of feedback becomes rows of feedback_events,
 * committed before the endpoint answers; a writer's status for an item; and
 * the retention rule (raw events for 90 days, their daily counts after).
 */
import { subjectOf, withoutSecrets, type Feedback, type Status } from "../../core/feedback"
import type { Sql, Tx } from "./sql"
import { errorMessage } from "../../core/error-message"

export type Source = "reader" | "agent"

/** How long raw events are kept; their counts are kept after. */
export const RETENTION_DAYS = 90

/** The columns a piece of feedback fills (received_at and id are the database's). */
export const EVENT_COLUMNS = [
  "source",
  "kind",
  "subject",
  "page",
  "target",
  "helpful",
  "problem",
  "comment",
  "query",
  "results",
  "pick_rank",
  "pick_url",
  "code",
  "fields",
] as const
type Row = Record<(typeof EVENT_COLUMNS)[number], unknown>

/** The rows a piece of feedback is stored as, its free text without secrets: a search batch is a row per search. */
export function rowsOf(piece: Feedback, source: Source): Row[] {
  const feedback = withoutSecrets(piece)
  const base: Row = Object.fromEntries(EVENT_COLUMNS.map((column) => [column, null])) as Row
  const row = (fields: Partial<Row>): Row => ({
    ...base,
    source,
    kind: feedback.kind,
    subject: subjectOf(feedback),
    ...fields,
  })
  switch (feedback.kind) {
    case "page":
      return [row({ page: feedback.page, helpful: feedback.helpful, comment: feedback.comment ?? null })]
    case "example":
    case "member":
      return [
        row({
          page: feedback.page,
          target: feedback.kind === "example" ? feedback.example : feedback.member,
          problem: feedback.problem,
          comment: feedback.comment ?? null,
        }),
      ]
    case "search":
      return feedback.searches.map((search) =>
        row({
          query: search.query,
          results: search.results,
          pick_rank: search.picked?.rank ?? null,
          pick_url: search.picked?.url ?? null,
        }),
      )
    case "agent":
      return [
        row({
          page: feedback.page ?? null,
          target: feedback.member ?? null,
          helpful: feedback.helpful,
          comment: feedback.comment ?? null,
        }),
      ]
    case "agent-search":
      return [row({ query: feedback.query, results: 0 })]
    case "agent-run":
      return [row({ code: feedback.code, fields: feedback.fields })]
  }
}

/**
 * The rows in one INSERT: one statement is atomic on its own (all its rows or none), so a piece needs no
 * transaction around it, and a write is one round trip to the database, not three (BEGIN, INSERT, COMMIT).
 */
async function insertRows(sql: Tx, rows: readonly Row[]): Promise<number[]> {
  const width = EVENT_COLUMNS.length
  const tuples = rows.map(
    (_, row) => `(${EVENT_COLUMNS.map((__, column) => `$${row * width + column + 1}`).join(", ")})`,
  )
  const inserted = await sql.query<{ id: string }>(
    `INSERT INTO feedback_events (${EVENT_COLUMNS.join(", ")}) VALUES ${tuples.join(", ")} RETURNING id`,
    rows.flatMap((row) => EVENT_COLUMNS.map((column) => row[column])),
  )
  return inserted.map((row) => Number(row.id))
}

export interface FeedbackStore {
  /** Stores a piece; resolves once its rows are committed, with their ids. */
  add(feedback: Feedback, source: Source): Promise<number[]>
  /** Sets a report item's status, naming the writer. */
  setStatus(item: string, status: Status, writer: string): Promise<void>
  /** Rolls events older than the retention into daily counts and deletes them; the number deleted. */
  expire(now?: Date): Promise<number>
  /**
   * `expire`, unless this store ran it less than EXPIRE_EVERY_MS ago (then 0): what the endpoints call after a write
   * and before a report, so the retention holds with no scheduler. A failure lets the next call try again.
   */
  expireIfDue(now?: Date): Promise<number>
  sql: Sql
}

/** How often one instance's store rolls old events up, at most. */
export const EXPIRE_EVERY_MS = 60 * 60 * 1000

export function feedbackStore(sql: Sql): FeedbackStore {
  let lastExpiry: number | null = null
  const store: FeedbackStore = {
    sql,
    add: (feedback, source) => insertRows(sql, rowsOf(feedback, source)),
    async setStatus(item, status, writer) {
      await sql.query(
        `INSERT INTO feedback_status (item, status, set_by, set_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (item) DO UPDATE SET status = EXCLUDED.status, set_by = EXCLUDED.set_by, set_at = EXCLUDED.set_at`,
        [item, status, writer],
      )
    },
    // One statement, so atomic with no transaction held open: a local store (PGlite) shares one session among its
    // connections, and a BEGIN there would take in the pieces other requests store meanwhile.
    async expire(now = new Date()) {
      const before = new Date(now.getTime() - RETENTION_DAYS * 86_400_000).toISOString()
      const [result] = await sql.query<{ deleted: number }>(
        `WITH moved AS (
           DELETE FROM feedback_events WHERE received_at < $1 RETURNING received_at, kind, subject, helpful, problem
         )
         INSERT INTO feedback_daily_counts (day, kind, subject, helpful, problem, events)
         SELECT received_at::date, kind, subject, helpful, problem, count(*) FROM moved GROUP BY 1, 2, 3, 4, 5
         ON CONFLICT (day, kind, subject, helpful, problem)
         DO UPDATE SET events = feedback_daily_counts.events + EXCLUDED.events
         RETURNING (SELECT count(*) FROM moved)::int AS deleted`,
        [before],
      )
      return result?.deleted ?? 0
    },
    async expireIfDue(now = new Date()) {
      if (lastExpiry !== null && now.getTime() - lastExpiry < EXPIRE_EVERY_MS) return 0
      lastExpiry = now.getTime()
      return store.expire(now).catch((error: unknown) => {
        lastExpiry = null
        throw error
      })
    },
  }
  return store
}

/**
 * Stores a piece, then rolls up what the retention has expired, if due (at most hourly): the retention holds with no
 * scheduler. An expiry that fails is logged, not thrown: the piece is stored.
 */
export async function storeFeedback(
  store: FeedbackStore,
  piece: Feedback,
  source: Source,
  log: (line: string) => void,
) {
  await store.add(piece, source)
  await store
    .expireIfDue()
    .catch((error: unknown) => log(`feedback expiry error: ${errorMessage(error).split("\n")[0]}`))
}
