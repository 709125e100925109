import { Link } from "gatsby"
import * as styles from "./styles.module.css"
import { siteMetadata } from "../../lib/site-metadata"

export function Navbar() {
  return (
    <nav className={styles.navbar} aria-label="Main">
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          <Logo />
          <span>{siteMetadata.title}</span>
        </Link>
        <Link to="/docs/access-the-api/" className={styles.item} activeClassName={styles.active} partiallyActive={false}>
          API Documentation
        </Link>
        <Link to="/graphql/" className={styles.item} activeClassName={styles.active}>
          Playground
        </Link>
      </div>
    </nav>
  )
}

export function Logo() {
  return (
    <svg className={styles.logo} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <path d="M9 10h14l-9.5 12H23" stroke="var(--color-bg)" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
