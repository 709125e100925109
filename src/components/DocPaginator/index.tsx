import { Link } from "gatsby"
import type { SidebarLink } from "../../../core/sidebar"
import * as styles from "./styles.module.css"

/** Previous / next links at the bottom of a doc. */
export function DocPaginator({ previous, next }: { previous: SidebarLink | null; next: SidebarLink | null }) {
  if (!previous && !next) return null
  return (
    <nav aria-label="Docs pages" className={styles.paginator} data-pagefind-ignore="">
      {previous ? (
        <Link to={previous.href} className={styles.link} rel="prev">
          <span className={styles.sublabel}>Previous</span>
          <span className={styles.label}>« {previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={next.href} className={`${styles.link} ${styles.next}`} rel="next">
          <span className={styles.sublabel}>Next</span>
          <span className={styles.label}>{next.label} »</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
