import type { ReactNode } from "react"
import { MDXProvider } from "@mdx-js/react"
import { Layout, MainContent } from "../Layout"
import { mdxComponents } from "../MdxComponents"
import * as styles from "../../styles/home.module.css"

/**
 * Layout of standalone MDX pages in src/pages: site chrome, no docs sidebar. It provides the Markdown components:
 * MDX renders a page's content inside its layout, and these pages are the only MDX the browser still renders (a
 * doc's prose is HTML from its page's data), so no other page loads them.
 */
export function MarkdownPageLayout({ children }: { children?: ReactNode }) {
  return (
    <Layout>
      <MainContent className={styles.narrow}>
        <MDXProvider components={mdxComponents}>{children}</MDXProvider>
      </MainContent>
    </Layout>
  )
}
