import type { GraphQLSchema } from "graphql"

/**
 * Types that several modules of the library share. Each lives here, not in the
 * module that needed it first, so that the modules import them from below.
 */

/** One released version of the schema (content/schema-releases/2026-11-16.graphql), or the current one. */
export interface SchemaVersion {
  /** "2026-11-16" */
  version: string
  schema: GraphQLSchema
}
