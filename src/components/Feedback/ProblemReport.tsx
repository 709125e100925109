import { submitFeedback, useFeedbackPage } from "."
import { PROBLEM_LABELS, PROBLEMS, thanksAnchor } from "../../../core/feedback-form"
import { button, comment, form, records } from "./markup"
import * as styles from "./styles.module.css"

/** "Report a problem" with an example (its name) or a member of a type ("Dish.price"), folded until opened. */
export function problemReportHtml(kind: "example" | "member", page: string, name: string, summaryHtml: string): string {
  const thanks = thanksAnchor({ kind, [kind]: name })
  const problems = PROBLEMS.map(
    (problem) =>
      `<label><input type="radio" name="problem" value="${problem}" required> ${PROBLEM_LABELS[problem]}</label>`,
  ).join("")
  return (
    `<details><summary>${summaryHtml}</summary>` +
    form(
      "report",
      { kind, page, [kind]: name },
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
}: {
  kind: "example" | "member"
  name: string
  /** The words that open the form, as HTML. */
  summaryHtml: string
}) {
  return (
    <div
      className={styles.report}
      data-pagefind-ignore=""
      onSubmit={submitFeedback}
      dangerouslySetInnerHTML={{ __html: problemReportHtml(kind, useFeedbackPage(), name, summaryHtml) }}
    />
  )
}
