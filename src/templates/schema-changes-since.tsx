import { graphql, type HeadProps, type PageProps } from "gatsby"
import { DocsLayout } from "../components/DocsLayout"
import { PageHead } from "../components/PageHead"
import { ChangeGroups } from "../components/SchemaChanges"
import { SCHEMA_CHANGELOG_ROUTE, releaseHref } from "../../core/schema-lifecycle"
import { CHANGE_GROUPS } from "../../core/schema-changelog-groups"

type SinceContext = { since: string }

/**
 * Everything that changed since a release, up to the latest one, as one list: its net effect (a field added and
 * removed again is not there), breaking changes first. Static, so its address can be shared.
 */
export default function SchemaChangesSincePage({
  data,
  pageContext,
  location,
}: PageProps<Queries.SchemaChangesSincePageQuery, SinceContext>) {
  const entry = data.schemaChangesSince
  if (!entry) throw new Error(`No changes since ${pageContext.since} in the data layer`)
  const total = entry.breaking.length + entry.dangerous.length + entry.safe.length
  const toc = CHANGE_GROUPS.filter((group) => entry[group.key].length > 0).map((group) => ({
    depth: 2,
    value: group.title,
    id: group.key,
  }))
  return (
    <DocsLayout
      route={location.pathname}
      sidebarParent={SCHEMA_CHANGELOG_ROUTE}
      crumbLabel={`Since ${entry.since}`}
      header={<h1>Changes since {entry.since}</h1>}
      toc={toc}
      previous={null}
      next={null}
    >
      <p>
        {total} {total === 1 ? "change" : "changes"} between the release of{" "}
        <a href={releaseHref(entry.since)}>{entry.since}</a> and the latest release,{" "}
        <a href={releaseHref(entry.until)}>{entry.until}</a>, merged into their net effect: a change that a later
        release undid is not listed. Breaking changes come first. Each release on its own is in the{" "}
        <a href={SCHEMA_CHANGELOG_ROUTE}>changelog</a>.
      </p>
      {total === 0 ? <p>Nothing changed in effect since {entry.since}.</p> : null}
      <ChangeGroups changes={entry} headingLevel="h2" />
    </DocsLayout>
  )
}

export function Head({ data, pageContext, location }: HeadProps<Queries.SchemaChangesSincePageQuery, SinceContext>) {
  const entry = data.schemaChangesSince
  return (
    <PageHead
      title={`Changes since ${pageContext.since} | GraphQL schema`}
      description={
        `Every change to the ZFV GraphQL schema since the release of ${pageContext.since}` +
        `${entry ? `, up to ${entry.until}` : ""}, breaking changes first.`
      }
      pathname={location.pathname}
    />
  )
}

export const query = graphql`
  query SchemaChangesSincePage($since: String!) {
    schemaChangesSince(since: { eq: $since }) {
      since
      until
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
  }
`
