import { graphql, type HeadProps, type PageProps } from "gatsby"
import { DocsLayout } from "../components/DocsLayout"
import { PageHead } from "../components/PageHead"
import { useReferenceHtml } from "../components/SchemaReference/reference-html"
import { SchemaOperationsBody } from "../components/SchemaReference/islands/operations"
import { DEPRECATED_OPERATIONS_ID, partition } from "../components/SchemaReference/deprecation"
import * as styles from "../components/SchemaReference/styles.module.css"
import { kindInfo } from "../../core/schema-kinds"
import type { PrevNext } from "../../core/sidebar"

type OperationsContext = PrevNext & { name: string }

/** The root fields of one operation type (Queries, Mutations): each with its arguments and a runnable example; anchors are the field names. */
export default function SchemaOperationsPage({
  data,
  pageContext,
}: PageProps<Queries.SchemaOperationsPageQuery, OperationsContext>) {
  useReferenceHtml(data)
  const root = data.schemaType
  if (!root) throw new Error(`No root type ${pageContext.name} in the data layer`)
  const info = kindInfo(root.kind)
  const [current, deprecated] = partition(root.fieldDefinitions)
  const toc = [
    ...current.map((field) => ({ depth: 2, value: field.name, id: field.name })),
    ...(deprecated.length > 0
      ? [{ depth: 2, value: `Deprecated ${info.label.toLowerCase()}`, id: DEPRECATED_OPERATIONS_ID }]
      : []),
  ]
  return (
    <DocsLayout
      route={root.route}
      header={
        <>
          <p className={styles.kindLabel}>
            Root type <code>{root.name}</code>
          </p>
          <h1>{info.label}</h1>
        </>
      }
      toc={toc}
      previous={pageContext.previous}
      next={pageContext.next}
    >
      <SchemaOperationsBody root={root} />
    </DocsLayout>
  )
}

export function Head({ data }: HeadProps<Queries.SchemaOperationsPageQuery>) {
  const root = data.schemaType
  const info = root ? kindInfo(root.kind) : null
  return (
    <PageHead
      title={info ? `${info.label} | GraphQL schema` : "GraphQL schema"}
      description={
        info
          ? `Every ${info.singular.toLowerCase()} of the ZFV GraphQL API, its arguments and a runnable example.`
          : null
      }
      pathname={root?.route}
    />
  )
}

export const query = graphql`
  query SchemaOperationsPage($name: String!) {
    schemaType(name: { eq: $name }) {
      name
      kind
      route
      descriptionHtml
      fieldDefinitions {
        ...SchemaFieldData
        example {
          ...SchemaExampleData
        }
      }
    }
  }
`
