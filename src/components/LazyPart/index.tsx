import { Suspense, lazy, useState, type ComponentType, type ReactNode } from "react"
import { ErrorBoundary } from "../ErrorBoundary"
import { loadOnDemand, retryOrReload } from "../../lib/browser/site-update"
import * as styles from "./styles.module.css"

const lazyComponent = <Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) =>
  lazy(loadOnDemand(load)) as unknown as ComponentType<Props>

/** What shows where a part's code could not be loaded: the error, and "Retry" (the new version of the page after a deploy). */
export function LoadFailure({ name, error, onRetry }: { name: string; error: Error; onRetry: () => void }) {
  return (
    <div className={styles.failed} role="alert">
      <p>
        Could not load {name}: {error.message}
      </p>
      <button type="button" className={styles.retry} onClick={() => void retryOrReload(onRetry)}>
        Retry
      </button>
    </div>
  )
}

/**
 * A part of a page loaded on demand (its code is a separate chunk). While it
 * loads, `loading` shows; when loading fails (offline, a new deployment), the
 * error text and a "Retry" button show instead of a blank area. After a
 * deploy removed its code, the text says so and "Retry" loads the new version
 * of the page.
 */
export function LazyPart<Props extends object>({
  load,
  props,
  loading,
  name,
}: {
  load: () => Promise<{ default: ComponentType<Props> }>
  props: Props
  loading: ReactNode
  name: string
}) {
  // A new lazy component per attempt, so "Retry" really loads the chunk again.
  const [attempt, setAttempt] = useState(0)
  const [Lazy, setLazy] = useState(() => lazyComponent(load))
  return (
    <ErrorBoundary
      key={attempt}
      onError={(error) => console.error(`Could not load ${name}:`, error)}
      fallback={(error) => (
        <LoadFailure
          name={name}
          error={error}
          onRetry={() => {
            setLazy(() => lazyComponent(load))
            setAttempt((value) => value + 1)
          }}
        />
      )}
    >
      <Suspense fallback={loading}>
        <Lazy {...props} />
      </Suspense>
    </ErrorBoundary>
  )
}
