import { Link, graphql, type HeadProps, type PageProps } from "gatsby"
import { DocsLayout } from "../components/DocsLayout"
import { PageHead } from "../components/PageHead"
import { AnchoredHeading } from "../components/SchemaReference"
import * as styles from "../components/SchemaReference/styles.module.css"
import { REMOVAL_SOON_DAYS, UNRELEASED, groupByRemoval, releaseHref, removalHeading } from "../../core/schema-lifecycle"
import type { PrevNext } from "../../core/sidebar"

type DeprecationsContext = PrevNext & { today: string }
type Deprecation = NonNullable<Queries.SchemaDeprecationsPageQuery["schemaReference"]>["deprecations"][number]

/** A group's id: "removal-2027-05-01", or "no-removal-date". */
const groupId = (removalDate: string | null) => (removalDate ? `removal-${removalDate}` : "no-removal-date")

function DeprecationItem({ item }: { item: Deprecation }) {
  return (
    <li className={styles.deprecationItem}>
      <p className={styles.deprecationHead}>
        <Link to={item.href}>
          <code>{item.coordinate}</code>
        </Link>
        {item.deprecatedIn ? (
          <Link to={releaseHref(item.deprecatedIn)} className={`${styles.badge} ${styles.deprecatedBadge}`}>
            {item.deprecatedIn === UNRELEASED ? "Deprecated (unreleased)" : `Deprecated in ${item.deprecatedIn}`}
          </Link>
        ) : null}
      </p>
      {item.reasonHtml ? (
        <p className={styles.deprecationReason} dangerouslySetInnerHTML={{ __html: item.reasonHtml }} />
      ) : (
        <p className={styles.deprecationReason}>Deprecated, with no reason given.</p>
      )}
      {item.replacement ? (
        <p className={styles.deprecationReplacement}>
          Use instead:{" "}
          <Link to={item.replacement.href}>
            <code>{item.replacement.coordinate}</code>
          </Link>
        </p>
      ) : null}
    </li>
  )
}

/**
 * Every deprecated field, argument, input field and enum value, grouped by the removal date its reason announces
 * (soonest first, then those with none); a removal due within 90 days of the build stands out.
 */
export default function SchemaDeprecationsPage({
  data,
  pageContext,
  location,
}: PageProps<Queries.SchemaDeprecationsPageQuery, DeprecationsContext>) {
  const reference = data.schemaReference
  if (!reference) throw new Error("The schema reference is missing from the data layer")
  const groups = groupByRemoval(reference.deprecations, pageContext.today)
  const toc = groups.map((group) => ({
    depth: 2,
    value: removalHeading(group.removalDate, pageContext.today),
    id: groupId(group.removalDate),
  }))
  return (
    <DocsLayout
      route={location.pathname}
      header={<h1>Deprecations</h1>}
      toc={toc}
      previous={pageContext.previous}
      next={pageContext.next}
    >
      <p>
        Deprecated parts of the schema still work until their removal. Each is listed with its reason, what to use
        instead and the release that deprecated it, grouped by the removal date its reason announces (&ldquo;Removal on
        YYYY-MM-DD&rdquo;), soonest first. Removals due within {REMOVAL_SOON_DAYS} days of {pageContext.today} are
        marked <strong>Soon</strong>, those whose date has passed <strong>Overdue</strong>.
      </p>
      {groups.length === 0 ? <p>Nothing in the schema is deprecated.</p> : null}
      {groups.map((group) => (
        <section
          key={group.removalDate ?? "none"}
          className={group.soon ? `${styles.removalGroup} ${styles.removalSoon}` : styles.removalGroup}
        >
          <AnchoredHeading as="h2" id={groupId(group.removalDate)}>
            {removalHeading(group.removalDate, pageContext.today)}
            {group.soon ? (
              <span className={`${styles.badge} ${styles.soonBadge}`}>{group.passed ? "Overdue" : "Soon"}</span>
            ) : null}
          </AnchoredHeading>
          <p className={styles.reason}>
            {group.items.length} {group.items.length === 1 ? "member" : "members"}
          </p>
          <ul className={styles.deprecationList}>
            {group.items.map((item) => (
              <DeprecationItem key={item.coordinate} item={item} />
            ))}
          </ul>
        </section>
      ))}
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
