import { CHANGE_GROUPS } from "../../core/schema-changelog-groups"
import { kindInfo } from "../../core/schema-kinds"
import type { ChangelogChange, ChangelogRelease, ChangesSince } from "../../schema/changes"
import {
  REMOVAL_SOON_DAYS,
  SCHEMA_FEED_PATH,
  UNRELEASED,
  groupByRemoval,
  releaseHref,
  releaseTitle,
  removalHeading,
} from "../../core/schema-lifecycle"
import type {
  ArgumentRecord,
  DeprecationRecord,
  DirectiveRecord,
  EnumValueRecord,
  FieldRecord,
  TypeRecord,
  TypeRef,
} from "../../schema/reference"
import { API_LIMITS_ROUTE } from "../../core/routes"
import type { ExampleCost } from "../../core/example-data"

/**
 * The Markdown copies of the schema reference's pages, from the same records
 * the pages render (schema-reference.ts): pure functions of a record, with
 * `url` turning a site route into the link the copy uses.
 */

type UrlOf = (route: string) => string

const code = (text: string) => {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length))
  const fence = "`".repeat(longest + 1)
  return longest > 0 || text.startsWith("`") || text.endsWith("`")
    ? `${fence} ${text} ${fence}`
    : `${fence}${text}${fence}`
}

/** The line a page shows beside an example, linked to the API's limits: "[Cost 401 of 20,000 · depth 4 of 12](…)". */
export const costLineMarkdown = (cost: ExampleCost, url: UrlOf) => `[${cost.line}](${url(API_LIMITS_ROUTE)})`

const typeLink = (type: TypeRef, url: UrlOf) => `[${code(type.display)}](${url(type.href)})`

/** Continuation lines of a list item, indented under it. */
const indent = (text: string, by: string) => text.replace(/\n(?!\n)/g, `\n${by}`).replace(/\n\n/g, `\n\n${by}`)

