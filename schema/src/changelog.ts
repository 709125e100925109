import type { Change } from "@graphql-inspector/core"
import type { GraphQLSchema } from "graphql"
import type { SchemaReference } from "./reference"
import { diffSchemas } from "./diff"
import type { SchemaVersion } from "./types"
import { escapeHtml } from "../../core/html-text"
import { UNRELEASED } from "../../core/schema-lifecycle"

export type Criticality = "BREAKING" | "DANGEROUS" | "NON_BREAKING"

export interface ChangelogChange {
  criticality: Criticality
  /** inspector's message with the quoted names as <code>. */
  messageHtml: string
  /** The same as Markdown, the names as `code` (for the Markdown copy). */
  message: string
  /** Why a breaking or dangerous change is one, when inspector says. */
  reason: string | null
  /** The schema coordinate the change touches, e.g. "Outlet.city" or "Query.dishes.filter". */
  path: string | null
  /** The reference entry of what the change touches, or the nearest one that still exists; null when nothing does. */
  href: string | null
}

export interface ChangelogRelease {
  /** "2026-11-16", or "unreleased" for the current file's changes since the last release. */
  version: string
  title: string
  /** The release this one is compared with; null for the first one. */
  previous: string | null
  breaking: ChangelogChange[]
  dangerous: ChangelogChange[]
  safe: ChangelogChange[]
}

/**
 * "Field 'city' was removed from object type 'Outlet'" -> "Field <code>city</code> was removed …".
 * Only quoted names and types become code; quoted descriptions stay text.
 */
export function changeMessageHtml(message: string): string {
  return escapeHtml(message).replace(
    /'(@?[_A-Za-z][_0-9A-Za-z.]*(?:: [[\]!_0-9A-Za-z]+)?|[[\]!_0-9A-Za-z]+)'/g,
    "<code>$1</code>",
  )
}

/** The same as changeMessageHtml, for Markdown: the quoted names as `code`. */
function changeMessageMarkdown(message: string): string {
  return message.replace(/'(@?[_A-Za-z][_0-9A-Za-z.]*(?:: [[\]!_0-9A-Za-z]+)?|[[\]!_0-9A-Za-z]+)'/g, "`$1`")
}

/** Changes that add a thing of the schema; what is said about its parts follows from them. */
const ADDITIONS = new Set([
  "TYPE_ADDED",
  "FIELD_ADDED",
  "INPUT_FIELD_ADDED",
  "ENUM_VALUE_ADDED",
  "FIELD_ARGUMENT_ADDED",
  "DIRECTIVE_ADDED",
])

/** A directive used somewhere it was not ("Directive 'listSize' was added to field 'Query.dishes'"), not its arguments. */
const isUsageAdded = (type: string) => /^DIRECTIVE_USAGE_(?!ARGUMENT_).*_ADDED$/.test(type)
const isAddition = (type: string) => ADDITIONS.has(type) || isUsageAdded(type)

/**
 * Leaves out what follows from another change: the fields, values and
 * descriptions of a type that was added, the description and arguments of an
 * added field or directive, the arguments of a directive's new usage, and the
 * @deprecated directive usage that "is deprecated" already says. GitHub's
 * changelog says "Type X was added" once, and so does ours.
 */
export function withoutImpliedChanges(changes: readonly Change[]): Change[] {
  const added = changes
    .filter((change) => isAddition(change.type) && change.path && !change.path.includes(".@deprecated"))
    .map((change) => change.path as string)
  return changes.filter((change) => {
    const path = change.path
    if (!path) return true
    if (change.type.startsWith("DIRECTIVE_USAGE_") && path.includes(".@deprecated")) return false
    return !added.some((parent) => path.startsWith(`${parent}.`) || (path === parent && !isAddition(change.type)))
  })
}

/**
 * The reference page (and anchor) for a schema coordinate, as the current
 * reference has it: a removed field links to its type, a removed type links
 * nowhere, so the changelog never shows a link that does not resolve.
 */
