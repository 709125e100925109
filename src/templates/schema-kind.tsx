import { Link, graphql, type HeadProps, type PageProps } from "gatsby"
import { DocsLayout } from "../components/DocsLayout"
import { PageHead } from "../components/PageHead"
import { SchemaTypeFilter } from "../components/SchemaTypeFilter"
import * as styles from "../components/SchemaReference/styles.module.css"
import { kindInfo } from "../../core/schema-kinds"
import type { PrevNext } from "../../core/sidebar"

type SchemaKindContext = PrevNext & { kind: string }

/** Every type of one kind, with its summary: the one page that lists them all. */
export default function SchemaKindPage({
  data,
  pageContext,
}: PageProps<Queries.SchemaKindPageQuery, SchemaKindContext>) {
  const info = kindInfo(pageContext.kind)
  const route = data.schemaReference?.kinds.find((kind) => kind.kind === pageContext.kind)?.route
  if (!route) throw new Error(`The schema has no ${info.label.toLowerCase()}`)
  return (
    <DocsLayout route={route} previous={pageContext.previous} next={pageContext.next}>
      <h1>{info.label}</h1>
      <p>
        {info.intro} This schema has {data.allSchemaType.nodes.length}{" "}
        {data.allSchemaType.nodes.length === 1 ? info.singular.toLowerCase() : info.label.toLowerCase()}.
      </p>
      <SchemaTypeFilter />
      {/* Every type is a search result of its own; the list would only repeat their names. */}
      <ul className={styles.typeList} data-pagefind-ignore="">
        {data.allSchemaType.nodes.map((type) => (
          <li key={type.name}>
            <Link to={type.route}>
              <code>{type.name}</code>
            </Link>
            {type.builtIn ? " (built in)" : null}
            {type.summaryHtml ? <p dangerouslySetInnerHTML={{ __html: type.summaryHtml }} /> : null}
          </li>
        ))}
      </ul>
    </DocsLayout>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.SchemaKindPageQuery, SchemaKindContext>) {
  const info = kindInfo(pageContext.kind)
  const route = data.schemaReference?.kinds.find((kind) => kind.kind === pageContext.kind)?.route
  return (
    <PageHead
      title={`${info.label} | GraphQL schema`}
      description={`Every ${info.singular.toLowerCase()} type of the ZFV GraphQL API, with what it is for.`}
      pathname={route ?? undefined}
    />
  )
}

export const query = graphql`
  query SchemaKindPage($kind: String!) {
    allSchemaType(filter: { kind: { eq: $kind } }, sort: { name: ASC }) {
      nodes {
        name
        route
        summaryHtml
        builtIn
      }
    }
    schemaReference {
      kinds {
        kind
        route
      }
    }
  }
`
