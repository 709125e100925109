import type { ReactNode } from "react"
import { SkipToContent } from "../SkipToContent"
import { AnnouncementBar } from "../AnnouncementBar"
import { Navbar } from "../Navbar"
import { Footer } from "../Footer"
import { ProfileGate } from "../ProfileGate"
import { MAIN_CONTENT_ID } from "./main-content-id"
import * as styles from "./styles.module.css"

export { MAIN_CONTENT_ID }

/** The site chrome around every page: skip link, announcement, navbar, the page, footer, and the profile gate. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.root}>
      <SkipToContent />
      <AnnouncementBar />
      <Navbar />
      <div className={styles.page}>{children}</div>
      <Footer />
      <ProfileGate />
    </div>
  )
}

/** The page's main landmark; the skip link jumps here, and search indexes only what is inside. */
export function MainContent({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={className ? `${styles.main} ${className}` : styles.main} data-pagefind-body="">
      {children}
    </main>
  )
}
