/**
 * The feedback report (`npm run feedback:report`): what readers and agents
 * said, as the store holds it, in sections a writer works through. The
 * counting is SQL (GROUP BY over feedback_events, with the daily counts that
 * older events were rolled into), so the report stays fast at 100,000 events;
 * what is left here is putting the rows into shape, and the Markdown.
 *
 * Every item has a key a writer's status is kept under (feedback_status): the
 * subject (a page, an example or a member on it, a run_operation code), or
 * `search:<query>` (the query in lower case) for a search. An item without a
 * status is "new".
 */
import { PROBLEMS, type Problem, type Status } from "../../core/feedback"
import type { Sql } from "./sql"
import {
  VOTES_SQL,
  REPORTS_SQL,
  COMMENTS_SQL,
  EMPTY_SEARCHES_SQL,
  LOW_PICKS_SQL,
  RUNS_SQL,
  RUN_FIELDS_SQL,
  EVENTS_SQL,
} from "./report-sql"

/** The status of an item, and who set it when (null while it is "new" by default). */
export interface ItemStatus {
  /** The key the status is kept under: the subject, or `search:<query>`. */
  item: string
  status: Status
  setBy: string | null
  /** ISO 8601. */
  setAt: string | null
}

export interface ReportComment {
  /** ISO 8601: when it was received. */
  at: string
  subject: string
  comment: string
  /** The vote it came with (pages, agents). */
  helpful: boolean | null
  /** The problem it came with (examples, members). */
  problem: Problem | null
}

/** A page's votes: Yes and No, and the share of No among them. */
export interface VotedItem extends ItemStatus {
  subject: string
  yes: number
  no: number
  /** no / (yes + no), 0 to 1. */
  shareNo: number
  comments: ReportComment[]
}

/** An example or a member (a field) on a page, reported with a problem: every report is a No, there is no Yes. */
export interface ReportedItem extends ItemStatus {
  subject: string
  page: string
  /** The example's operation name, or the member ("Dish.price"). */
  target: string
  reports: number
  problems: Record<Problem, number>
  comments: ReportComment[]
}

export interface ClosestPage {
  title: string
  url: string
}

/** A query that found nothing. */
export interface EmptySearch extends ItemStatus {
  /** The query as it was typed most often. */
  query: string
  searches: number
  /** ISO 8601: the last time it was searched. */
  lastAt: string
  /** The existing page nearest to it; null when none is near, or when no lookup was given (closestPages false). */
  closestPage: ClosestPage | null
}

/** A query whose pick came at rank 4 or lower (LOW_PICK_RANK): what the reader wanted was not in the first three. */
export interface LowPick extends ItemStatus {
  query: string
  /** Searches of this query that ended in a pick. */
  picks: number
  /** Of them, the picks at rank 4 or lower. */
  lowPicks: number
  /** Their average rank, one decimal. */
  averageRank: number
  /** The address picked most often at those ranks. */
  picked: string
}

/** A run_operation failure an agent reported: its error code, and the fields its operations named. */
export interface AgentRun extends ItemStatus {
  subject: string
  code: string
  failures: number
  fields: { name: string; count: number }[]
}

export interface FeedbackReport {
  /** ISO 8601 of the first day counted, or null for everything stored. */
  since: string | null
  generatedAt: string
  /** Raw events in the period (the daily counts of older ones not included). */
  events: number
  /** Whether empty searches were given their closest page (the built site's search records). */
  closestPages: boolean
  /** Pages by their share of No, then by their number of No. */
  pages: VotedItem[]
  /** Examples by their number of reports. */
  examples: ReportedItem[]
  /** Members of the reference (fields, arguments, values) by their number of reports. */
  fields: ReportedItem[]
  /** Readers' searches with no result, by how often. */
  emptySearches: EmptySearch[]
  /** Readers' searches whose pick came at rank 4 or lower, by how often. */
  lowPicks: LowPick[]
  agents: {
    /** search_docs calls that found nothing, by how often. */
    emptySearches: EmptySearch[]
    /** Agents' votes on a page or member, as pages are ranked. */
    feedback: VotedItem[]
    /** run_operation failures by code, by how often. */
    runs: AgentRun[]
  }
}

