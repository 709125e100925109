import { Link, type HeadProps, type PageProps } from "gatsby"
import { Layout, MainContent } from "../components/Layout"
import { PageHead } from "../components/PageHead"
import type { EditorManifest } from "../playground/editor-contract"
import type { CostStatus } from "../playground/cost/words"
import { Playground } from "../playground/Playground"
import * as styles from "../playground/shell.module.css"

/**
 * /graphql/: the playground. Its page context names the editor bundle's files and holds the first view's cost line,
 * measured at build time (gatsby/build-editor.ts).
 */
export default function GraphqlPage({
  pageContext,
}: PageProps<object, { editor: EditorManifest; firstCost: CostStatus }>) {
  return (
    <Layout fullHeight>
      <MainContent className={styles.main}>
        <header className={styles.header}>
          <h1>Playground</h1>
          <p>
            Run GraphQL queries against the ZFV API with the API key and sign-in you chose in the navbar.{" "}
            <Link to="/docs/playground/">How the playground works</Link>
          </p>
        </header>
        <Playground editor={pageContext.editor} firstCost={pageContext.firstCost} />
      </MainContent>
    </Layout>
  )
}

export function Head({ location }: HeadProps) {
  return (
    <PageHead
      title="Playground"
      description="Run GraphQL queries against the ZFV API from your browser."
      pathname={location.pathname}
    />
  )
}
