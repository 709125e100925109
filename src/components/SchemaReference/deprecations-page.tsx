import { Link } from "gatsby"
import { AnchoredHeading } from "."
import * as styles from "./styles.module.css"
import {
  REMOVAL_SOON_DAYS,
  UNRELEASED,
  groupByRemoval,
  releaseHref,
  removalGroupAnchor,
  removalHeading,
} from "../../../core/schema-lifecycle"

/** A deprecation as the deprecations page's query selects it (src/templates/schema-deprecations.tsx). */
type Deprecation = NonNullable<Queries.SchemaDeprecationsPageQuery["schemaReference"]>["deprecations"][number]

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
 * The deprecations page's body: what it lists, then each group by removal date, soonest first. The reference's code
 * draws it as a deferred island (./islands/).
 */
export function DeprecationsBody({
  deprecations,
  today,
}: {
  deprecations: readonly Deprecation[]
  /** The build's date: what "Soon" and "Overdue" are measured from. */
  today: string
}) {
  const groups = groupByRemoval(deprecations, today)
  return (
    <>
      <p>
        Deprecated parts of the schema still work until their removal. Each is listed with its reason, what to use
        instead and the release that deprecated it, grouped by the removal date its reason announces (&ldquo;Removal on
        YYYY-MM-DD&rdquo;), soonest first. Removals due within {REMOVAL_SOON_DAYS} days of {today} are marked{" "}
        <strong>Soon</strong>, those whose date has passed <strong>Overdue</strong>.
      </p>
      {groups.length === 0 ? <p>Nothing in the schema is deprecated.</p> : null}
      {groups.map((group) => (
        <section
          key={group.removalDate ?? "none"}
          className={group.soon ? `${styles.removalGroup} ${styles.removalSoon}` : styles.removalGroup}
        >
          <AnchoredHeading as="h2" id={removalGroupAnchor(group.removalDate)}>
            {removalHeading(group.removalDate, today)}
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
    </>
  )
}
