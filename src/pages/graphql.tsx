import { Link, type HeadProps } from "gatsby"
import { Layout, MainContent } from "../components/Layout"
import { PageHead } from "../components/PageHead"
import * as styles from "../styles/home.module.css"

export default function GraphqlPage() {
  return (
    <Layout>
      <MainContent className={styles.narrow}>
        <h1>Playground</h1>
        <p>
          Run GraphQL queries against the API from your browser. The interactive editor is not part of this release yet; until it is, send a query from your terminal as shown
          below, and read <Link to="/docs/playground/">how the playground will work</Link>.
        </p>
        <h2>Try a query with curl</h2>
        <pre>
          <code>{`curl -X POST <API endpoint> \\
  -H 'content-type: application/json' \\
  -H 'api-key: <your API key>' \\
  -d '{"query":"{ client { id } }"}'`}</code>
        </pre>
      </MainContent>
    </Layout>
  )
}

export function Head({ location }: HeadProps) {
  return <PageHead title="Playground" description="Run GraphQL queries against the ZFV API from your browser." pathname={location.pathname} />
}
