import { Link } from "gatsby"
import type { MouseEvent } from "react"
import type { SidebarItem } from "../../../core/sidebar"
import * as styles from "./styles.module.css"

interface DocSidebarProps {
  items: readonly SidebarItem[]
  activeRoute: string
  /** Called when a link is clicked (the mobile panel takes over navigation to close itself first). */
  onLinkClick?: (event: MouseEvent<HTMLAnchorElement>, href: string) => void
}

/** The apiDocsSidebar: every category expanded, the current page marked with aria-current="page". */
export function DocSidebar({ items, activeRoute, onLinkClick }: DocSidebarProps) {
  return (
    <nav aria-label="Docs sidebar" className={styles.sidebar}>
      <SidebarList items={items} activeRoute={activeRoute} onLinkClick={onLinkClick} level={1} />
    </nav>
  )
}

function SidebarList({ items, activeRoute, onLinkClick, level }: DocSidebarProps & { level: number }) {
  return (
    <ul className={level === 1 ? styles.list : `${styles.list} ${styles.nested}`}>
      {items.map((item) =>
        item.type === "doc" ? (
          <li key={item.href} className={styles.item}>
            <SidebarLink href={item.href} label={item.label} activeRoute={activeRoute} onLinkClick={onLinkClick} />
          </li>
        ) : (
          <li key={item.dirPath} className={styles.item}>
            {item.href ? (
              <SidebarLink
                href={item.href}
                label={item.label}
                activeRoute={activeRoute}
                onLinkClick={onLinkClick}
                category
              />
            ) : (
              <span className={`${styles.link} ${styles.categoryLabel}`}>{item.label}</span>
            )}
            <SidebarList items={item.items} activeRoute={activeRoute} onLinkClick={onLinkClick} level={level + 1} />
          </li>
        ),
      )}
    </ul>
  )
}

function SidebarLink({
  href,
  label,
  activeRoute,
  onLinkClick,
  category = false,
}: {
  href: string
  label: string
  activeRoute: string
  onLinkClick?: DocSidebarProps["onLinkClick"]
  category?: boolean
}) {
  const active = href === activeRoute
  const className = [styles.link, category ? styles.categoryLabel : "", active ? styles.active : ""]
    .filter(Boolean)
    .join(" ")
  return (
    <Link
      to={href}
      className={className}
      aria-current={active ? "page" : undefined}
      onClick={onLinkClick ? (event) => onLinkClick(event, href) : undefined}
    >
      {label}
    </Link>
  )
}