const fenced = (language: string, text: string) => {
  const longest = Math.max(0, ...[...text.matchAll(/`{3,}/g)].map((match) => match[0].length))
  const fence = "`".repeat(Math.max(3, longest + 1))
  return `${fence}${language}\n${text}\n${fence}`
}

/** What a member's lifecycle says, as its badges on the page do. */
interface Lifecycle {
  addedIn: string | null
  deprecatedIn: string | null
}

function deprecated(reason: string | null, deprecatedIn: string | null = null): string {
  if (reason === null) return ""
  const label = deprecatedIn ? `Deprecated in ${releaseTitle(deprecatedIn)}` : "Deprecated"
  return reason ? ` **${label}:** ${reason.replace(/\s*\n\s*/g, " ")}` : ` **${label}.**`
}

const added = (addedIn: string | null) =>
  addedIn ? (addedIn === UNRELEASED ? "*Unreleased.*" : `*Added in ${addedIn}.*`) : ""

function describe(
  member: Lifecycle & { description: string | null; deprecationReason: string | null },
  by: string,
): string {
  const parts = [
    added(member.addedIn),
    deprecated(member.deprecationReason, member.deprecatedIn).trim(),
    member.description ? indent(member.description, by) : "",
  ].filter(Boolean)
  return parts.length > 0 ? ` - ${parts.join(" ")}` : ""
}

function argumentItem(arg: ArgumentRecord, url: UrlOf, by = ""): string {
  const defaultValue = arg.defaultValue !== null ? ` = ${code(arg.defaultValue)}` : ""
  return `${by}- ${code(arg.name)}: ${typeLink(arg.type, url)}${defaultValue}${describe(arg, `${by}  `)}`
}

function fieldItem(field: FieldRecord, url: UrlOf): string {
  const lines = [`- ${code(field.name)}: ${typeLink(field.type, url)}${describe(field, "  ")}`]
  // What its cost directives declare, a paragraph of the item: "Cost: sized by `first`".
  if (field.declaredCost) lines.push("", `  ${field.declaredCost}`)
  if (field.args.length > 0) {
    lines.push("", "  Arguments:", "", ...currentFirst(field.args).map((arg) => argumentItem(arg, url, "  ")), "")
  } else if (field.declaredCost) lines.push("")
  return lines.join("\n")
}

function enumValueItem(value: EnumValueRecord): string {
  return `- ${code(value.name)}${describe(value, "  ")}`
}

/** Deprecated ones last, as the pages list them. */
const currentFirst = <T extends { deprecationReason: string | null }>(items: readonly T[]) => [
  ...items.filter((item) => item.deprecationReason === null),
  ...items.filter((item) => item.deprecationReason !== null),
]

const linkList = (links: readonly { name: string; href: string }[], url: UrlOf) =>
  links.map((link) => `- [${code(link.name)}](${url(link.href)})`).join("\n")
const coordinateList = (links: readonly { coordinate: string; href: string }[], url: UrlOf) =>
  links.map((link) => `- [${code(link.coordinate)}](${url(link.href)})`).join("\n")

function section(title: string, body: string): string {
  return body ? `## ${title}\n\n${body}` : ""
}

function page(title: string, parts: readonly string[]): string {
  return `# ${title}\n\n${parts.filter(Boolean).join("\n\n")}\n`
}

/** The copy of a type's page: what it is, its fields or values, what links to it, and its SDL. */
export function typeMarkdown(type: TypeRecord, url: UrlOf): string {
  const info = kindInfo(type.kind)
  return page(type.name, [
    `${type.builtIn ? `Built-in ${info.singular.toLowerCase()}` : info.singular} of the GraphQL schema.` +
      (type.addedIn ? ` ${added(type.addedIn)}` : ""),
    type.description ?? "",
    type.specifiedByUrl ? `Specified by <${type.specifiedByUrl}>.` : "",
    section("Implements", linkList(type.interfaces, url)),
    section(
      "Fields",
      currentFirst(type.fieldDefinitions)
        .map((field) => fieldItem(field, url))
        .join("\n")
        .trim(),
    ),
    section(
      "Input fields",
      currentFirst(type.inputFields)
        .map((field) => argumentItem(field, url))
        .join("\n"),
    ),
    section("Values", currentFirst(type.enumValues).map(enumValueItem).join("\n")),
    type.kind === "union" ? section("Members", linkList(type.possibleTypes, url)) : "",
    section("Implemented by", linkList(type.implementedBy, url)),
    section("Member of", linkList(type.memberOf, url)),
    section("Returned by", coordinateList(type.returnedBy, url)),
    section("Taken by", coordinateList(type.usedBy, url)),
    section("SDL", fenced("graphql", type.sdl)),
  ])
}

/** The copy of a root type's page (Queries, Mutations): each root field with its arguments and example. */
export function operationsMarkdown(root: TypeRecord, url: UrlOf): string {
  const info = kindInfo(root.kind)
  const fields = currentFirst(root.fieldDefinitions)
  return page(info.label, [
    `${info.intro} Root type ${code(root.name)}.`,
    root.description ?? "",
    ...fields.map((field) => {
      const parts = [
        `## ${code(field.name)}`,
        `Returns ${typeLink(field.type, url)}.${field.addedIn ? ` ${added(field.addedIn)}` : ""}${deprecated(field.deprecationReason, field.deprecatedIn)}`,
      ]
      if (field.description) parts.push(field.description)
      if (field.declaredCost) parts.push(field.declaredCost)
      if (field.args.length > 0)
        parts.push(
          `Arguments:\n\n${currentFirst(field.args)
            .map((arg) => argumentItem(arg, url))
            .join("\n")}`,
        )
      if (field.example) {
        parts.push(`Example:\n\n${fenced("graphql", field.example.query)}`)
        if (field.example.variables) parts.push(`Variables:\n\n${fenced("json", field.example.variables)}`)
        if (field.example.cost) parts.push(costLineMarkdown(field.example.cost, url))
      }
      return parts.join("\n\n")
    }),
  ])
}

/** The copy of a kind's page: every type of the kind with its summary. */
export function kindMarkdown(kind: string, types: readonly TypeRecord[], url: UrlOf): string {
  const info = kindInfo(kind)
  const summary = (type: TypeRecord) =>
    type.description
      ? ` - ${type.description
          .trim()
          .split(/\n\s*\n/)[0]
          .replace(/\s*\n\s*/g, " ")}`
      : ""
  return page(info.label, [
    `${info.intro} This schema has ${types.length} ${types.length === 1 ? info.singular.toLowerCase() : info.label.toLowerCase()}.`,
    types
      .map((type) => `- [${code(type.name)}](${url(type.route)})${type.builtIn ? " (built in)" : ""}${summary(type)}`)
      .join("\n"),
  ])
}

/** The copy of the directives page. */
export function directivesMarkdown(directives: readonly DirectiveRecord[], url: UrlOf): string {
  return page("Directives", [
    kindInfo("directive").intro,
    ...directives.map((directive) =>
      [
        `## ${code(`@${directive.name}`)}`,
        directive.builtIn ? "Built in." : "",
        directive.description ?? "",
        `Used on: ${directive.locations.map(code).join(", ")}.${directive.isRepeatable ? " Repeatable." : ""}`,
        directive.args.length > 0
          ? `Arguments:\n\n${directive.args.map((arg) => argumentItem(arg, url)).join("\n")}`
          : "",
      ]
        .filter(Boolean)
        .join("\n\n"),
    ),
  ])
}

/** One deprecation as a list item: its coordinate, linked, and its reason on one line. */
function deprecationLine(item: DeprecationRecord, url: UrlOf): string {
  return `- [${code(item.coordinate)}](${url(item.href)}): ${item.reason.replace(/\s*\n\s*/g, " ") || "deprecated, with no reason given"}`
}

/** Changes by criticality, breaking first, under headings of `level`. */
function changeGroupsMarkdown(
  changes: Record<"breaking" | "dangerous" | "safe", readonly ChangelogChange[]>,
  url: UrlOf,
  level: "##" | "###",
): string[] {
  return CHANGE_GROUPS.filter((group) => changes[group.key].length > 0).map(
    (group) =>
      `${level} ${group.title} (${changes[group.key].length})\n\n${group.hint}\n\n${changes[group.key]
        .map((change) => {
          const message = change.href ? `[${change.message}](${url(change.href)})` : change.message
          return `- ${message}${change.reason && change.criticality === "DANGEROUS" ? ` (${change.reason})` : ""}`
        })
        .join("\n")}`,
  )
}

/** The copy of a changes-since page: the net effect of every release after `since`, breaking first. */
export function changesSinceMarkdown(entry: ChangesSince, url: UrlOf): string {
  const total = entry.breaking.length + entry.dangerous.length + entry.safe.length
  return page(`Changes since ${entry.since}`, [
    `${total} ${total === 1 ? "change" : "changes"} between the release of [${entry.since}](${url(releaseHref(entry.since))}) ` +
      `and the latest release, [${entry.until}](${url(releaseHref(entry.until))}), merged into their net effect: a change ` +
      "that a later release undid is not listed. Breaking changes come first.",
    total === 0 ? `Nothing changed in effect since ${entry.since}.` : "",
    ...changeGroupsMarkdown(entry, url, "##"),
  ])
}

/** The copy of the deprecations page: the same groups by removal date as the page, for the same day. */
export function deprecationsMarkdown(deprecations: readonly DeprecationRecord[], today: string, url: UrlOf): string {
  const groups = groupByRemoval(deprecations, today).map((group) => {
    const items = group.items.map((item) => {
      const parts = [
        `- [${code(item.coordinate)}](${url(item.href)})` +
          (item.deprecatedIn
            ? `, deprecated in [${releaseTitle(item.deprecatedIn)}](${url(releaseHref(item.deprecatedIn))})`
            : ""),
        `  ${item.reason.replace(/\s*\n\s*/g, " ") || "Deprecated, with no reason given."}`,
        ...(item.replacement
          ? [`  Use instead: [${code(item.replacement.coordinate)}](${url(item.replacement.href)})`]
          : []),
      ]
      return parts.join("\n")
    })
    const mark = group.passed ? "" : group.soon ? " (soon)" : ""
    return `## ${removalHeading(group.removalDate, today)}${mark}\n\n${items.join("\n")}`
  })
  return page("Deprecations", [
    "Deprecated parts of the schema still work until their removal. Each is listed with its reason, what to use " +
      "instead and the release that deprecated it, grouped by the removal date its reason announces (" +
      `"Removal on YYYY-MM-DD"), soonest first; "soon" marks removals within ${REMOVAL_SOON_DAYS} days of ${today}.`,
    deprecations.length === 0 ? "Nothing in the schema is deprecated." : "",
    ...groups,
  ])
}

/** The copy of the changelog: each release's changes by criticality, then the deprecations in force. */
export function changelogMarkdown(
  changelog: readonly ChangelogRelease[],
  deprecations: readonly DeprecationRecord[],
  url: UrlOf,
): string {
  const releases = changelog.map((release) => {
    const total = release.breaking.length + release.dangerous.length + release.safe.length
    const intro =
      release.previous === null
        ? "The first published release of the schema."
        : `${total} ${total === 1 ? "change" : "changes"} since ${release.previous}${release.version === UNRELEASED ? ", not released yet" : ""}.`
    return [`## ${release.title}`, intro, ...changeGroupsMarkdown(release, url, "###")].join("\n\n")
  })
  const first = changelog.find((release) => release.previous === null)
  return page("Schema changelog", [
    "Each release of the schema compared with the one before it, newest first. A change links to the part of the schema it touches, as the schema is now. " +
      `Subscribe: the Atom feed of the releases is at ${url(SCHEMA_FEED_PATH)}.`,
    first
      ? "The reference marks every type, field, argument, input field and enum value with the release that added it " +
        `("Added in") and the one that deprecated it; what was already in the first release, ${first.version}, ` +
        'carries no "Added in".'
      : "",
    changelog.length === 0 ? "No releases of the schema are recorded yet." : "",
    ...releases,
    `## Deprecations\n\n${
      deprecations.length === 0
        ? "Nothing in the schema is deprecated."
        : `Deprecated fields, arguments and enum values still work, but will be removed. Move to what ` +
          `the reason names.\n\n${deprecations.map((item) => deprecationLine(item, url)).join("\n")}`
    }`,
  ])
}
