import { Link, type HeadProps } from "gatsby"
import { Layout, MainContent } from "../components/Layout"
import { PageHead } from "../components/PageHead"
import * as styles from "../styles/home.module.css"
import { ACCESS_THE_API_ROUTE, HOME_ROUTE } from "../../core/routes"

export default function NotFoundPage() {
  return (
    <Layout>
      <MainContent className={styles.narrow}>
        <h1>Page not found</h1>
        <p>
          We could not find what you were looking for. The page may have moved, or the link that brought you here may be
          wrong.
        </p>
        <p>
          Try the <Link to={ACCESS_THE_API_ROUTE}>API documentation</Link> or go back to the{" "}
          <Link to={HOME_ROUTE}>home page</Link>.
        </p>
      </MainContent>
    </Layout>
  )
}

export function Head(_props: HeadProps) {
  return <PageHead title="Page not found" />
}
