import { shownSiteHeaders, type SiteCredentials } from "../lib/browser/run-operation"
import * as styles from "./site-headers.module.css"

/**
 * The headers the navbar adds to every run, masked (src/lib/browser/run-operation.ts,
 * shownSiteHeaders): in the editor's Headers tab, and above the playground
 * on narrow screens, where the navbar's controls are in the menu.
 */
export function SiteHeaders({
  credentials,
  signedIn,
  className,
}: {
  credentials: Pick<SiteCredentials, "activeModes" | "apiKey">
  signedIn: boolean
  className?: string
}) {
  const headers = shownSiteHeaders(credentials, signedIn)
  return (
    <div className={`${styles.siteHeaders} ${className ?? ""}`} aria-label="Headers from the navbar" role="group">
      {headers.length ? (
        <>
          <span className={styles.lead}>From the navbar:</span>
          {headers.map(({ name, value }) => (
            <code key={name} className={styles.header}>
              {name}: {value}
            </code>
          ))}
        </>
      ) : (
        <span className={styles.lead}>No API key or sign-in is active: paste your key in the navbar, or log in.</span>
      )}
    </div>
  )
}
