import type { Change } from "@graphql-inspector/core"
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLSchema,
} from "graphql"
import { removalDate } from "./deprecation-reason"
import { diffSchemas } from "./diff"
import type { SchemaLifecycle, SchemaVersion } from "./types"
import { UNRELEASED } from "../../core/schema-lifecycle"

/**
 * When each part of the schema came, was deprecated and went, computed from
 * the releases (content/schema-releases/) by diffing each release with the
 * one before it, with the inspector code the changelog uses. Pure apart from
 * the diff; gatsby/site-reference.ts passes the result to the reference.
 */

export { UNRELEASED }

/**
 * Every type, field, argument, input field and enum value of a schema, by the
 * path inspector gives a change ("Dish", "Dish.price", "Query.dishes.filter",
 * "Cuisine.SWISS"), with its deprecation reason: null when it is not
 * deprecated, "" when it is without a reason. Built-in scalars and
 * introspection types are left out.
 */
export function schemaMembers(schema: GraphQLSchema): Map<string, string | null> {
  const members = new Map<string, string | null>()
  const reason = (value: string | null | undefined) => (value === undefined || value === null ? null : value)
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__") || isSpecifiedScalarType(type)) continue
    members.set(type.name, null)
    if (isObjectType(type) || isInterfaceType(type))
      for (const field of Object.values(type.getFields())) {
        members.set(`${type.name}.${field.name}`, reason(field.deprecationReason))
        for (const arg of field.args)
          members.set(`${type.name}.${field.name}.${arg.name}`, reason(arg.deprecationReason))
      }
    if (isInputObjectType(type))
      for (const field of Object.values(type.getFields()))
        members.set(`${type.name}.${field.name}`, reason(field.deprecationReason))
    if (isEnumType(type))
      for (const value of type.getValues()) members.set(`${type.name}.${value.name}`, reason(value.deprecationReason))
  }
  return members
}

/** What one release did to the members, by path. */
export interface LifecycleStep {
  added: string[]
  deprecated: string[]
  /** Members whose deprecation was withdrawn. */
  undeprecated: string[]
  removed: string[]
}

const ADDED = new Set(["TYPE_ADDED", "FIELD_ADDED", "INPUT_FIELD_ADDED", "ENUM_VALUE_ADDED", "FIELD_ARGUMENT_ADDED"])
const REMOVED = new Set([
  "TYPE_REMOVED",
  "FIELD_REMOVED",
  "INPUT_FIELD_REMOVED",
  "ENUM_VALUE_REMOVED",
  "FIELD_ARGUMENT_REMOVED",
])

/** The member a change is about: "Dish.priceChf.@deprecated" (a directive usage) is about "Dish.priceChf". */
function memberPath(path: string): string {
  const at = path.indexOf(".@")
  return at >= 0 ? path.slice(0, at) : path
}

/** The path and every path inside it ("Dish" holds "Dish.price"), by type for speed on large schemas. */
function inside(members: Map<string, string | null>, byType: Map<string, string[]>, path: string): string[] {
  const all = byType.get(path.split(".")[0]) ?? []
  return all.filter((member) => member === path || member.startsWith(`${path}.`))
}

function groupByType(members: Map<string, string | null>): Map<string, string[]> {
  const byType = new Map<string, string[]>()
  for (const path of members.keys()) {
    const type = path.split(".")[0]
    const list = byType.get(type)
    if (list) list.push(path)
    else byType.set(type, [path])
  }
  return byType
}

/**
 * What inspector's changes between two versions did to each member. An added
 * type or field brings its fields, arguments and values with it (inspector
 * names only the type or field), and a removed one takes them away. A change
 * to a member's @deprecated is read against both versions, so a reason that
 * only changed wording deprecates nothing anew.
 */
