import { useGraphiQL } from "@graphiql/react"
import { formatBytes, formatDuration, type RunReport } from "../request"
import * as styles from "./styles.module.css"

/** Below the response: the HTTP status, time and size of the active tab's last run (introspection is not counted). */
export function RunMetadata({ reports }: { reports: Readonly<Record<string, RunReport>> }) {
  const { tabId, isFetching } = useGraphiQL((state) => ({ tabId: state.tabs[state.activeTabIndex]?.id ?? null, isFetching: state.isFetching }))
  const report = tabId ? reports[tabId] : undefined
  return (
    <div className={styles.meta} role="status" aria-label="Response details">
      {isFetching ? <span>Running…</span> : null}
      {!isFetching && !report ? <span className={styles.hint}>Run the query to see the status, time and size of the response.</span> : null}
      {!isFetching && report ? (
        <>
          <span>
            Status{" "}
            <strong className={report.status !== null && report.status >= 200 && report.status < 300 ? styles.ok : styles.failed}>
              {report.status === null ? report.statusText : `${report.status}${report.statusText ? ` ${report.statusText}` : ""}`}
            </strong>
          </span>
          <span>
            Time <strong>{formatDuration(report.durationMs)}</strong>
          </span>
          <span>
            Size <strong>{report.sizeBytes === null ? "–" : formatBytes(report.sizeBytes)}</strong>
          </span>
          {report.status !== null && report.errorCount > 0 ? (
            <span>
              <strong className={styles.failed}>{report.errorCount === 1 ? "1 GraphQL error" : `${report.errorCount} GraphQL errors`}</strong>
            </span>
          ) : null}
        </>
      ) : null}
    </div>
  )
}
