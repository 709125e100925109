import type { ReactNode } from "react"
import { Navbar } from "../Navbar"
import { Footer } from "../Footer"
import * as styles from "./styles.module.css"

export const MAIN_CONTENT_ID = "main-content"

/** The site chrome around every page: navbar, the page, footer. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.root}>
      <Navbar />
      <div className={styles.page}>{children}</div>
      <Footer />
    </div>
  )
}

/** The page's main landmark; the skip link jumps here. */
export function MainContent({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={className ? `${styles.main} ${className}` : styles.main}>
      {children}
    </main>
  )
}
