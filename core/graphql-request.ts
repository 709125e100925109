/**
 * What every GraphQL request sends, the site's own (core/graphql-http.ts) and the code samples': the accept header and
 * the body. Apart from the HTTP code, so a docs page's samples take them without it.
 */
import { errorMessage } from "./error-message"
import type { SampleOperation } from "./code-samples"

/**
 * The accept header of every GraphQL request, and of the code samples: with it, a request the API cannot parse or
 * validate gets an HTTP 4xx (GraphQL over HTTP); with only application/json it would get 200 (see "Errors" in
 * Access the API). The samples, the playground and docs Run send the same, so a copied sample and the site get the
 * same HTTP status for the same mistake. It lives here, with the body, where every docs page loads it with the samples;
 * graphql-http.ts, which only docs Run and the playground need, takes both from here.
 */
export const GRAPHQL_ACCEPT = "application/graphql-response+json, application/json"

/** The variables as a value; a writer's JSON that does not parse is an error naming the problem. */
export function parseVariables(variables: string | null): Record<string, unknown> | null {
  if (variables === null || !variables.trim()) return null
  let value: unknown
  try {
    value = JSON.parse(variables)
  } catch (error) {
    throw new Error(`The variables are not valid JSON: ${errorMessage(error)}`)
  }
  if (!value || typeof value !== "object" || Array.isArray(value))
    throw new Error('The variables must be a JSON object, e.g. { "id": "1" }')
  return value as Record<string, unknown>
}

/**
 * The body of every GraphQL request, the samples' and the site's own (core/graphql-http.ts sends it as JSON): query,
 * then variables and operationName when there are any. Here, not there, so a docs page's samples take it without the
 * HTTP code.
 */
export function graphqlBody<Variables>(request: {
  query: string
  variables?: Variables | null
  operationName?: string | null
}): { query: string; variables?: Variables; operationName?: string } {
  const { query, variables, operationName } = request
  return {
    query,
    ...(variables !== null && variables !== undefined ? { variables } : {}),
    ...(operationName ? { operationName } : {}),
  }
}

/** The request body the samples send: graphqlBody with the writer's variables parsed. */
export function requestBody(operation: SampleOperation): {
  query: string
  variables?: Record<string, unknown>
  operationName?: string
} {
  return graphqlBody({ ...operation, variables: parseVariables(operation.variables) })
}
