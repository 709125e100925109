import { Link } from "gatsby"
import { AnchoredHeading } from "../SchemaReference"
import * as styles from "../SchemaReference/styles.module.css"
import { ChangeGroups } from "."
import {
  CHANGELOG_DEPRECATIONS_ANCHOR,
  SCHEMA_DEPRECATIONS_ROUTE,
  SCHEMA_FEED_PATH,
  UNRELEASED,
  changesSinceRoute,
  releaseAnchor,
} from "../../../core/schema-lifecycle"

/** The schema's releases and deprecations as the changelog's query selects them (src/templates/schema-changelog.tsx). */
type Reference = NonNullable<Queries.SchemaChangelogPageQuery["schemaReference"]>
type Release = Reference["changelog"][number]

/** What a release's section says first: that it is the first, or how many changes it holds since which release. */
function releaseSummary(release: Pick<Release, "version" | "previous" | "breaking" | "dangerous" | "safe">) {
  if (release.previous === null) return "The first published release of the schema."
  const total = release.breaking.length + release.dangerous.length + release.safe.length
  const unreleased = release.version === UNRELEASED ? ", not released yet" : ""
  return `${total} ${total === 1 ? "change" : "changes"} since ${release.previous}${unreleased}.`
}

/** Where the changes come from, the feed, and what "Added in" means (named after the first release, when there is one). */
function ChangelogIntro({ first }: { first: Release | undefined }) {
  return (
    <>
      <p>
        Each release of the schema compared with the one before it, newest first, as computed by{" "}
        <a href="https://github.com/graphql-hive/graphql-inspector">GraphQL Inspector</a>. A change links to the part of
        the schema it touches, as the schema is now. <a href={SCHEMA_FEED_PATH}>Subscribe</a> to the Atom feed to hear
        of each release.
      </p>
      {first ? (
        <p>
          The reference marks every type, field, argument, input field and enum value with the release that added it
          (&ldquo;Added in&rdquo;) and the one that deprecated it; what was already in the first release,{" "}
          {first.version}, carries no &ldquo;Added in&rdquo;.
        </p>
      ) : null}
    </>
  )
}

/** One release: its heading, its summary, a link to everything since it when that page exists, and its changes. */
function ReleaseSection({ release, hasSincePage }: { release: Release; hasSincePage: boolean }) {
  return (
    <section>
      <AnchoredHeading as="h2" id={releaseAnchor(release.version)}>
        {release.title}
      </AnchoredHeading>
      <p>{releaseSummary(release)}</p>
      {hasSincePage ? (
        <p>
          <a href={changesSinceRoute(release.version)}>Show everything since {release.version}</a>
        </p>
      ) : null}
      <ChangeGroups changes={release} />
    </section>
  )
}

/** Every deprecation in force, each linked to its place in the reference with its reason. */
function DeprecationsSection({ deprecations }: { deprecations: Reference["deprecations"] }) {
  return (
    <>
      <AnchoredHeading as="h2" id={CHANGELOG_DEPRECATIONS_ANCHOR}>
        Deprecations
      </AnchoredHeading>
      {deprecations.length === 0 ? (
        <p>Nothing in the schema is deprecated.</p>
      ) : (
        <>
          <p>
            Deprecated fields, arguments and enum values still work, but will be removed. Move to what the reason names.
            The <Link to={SCHEMA_DEPRECATIONS_ROUTE}>deprecations page</Link> groups them by removal date.
          </p>
          <ul className={styles.changeList}>
            {deprecations.map((item) => (
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
    </>
  )
}

/**
 * The changelog's body: the intro, each release with its changes, then every deprecation in force. The reference's
 * code draws it as a deferred island (SchemaReference/islands/).
 */
export function ChangelogBody({
  reference,
  sincePages,
}: {
  reference: Reference
  /** The releases that have a page of everything since them. */
  sincePages: readonly { readonly since: string }[]
}) {
  const withSincePage = new Set(sincePages.map((node) => node.since))
  return (
    <>
      <ChangelogIntro first={reference.changelog.find((release) => release.previous === null)} />
      {reference.changelog.length === 0 ? <p>No releases of the schema are recorded yet.</p> : null}
      {reference.changelog.map((release) => (
        <ReleaseSection key={release.version} release={release} hasSincePage={withSincePage.has(release.version)} />
      ))}
      <DeprecationsSection deprecations={reference.deprecations} />
    </>
  )
}
