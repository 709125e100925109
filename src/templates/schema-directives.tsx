import { graphql, type HeadProps, type PageProps } from "gatsby"
import { DocsLayout } from "../components/DocsLayout"
import { PageHead } from "../components/PageHead"
import { useReferenceHtml } from "../components/SchemaReference/reference-html"
import { DirectivesBody } from "../components/SchemaReference/islands/directives"
import type { PrevNext } from "../../core/sidebar"

/** Every directive of the schema: where it may be used, and its arguments. */
export default function SchemaDirectivesPage({
  data,
  pageContext,
}: PageProps<Queries.SchemaDirectivesPageQuery, PrevNext>) {
  useReferenceHtml(data)
  const directives = data.allSchemaDirective.nodes
  const route = data.schemaReference?.kinds.find((kind) => kind.kind === "directive")?.route
  if (!route) throw new Error("The schema reference has no directives page")
  return (
    <DocsLayout
      route={route}
      header={<h1>Directives</h1>}
      toc={directives.map((directive) => ({ depth: 2, value: `@${directive.name}`, id: directive.anchor }))}
      previous={pageContext.previous}
      next={pageContext.next}
    >
      <DirectivesBody directives={directives} />
    </DocsLayout>
  )
}

export function Head({ data }: HeadProps<Queries.SchemaDirectivesPageQuery>) {
  const route = data.schemaReference?.kinds.find((kind) => kind.kind === "directive")?.route
  return (
    <PageHead
      title="Directives | GraphQL schema"
      description="The directives of the ZFV GraphQL API and where they may be used."
      pathname={route ?? undefined}
    />
  )
}

export const query = graphql`
  query SchemaDirectivesPage {
    allSchemaDirective(sort: { name: ASC }) {
      nodes {
        name
        anchor
        descriptionHtml
        locations
        isRepeatable
        builtIn
        args {
          ...SchemaArgumentData
        }
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
