import { Link } from "gatsby"
import * as styles from "../SchemaReference/styles.module.css"
import { CHANGE_GROUPS } from "../../../core/schema-changelog-groups"

/** A change as the changelog and the changes-since pages select it (the SchemaChangeData fragment). */
type ChangeData = Queries.SchemaChangeDataFragment

type Groups = Record<(typeof CHANGE_GROUPS)[number]["key"], readonly ChangeData[]>

const LEVEL_CLASS = { breaking: styles.levelBreaking, dangerous: styles.levelDangerous, safe: styles.levelSafe }

function ChangeItem({ change }: { change: ChangeData }) {
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

/** Changes in their groups, breaking first: a heading with the count, what the group means, and each change linked. */
export function ChangeGroups({ changes, headingLevel = "h3" }: { changes: Groups; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel
  return (
    <>
      {CHANGE_GROUPS.map((group) =>
        changes[group.key].length > 0 ? (
          <div key={group.key}>
            <Heading className={LEVEL_CLASS[group.key]} id={headingLevel === "h2" ? group.key : undefined}>
              {group.title} ({changes[group.key].length})
            </Heading>
            <p className={styles.reason}>{group.hint}</p>
            <ul className={styles.changeList}>
              {changes[group.key].map((change, index) => (
                <ChangeItem key={`${change.path}-${index}`} change={change} />
              ))}
            </ul>
          </div>
        ) : null,
      )}
    </>
  )
}
