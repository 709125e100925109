import { Link, graphql, useStaticQuery } from "gatsby"
import { SchemaTypeFilter } from "../SchemaTypeFilter"

/**
 * The schema at a glance, for the reference's entry doc
 * (content/docs/graphql-schema.mdx): how many of each kind, each linked to
 * its page, and the type filter.
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
    }
  `)
  const reference = data.schemaReference
  if (!reference) throw new Error("The schema reference is missing from the data layer (gatsby/source-graphql-schema.ts)")
  return (
    <>
      <div>
        <table>
          <caption className="visually-hidden">The schema by kind</caption>
          <thead>
            <tr>
              <th scope="col">Kind</th>
              <th scope="col">Count</th>
            </tr>
          </thead>
          <tbody>
            {reference.kinds
              // Few APIs have subscriptions; the row appears when this one does.
              .filter((kind) => kind.kind !== "subscription" || kind.count > 0)
              .map((kind) => (
                <tr key={kind.kind}>
                  <td>{kind.route ? <Link to={kind.route}>{kind.label}</Link> : kind.label}</td>
                  <td>{kind.count}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
      <SchemaTypeFilter />
    </>
  )
}
