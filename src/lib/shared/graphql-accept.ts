/**
 * The accept header of every GraphQL request, and of the code samples: with
 * it, a request the API cannot parse or validate gets an HTTP 4xx (GraphQL
 * over HTTP); with only application/json it would get 200 (see "Errors" in
 * Access the API). The samples, the playground and docs Run send the same, so
 * a copied sample and the site get the same HTTP status for the same mistake.
 *
 * Its own module so that the code samples, on every docs page's first load,
 * take this constant without graphql-http.ts, which only docs Run and the
 * playground need (and load when they are used).
 */
export const GRAPHQL_ACCEPT = "application/graphql-response+json, application/json"
