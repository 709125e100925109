import type { ReactNode } from "react"
import { SkipToContent } from "../SkipToContent"
import { AnnouncementBar } from "../AnnouncementBar"
import { Navbar } from "../Navbar"
import { Footer } from "../Footer"
import { ProfileGate } from "../ProfileGate"
import { MAIN_CONTENT_ID } from "./main-content-id"
import * as styles from "./styles.module.css"

export { MAIN_CONTENT_ID }

/**
 * The site chrome around every page: skip link, announcement, navbar, the page, footer, and the profile gate.
 * `fullHeight` (the playground) makes the page exactly the window's height below the navbar, with no footer,
 * so an editor can fill it and the navbar never scrolls away.
 */
export function Layout({ children, fullHeight = false }: { children: ReactNode; fullHeight?: boolean }) {
  return (
    <div className={fullHeight ? `${styles.root} ${styles.fullHeight}` : styles.root}>
      <SkipToContent />
      <AnnouncementBar />
      <Navbar />
      <div className={styles.page}>{children}</div>
      {fullHeight ? null : <Footer />}
      <ProfileGate />
    </div>
  )
}

/**
 * The page's main landmark; the skip link jumps here, and search indexes only what is inside. An `unlisted` page
 * (the writers') has no data-pagefind-body, so the search indexes none of it.
 */
export function MainContent({
  children,
  className,
  unlisted = false,
}: {
  children: ReactNode
  className?: string
  unlisted?: boolean
}) {
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className={className ? `${styles.main} ${className}` : styles.main}
      data-pagefind-body={unlisted ? undefined : ""}
    >
      {children}
    </main>
  )
}
