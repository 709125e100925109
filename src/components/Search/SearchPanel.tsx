import { navigate } from "gatsby"
import { useEffect, useId, useState, type KeyboardEvent } from "react"
import { loadPagefind, type PagefindResultData } from "../../lib/browser/pagefind"
import { exactType, loadTypeList, type TypeListEntry } from "../../lib/shared/schema-type-list"
import { kindInfo } from "../../lib/shared/schema-kinds"
import * as styles from "./styles.module.css"

interface SearchOption {
  id: string
  url: string
  title: string
  excerpt: string
  /** A heading within a page, shown under the page. */
  heading: boolean
}

type SearchState =
  | { status: "idle" }
  | { status: "searching" }
  | { status: "done"; options: SearchOption[] }
  | { status: "error"; message: string }

const MAX_PAGES = 8
const MAX_HEADINGS = 3

/** Page and heading results of a Pagefind result, as options in display order. */
export function toOptions(results: readonly PagefindResultData[]): SearchOption[] {
  return results.flatMap((result, index) => {
    const page: SearchOption = {
      id: `page-${index}`,
      url: result.url,
      title: result.meta.title ?? result.url,
      excerpt: result.excerpt,
      heading: false,
    }
    const headings = (result.sub_results ?? [])
      .filter((sub) => sub.url !== result.url && sub.url.includes("#"))
      .slice(0, MAX_HEADINGS)
      .map((sub, subIndex) => ({
        id: `page-${index}-${subIndex}`,
        url: sub.url,
        title: sub.title,
        excerpt: sub.excerpt,
        heading: true,
      }))
    return [page, ...headings]
  })
}

/** A GraphQL name: what a reader types to find a type. */
const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/

/**
 * The options with the page of the type the reader named first. Pagefind
 * ranks by words, and "Dish" is a word of DishEdge and DishFilter too; a
 * reader who types a type's exact name wants that type's page.
 */
export function withExactTypeFirst(options: readonly SearchOption[], type: TypeListEntry | null): SearchOption[] {
  if (!type) return [...options]
  const [name, kind, href] = type
  const own = options.filter((option) => option.url === href || option.url.startsWith(`${href}#`))
  const rest = options.filter((option) => !own.includes(option))
  const page = own.find((option) => option.url === href) ?? {
    id: "type",
    url: href,
    title: name,
    excerpt: `${kindInfo(kind).singular} in the GraphQL schema`,
    heading: false,
  }
  return [page, ...own.filter((option) => option !== page), ...rest]
}

/** The search field and its results (Pagefind, static, offline); arrows move, Enter opens. */
export default function SearchPanel({ onClose }: { onClose: () => void }) {
  const [query, setQuery] = useState("")
  const [state, setState] = useState<SearchState>({ status: "idle" })
  const [active, setActive] = useState(0)
  const listId = useId()

  const onQueryChange = (value: string) => {
    setQuery(value)
    setState(value.trim() ? { status: "searching" } : { status: "idle" })
  }

  useEffect(() => {
    const text = query.trim()
    if (!text) return
    let current = true
    const timer = setTimeout(async () => {
      try {
        // The type list only reorders; search works without it.
        const typeMatch = GRAPHQL_NAME.test(text)
          ? loadTypeList().then(
              (list) => exactType(list, text),
              () => null,
            )
          : Promise.resolve(null)
        const pagefind = await loadPagefind()
        const search = await pagefind.search(text)
        const data = await Promise.all((search?.results ?? []).slice(0, MAX_PAGES).map((result) => result.data()))
        const options = withExactTypeFirst(toOptions(data), await typeMatch)
        if (current) {
          setState({ status: "done", options })
          setActive(0)
        }
      } catch (error) {
        if (current) setState({ status: "error", message: error instanceof Error ? error.message : String(error) })
      }
    }, 120)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [query])

  const options = state.status === "done" ? state.options : []
  const open = (option: SearchOption | undefined) => {
    if (!option) return
    onClose()
    void navigate(option.url)
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

  return (
    <div className={styles.panel}>
      <input
        // The panel loads after the dialog opened, so it focuses its own field.
        autoFocus
        className={styles.input}
        type="search"
        placeholder="Search the docs"
        aria-label="Search the docs"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-activedescendant={options[active] ? `${listId}-${options[active].id}` : undefined}
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {state.status === "idle" ? <p className={styles.status}>Type to search every page of the docs.</p> : null}
      {state.status === "searching" ? <p className={styles.status}>Searching…</p> : null}
      {state.status === "error" ? (
        <p className={styles.status} role="alert">
          Search is not available: {state.message}
        </p>
      ) : null}
      {state.status === "done" && options.length === 0 ? (
        <p className={styles.status}>No results for “{query.trim()}”.</p>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label="Search results"
        className={styles.results}
        hidden={options.length === 0}
      >
        {options.map((option, index) => (
          <li
            key={option.id}
            id={`${listId}-${option.id}`}
            role="option"
            aria-selected={index === active}
            className={[
              styles.result,
              option.heading ? styles.heading : "",
              index === active ? styles.activeResult : "",
            ]
              .filter(Boolean)
              .join(" ")}
            onMouseMove={() => setActive(index)}
            onClick={() => open(option)}
          >
            <span className={styles.resultTitle}>
              {option.heading ? "# " : ""}
              {option.title}
            </span>
            <span className={styles.excerpt} dangerouslySetInnerHTML={{ __html: option.excerpt }} />
          </li>
        ))}
      </ul>
      <p className={styles.footer}>
        <kbd>↑</kbd> <kbd>↓</kbd> to move, <kbd>Enter</kbd> to open, <kbd>Esc</kbd> to close
      </p>
    </div>
  )
}
