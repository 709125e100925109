import { graphql, type HeadProps, type PageProps } from "gatsby"
import { DocsLayout } from "../components/DocsLayout"
import { PageHead } from "../components/PageHead"
import { useReferenceHtml } from "../components/SchemaReference/reference-html"
import { ChangelogBody } from "../components/SchemaReference/islands/changelog"
import { CHANGELOG_DEPRECATIONS_ANCHOR, releaseAnchor } from "../../core/schema-lifecycle"
import type { PrevNext } from "../../core/sidebar"

/** The schema's releases, newest first, each grouped into breaking, dangerous and safe changes; then every deprecation in force. */
export default function SchemaChangelogPage({
  data,
  pageContext,
  location,
}: PageProps<Queries.SchemaChangelogPageQuery, PrevNext>) {
  useReferenceHtml(data)
  const reference = data.schemaReference
  if (!reference) throw new Error("The schema reference is missing from the data layer")
  const toc = [
    ...reference.changelog.map((release) => ({ depth: 2, value: release.title, id: releaseAnchor(release.version) })),
    { depth: 2, value: "Deprecations", id: CHANGELOG_DEPRECATIONS_ANCHOR },
  ]
  return (
    <DocsLayout
      route={location.pathname}
      header={<h1>Schema changelog</h1>}
      toc={toc}
      previous={pageContext.previous}
      next={pageContext.next}
    >
      <ChangelogBody reference={reference} sincePages={data.allSchemaChangesSince.nodes} />
    </DocsLayout>
  )
}

export function Head({ location }: HeadProps) {
  return (
    <PageHead
      title="Schema changelog | GraphQL schema"
      description="Every change to the ZFV GraphQL schema, release by release: breaking, dangerous and safe changes, and what is deprecated."
      pathname={location.pathname}
    />
  )
}

export const query = graphql`
  query SchemaChangelogPage {
    schemaReference {
      changelog {
        version
        title
        previous
        breaking {
          ...SchemaChangeData
        }
        dangerous {
          ...SchemaChangeData
        }
        safe {
          ...SchemaChangeData
        }
      }
      deprecations {
        coordinate
        reasonHtml
        href
      }
    }
    allSchemaChangesSince {
      nodes {
        since
      }
    }
  }
`
