import { graphql, type HeadProps, type PageProps } from "gatsby"
import { DocsLayout } from "../components/DocsLayout"
import { PageHead } from "../components/PageHead"
import {
  AddedBadge,
  AnchoredHeading,
  ArgumentList,
  DeclaredCost,
  DeprecatedMark,
  Description,
  ExampleOperation,
  TypeRef,
  type FieldData,
} from "../components/SchemaReference"
import { useOpenFoldedTarget } from "../components/SchemaReference/open-folded-target"
import * as styles from "../components/SchemaReference/styles.module.css"
import { kindInfo } from "../../core/schema-kinds"
import type { PrevNext } from "../../core/sidebar"

type OperationsContext = PrevNext & { name: string }

function RootField({ field, headingLevel }: { field: FieldData; headingLevel: "h2" | "h3" }) {
  return (
    <section>
      <AnchoredHeading as={headingLevel} id={field.name}>
        {field.name}
      </AnchoredHeading>
      <p>
        Returns <TypeRef type={field.type} />
        <AddedBadge addedIn={field.addedIn} />
      </p>
      {field.deprecationReasonHtml !== null ? (
        <DeprecatedMark reasonHtml={field.deprecationReasonHtml} deprecatedIn={field.deprecatedIn} />
      ) : null}
      <Description html={field.descriptionHtml} />
      <DeclaredCost html={field.declaredCostHtml} />
      <ArgumentList args={field.args} />
      {field.example ? <ExampleOperation example={field.example} /> : null}
    </section>
  )
}

/** The root fields of one operation type (Queries, Mutations): each with its arguments and a runnable example; anchors are the field names. */
export default function SchemaOperationsPage({
  data,
  pageContext,
}: PageProps<Queries.SchemaOperationsPageQuery, OperationsContext>) {
  useOpenFoldedTarget()
  const root = data.schemaType
  if (!root) throw new Error(`No root type ${pageContext.name} in the data layer`)
  const info = kindInfo(root.kind)
  const current = root.fieldDefinitions.filter((field) => field.deprecationReasonHtml === null)
  const deprecated = root.fieldDefinitions.filter((field) => field.deprecationReasonHtml !== null)
  const toc = [
    ...current.map((field) => ({ depth: 2, value: field.name, id: field.name })),
    ...(deprecated.length > 0
      ? [{ depth: 2, value: `Deprecated ${info.label.toLowerCase()}`, id: "deprecated-operations" }]
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
      <Description html={root.descriptionHtml} />
      {current.map((field) => (
        <RootField key={field.name} field={field} headingLevel="h2" />
      ))}
      {deprecated.length > 0 ? (
        <>
          <AnchoredHeading as="h2" id="deprecated-operations">
            Deprecated {info.label.toLowerCase()}
          </AnchoredHeading>
          <details className={styles.deprecatedGroup}>
            <summary>
              Deprecated {info.label.toLowerCase()} ({deprecated.length})
            </summary>
            {deprecated.map((field) => (
              <RootField key={field.name} field={field} headingLevel="h3" />
            ))}
          </details>
        </>
      ) : null}
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
