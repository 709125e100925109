import { Link } from "gatsby"
import type { Crumb } from "../../../core/sidebar"
import { currentVersion } from "../../../core/docs-metadata"
import * as styles from "./styles.module.css"
import { Icon } from "../Icon"

/** Docs home > category > page; the last crumb is the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumbs" className={styles.breadcrumbs} data-pagefind-ignore="">
      <ol className={styles.list}>
        <li className={styles.crumb}>
          <Link to={currentVersion.path} className={styles.link} aria-label="Docs home">
            <Icon name="home" size={16} />
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
