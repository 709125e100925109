import { Link } from "gatsby"
import type { MouseEvent } from "react"
import { HOME_ROUTE } from "../../../core/routes"
import { siteMetadata } from "../../../core/site-config"
import * as styles from "./styles.module.css"

/** Logo and title, linking home. */
export function NavbarBrand({ onNavigate }: { onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  return (
    <Link to={HOME_ROUTE} className={styles.brand} onClick={onNavigate}>
      <Logo />
      <span>{siteMetadata.title}</span>
    </Link>
  )
}

function Logo() {
  return (
    <svg className={styles.logo} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <path
        d="M9 10h14l-9.5 12H23"
        stroke="var(--color-bg)"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
