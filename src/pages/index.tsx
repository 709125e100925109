import { Link, type HeadProps } from "gatsby"
import { Layout, MainContent } from "../components/Layout"
import { PageHead } from "../components/PageHead"
import * as styles from "../styles/home.module.css"
import { ACCESS_THE_API_ROUTE, PLAYGROUND_ROUTE } from "../lib/shared/routes"

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

export default function HomePage() {
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
            <Link to={ACCESS_THE_API_ROUTE} className={styles.cta}>
              Get started
            </Link>
          </div>
        </header>
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