export interface ReportOptions {
  /** Count only what was received on or after this instant (daily counts from its UTC day on). */
  since?: Date
  /** The existing page nearest to an empty search's query. */
  closestPage?: (query: string) => ClosestPage | null | Promise<ClosestPage | null>
  now?: Date
}

/** A pick at this rank or lower means the reader looked past the first three results. */
export const LOW_PICK_RANK = 4

/** The kinds whose comments the report shows, with their subject's votes or reports. */
const COMMENTED_KINDS = ["page", "example", "member", "agent"] as const

/** The key a search's status is kept under. */
export const searchItem = (query: string) => `search:${query.toLowerCase()}`

const iso = (value: Date | string) => new Date(value).toISOString()

interface VotesRow {
  subject: string
  yes: number
  no: number
}
interface ReportsRow {
  subject: string
  reports: number
  problems: Record<string, number>
}
interface CommentRow {
  kind: string
  subject: string
  received_at: Date
  helpful: boolean | null
  problem: Problem | null
  comment: string
}
interface SearchRow {
  key: string
  query: string
  searches: number
  last_at: Date
}
interface LowPickRow {
  key: string
  query: string
  picks: number
  low_picks: number
  average_rank: number
  picked: string
}
interface StatusRow {
  item: string
  status: Status
  set_by: string
  set_at: Date
}

type Values<T> = { [K in keyof T]: Awaited<T[K]> }

/** Each promise of an object awaited, all at once: the object of their values, under the same names. */
async function allOf<T extends Record<string, Promise<unknown>>>(promises: T): Promise<Values<T>> {
  const entries = Object.entries(promises)
  const values = await Promise.all(entries.map(([, promise]) => promise))
  return Object.fromEntries(entries.map(([name], index) => [name, values[index]])) as Values<T>
}

/** The rows the report is made of, for the period: [instant, UTC day], both null for everything. */
function reportRows(sql: Sql, period: (string | null)[]) {
  return allOf({
    events: sql.query<{ n: number }>(EVENTS_SQL, period.slice(0, 1)),
    pageVotes: sql.query<VotesRow>(VOTES_SQL, [...period, "page"]),
    agentVotes: sql.query<VotesRow>(VOTES_SQL, [...period, "agent"]),
    examples: sql.query<ReportsRow>(REPORTS_SQL, [...period, "example"]),
    members: sql.query<ReportsRow>(REPORTS_SQL, [...period, "member"]),
    comments: sql.query<CommentRow>(COMMENTS_SQL, [period[0], COMMENTED_KINDS]),
    emptySearches: sql.query<SearchRow>(EMPTY_SEARCHES_SQL, [period[0], "search"]),
    agentSearches: sql.query<SearchRow>(EMPTY_SEARCHES_SQL, [period[0], "agent-search"]),
    lowPicks: sql.query<LowPickRow>(LOW_PICKS_SQL, [period[0], LOW_PICK_RANK]),
    runs: sql.query<{ subject: string; failures: number }>(RUNS_SQL, period),
    runFields: sql.query<{ subject: string; field: string; n: number }>(RUN_FIELDS_SQL, period.slice(0, 1)),
  })
}

type ReportRows = Awaited<ReturnType<typeof reportRows>>
type StatusOf = (item: string) => ItemStatus

/** The status of each item in the rows, "new" for one without. */
async function itemStatuses(sql: Sql, rows: ReportRows): Promise<StatusOf> {
  const items = [
    ...[rows.pageVotes, rows.agentVotes, rows.examples, rows.members, rows.runs].flatMap((list) =>
      list.map((row) => row.subject),
    ),
    ...[rows.emptySearches, rows.agentSearches, rows.lowPicks].flatMap((list) =>
      list.map((row) => searchItem(row.key)),
    ),
  ]
  const statusRows = await sql.query<StatusRow>(
    "SELECT item, status, set_by, set_at FROM feedback_status WHERE item = ANY($1::text[])",
    [[...new Set(items)]],
  )
  const statuses = new Map(statusRows.map((row) => [row.item, row]))
  return (item) => {
    const row = statuses.get(item)
    return row
      ? { item, status: row.status, setBy: row.set_by, setAt: iso(row.set_at) }
      : { item, status: "new", setBy: null, setAt: null }
  }
}

