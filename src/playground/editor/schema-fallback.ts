import { buildSchema, type GraphQLSchema } from "graphql"

let loading: Promise<GraphQLSchema> | null = null

/**
 * The schema from the site's own /schema.graphql (`url`), for when
 * introspection of the API fails: docs, autocomplete and validation keep
 * working. Loaded once per visit; a failed load is tried again next time.
 */
export function fetchPublishedSchema(url: string): Promise<GraphQLSchema> {
  loading ??= (async () => {
    const response = await fetch(url)
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`)
    return buildSchema(await response.text())
  })().catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}
