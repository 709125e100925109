/**
 * The feedback store: a piece of feedback becomes rows of feedback_events,
 * committed before the endpoint answers; a writer's status for an item; and
 * the retention rule (raw events for 90 days, their daily counts after).
 */
import { subjectOf, withoutSecrets, type Feedback, type Status } from "../../core/feedback"
import type { Sql, Tx } from "./sql"

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
  sql: Sql
}

export function feedbackStore(sql: Sql): FeedbackStore {
  return {
    sql,
    add: (feedback, source) => insertRows(sql, rowsOf(feedback, source)),
    async setStatus(item, status, writer) {
      await sql.query(
        `INSERT INTO feedback_status (item, status, set_by, set_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (item) DO UPDATE SET status = EXCLUDED.status, set_by = EXCLUDED.set_by, set_at = EXCLUDED.set_at`,
        [item, status, writer],
      )
    },
    expire: (now = new Date()) =>
      sql.transaction(async (tx) => {
        const before = new Date(now.getTime() - RETENTION_DAYS * 86_400_000).toISOString()
        await tx.query(
          `INSERT INTO feedback_daily_counts (day, kind, subject, helpful, problem, events)
           SELECT received_at::date, kind, subject, helpful, problem, count(*) FROM feedback_events
           WHERE received_at < $1 GROUP BY 1, 2, 3, 4, 5
           ON CONFLICT (day, kind, subject, helpful, problem)
           DO UPDATE SET events = feedback_daily_counts.events + EXCLUDED.events`,
          [before],
        )
        const deleted = await tx.query<{ id: string }>(
          "DELETE FROM feedback_events WHERE received_at < $1 RETURNING id",
          [before],
        )
        return deleted.length
      }),
  }
}