/** The comments by `${kind} ${subject}`, newest first as the rows come. */
function commentsBySubject(comments: CommentRow[]): Map<string, ReportComment[]> {
  const commentsOf = new Map<string, ReportComment[]>()
  for (const row of comments) {
    const key = `${row.kind} ${row.subject}`
    const list = commentsOf.get(key) ?? []
    list.push({
      at: iso(row.received_at),
      subject: row.subject,
      comment: row.comment,
      helpful: row.helpful,
      problem: row.problem,
    })
    commentsOf.set(key, list)
  }
  return commentsOf
}

/** The report's items made from its rows, given each item's status and each subject's comments. */
function reportItems(statusOf: StatusOf, commentsOf: Map<string, ReportComment[]>) {
  const voted =
    (kind: string) =>
    (row: VotesRow): VotedItem => ({
      ...statusOf(row.subject),
      subject: row.subject,
      yes: row.yes,
      no: row.no,
      shareNo: row.yes + row.no === 0 ? 0 : row.no / (row.yes + row.no),
      comments: commentsOf.get(`${kind} ${row.subject}`) ?? [],
    })
  const reported =
    (kind: string) =>
    (row: ReportsRow): ReportedItem => {
      const at = row.subject.indexOf("#")
      return {
        ...statusOf(row.subject),
        subject: row.subject,
        page: at < 0 ? row.subject : row.subject.slice(0, at),
        target: at < 0 ? "" : row.subject.slice(at + 1),
        reports: row.reports,
        problems: Object.fromEntries(PROBLEMS.map((problem) => [problem, row.problems[problem] ?? 0])) as Record<
          Problem,
          number
        >,
        comments: commentsOf.get(`${kind} ${row.subject}`) ?? [],
      }
    }
  const lowPick = (row: LowPickRow): LowPick => ({
    ...statusOf(searchItem(row.key)),
    query: row.query,
    picks: row.picks,
    lowPicks: row.low_picks,
    averageRank: row.average_rank,
    picked: row.picked,
  })
  return { voted, reported, lowPick }
}

/** The agents' run_operation failures, each with the fields its operations named. */
function agentRuns(statusOf: StatusOf, runs: ReportRows["runs"], runFields: ReportRows["runFields"]): AgentRun[] {
  const fieldsOf = new Map<string, { name: string; count: number }[]>()
  for (const row of runFields)
    fieldsOf.set(row.subject, [...(fieldsOf.get(row.subject) ?? []), { name: row.field, count: row.n }])
  return runs.map((row) => ({
    ...statusOf(row.subject),
    subject: row.subject,
    code: /^\(run_operation (.*)\)$/.exec(row.subject)?.[1] ?? row.subject,
    failures: row.failures,
    fields: fieldsOf.get(row.subject) ?? [],
  }))
}

/** The report of what the store holds (since `options.since`, when given). */
export async function buildReport(sql: Sql, options: ReportOptions = {}): Promise<FeedbackReport> {
  const since = options.since ?? null
  const period = [since?.toISOString() ?? null, since?.toISOString().slice(0, 10) ?? null]
  const rows = await reportRows(sql, period)
  const statusOf = await itemStatuses(sql, rows)
  const { voted, reported, lowPick } = reportItems(statusOf, commentsBySubject(rows.comments))
  const empty = async (list: SearchRow[]): Promise<EmptySearch[]> =>
    Promise.all(
      list.map(async (row) => ({
        ...statusOf(searchItem(row.key)),
        query: row.query,
        searches: row.searches,
        lastAt: iso(row.last_at),
        closestPage: options.closestPage ? await options.closestPage(row.query) : null,
      })),
    )

  return {
    since: since ? iso(since) : null,
    generatedAt: iso(options.now ?? new Date()),
    events: rows.events[0]?.n ?? 0,
    closestPages: Boolean(options.closestPage),
    pages: rows.pageVotes.map(voted("page")),
    examples: rows.examples.map(reported("example")),
    fields: rows.members.map(reported("member")),
    emptySearches: await empty(rows.emptySearches),
    lowPicks: rows.lowPicks.map(lowPick),
    agents: {
      emptySearches: await empty(rows.agentSearches),
      feedback: rows.agentVotes.map(voted("agent")),
      runs: agentRuns(statusOf, rows.runs, rows.runFields),
    },
  }
}
