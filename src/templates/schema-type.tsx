import { graphql, type HeadProps, type PageProps } from "gatsby"
import { DocsLayout } from "../components/DocsLayout"
import { PageHead } from "../components/PageHead"
import { useReferenceHtml } from "../components/SchemaReference/reference-html"
import { SchemaTypeBody, SchemaTypeHeader } from "../components/SchemaReference/islands/type"
import { typeSections } from "../components/SchemaReference/type-sections"
import { htmlToText } from "../../core/html-text"
import type { PrevNext } from "../../core/sidebar"

type SchemaTypeContext = PrevNext & { name: string; kindRoute: string }

/**
 * One type of the schema: what it is, its fields or values, what links to it, and its SDL. Its header and body are
 * HTML until the reader moves toward them (SchemaReference/islands/); the layout around them is the docs'.
 */
export default function SchemaTypePage({
  data,
  pageContext,
}: PageProps<Queries.SchemaTypePageQuery, SchemaTypeContext>) {
  useReferenceHtml(data)
  const type = data.schemaType
  if (!type) throw new Error(`No schema type ${pageContext.name} in the data layer`)
  return (
    <DocsLayout
      route={type.route}
      sidebarParent={pageContext.kindRoute}
      crumbLabel={type.name}
      header={<SchemaTypeHeader name={type.name} kind={type.kind} builtIn={type.builtIn} addedIn={type.addedIn} />}
      toc={typeSections(type).map((section) => ({ depth: 2, value: section.title, id: section.id }))}
      previous={pageContext.previous}
      next={pageContext.next}
    >
      <SchemaTypeBody type={type} />
    </DocsLayout>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.SchemaTypePageQuery, SchemaTypeContext>) {
  const type = data.schemaType
  const summary = htmlToText(type?.descriptionHtml)
  return (
    <PageHead
      title={type?.name ?? pageContext.name}
      description={summary ? `${type?.name}: ${summary}` : null}
      pathname={type?.route}
    />
  )
}

export const query = graphql`
  query SchemaTypePage($name: String!) {
    schemaType(name: { eq: $name }) {
      name
      kind
      route
      descriptionHtml
      builtIn
      specifiedByUrl
      addedIn
      fieldDefinitions {
        ...SchemaFieldData
      }
      inputFields {
        ...SchemaArgumentData
      }
      enumValues {
        ...SchemaEnumValueData
      }
      interfaces {
        ...SchemaLinkData
      }
      implementedBy {
        ...SchemaLinkData
      }
      possibleTypes {
        ...SchemaLinkData
      }
      memberOf {
        ...SchemaLinkData
      }
      returnedBy {
        ...SchemaCoordinateLinkData
      }
      usedBy {
        ...SchemaCoordinateLinkData
      }
      sdl
    }
  }
`
