import { useRef } from "react"
import { Icon } from "../Icon"
import * as styles from "./styles.module.css"

export interface TocItem {
  depth: number
  value: string
  id: string
}

interface TocProps {
  items: readonly TocItem[]
  /** The id of the heading whose section is being read, marked with aria-current; null for none. */
  activeId?: string | null
}

function TocList({ items, activeId = null, onFollow }: TocProps & { onFollow?: () => void }) {
  const minDepth = Math.min(...items.map((item) => item.depth))
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id} className={styles.item} style={{ paddingLeft: `${(item.depth - minDepth) * 0.9}rem` }}>
          <a
            href={`#${item.id}`}
            className={styles.link}
            aria-current={item.id === activeId ? "location" : undefined}
            onClick={onFollow}
          >
            {item.value}
          </a>
        </li>
      ))}
    </ul>
  )
}

/** "On this page": the h2 and h3 headings of the page, nested by level, as a column beside the page. */
export function TableOfContents({ items, activeId }: TocProps) {
  if (items.length === 0) return null
  return (
    <nav aria-label="On this page" className={styles.toc} data-pagefind-ignore="">
      <p className={styles.title}>On this page</p>
      <TocList items={items} activeId={activeId} />
    </nav>
  )
}

/**
 * The same list folded under the page's title, for screens without room for the
 * column: closed at first, so the page comes first; following a link folds it
 * again. A <details>, so it opens before the page's script has loaded too.
 */
export function TableOfContentsToggle({ items, activeId }: TocProps) {
  const details = useRef<HTMLDetailsElement>(null)
  if (items.length === 0) return null
  const close = () => {
    if (details.current) details.current.open = false
  }
  return (
    <nav aria-label="On this page" className={styles.toggle} data-pagefind-ignore="">
      <details ref={details}>
        <summary className={styles.summary}>
          On this page
          <Icon name="chevronRight" size={16} className={styles.chevron} />
        </summary>
        <div className={styles.toggleBody}>
          <TocList items={items} activeId={activeId} onFollow={close} />
        </div>
      </details>
    </nav>
  )
}
