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

/** When one member of the schema came, was deprecated and went (lifecycle.ts computes it). */
export interface MemberLifecycle {
  /** The release that (last) added it; UNRELEASED when only the current schema has it; null for the first release's members. */
  addedIn: string | null
  /** The release that deprecated it; null when it is not deprecated. */
  deprecatedIn: string | null
  /** The release that removed it; null while the schema has it. */
  removedIn: string | null
}

/** Each member's lifecycle by its path ("Dish.price"). */
export type SchemaLifecycle = Map<string, MemberLifecycle>
