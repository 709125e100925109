import * as styles from "./styles.module.css"

export interface TocItem {
  depth: number
  value: string
  id: string
}

/** "On this page": the h2 and h3 headings of the page, nested by level. */
export function TableOfContents({ items }: { items: readonly TocItem[] }) {
  if (items.length === 0) return null
  const minDepth = Math.min(...items.map((item) => item.depth))
  return (
    <nav aria-label="On this page" className={styles.toc} data-pagefind-ignore="">
      <p className={styles.title}>On this page</p>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item} style={{ paddingLeft: `${(item.depth - minDepth) * 0.9}rem` }}>
            <a href={`#${item.id}`} className={styles.link}>
              {item.value}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
