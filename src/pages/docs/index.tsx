import { Link, graphql, type HeadProps, type PageProps } from "gatsby"
import { DocsLayout } from "../../components/DocsLayout"
import { DocCardList } from "../../components/DocCardList"
import { ApiEndpoint } from "../../components/ApiEndpoint"
import { GraphQLExample } from "../../components/GraphQLExample/deferred"
import { SandboxDemoKey } from "../../components/SandboxDemoKey"
import { PageHead } from "../../components/PageHead"
import { useSidebar } from "../../lib/react/use-sidebar"
import { sidebarCards } from "../../../core/doc-cards"
import { currentVersion } from "../../../core/docs-metadata"
import { DOCS_HOME } from "../../../core/docs-home"
import type { GraphQLExampleData } from "../../../core/example-data"
import * as styles from "../../styles/docs-home.module.css"

/** The docs home: the endpoint and a first call to run on the page, then the top level of the sidebar as cards. */
export default function DocsHomePage({ data }: PageProps<Queries.DocsHomeQuery>) {
  const sidebar = useSidebar()
  // A category whose page is a doc (the schema reference) is described by that doc.
  const descriptions = new Map<string, string | null>([
    ...data.allDocCategory.nodes.map(
      (category) => [category.indexRoute ?? "", category.indexDescription ?? null] as const,
    ),
    ...data.allMdx.nodes.map((node) => [node.fields?.route ?? "", node.frontmatter?.description ?? null] as const),
  ])
  return (
    <DocsLayout route={currentVersion.path}>
      <h1>{DOCS_HOME.title}</h1>
      <p className={styles.lead}>{DOCS_HOME.lead}</p>
      <h2 id="first-call">{DOCS_HOME.firstCall.heading}</h2>
      <p>
        {DOCS_HOME.firstCall.endpoint} <ApiEndpoint />. <SandboxDemoKey />
      </p>
      <ol className={styles.steps}>
        {DOCS_HOME.firstCall.steps.map((step) => (
          <li key={step.label}>
            {step.href ? <Link to={step.href}>{step.label}</Link> : <strong>{step.label}</strong>} {step.detail}
          </li>
        ))}
      </ol>
      {/* The first example of Access the API (Query.docsFirstCall), in GraphQLExampleData's shape. */}
      <GraphQLExample data={data.docsFirstCall as unknown as GraphQLExampleData} />
      <h2 id="all-docs">All docs</h2>
      <DocCardList cards={sidebarCards(sidebar, (href) => descriptions.get(href))} />
      <p className={styles.tools}>
        For tools and AI assistants: every page has a plain Markdown copy at its address plus <code>.md</code>, listed
        in <a href="/llms.txt">/llms.txt</a>; <a href="/llms-full.txt">/llms-full.txt</a> holds all of them in one file.
      </p>
    </DocsLayout>
  )
}

export function Head({ location }: HeadProps) {
  return <PageHead title={DOCS_HOME.title} description={DOCS_HOME.description} pathname={location.pathname} />
}

export const query = graphql`
  query DocsHome {
    docsFirstCall
    allMdx(filter: { fields: { docId: { ne: null } } }) {
      nodes {
        fields {
          route
        }
        frontmatter {
          description
        }
      }
    }
    allDocCategory {
      nodes {
        indexRoute
        indexDescription
      }
    }
  }
`
