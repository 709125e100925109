import { Link } from "gatsby"
import { useCallback, useId, useMemo, useState } from "react"
import { filterTypes, loadTypeList, type TypeListEntry } from "../../../core/schema-type-list"
import { kindInfo } from "../../../core/schema-kinds"
import * as styles from "./styles.module.css"
import { errorMessage } from "../../../core/error-message"

type ListState =
  { status: "idle" | "loading" } | { status: "ready"; list: TypeListEntry[] } | { status: "failed"; error: string }

/**
 * "Filter types": finds any type of the schema by name. The list of all
 * types is one shared file, fetched the first time the reader focuses the
 * box or types, so no page carries it.
 */
export function SchemaTypeFilter() {
  const inputId = useId()
  const [text, setText] = useState("")
  const [state, setState] = useState<ListState>({ status: "idle" })

  const load = useCallback(() => {
    if (state.status === "ready" || state.status === "loading") return
    setState({ status: "loading" })
    loadTypeList().then(
      (list) => setState({ status: "ready", list }),
      (error: unknown) => setState({ status: "failed", error: errorMessage(error) }),
    )
  }, [state.status])

  const result = useMemo(() => (state.status === "ready" ? filterTypes(state.list, text) : null), [state, text])
  const query = text.trim()
  const status =
    !query || state.status === "failed"
      ? ""
      : !result
        ? "Loading the list of types…"
        : result.total === 0
          ? `No type matches “${query}”.`
          : result.total > result.matches.length
            ? `${result.total} types match; the first ${result.matches.length} are shown.`
            : `${result.total} ${result.total === 1 ? "type matches" : "types match"}.`

  return (
    <div className={styles.filter} role="search">
      <label htmlFor={inputId} className={styles.label}>
        Filter types
      </label>
      <input
        id={inputId}
        type="search"
        className={styles.input}
        placeholder="Type a name, e.g. Dish"
        autoComplete="off"
        spellCheck={false}
        value={text}
        onFocus={load}
        onChange={(event) => {
          setText(event.target.value)
          load()
        }}
      />
      <p className={styles.status} role="status" aria-live="polite">
        {status}
      </p>
      {state.status === "failed" ? (
        <p className={styles.error} role="alert">
          The list of types could not be loaded ({state.error}).{" "}
          <button type="button" className={styles.retry} onClick={load}>
            Retry
          </button>
        </p>
      ) : null}
      {query && result && result.matches.length > 0 ? (
        <ul className={styles.results}>
          {result.matches.map(([name, kind, href]) => (
            <li key={href}>
              <Link to={href}>
                <code>{name}</code>
              </Link>{" "}
              <span className={styles.kind}>{kindInfo(kind).singular}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
