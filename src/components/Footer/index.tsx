import { graphql, Link, useStaticQuery } from "gatsby"
import * as styles from "./styles.module.css"
import { ACCESS_THE_API_ROUTE } from "../../../core/routes"

export function Footer() {
  // The build year, not the reader's clock, so server and browser render the same text.
  const { site } = useStaticQuery<Queries.FooterQuery>(graphql`
    query Footer {
      site {
        buildTime(formatString: "YYYY")
      }
    }
  `)
  return (
    <footer className={styles.footer}>
      <div className={styles.links}>
        <div>
          <h2 className={styles.title}>Docs</h2>
          <ul className={styles.list}>
            <li>
              <Link to={ACCESS_THE_API_ROUTE}>API Documentation</Link>
            </li>
          </ul>
        </div>
      </div>
      <p className={styles.copyright}>Copyright © {site?.buildTime} ZFV-Unternehmungen. Built with Gatsby.</p>
    </footer>
  )
}
