import { navigate } from "gatsby"
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from "react"
import { loadPagefind } from "../../lib/browser/pagefind"
import { searchReports } from "../../lib/browser/search-reports"
import { searchGroups, type SearchGroup, type SearchResult } from "../../../core/search-results"
import { SEARCH_FIELD } from "./field"
import * as styles from "./styles.module.css"
import { errorMessage } from "../../../core/error-message"

type SearchState =
  | { status: "idle" }
  | { status: "searching" }
  | { status: "done"; query: string; groups: SearchGroup[] }
  | { status: "error"; message: string }

/** The id of option `at` (in the flat list of results) of the listbox `listId`. */
const optionId = (listId: string, at: number) => `${listId}-${at}`

/** What a result shows: a schema entry reads like its row, a guide like prose with the match marked. */
function ResultBody({ result }: { result: SearchResult }) {
  const section = result.kind === "Section"
  return (
    <>
      <span className={styles.resultHead}>
        {result.signature ? (
          <code className={styles.signature}>{result.signature}</code>
        ) : (
          <span className={styles.resultTitle}>
            {section ? "# " : ""}
            {result.title}
          </span>
        )}
        {section ? <span className="visually-hidden"> — {result.page}</span> : null}
        {result.kind && !section ? <span className={styles.badge}>{result.kind}</span> : null}
        {result.deprecated ? (
          <span className={styles.badge}>
            {result.removalDate ? `Deprecated, removal on ${result.removalDate}` : "Deprecated"}
          </span>
        ) : null}
      </span>
      {result.summary ? (
        <span className={styles.excerpt}>{result.summary}</span>
      ) : (
        <span className={styles.excerpt} dangerouslySetInnerHTML={{ __html: result.excerpt }} />
      )}
    </>
  )
}

/** The field's ref: what was typed while the panel loaded stays, with the caret after it. */
function useCaretAtEnd() {
  const field = useRef<HTMLInputElement>(null)
  useEffect(() => {
    const length = field.current?.value.length ?? 0
    field.current?.setSelectionRange(length, length)
  }, [])
  return field
}

/**
 * The query and its search: every keypress searches at once, and an answer that arrives after the next keypress is
 * dropped. `active` is the result the arrow keys are on, back to the first with each answer.
 */
function useSearch(initialQuery: string) {
  const [query, setQuery] = useState(initialQuery)
  const [state, setState] = useState<SearchState>(initialQuery.trim() ? { status: "searching" } : { status: "idle" })
  const [active, setActive] = useState(0)
  // What the search tells the writers (lib/browser/search-reports.ts): the session ends when the panel goes.
  useEffect(() => () => searchReports().close(), [])

  const onQueryChange = (value: string) => {
    searchReports().changed()
    setQuery(value)
    setState(value.trim() ? { status: "searching" } : { status: "idle" })
  }

  useEffect(() => {
    const text = query.trim()
    if (!text) return
    let current = true
    void (async () => {
      try {
        const groups = await searchGroups(await loadPagefind(), text)
        if (current) {
          setState({ status: "done", query: text, groups })
          setActive(0)
          searchReports().shown(
            text,
            groups.reduce((count, group) => count + group.results.length, 0),
          )
        }
      } catch (error) {
        if (current) setState({ status: "error", message: errorMessage(error) })
      }
    })()
    return () => {
      current = false
    }
  }, [query])

  return { query, state, onQueryChange, active, setActive }
}

/** Where the search is, in words: on the page, and (once it has results) to a screen reader. */
function SearchStatus({ state, count }: { state: SearchState; count: number }) {
  return (
    <>
      {state.status === "idle" ? <p className={styles.status}>Type to search every page of the docs.</p> : null}
      {state.status === "searching" ? <p className={styles.status}>Searching…</p> : null}
      {state.status === "error" ? (
        <p className={styles.status} role="alert">
          Search is not available: {state.message}
        </p>
      ) : null}
      {state.status === "done" && count === 0 ? <p className={styles.status}>No results for “{state.query}”.</p> : null}
      <p className="visually-hidden" role="status" data-query={state.status === "done" ? state.query : undefined}>
        {state.status === "done" && count > 0
          ? `${count} ${count === 1 ? "result" : "results"} for “${state.query}”`
          : ""}
      </p>
    </>
  )
}

