import { diff, type Change } from "@graphql-inspector/core"
import type { GraphQLSchema } from "graphql"

const diffs = new WeakMap<GraphQLSchema, WeakMap<GraphQLSchema, Promise<Change[]>>>()

/**
 * Compares two schemas with @graphql-inspector/core, the diff engine behind GitHub's GraphQL changelog. The
 * changelog (changelog.ts) and the lifecycle (lifecycle.ts) diff the same pairs, so each pair is diffed once.
 */
export function diffSchemas(before: GraphQLSchema, after: GraphQLSchema): Promise<Change[]> {
  const known = diffs.get(before) ?? new WeakMap<GraphQLSchema, Promise<Change[]>>()
  diffs.set(before, known)
  const cached = known.get(after)
  if (cached) return cached
  const result = diff(before, after)
  known.set(after, result)
  return result
}
