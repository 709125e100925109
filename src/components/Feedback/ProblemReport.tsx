import { useEffect, useRef } from "react"
import { submitFeedback, useFeedbackPage } from "."
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
  const report = useRef<HTMLDivElement>(null)
  // As PageFeedback (./index.tsx): the HTML from the server render, or from ./markup's chunk after a navigation.
  useEffect(() => {
    const element = report.current
    if (!element || element.firstChild) return
    void import("./markup").then((markup) => {
      if (!element.firstChild) element.innerHTML = markup.problemReportHtml(kind, page, name, summaryHtml, nth)
    })
  }, [kind, page, name, summaryHtml, nth])
  return (
    <div
      ref={report}
      className={styles.report}
      data-pagefind-ignore="all"
      onSubmit={submitFeedback}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{
        __html:
          process.env.BUILD_STAGE === "build-html"
            ? // eslint-disable-next-line @typescript-eslint/no-require-imports
              (require("./markup") as typeof import("./markup")).problemReportHtml(kind, page, name, summaryHtml, nth)
            : "",
      }}
    />
  )
}
