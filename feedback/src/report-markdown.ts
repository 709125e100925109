/**
 * The feedback report as Markdown (`npm run feedback:report`, its default
 * format): report.ts's sections as a writer's to-do list, each item with its
 * counts, comments and status.
 */
import { PROBLEM_LABELS, PROBLEMS } from "../../core/feedback"
import {
  LOW_PICK_RANK,
  type EmptySearch,
  type FeedbackReport,
  type ItemStatus,
  type ReportComment,
  type ReportedItem,
  type VotedItem,
} from "./report"

const day = (at: string) => at.slice(0, 10)
const percent = (share: number) => `${Math.round(share * 100)}%`
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

/** "new", or "done (w@example.ch, 2026-11-28)". */
function statusText(item: ItemStatus): string {
  return item.setBy && item.setAt ? `${item.status} (${item.setBy}, ${day(item.setAt)})` : item.status
}

/** A comment on one line: its date, its subject, what it came with, its text quoted (on one line). */
function commentLine(comment: ReportComment): string {
  const answer =
    comment.helpful === null
      ? comment.problem
        ? PROBLEM_LABELS[comment.problem]
        : null
      : comment.helpful
        ? "Yes"
        : "No"
  const text = comment.comment.replace(/\s+/g, " ").trim()
  return `  - ${day(comment.at)} ${comment.subject}${answer ? ` (${answer})` : ""}: “${text}”`
}

function votedLines(items: readonly VotedItem[]): string[] {
  return items.flatMap((item) => [
    `- ${item.subject}: ${percent(item.shareNo)} No (${item.no} No, ${item.yes} Yes) · ${statusText(item)}`,
    ...item.comments.map(commentLine),
  ])
}

function reportedLines(items: readonly ReportedItem[]): string[] {
  return items.flatMap((item) => {
    const problems = PROBLEMS.filter((problem) => item.problems[problem] > 0)
      .map((problem) => `${PROBLEM_LABELS[problem]} ${item.problems[problem]}`)
      .join(", ")
    return [
      `- ${item.subject}: ${plural(item.reports, "report")}${problems ? ` (${problems})` : ""} · ${statusText(item)}`,
      ...item.comments.map(commentLine),
    ]
  })
}

function emptySearchLines(items: readonly EmptySearch[], closestPages: boolean): string[] {
  return [
    ...(closestPages || items.length === 0 ? [] : ["(build the site for the closest page)", ""]),
    ...items.map((item) => {
      const closest = !closestPages
        ? ""
        : item.closestPage
          ? ` · closest: ${item.closestPage.title} (${item.closestPage.url})`
          : " · closest: none"
      return `- “${item.query}”: ${plural(item.searches, "search", "searches")}, last ${day(item.lastAt)}${closest} · ${statusText(item)}`
    }),
  ]
}

function section(title: string, lines: readonly string[]): string[] {
  return [`## ${title}`, "", ...(lines.length > 0 ? lines : ["None."]), ""]
}

/** The report as Markdown: a section per list, each item with its status, who set it and when. */
export function formatReportMarkdown(report: FeedbackReport): string {
  const period = report.since ? `Since ${day(report.since)}` : "Everything stored"
  const lines = [
    "# Feedback report",
    "",
    `${period}: ${plural(report.events, "event")} (older ones as daily counts) · made ${report.generatedAt.slice(0, 16).replace("T", " ")} UTC`,
    "",
    ...section("Pages, by share of No", votedLines(report.pages)),
    ...section("Examples reported", reportedLines(report.examples)),
    ...section("Fields flagged", reportedLines(report.fields)),
    ...section("Searches with no result", emptySearchLines(report.emptySearches, report.closestPages)),
    ...section(
      `Searches picked at rank ${LOW_PICK_RANK} or lower`,
      report.lowPicks.map((item) => {
        const picks = `${item.lowPicks} of ${plural(item.picks, "pick")} at rank ${LOW_PICK_RANK}+`
        return `- “${item.query}”: ${picks} (average ${item.averageRank}), most often ${item.picked} · ${statusText(item)}`
      }),
    ),
    ...section("Agents: searches with no result", emptySearchLines(report.agents.emptySearches, report.closestPages)),
    ...section("Agents: feedback", votedLines(report.agents.feedback)),
    ...section(
      "Agents: run_operation failures",
      report.agents.runs.map((item) => {
        const fields = item.fields.map((field) => `${field.name} ${field.count}`).join(", ")
        return `- ${item.code}: ${plural(item.failures, "failure")}${fields ? ` (fields: ${fields})` : ""} · ${statusText(item)}`
      }),
    ),
  ]
  return `${lines.join("\n").trimEnd()}\n`
}
