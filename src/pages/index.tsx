import { Link, graphql, type HeadProps, type PageProps } from "gatsby"
import { ApiEndpoint } from "../components/ApiEndpoint"
import { CodeBlock } from "../components/CodeBlock"
import { Layout, MainContent } from "../components/Layout"
import { PageHead } from "../components/PageHead"
import * as styles from "../styles/home.module.css"
import type { FirstCallCurl } from "../../core/example-data"
import { ACCESS_THE_API_ROUTE, DOCS_HOME_ROUTE, PLAYGROUND_ROUTE } from "../../core/routes"

const waysIn = [
  {
    href: ACCESS_THE_API_ROUTE,
    title: "Access the API",
    text: "Get an API key or sign in, then send your first request to the gateway.",
  },
  {
    href: "/docs/category/example-queries/",
    title: "Example queries",
    text: "Ready-to-run queries for dishes, menu categories and outlets.",
  },
  {
    href: PLAYGROUND_ROUTE,
    title: "Playground",
    text: "Run queries in your browser with your key or your signed-in user.",
  },
]

/**
 * The landing page: what the API is, its endpoint and the docs' first call as
 * curl (the first example of Access the API, Query.docsFirstCallCurl, so it
 * is never out of date), then the ways in. The sample comes highlighted from
 * the build, so the page loads no sample code.
 */
export default function HomePage({ data }: PageProps<Queries.HomeQuery>) {
  const firstCall = data.docsFirstCallCurl as unknown as FirstCallCurl
  return (
    <Layout>
      <MainContent>
        <header className={styles.hero}>
          <div className={styles.heroInner}>
            <h1 className={styles.title}>ZFV API</h1>
            <p className={styles.tagline}>
              The menus of our restaurants, canteens and cafés as data: dishes with prices, allergens and dietary
              labels, their menu categories and the outlets that serve them, through one GraphQL endpoint.
            </p>
            <p className={styles.endpoint}>
              Endpoint: <ApiEndpoint />
            </p>
            <Link to={ACCESS_THE_API_ROUTE} className={styles.cta}>
              Get started
            </Link>
          </div>
        </header>
        <section className={styles.firstCall} aria-labelledby="first-call">
          <h2 id="first-call">A first call</h2>
          <p>Every call is one POST request with the query in a JSON body, like this first call from the docs:</p>
          <CodeBlock html={firstCall.html} title="curl" copyLabel="Copy the curl sample" />
          <p>
            Replace <code>{firstCall.placeholder}</code> with your key (
            <Link to={`${ACCESS_THE_API_ROUTE}#get-an-api-key`}>how to get one</Link>), or{" "}
            <Link to={DOCS_HOME_ROUTE}>run it in the docs</Link> with the key in the navbar.
          </p>
        </section>
        <section className={styles.waysIn} aria-labelledby="ways-in">
          <h2 id="ways-in" className="visually-hidden">
            Ways in
          </h2>
          <ul className={styles.cards}>
            {waysIn.map((way) => (
              <li key={way.href}>
                <Link to={way.href} className={styles.card}>
                  <span className={styles.cardTitle}>{way.title}</span>
                  <span className={styles.cardText}>{way.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </MainContent>
    </Layout>
  )
}

export function Head({ location }: HeadProps) {
  return <PageHead title="ZFV API" pathname={location.pathname} />
}

export const query = graphql`
  query Home {
    docsFirstCallCurl
  }
`
