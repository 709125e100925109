import { submitFeedback, useFeedbackPage } from "."
import { PROBLEM_LABELS, PROBLEMS, THANKS_FIELD, thanksAnchor } from "../../../core/feedback-form"
import { button, comment, form, records } from "./markup"
import * as styles from "./styles.module.css"

/**
 * "Report a problem" with an example (its name) or a member of a type ("Dish.price"), folded until opened; the
 * `nth` report on the page about the same name (2 and on) names its own thanks.
 */
export function problemReportHtml(
  kind: "example" | "member",
  page: string,
  name: string,
  summaryHtml: string,
  nth = 1,
): string {
  const thanks = thanksAnchor({ kind, [kind]: name }, nth)
  const problems = PROBLEMS.map(
    (problem) =>
      `<label><input type="radio" name="problem" value="${problem}" required> ${PROBLEM_LABELS[problem]}</label>`,
  ).join("")
  return (
    `<details><summary>${summaryHtml}</summary>` +
    form(
      "report",
      { kind, page, [kind]: name, ...(nth > 1 ? { [THANKS_FIELD]: thanks } : {}) },
      `<fieldset class="${styles.problems}"><legend class="${styles.label}">What is wrong?</legend>${problems}</fieldset>` +
        comment(`${thanks}-comment`, "Comment (optional)") +
        button("Send report") +
        records,
    ) +
    `</details><p id="${thanks}" tabindex="-1" class="${styles.thanks}">Thank you: your report was sent.</p>`
  )
}

/** "Report a problem" with an example, or "Feedback on" a member of a type, on its page. */
export function ProblemReport({
  kind,
  name,
  summaryHtml,
  nth,
}: {
  kind: "example" | "member"
  name: string
  /** The words that open the form, as HTML. */
  summaryHtml: string
  /** Which report on the page about this name it is, from 1. */
  nth?: number
}) {
  return (
    <div
      className={styles.report}
      data-pagefind-ignore="all"
      onSubmit={submitFeedback}
      dangerouslySetInnerHTML={{ __html: problemReportHtml(kind, useFeedbackPage(), name, summaryHtml, nth) }}
    />
  )
}