interface ResultListProps {
  listId: string
  groups: SearchGroup[]
  /** How many results the groups hold: none hides the list. */
  count: number
  active: number
  onHover: (at: number) => void
  onLinkClick: (event: MouseEvent<HTMLAnchorElement>, result: SearchResult) => void
}

/** The results as a listbox, grouped under their pages; each option has its optionId. */
function ResultList({ listId, groups, count, active, onHover, onLinkClick }: ResultListProps) {
  // Each group's first option's place in the flat list the arrow keys move through.
  const offsets = groups.map((_, at) => groups.slice(0, at).reduce((sum, group) => sum + group.results.length, 0))
  return (
    <div id={listId} role="listbox" aria-label="Search results" className={styles.results} hidden={!count}>
      {groups.map((group, groupAt) => (
        <div key={group.pageUrl} role="group" aria-label={group.page} className={styles.group}>
          <div role="presentation" className={styles.groupTitle}>
            {group.page}
          </div>
          {group.results.map((result, resultAt) => {
            const at = offsets[groupAt] + resultAt
            return (
              // The option is the link itself (ARIA allows role="option" on <a href>): Ctrl-click and
              // middle-click open it as a link does, and no control sits inside another.
              <a
                key={result.url}
                id={optionId(listId, at)}
                role="option"
                aria-selected={at === active}
                href={result.url}
                tabIndex={-1}
                className={at === active ? `${styles.result} ${styles.activeResult}` : styles.result}
                onMouseMove={() => onHover(at)}
                onClick={(event) => onLinkClick(event, result)}
              >
                <ResultBody result={result} />
              </a>
            )
          })}
        </div>
      ))}
    </div>
  )
}

/** The search field and its results (Pagefind, static, offline); arrows move, Enter opens. */
export default function SearchPanel({ onClose, initialQuery = "" }: { onClose: () => void; initialQuery?: string }) {
  const field = useCaretAtEnd()
  const { query, state, onQueryChange, active, setActive } = useSearch(initialQuery)
  const listId = useId()

  const groups = state.status === "done" ? state.groups : []
  const options = groups.flatMap((group) => group.results)

  // The list scrolls with the arrow keys, so the active result is always in sight.
  useEffect(() => {
    document.getElementById(optionId(listId, active))?.scrollIntoView?.({ block: "nearest" })
  }, [active, listId, state])
  const open = (result: SearchResult | undefined) => {
    if (!result) return
    searchReports().picked(options.indexOf(result) + 1, result.url)
    onClose()
    void navigate(result.url)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && options.length) {
      event.preventDefault()
      setActive((active + 1) % options.length)
    } else if (event.key === "ArrowUp" && options.length) {
      event.preventDefault()
      setActive((active - 1 + options.length) % options.length)
    } else if (event.key === "Enter") {
      event.preventDefault()
      open(options[active])
    }
  }
  // A plain click navigates within the site; Ctrl/⌘-click and middle-click open the link as links do.
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, result: SearchResult) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      // Opened in another tab or window: still the reader's pick, and the panel stays open.
      searchReports().picked(options.indexOf(result) + 1, result.url)
      return
    }
    event.preventDefault()
    open(result)
  }

  return (
    <div className={styles.panel}>
      <input
        ref={field}
        // The panel loads after the dialog opened, so it focuses its own field.
        autoFocus
        className={styles.input}
        {...SEARCH_FIELD}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-activedescendant={options[active] ? optionId(listId, active) : undefined}
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <SearchStatus state={state} count={options.length} />
      <ResultList
        listId={listId}
        groups={groups}
        count={options.length}
        active={active}
        onHover={setActive}
        onLinkClick={onLinkClick}
      />
      <p className={styles.footer}>
        <kbd>↑</kbd> <kbd>↓</kbd> to move, <kbd>Enter</kbd> to open, <kbd>Esc</kbd> to close
      </p>
    </div>
  )
}
