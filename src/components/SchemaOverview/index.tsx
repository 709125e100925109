import { Link, graphql, useStaticQuery } from "gatsby"
import { isOperationKind } from "../../../core/schema-kinds"
import { SchemaTypeFilter } from "../SchemaTypeFilter"
import * as styles from "./styles.module.css"

/**
 * The schema at a glance, for the reference's entry doc
 * (content/docs/graphql-schema.mdx): how many of each kind, each linked to
 * its page, an index of every type by name, and the type filter. This page
 * and the kind pages are the only ones that list types, so the output grows
 * with the schema, not with its square.
 */
export function SchemaOverview() {
  const data = useStaticQuery<Queries.SchemaOverviewQuery>(graphql`
    query SchemaOverview {
      schemaReference {
        kinds {
          kind
          label
          count
          route
        }
      }
      allSchemaType(sort: { name: ASC }) {
        nodes {
          name
          kind
          route
        }
      }
    }
  `)
  const reference = data.schemaReference
  if (!reference) throw new Error("The schema reference is missing from the data layer (gatsby/source-schema-nodes.ts)")
  // Few APIs have subscriptions; the row appears when this one does.
  const kinds = reference.kinds.filter((kind) => kind.kind !== "subscription" || kind.count > 0)
  const typesOf = (kind: string) => data.allSchemaType.nodes.filter((type) => type.kind === kind)
  return (
    <>
      <div className={styles.tableWrapper}>
        <table>
          <caption className="visually-hidden">The schema by kind</caption>
          <thead>
            <tr>
              <th scope="col">Kind</th>
              <th scope="col">Count</th>
            </tr>
          </thead>
          <tbody>
            {kinds.map((kind) => (
              <tr key={kind.kind}>
                <td>{kind.route ? <Link to={kind.route}>{kind.label}</Link> : kind.label}</td>
                <td>{kind.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <SchemaTypeFilter />
      <dl className={styles.index} aria-label="Every type by kind">
        {kinds
          .filter((kind) => kind.route && !isOperationKind(kind.kind) && kind.kind !== "directive")
          .map((kind) => (
            <div key={kind.kind} className={styles.group}>
              <dt>{kind.label}</dt>
              <dd>
                <ul className={styles.names}>
                  {typesOf(kind.kind).map((type) => (
                    <li key={type.name}>
                      <Link to={type.route}>
                        <code>{type.name}</code>
                      </Link>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
      </dl>
    </>
  )
}
