import { buildSchema, type GraphQLSchema } from "graphql"
import { loadOncePerKey } from "../../../core/load-once"

/**
 * The schema from the site's own /schema.graphql (`url`), for when
 * introspection of the API fails: docs, autocomplete and validation keep
 * working. Loaded once per visit; a failed load is tried again next time.
 */
export const fetchPublishedSchema: (url: string) => Promise<GraphQLSchema> = loadOncePerKey(async (url: string) => {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`)
  return buildSchema(await response.text())
})