export function lifecycleStep(
  changes: readonly Change[],
  before: Map<string, string | null>,
  after: Map<string, string | null>,
): LifecycleStep {
  const beforeByType = groupByType(before)
  const afterByType = groupByType(after)
  const added = new Set<string>()
  const removed = new Set<string>()
  const deprecated = new Set<string>()
  const undeprecated = new Set<string>()
  for (const change of changes) {
    if (!change.path) continue
    const path = memberPath(change.path)
    if (ADDED.has(change.type)) for (const member of inside(after, afterByType, path)) added.add(member)
    else if (REMOVED.has(change.type)) for (const member of inside(before, beforeByType, path)) removed.add(member)
    else if (change.type.includes("DEPRECATION") || change.path.includes(".@deprecated")) {
      const was = before.get(path)
      const now = after.get(path)
      if (now !== undefined && now !== null && (was === undefined || was === null)) deprecated.add(path)
      if (was !== undefined && was !== null && now === null) undeprecated.add(path)
    }
  }
  // A member that arrives deprecated is deprecated in the release that added it.
  for (const member of added) if (after.get(member) != null) deprecated.add(member)
  const sorted = (set: Set<string>) => [...set].sort()
  return {
    added: sorted(added),
    deprecated: sorted(deprecated),
    undeprecated: sorted(undeprecated),
    removed: sorted(removed),
  }
}

/**
 * Each member's lifecycle over the releases (any order) and the current
 * schema, by path. A member removed and added again carries the release that
 * added it again. No releases, no lifecycle.
 */
export async function buildLifecycle(
  releases: readonly SchemaVersion[],
  current: GraphQLSchema | null,
): Promise<SchemaLifecycle> {
  const ordered = [...releases].sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : 0))
  const lifecycle: SchemaLifecycle = new Map()
  const first = ordered[0]
  if (!first) return lifecycle
  let before = schemaMembers(first.schema)
  for (const [path, reason] of before)
    lifecycle.set(path, { addedIn: null, deprecatedIn: reason === null ? null : first.version, removedIn: null })
  const versions = [...ordered.slice(1), ...(current ? [{ version: UNRELEASED, schema: current }] : [])]
  let previous = first
  for (const version of versions) {
    const after = schemaMembers(version.schema)
    const step = lifecycleStep(await diffSchemas(previous.schema, version.schema), before, after)
    for (const path of step.removed) {
      const known = lifecycle.get(path)
      if (known) known.removedIn = version.version
    }
    for (const path of step.added)
      lifecycle.set(path, { addedIn: version.version, deprecatedIn: null, removedIn: null })
    for (const path of step.deprecated) {
      const known = lifecycle.get(path)
      if (known) known.deprecatedIn = version.version
    }
    for (const path of step.undeprecated) {
      const known = lifecycle.get(path)
      if (known) known.deprecatedIn = null
    }
    before = after
    previous = version
  }
  return lifecycle
}

/** A release's lifecycle summary, for `npm run schema:release`: what it added, deprecated (with removal dates) and removed. */
export function formatLifecycleStep(step: LifecycleStep, after: Map<string, string | null>): string[] {
  // A member whose type or field was added (or removed) with it is said once, as its type or field.
  const outermost = (paths: readonly string[]) => {
    const set = new Set(paths)
    return paths.filter(
      (path) => !path.split(".").some((_, index, parts) => index > 0 && set.has(parts.slice(0, index).join("."))),
    )
  }
  const lines: string[] = []
  const added = outermost(step.added)
  const removed = outermost(step.removed)
  lines.push(`  added       ${added.length === 0 ? "nothing" : added.join(", ")}`)
  if (step.deprecated.length === 0) lines.push("  deprecated  nothing")
  for (const path of step.deprecated) {
    const date = removalDate(after.get(path))
    lines.push(
      `  deprecated  ${path}: ${date ? `removal on ${date}` : 'no removal date (add "Removal on YYYY-MM-DD." to the reason)'}`,
    )
  }
  lines.push(`  removed     ${removed.length === 0 ? "nothing" : removed.join(", ")}`)
  return lines
}
