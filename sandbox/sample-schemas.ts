// Schemas other than ours that the sandbox's tests, the browser test and the
// bench (npm run bench:sandbox-schema) serve: one source for each.

/**
 * Our schema as the provider's writer might extend it: `Dish.calories` and a
 * new root field `Query.events`, for which the sandbox has no data.
 */
export function withCaloriesAndEvents(ours: string): string {
  return (
    ours
      .replace("type Dish {\n", "type Dish {\n  calories: Int!\n")
      .replace("type Query {\n", "type Query {\n  events(outletId: ID!): [Event!]!\n") +
    '\n"An event at an outlet."\ntype Event {\n  id: ID!\n  title: String!\n  startsAt: Date!\n  kind: EventKind!\n}\n\n' +
    "enum EventKind {\n  TASTING\n  LIVE_MUSIC\n}\n"
  )
}

/** The query of issue 24: the seeded dishes with the new field, and the new root field. */
export const CALORIES_AND_EVENTS =
  '{ dishes(first: 2) { nodes { name calories } } events(outletId: "1") { id title startsAt kind } }'

// GitHub's public schema: about 1,600 types.

export const GITHUB_SCHEMA_FILE = "node_modules/@octokit/graphql-schema/schema.graphql"

/** Three connections deep (repositories, issues, comments), with an interface (Actor) at the bottom. */
export const GITHUB_THREE_CONNECTIONS = `{
  viewer {
    login
    repositories(first: 3) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { cursor node { name } }
      nodes {
        name
        url
        createdAt
        issues(first: 2) {
          nodes {
            title
            state
            comments(first: 2) { totalCount nodes { body author { __typename login } } }
          }
        }
      }
    }
  }
}`
