import { useId, useState, type ReactNode } from "react"
import type {
  AgentRun,
  EmptySearch,
  FeedbackReport,
  ItemStatus,
  LowPick,
  ReportComment,
  ReportedItem,
  VotedItem,
} from "../../../feedback"
import type { Problem, Status } from "../../../core/feedback"
import type { StatusOutcome } from "./api"
import * as styles from "./styles.module.css"

/** The statuses a writer picks from, in the report's order (core/feedback.ts's STATUSES, without its zod). */
export const STATUS_LABELS = {
  new: "New",
  "in-progress": "In progress",
  done: "Done",
  dismissed: "Dismissed",
} as const satisfies Record<Status, string>

const PROBLEM_WORDS = {
  differs: "response differs",
  fails: "fails",
  unclear: "unclear",
} as const satisfies Record<Problem, string>

/** Sets an item's status, and says who it was saved for. */
export type SetStatus = (item: string, status: Status) => Promise<StatusOutcome>

const day = (at: string) => at.slice(0, 10)
const when = (at: string) => `${at.slice(0, 16).replace("T", " ")} UTC`
const percent = (share: number) => `${Math.round(share * 100)} %`

/** An item's status: a select, who set it and when, and what went wrong when a change was not saved. */
function StatusControl({ item, what, setStatus }: { item: ItemStatus; what: string; setStatus: SetStatus }) {
  const id = useId()
  const [shown, setShown] = useState(item)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const change = async (status: Status) => {
    const before = shown
    setShown({ ...shown, status })
    setSaving(true)
    setError(null)
    const outcome = await setStatus(item.item, status)
    setSaving(false)
    if (outcome.ok) setShown({ ...shown, status, setBy: outcome.setBy, setAt: new Date().toISOString() })
    else {
      setShown(before)
      setError(outcome.message)
    }
  }
  return (
    <div className={styles.status}>
      <label htmlFor={id} className="visually-hidden">
        Status of {what}
      </label>
      <select
        id={id}
        className={styles.select}
        value={shown.status}
        disabled={saving}
        onChange={(event) => void change(event.target.value as Status)}
      >
        {Object.entries(STATUS_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <span className={styles.setBy} aria-live="polite">
        {saving
          ? "Saving…"
          : shown.setBy && shown.setAt
            ? `set by ${shown.setBy}, ${when(shown.setAt)}`
            : "not set yet"}
      </span>
      {error ? (
        <span className={styles.error} role="alert">
          Not saved: {error}
        </span>
      ) : null}
    </div>
  )
}

function Comments({ comments }: { comments: readonly ReportComment[] }) {
  if (comments.length === 0) return <span className={styles.muted}>none</span>
  return (
    <ul className={styles.comments}>
      {comments.map((comment, at) => {
        const answer =
          comment.helpful === null
            ? comment.problem
              ? PROBLEM_WORDS[comment.problem]
              : null
            : comment.helpful
              ? "Yes"
              : "No"
        return (
          <li key={at}>
            <span className={styles.muted}>
              {day(comment.at)}
              {answer ? ` · ${answer}` : ""}:
            </span>{" "}
            “{comment.comment}”
          </li>
        )
      })}
    </ul>
  )
}

/** A section of the report: its heading, and its table or "None". */
function Section({
  title,
  columns,
  count,
  children,
  note,
}: {
  title: string
  columns: readonly string[]
  count: number
  children: ReactNode
  note?: string
}) {
  const id = useId()
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className={styles.count}>({count})</span>
      </h2>
      {note ? <p className={styles.muted}>{note}</p> : null}
      {count === 0 ? (
        <p className={styles.muted}>None.</p>
      ) : (
        <div className={styles.tableWrapper}>
          <table className={`${styles.table} stacked-on-phones`}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
    </section>
  )
}

/** What a row shows of its item: the subject (the row's header), its own cells, and what the status control names. */
interface RowOf {
  subject: ReactNode
  cells: ReactNode
  what: string
}

/** A list's rows: each item's subject, the list's cells, and the item's status control last. */
function itemRows<T extends ItemStatus>(items: readonly T[], setStatus: SetStatus, rowOf: (item: T) => RowOf) {
  return items.map((item) => {
    const { subject, cells, what } = rowOf(item)
    return (
      <tr key={item.item}>
        <th scope="row" className={styles.subject}>
          {subject}
        </th>
        {cells}
        <td data-label="Status">
          <StatusControl item={item} what={what} setStatus={setStatus} />
        </td>
      </tr>
    )
  })
}

/** A search's row names its query. */
const searched = (query: string) => ({ subject: <>“{query}”</>, what: `the search “${query}”` })

function VotedRows({ items, setStatus }: { items: readonly VotedItem[]; setStatus: SetStatus }) {
  return itemRows(items, setStatus, (item) => ({
    subject: item.subject,
    what: item.subject,
    cells: (
      <>
        <td data-label="Share of No">{percent(item.shareNo)}</td>
        <td data-label="No">{item.no}</td>
        <td data-label="Yes">{item.yes}</td>
        <td data-label="Comments">
          <Comments comments={item.comments} />
        </td>
      </>
    ),
  }))
}

function ReportedRows({ items, setStatus }: { items: readonly ReportedItem[]; setStatus: SetStatus }) {
  return itemRows(items, setStatus, (item) => ({
    subject: item.target ? `${item.target} on ${item.page}` : item.subject,
    what: item.subject,
    cells: (
      <>
        <td data-label="Reports">{item.reports}</td>
        <td data-label="Problems">
          {(Object.keys(PROBLEM_WORDS) as Problem[])
            .filter((problem) => item.problems[problem] > 0)
            .map((problem) => `${PROBLEM_WORDS[problem]} ${item.problems[problem]}`)
            .join(", ") || "–"}
        </td>
        <td data-label="Comments">
          <Comments comments={item.comments} />
        </td>
      </>
    ),
  }))
}

function EmptySearchRows({
  items,
  closestPages,
  setStatus,
}: {
  items: readonly EmptySearch[]
  closestPages: boolean
  setStatus: SetStatus
}) {
  return itemRows(items, setStatus, (item) => ({
    ...searched(item.query),
    cells: (
      <>
        <td data-label="Searches">{item.searches}</td>
        <td data-label="Last">{day(item.lastAt)}</td>
        <td data-label="Closest page">
          {item.closestPage ? (
            <a href={item.closestPage.url}>{item.closestPage.title}</a>
          ) : (
            <span className={styles.muted}>{closestPages ? "none near" : "not looked up"}</span>
          )}
        </td>
      </>
    ),
  }))
}

function LowPickRows({ items, setStatus }: { items: readonly LowPick[]; setStatus: SetStatus }) {
  return itemRows(items, setStatus, (item) => ({
    ...searched(item.query),
    cells: (
      <>
        <td data-label="Picks at rank 4+">
          {item.lowPicks} of {item.picks}
        </td>
        <td data-label="Average rank">{item.averageRank}</td>
        <td data-label="Most often picked" className={styles.subject}>
          {item.picked}
        </td>
      </>
    ),
  }))
}

function RunRows({ items, setStatus }: { items: readonly AgentRun[]; setStatus: SetStatus }) {
  return itemRows(items, setStatus, (item) => ({
    subject: item.code,
    what: `run_operation ${item.code}`,
    cells: (
      <>
        <td data-label="Failures">{item.failures}</td>
        <td data-label="Fields">{item.fields.map((field) => `${field.name} ${field.count}`).join(", ") || "–"}</td>
      </>
    ),
  }))
}

const VOTED_COLUMNS = ["Page", "Share of No", "No", "Yes", "Comments", "Status"]
const REPORTED_COLUMNS = ["Subject", "Reports", "Problems", "Comments", "Status"]
const EMPTY_COLUMNS = ["Query", "Searches", "Last", "Closest page", "Status"]

/** The report, a section per list as `npm run feedback:report` prints it, each item with its status. */
export function Report({ report, setStatus }: { report: FeedbackReport; setStatus: SetStatus }) {
  const noClosest = report.closestPages ? undefined : "The closest pages were not looked up for this report."
  return (
    <>
      <p className={styles.summary}>
        {report.since ? `Since ${day(report.since)}` : "Everything stored"}: {report.events}{" "}
        {report.events === 1 ? "event" : "events"} (older ones as daily counts). Made {when(report.generatedAt)}.
      </p>
      <Section title="Pages, by share of No" columns={VOTED_COLUMNS} count={report.pages.length}>
        <VotedRows items={report.pages} setStatus={setStatus} />
      </Section>
      <Section title="Examples reported" columns={REPORTED_COLUMNS} count={report.examples.length}>
        <ReportedRows items={report.examples} setStatus={setStatus} />
      </Section>
      <Section title="Fields flagged" columns={REPORTED_COLUMNS} count={report.fields.length}>
        <ReportedRows items={report.fields} setStatus={setStatus} />
      </Section>
      <Section
        title="Searches with no result"
        columns={EMPTY_COLUMNS}
        count={report.emptySearches.length}
        note={report.emptySearches.length > 0 ? noClosest : undefined}
      >
        <EmptySearchRows items={report.emptySearches} closestPages={report.closestPages} setStatus={setStatus} />
      </Section>
      <Section
        title="Searches picked at rank 4 or lower"
        columns={["Query", "Picks at rank 4+", "Average rank", "Most often picked", "Status"]}
        count={report.lowPicks.length}
      >
        <LowPickRows items={report.lowPicks} setStatus={setStatus} />
      </Section>
      <Section
        title="Agents: searches with no result"
        columns={EMPTY_COLUMNS}
        count={report.agents.emptySearches.length}
        note={report.agents.emptySearches.length > 0 ? noClosest : undefined}
      >
        <EmptySearchRows items={report.agents.emptySearches} closestPages={report.closestPages} setStatus={setStatus} />
      </Section>
      <Section title="Agents: feedback" columns={VOTED_COLUMNS} count={report.agents.feedback.length}>
        <VotedRows items={report.agents.feedback} setStatus={setStatus} />
      </Section>
      <Section
        title="Agents: run_operation failures"
        columns={["Error code", "Failures", "Fields", "Status"]}
        count={report.agents.runs.length}
      >
        <RunRows items={report.agents.runs} setStatus={setStatus} />
      </Section>
    </>
  )
}
