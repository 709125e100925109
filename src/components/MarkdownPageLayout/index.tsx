import type { ReactNode } from "react"
import { Layout, MainContent } from "../Layout"
import * as styles from "../../styles/home.module.css"

/** Layout of standalone MDX pages in src/pages: site chrome, no docs sidebar. */
export function MarkdownPageLayout({ children }: { children?: ReactNode }) {
  return (
    <Layout>
      <MainContent className={styles.narrow}>{children}</MainContent>
    </Layout>
  )
}
