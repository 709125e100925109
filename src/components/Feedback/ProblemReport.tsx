import { useFeedbackPage, useFormMarkup } from "."
import * as styles from "./styles.module.css"

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
  const page = useFeedbackPage()
  const markup = useFormMarkup<HTMLDivElement>(
    (html) => html.problemReportHtml(kind, page, name, summaryHtml, nth),
    [kind, page, name, summaryHtml, nth].join("\n"),
  )
  return <div className={styles.report} {...markup} />
}