export function coordinateHref(reference: SchemaReference, path: string | null | undefined): string | null {
  if (!path) return null
  if (path.startsWith("@")) {
    const [name, argument] = path.slice(1).split(".")
    const directive = reference.directives.find((item) => item.name === name)
    const route = reference.kinds.find((kind) => kind.kind === "directive")?.route
    if (!directive || !route) return null
    const arg = directive.args.find((item) => item.name === argument)
    return `${route}#${arg ? arg.anchor : directive.anchor}`
  }
  const [typeName, member, argument] = path.split(".")
  const type = reference.types.find((item) => item.name === typeName)
  if (!type) return null
  if (!member) return type.route
  const field = type.fieldDefinitions.find((item) => item.name === member)
  if (field) {
    const arg = field.args.find((item) => item.name === argument)
    return `${type.route}#${arg ? arg.anchor : member}`
  }
  if (type.enumValues.some((value) => value.name === member) || type.inputFields.some((input) => input.name === member))
    return `${type.route}#${member}`
  return type.route
}

/** Sorts inspector's changes into breaking, dangerous and safe, each change linked to the current reference. */
export function groupChanges(
  changes: readonly Change[],
  reference: SchemaReference,
): Pick<ChangelogRelease, "breaking" | "dangerous" | "safe"> {
  const groups: Pick<ChangelogRelease, "breaking" | "dangerous" | "safe"> = { breaking: [], dangerous: [], safe: [] }
  for (const change of withoutImpliedChanges(changes)) {
    const criticality = change.criticality.level as Criticality
    const entry: ChangelogChange = {
      criticality,
      messageHtml: changeMessageHtml(change.message),
      message: changeMessageMarkdown(change.message),
      reason: change.criticality.reason ?? null,
      path: change.path ?? null,
      href: coordinateHref(reference, change.path),
    }
    if (criticality === "BREAKING") groups.breaking.push(entry)
    else if (criticality === "DANGEROUS") groups.dangerous.push(entry)
    else groups.safe.push(entry)
  }
  return groups
}

/**
 * The changelog, newest first: each release against the one before it, and
 * the current schema against the last release ("Unreleased", only when it
 * differs). The first release is listed with no changes.
 */
export async function buildChangelog(
  releases: readonly SchemaVersion[],
  current: GraphQLSchema,
  reference: SchemaReference,
): Promise<ChangelogRelease[]> {
  const ordered = [...releases].sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : 0))
  const entries: ChangelogRelease[] = []
  for (const [index, release] of ordered.entries()) {
    const previous = ordered[index - 1] ?? null
    const changes = previous ? await diffSchemas(previous.schema, release.schema) : []
    entries.push({
      version: release.version,
      title: release.version,
      previous: previous?.version ?? null,
      ...groupChanges(changes, reference),
    })
  }
  const last = ordered.at(-1)
  if (last) {
    const unreleased = await diffSchemas(last.schema, current)
    if (unreleased.length > 0)
      entries.push({
        version: UNRELEASED,
        title: "Unreleased",
        previous: last.version,
        ...groupChanges(unreleased, reference),
      })
  }
  return entries.reverse()
}

/** Everything that changed after a release, up to the latest one, as one list: its net effect. */
export interface ChangesSince {
  /** The release the reader knows, e.g. "2026-10-01". */
  since: string
  /** The latest release. */
  until: string
  breaking: ChangelogChange[]
  dangerous: ChangelogChange[]
  safe: ChangelogChange[]
}

/**
 * For each release but the latest, the changes since it, merged: the release
 * diffed with the latest one, so a change a later release undid (a field
 * added, then removed) is not there, and one done twice is there once, as
 * its net effect. Breaking changes come first, as in the changelog.
 */
export async function buildChangesSince(
  releases: readonly SchemaVersion[],
  reference: SchemaReference,
): Promise<ChangesSince[]> {
  const ordered = [...releases].sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : 0))
  const latest = ordered.at(-1)
  if (!latest) return []
  const entries: ChangesSince[] = []
  for (const release of ordered.slice(0, -1))
    entries.push({
      since: release.version,
      until: latest.version,
      ...groupChanges(await diffSchemas(release.schema, latest.schema), reference),
    })
  return entries.reverse()
}
