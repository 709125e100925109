import { useEffect, type ReactNode } from "react"
import { ErrorBoundary, errorChain } from "../ErrorBoundary"
import * as styles from "./styles.module.css"

const CRASH_TITLE = "This page crashed."
const CRASH_TAB_TITLE = "Page Error"

/** What a reader sees when the page failed to render: the message, its causes, and "Try again". */
function PageCrashScreen({ error, retry }: { error: Error; retry: () => void }) {
  useEffect(() => {
    const previous = document.title
    document.title = CRASH_TAB_TITLE
    // Gatsby's Head may write the page's own title after this; keep ours while the crash screen shows.
    const observer = new MutationObserver(() => {
      if (document.title !== CRASH_TAB_TITLE) document.title = CRASH_TAB_TITLE
    })
    const head = document.querySelector("head")
    if (head) observer.observe(head, { subtree: true, childList: true, characterData: true })
    return () => {
      observer.disconnect()
      document.title = previous
    }
  }, [])
  const [message, ...causes] = errorChain(error)
  return (
    <main id="main-content" className={styles.crash} role="alert">
      <h1>{CRASH_TITLE}</h1>
      <p className={styles.message}>{message}</p>
      {causes.map((cause, index) => (
        <p key={index} className={styles.cause}>
          Cause: {cause}
        </p>
      ))}
      <button type="button" className={styles.button} onClick={retry}>
        Try again
      </button>
    </main>
  )
}

/** Wraps a page: a render error shows the crash screen instead of a blank page. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      onError={(error) => console.error("The page crashed:", error)}
      fallback={(error, retry) => <PageCrashScreen error={error} retry={retry} />}
    >
      {children}
    </ErrorBoundary>
  )
}
