import { Link } from "gatsby"
import type { SidebarItem } from "../../lib/sidebar"
import * as styles from "./styles.module.css"

interface DocSidebarProps {
  items: readonly SidebarItem[]
  activeRoute: string
  /** Called after a link is followed (the mobile panel closes itself). */
  onNavigate?: () => void
}

/** The apiDocsSidebar: every category expanded, the current page marked with aria-current="page". */
export function DocSidebar({ items, activeRoute, onNavigate }: DocSidebarProps) {
  return (
    <nav aria-label="Docs sidebar" className={styles.sidebar}>
      <SidebarList items={items} activeRoute={activeRoute} onNavigate={onNavigate} level={1} />
    </nav>
  )
}

function SidebarList({ items, activeRoute, onNavigate, level }: DocSidebarProps & { level: number }) {
  return (
    <ul className={level === 1 ? styles.list : `${styles.list} ${styles.nested}`}>
      {items.map((item) =>
        item.type === "doc" ? (
          <li key={item.href} className={styles.item}>
            <SidebarLink href={item.href} label={item.label} activeRoute={activeRoute} onNavigate={onNavigate} />
          </li>
        ) : (
          <li key={item.dirPath} className={styles.item}>
            {item.href ? (
              <SidebarLink href={item.href} label={item.label} activeRoute={activeRoute} onNavigate={onNavigate} category />
            ) : (
              <span className={`${styles.link} ${styles.categoryLabel}`}>{item.label}</span>
            )}
            <SidebarList items={item.items} activeRoute={activeRoute} onNavigate={onNavigate} level={level + 1} />
          </li>
        ),
      )}
    </ul>
  )
}

function SidebarLink({ href, label, activeRoute, onNavigate, category = false }: { href: string; label: string; activeRoute: string; onNavigate?: () => void; category?: boolean }) {
  const active = href === activeRoute
  const className = [styles.link, category ? styles.categoryLabel : "", active ? styles.active : ""].filter(Boolean).join(" ")
  return (
    <Link to={href} className={className} aria-current={active ? "page" : undefined} onClick={onNavigate}>
      {label}
    </Link>
  )
}
