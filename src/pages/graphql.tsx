import { Link, type HeadProps } from "gatsby"
import { Layout, MainContent } from "../components/Layout"
import { PageHead } from "../components/PageHead"
import { PlaygroundLoader } from "../playground/PlaygroundLoader"
import * as styles from "../playground/shell.module.css"

/** /graphql/: the playground. The editor (GraphiQL) loads after mount and only here. */
export default function GraphqlPage() {
  return (
    <Layout fullHeight>
      <MainContent className={styles.main}>
        <header className={styles.header}>
          <h1>Playground</h1>
          <p>
            Run GraphQL queries against the ZFV API with the API key and sign-in you chose in the navbar. <Link to="/docs/playground/">How the playground works</Link>
          </p>
        </header>
        <PlaygroundLoader />
      </MainContent>
    </Layout>
  )
}

export function Head({ location }: HeadProps) {
  return <PageHead title="Playground" description="Run GraphQL queries against the ZFV API from your browser." pathname={location.pathname} />
}
