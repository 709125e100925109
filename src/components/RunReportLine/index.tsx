import { formatBytes, formatDuration, type RunReport } from "../../../core/run-operation"
import * as styles from "./styles.module.css"

/**
 * The status, time and size of the last run, below the response. The same
 * line in the first view of the page and in the full editor (its
 * RunMetadata), so the two read alike.
 */
export function RunReportLine({
  report,
  running,
  className,
}: {
  report: RunReport | null
  running: boolean
  className?: string
}) {
  const ok = report !== null && report.status !== null && report.status >= 200 && report.status < 300
  return (
    <div className={`${styles.meta} ${className ?? ""}`} role="status" aria-label="Response details">
      {running ? <span>Running…</span> : null}
      {!running && !report ? (
        <span className={styles.hint}>Run the query to see the status, time and size of the response.</span>
      ) : null}
      {!running && report ? (
        <>
          <span>
            Status{" "}
            <strong className={ok ? styles.ok : styles.failed}>
              {report.status === null
                ? report.statusText
                : `${report.status}${report.statusText ? ` ${report.statusText}` : ""}`}
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
              <strong className={styles.failed}>
                {report.errorCount === 1 ? "1 GraphQL error" : `${report.errorCount} GraphQL errors`}
              </strong>
            </span>
          ) : null}
        </>
      ) : null}
    </div>
  )
}
