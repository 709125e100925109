import { Link, graphql, type HeadProps, type PageProps } from "gatsby"
import { DocsLayout } from "../components/DocsLayout"
import { PageHead } from "../components/PageHead"
import { AnchoredHeading } from "../components/SchemaReference"
import * as styles from "../components/SchemaReference/styles.module.css"
import { CHANGE_GROUPS } from "../lib/shared/schema-changelog-groups"
import type { PrevNext } from "../lib/shared/sidebar"

type Release = Queries.SchemaChangelogPageQuery["schemaReference"] extends infer R
  ? R extends { changelog: readonly (infer E)[] }
    ? E
    : never
  : never
type Change = Release["breaking"][number]

const LEVEL_CLASS = { breaking: styles.levelBreaking, dangerous: styles.levelDangerous, safe: styles.levelSafe }
const GROUPS = CHANGE_GROUPS.map((group) => ({ ...group, className: LEVEL_CLASS[group.key] }))

function ChangeItem({ change }: { change: Change }) {
  const message = <span dangerouslySetInnerHTML={{ __html: change.messageHtml }} />
  return (
    <li>
      {change.href ? <Link to={change.href}>{message}</Link> : message}
      {/* Why a dangerous change is one is not obvious; a breaking change says it in its message. */}
      {change.reason && change.criticality === "DANGEROUS" ? (
        <span className={styles.reason}>{change.reason}</span>
      ) : null}
    </li>
  )
}

const releaseId = (release: Release) => `release-${release.version}`

/** The schema's releases, newest first, each grouped into breaking, dangerous and safe changes; then every deprecation in force. */
export default function SchemaChangelogPage({
  data,
  pageContext,
  location,
}: PageProps<Queries.SchemaChangelogPageQuery, PrevNext>) {
  const reference = data.schemaReference
  if (!reference) throw new Error("The schema reference is missing from the data layer")
  const toc = [
    ...reference.changelog.map((release) => ({ depth: 2, value: release.title, id: releaseId(release) })),
    { depth: 2, value: "Deprecations", id: "deprecations" },
  ]
  return (
    <DocsLayout
      route={location.pathname}
      header={<h1>Schema changelog</h1>}
      toc={toc}
      previous={pageContext.previous}
      next={pageContext.next}
    >
      <p>
        Each release of the schema compared with the one before it, newest first, as computed by{" "}
        <a href="https://github.com/graphql-hive/graphql-inspector">GraphQL Inspector</a>. A change links to the part of
        the schema it touches, as the schema is now.
      </p>
      {reference.changelog.length === 0 ? <p>No releases of the schema are recorded yet.</p> : null}
      {reference.changelog.map((release) => {
        const total = release.breaking.length + release.dangerous.length + release.safe.length
        return (
          <section key={release.version}>
            <AnchoredHeading as="h2" id={releaseId(release)}>
              {release.title}
            </AnchoredHeading>
            <p>
              {release.previous === null
                ? "The first published release of the schema."
                : `${total} ${total === 1 ? "change" : "changes"} since ${release.previous}${release.version === "unreleased" ? ", not released yet" : ""}.`}
            </p>
            {GROUPS.map((group) =>
              release[group.key].length > 0 ? (
                <div key={group.key}>
                  <h3 className={group.className}>
                    {group.title} ({release[group.key].length})
                  </h3>
                  <p className={styles.reason}>{group.hint}</p>
                  <ul className={styles.changeList}>
                    {release[group.key].map((change, index) => (
                      <ChangeItem key={`${change.path}-${index}`} change={change} />
                    ))}
                  </ul>
                </div>
              ) : null,
            )}
          </section>
        )
      })}
      <AnchoredHeading as="h2" id="deprecations">
        Deprecations
      </AnchoredHeading>
      {reference.deprecations.length === 0 ? (
        <p>Nothing in the schema is deprecated.</p>
      ) : (
        <>
          <p>
            Deprecated fields, arguments and enum values still work, but will be removed. Move to what the reason names.
          </p>
          <ul className={styles.changeList}>
            {reference.deprecations.map((item) => (
              <li key={item.coordinate}>
                <Link to={item.href}>
                  <code>{item.coordinate}</code>
                </Link>
                : <span dangerouslySetInnerHTML={{ __html: item.reasonHtml }} />
              </li>
            ))}
          </ul>
        </>
      )}
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
  }

  fragment SchemaChangeData on SchemaChange {
    criticality
    messageHtml
    reason
    path
    href
  }
`
