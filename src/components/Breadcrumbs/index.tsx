import { Link } from "gatsby"
import type { Crumb } from "../../lib/sidebar"
import { currentVersion } from "../../lib/docs-metadata"
import * as styles from "./styles.module.css"

/** Docs home > category > page; the last crumb is the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumbs" className={styles.breadcrumbs} data-pagefind-ignore="">
      <ol className={styles.list}>
        <li className={styles.crumb}>
          <Link to={currentVersion.path} className={styles.link} aria-label="Docs home">
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6c-.38-.34-.96-.34-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z" fill="currentColor" />
            </svg>
          </Link>
        </li>
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1
          return (
            <li key={`${crumb.label}-${index}`} className={styles.crumb}>
              {current ? (
                <span className={`${styles.link} ${styles.current}`} aria-current="page">
                  {crumb.label}
                </span>
              ) : crumb.href ? (
                <Link to={crumb.href} className={styles.link}>
                  {crumb.label}
                </Link>
              ) : (
                <span className={styles.link}>{crumb.label}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
