import { withPrefix } from "gatsby"
import { buildSchema, type GraphQLSchema } from "graphql"
import { SCHEMA_FILE_PATH } from "../../lib/site-config"

let loading: Promise<GraphQLSchema> | null = null

/**
 * The schema from the site's own /schema.graphql, for when introspection of
 * the API fails: docs, autocomplete and validation keep working. Loaded once
 * per visit; a failed load is tried again next time.
 */
export function loadSchemaFile(): Promise<GraphQLSchema> {
  loading ??= (async () => {
    const response = await fetch(withPrefix(SCHEMA_FILE_PATH))
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${SCHEMA_FILE_PATH}`)
    return buildSchema(await response.text())
  })().catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}
