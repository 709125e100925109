import { graphql, type HeadProps, type PageProps } from "gatsby"
import { DocsLayout } from "../components/DocsLayout"
import { PageHead } from "../components/PageHead"
import { useReferenceHtml } from "../components/SchemaReference/reference-html"
import { DeprecationsBody } from "../components/SchemaReference/islands/deprecations"
import { groupByRemoval, removalGroupAnchor, removalHeading } from "../../core/schema-lifecycle"
import type { PrevNext } from "../../core/sidebar"

type DeprecationsContext = PrevNext & { today: string }

/**
 * Every deprecated field, argument, input field and enum value, grouped by the removal date its reason announces
 * (soonest first, then those with none); a removal due within 90 days of the build stands out.
 */
export default function SchemaDeprecationsPage({
  data,
  pageContext,
  location,
}: PageProps<Queries.SchemaDeprecationsPageQuery, DeprecationsContext>) {
  useReferenceHtml(data)
  const reference = data.schemaReference
  if (!reference) throw new Error("The schema reference is missing from the data layer")
  const groups = groupByRemoval(reference.deprecations, pageContext.today)
  const toc = groups.map((group) => ({
    depth: 2,
    value: removalHeading(group.removalDate, pageContext.today),
    id: removalGroupAnchor(group.removalDate),
  }))
  return (
    <DocsLayout
      route={location.pathname}
      header={<h1>Deprecations</h1>}
      toc={toc}
      previous={pageContext.previous}
      next={pageContext.next}
    >
      <DeprecationsBody deprecations={reference.deprecations} today={pageContext.today} />
    </DocsLayout>
  )
}

export function Head({ location }: HeadProps) {
  return (
    <PageHead
      title="Deprecations | GraphQL schema"
      description={
        "Every deprecated field, argument, input field and enum value of the ZFV GraphQL schema, by removal date, " +
        "with what to use instead: what is being sunset and when."
      }
      pathname={location.pathname}
    />
  )
}

export const query = graphql`
  query SchemaDeprecationsPage {
    schemaReference {
      deprecations {
        coordinate
        reasonHtml
        href
        deprecatedIn
        removalDate
        replacement {
          coordinate
          href
        }
      }
    }
  }
`
