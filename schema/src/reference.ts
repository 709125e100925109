import MarkdownIt from "markdown-it"
import {
  astFromValue,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedDirective,
  isSpecifiedScalarType,
  isUnionType,
  parse,
  print,
  printType,
  validate,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
} from "graphql"
import { exampleOperation, type ExampleOperation, type SchemaExamples } from "./examples"
import { declaredListSize, declaredWeight } from "./cost-rule"
import { exampleLimitProblems, measureExample } from "./example-cost"
import type { ExampleCost } from "../../core/query-cost"
import { removalDate, replacementPath } from "./deprecation-reason"
import type { SchemaLifecycle } from "./types"
import { SCHEMA_REFERENCE_ROUTE } from "../../core/schema-lifecycle"
import {
  OPERATION_KINDS,
  REFERENCE_KINDS,
  isOperationKind,
  kindInfo,
  type OperationKind,
  type ReferenceKind,
  type TypeKind,
} from "../../core/schema-kinds"
import { errorMessage } from "../../core/error-message"

/**
 * The schema reference as plain records: one pure function from a graphql-js
 * schema to everything the reference pages show, relations included. It
 * knows nothing of Gatsby, so the tests and the bench call it directly;
 * gatsby/source-schema-nodes.ts turns the records into nodes. Descriptions
 * become HTML with markdown-it.
 */

export type { OperationKind, ReferenceKind, TypeKind }

// The reference's entry page is the doc content/docs/graphql-schema.mdx; its routes are shared with the pages.
export {
  SCHEMA_CHANGELOG_ROUTE,
  SCHEMA_DEPRECATIONS_ROUTE,
  SCHEMA_FEED_PATH,
  SCHEMA_REFERENCE_ROUTE,
  changesSinceRoute,
} from "../../core/schema-lifecycle"

/**
 * A route one segment below another: "/docs/graphql-schema/" and "objects" -> "/docs/graphql-schema/objects/".
 * The routes here all end in "/", and a segment (a kind's, or a type's slug) is one word with no "/".
 */
const below = (route: string, segment: string) => `${route}${segment}/`

export function kindRoute(kind: ReferenceKind): string {
  return below(SCHEMA_REFERENCE_ROUTE, kindInfo(kind).segment)
}

/** A link to a type as a field or argument uses it: "[Dish!]!" with the named type "Dish". */
export interface TypeRef {
  /** The type as written in SDL, e.g. "[Dish!]!". */
  display: string
  /** The named type inside, e.g. "Dish". */
  name: string
  /** The reference page of the named type. */
  href: string
}

export interface ArgumentRecord {
  name: string
  /** Anchor id on its page: "field.arg" for an argument, the name for an input field. */
  anchor: string
  descriptionHtml: string | null
  /** The description as Markdown (for the Markdown copies), links that would not resolve here dropped. */
  description: string | null
  type: TypeRef
  /** The default value in GraphQL syntax, e.g. "20" or "{ a: 1 }"; null for none. */
  defaultValue: string | null
  deprecationReasonHtml: string | null
  /** The deprecation reason as Markdown; null when not deprecated. */
  deprecationReason: string | null
  addedIn: string | null
  deprecatedIn: string | null
}

/**
 * When a member came and was deprecated (lifecycle.ts): a release's date, "unreleased" for the
 * current schema's changes, null for a member of the first release (addedIn) or one that is not deprecated.
 */
export interface LifecycleFields {
  addedIn: string | null
  deprecatedIn: string | null
}

/** A root field's example operation, with what it costs before it is sent (example-cost.ts). */
export interface ReferenceExample extends ExampleOperation {
  cost: ExampleCost | null
}

export interface FieldRecord {
  name: string
  descriptionHtml: string | null
  description: string | null
  type: TypeRef
  args: ArgumentRecord[]
  deprecationReasonHtml: string | null
  deprecationReason: string | null
  /** What its `@cost` and `@listSize` declare, as Markdown ("Cost: sized by `first`"); null when it has neither. */
  declaredCost: string | null
  declaredCostHtml: string | null
  /** Root fields only: a runnable example operation, valid against the schema. */
  example: ReferenceExample | null
  addedIn: string | null
  deprecatedIn: string | null
}

export interface EnumValueRecord {
  name: string
  descriptionHtml: string | null
  description: string | null
  deprecationReasonHtml: string | null
  deprecationReason: string | null
  addedIn: string | null
  deprecatedIn: string | null
}

/** A place in the schema that links to its reference entry, e.g. "Query.dishes(filter:)". */
export interface CoordinateLink {
  coordinate: string
  href: string
}

export interface TypeRecord {
  name: string
  kind: TypeKind | OperationKind
  route: string
  descriptionHtml: string | null
  /** The description as Markdown (for the Markdown copies), links that would not resolve here dropped. */
  description: string | null
  /** The first paragraph of the description as inline HTML, for lists. */
  summaryHtml: string | null
  /** The fields of an object, interface or root type ("fields" is Gatsby's own on a node). */
  fieldDefinitions: FieldRecord[]
  inputFields: ArgumentRecord[]
  enumValues: EnumValueRecord[]
  /** Interfaces this object or interface implements. */
  interfaces: TypeLink[]
  /** Objects and interfaces that declare that they implement this interface. */
  implementedBy: TypeLink[]
  /** The objects a field of this union or interface can return (for an interface, a subset of implementedBy). */
  possibleTypes: TypeLink[]
  /** Unions this object is a member of. */
  memberOf: TypeLink[]
  /** Fields whose type is this type. */
  returnedBy: CoordinateLink[]
  /** Arguments and input fields whose type is this type. */
  usedBy: CoordinateLink[]
  /** Built-in scalars (String, Int, …) list no back-links: nearly every field would be one. */
  builtIn: boolean
  /** The scalar's @specifiedBy URL. */
  specifiedByUrl: string | null
  sdl: string
  addedIn: string | null
}

export interface TypeLink {
  name: string
  href: string
}

export interface DirectiveRecord {
  name: string
  anchor: string
  descriptionHtml: string | null
  description: string | null
  args: ArgumentRecord[]
  locations: string[]
  isRepeatable: boolean
  builtIn: boolean
}

export interface DeprecationRecord {
  coordinate: string
  reasonHtml: string
  /** The reason as Markdown. */
  reason: string
  href: string
  /** The release that deprecated it (null without releases). */
  deprecatedIn: string | null
  /** The date the reason announces by "Removal on YYYY-MM-DD", or null. */
  removalDate: string | null
  /** The member the reason names in backticks as the one to use instead, linked. */
  replacement: CoordinateLink | null
}

export interface KindSummary {
  kind: ReferenceKind
  label: string
  count: number
  /** Null when the schema has none of this kind: nothing to link to. */
  route: string | null
}

export interface SchemaReference {
  types: TypeRecord[]
  directives: DirectiveRecord[]
  kinds: KindSummary[]
  deprecations: DeprecationRecord[]
}

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false })

/**
 * A description's link is kept only when it leads somewhere on its own: an
 * absolute http(s) or mailto address. A relative one ("/docs/x", or GitHub's
 * "${externalDocsUrl}/…") means something on the provider's site, not here, so
 * its text stays and the link goes: the reference never shows a broken link.
 */
const ABSOLUTE_LINK = /^(https?:\/\/|mailto:)/i
const hiddenLinks = new WeakSet<object>()
const defaultLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options))
const defaultLinkClose =
  markdown.renderer.rules.link_close ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options))
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  if (ABSOLUTE_LINK.test(tokens[index].attrGet("href") ?? "")) return defaultLinkOpen(tokens, index, options, env, self)
  const close = tokens.slice(index).find((token) => token.type === "link_close" && token.level === tokens[index].level)
  if (close) hiddenLinks.add(close)
  return ""
}
markdown.renderer.rules.link_close = (tokens, index, options, env, self) =>
  hiddenLinks.has(tokens[index]) ? "" : defaultLinkClose(tokens, index, options, env, self)

/** A schema description (CommonMark) as HTML; raw HTML in it is escaped, never rendered. */
export function descriptionHtml(description: string | null | undefined): string | null {
  if (!description || !description.trim()) return null
  return markdown.render(description).trim()
}

/**
 * Raw HTML in a description is shown, never rendered, in the copies too: a
 * "<" that would open a tag becomes "&lt;", outside code and autolinks.
 */
function escapeRawHtml(markdown: string): string {
  return markdown
    .split(/(`+[^`]*?`+|^ {0,3}```[\s\S]*?^ {0,3}```)/m)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/<(?=[A-Za-z/!?])(?!(?:https?|mailto):)/g, "&lt;")))
    .join("")
}

/**
 * A description as Markdown, for the Markdown copies: the same rule as the
 * HTML, so an inline link that is not an absolute http(s)/mailto address
 * keeps its text and loses its target.
 */
export function descriptionMarkdown(description: string | null | undefined): string | null {
  if (!description || !description.trim()) return null
  return escapeRawHtml(description.trim()).replace(
    /\[([^\]]*)\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g,
    (link, label: string, href: string) => (ABSOLUTE_LINK.test(href) ? link : label),
  )
}

/** A deprecation reason as Markdown; null when not deprecated ("" when deprecated without a reason). */
function reasonMarkdown(reason: string | null | undefined): string | null {
  if (reason === null || reason === undefined) return null
  return descriptionMarkdown(reason) ?? ""
}

/** A deprecation reason as inline HTML; null when the thing is not deprecated ("" when it is, without a reason). */
export function reasonHtml(reason: string | null | undefined): string | null {
  if (reason === null || reason === undefined) return null
  return summaryHtml(reason) ?? ""
}

/** The first paragraph of a description as inline HTML. */
export function summaryHtml(description: string | null | undefined): string | null {
  if (!description || !description.trim()) return null
  const first = description.trim().split(/\n\s*\n/)[0]
  return markdown.renderInline(first.replace(/\s*\n\s*/g, " "))
}

export function typeKind(type: GraphQLNamedType): TypeKind {
  if (isObjectType(type)) return "object"
  if (isInterfaceType(type)) return "interface"
  if (isUnionType(type)) return "union"
  if (isEnumType(type)) return "enum"
  if (isInputObjectType(type)) return "input"
  return "scalar"
}

/**
 * A URL segment per type name: the name in lower case. GraphQL names are
 * case-sensitive, so "Dish" and "DISH" would collide; later ones (in name
 * order) get "-2", "-3".
 */
export function typeSlugs(names: readonly string[]): Map<string, string> {
  const slugs = new Map<string, string>()
  const used = new Map<string, number>()
  for (const name of [...names].sort()) {
    const base = name.toLowerCase()
    const count = (used.get(base) ?? 0) + 1
    used.set(base, count)
    slugs.set(name, count === 1 ? base : `${base}-${count}`)
  }
  return slugs
}

const byName = <T extends { name: string }>(a: T, b: T) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)

/**
 * A deprecation reason's HTML with the replacement it names in backticks linked: "Use <code>price { amount
 * }</code>" -> "Use <a href="…#price"><code>price { amount }</code></a>". Only the first code span that starts with
 * the replacement's path ("Dish.price") or name ("price") becomes a link.
 */
function linkReplacement(html: string, path: string, href: string): string {
  for (const name of new Set([path, path.split(".").at(-1) ?? path])) {
    const code = new RegExp(`<code>@?${name.replace(/\./g, "\\.")}(?![_0-9A-Za-z])[^<]*</code>`)
    if (code.test(html)) return html.replace(code, (match) => `<a href="${href}">${match}</a>`)
  }
  return html
}

const codeList = (names: readonly string[], joiner: string) => names.map((name) => `\`${name}\``).join(joiner)

/**
 * What a field's cost directives declare, in words, as Markdown: "Cost: weight 5 · assumed size 10 · sized by
 * `first`" (`sizing \`edges\`` when `sizedFields` names the fields the size applies to); null when it has neither
 * `@cost` nor `@listSize`. What they make a query cost is the rule's (cost.ts); this says what the schema declares.
 */
export function declaredCostNote(field: GraphQLField<unknown, unknown>): string | null {
  const weight = declaredWeight(field)
  const listSize = declaredListSize(field)
  const parts = [
    weight === null ? "" : `weight ${weight}`,
    listSize?.assumedSize == null ? "" : `assumed size ${listSize.assumedSize}`,
    listSize?.slicingArguments.length ? `sized by ${codeList(listSize.slicingArguments, " or ")}` : "",
    listSize?.sizedFields.length ? `sizing ${codeList(listSize.sizedFields, ", ")}` : "",
  ].filter(Boolean)
  return parts.length > 0 ? `Cost: ${parts.join(" · ")}` : null
}

/** Builds every record of the reference from a schema. */
/**
 * `examples`: the arguments root fields' examples open with (the schema's examples file); placeholders for the
 * rest. `lifecycle`: when each member came and was deprecated (lifecycle.ts); without it, none.
 */
export function buildSchemaReference(
  schema: GraphQLSchema,
  examples: SchemaExamples = new Map(),
  lifecycle: SchemaLifecycle = new Map(),
): SchemaReference {
  const lifecycleOf = (path: string): LifecycleFields => {
    const known = lifecycle.get(path)
    return { addedIn: known?.addedIn ?? null, deprecatedIn: known?.deprecatedIn ?? null }
  }
  /** The reference entry and coordinate of every member, by its path ("Query.dishes.filter"), for replacements. */
  const entries = new Map<string, CoordinateLink>()
  /** Deprecated members, to link their replacements once every entry is known. */
  const deprecatedMembers: { path: string; reason: string; record: { deprecationReasonHtml: string | null } }[] = []
  const rootTypes = new Map<string, OperationKind>()
  for (const kind of OPERATION_KINDS) {
    const root =
      kind === "query"
        ? schema.getQueryType()
        : kind === "mutation"
          ? schema.getMutationType()
          : schema.getSubscriptionType()
    if (root) rootTypes.set(root.name, kind)
  }
  const namedTypes = Object.values(schema.getTypeMap())
    .filter((type) => !type.name.startsWith("__"))
    .sort(byName)
  const slugs = typeSlugs(namedTypes.filter((type) => !rootTypes.has(type.name)).map((type) => type.name))
  const routeOf = (name: string): string => {
    const root = rootTypes.get(name)
    if (root) return kindRoute(root)
    const type = schema.getType(name)
    if (!type) throw new Error(`No type ${name} in the schema`)
    return below(kindRoute(typeKind(type)), slugs.get(name) ?? name.toLowerCase())
  }
  const ref = (type: GraphQLType): TypeRef => {
    const named = getNamedType(type)
    return { display: String(type), name: named.name, href: routeOf(named.name) }
  }
  const link = (type: { name: string }): TypeLink => ({ name: type.name, href: routeOf(type.name) })
  const argumentRecord = (
    arg: GraphQLArgument | GraphQLInputField,
    anchor: string,
    path: string | null = null,
  ): ArgumentRecord => {
    const defaultAst = arg.defaultValue === undefined ? null : astFromValue(arg.defaultValue, arg.type)
    return {
      ...(path ? lifecycleOf(path) : { addedIn: null, deprecatedIn: null }),
      name: arg.name,
      anchor,
      descriptionHtml: descriptionHtml(arg.description),
      description: descriptionMarkdown(arg.description),
      type: ref(arg.type),
      defaultValue: defaultAst ? print(defaultAst) : null,
      deprecationReasonHtml: reasonHtml(arg.deprecationReason),
      deprecationReason: reasonMarkdown(arg.deprecationReason),
    }
  }

  const returnedBy = new Map<string, CoordinateLink[]>()
  const usedBy = new Map<string, CoordinateLink[]>()
  const memberOf = new Map<string, TypeLink[]>()
  const implementedBy = new Map<string, TypeLink[]>()
  const push = <T>(map: Map<string, T[]>, key: string, value: T) => {
    const list = map.get(key)
    if (list) list.push(value)
    else map.set(key, [value])
  }
  const deprecations: (DeprecationRecord & { path: string; rawReason: string })[] = []
  /** Records a member's entry, and its deprecation when it has one. */
  const member = (path: string, coordinate: string, reason: string | null | undefined, href: string) => {
    entries.set(path, { coordinate, href })
    const html = reasonHtml(reason)
    if (html !== null)
      deprecations.push({
        coordinate,
        reasonHtml: html,
        reason: reasonMarkdown(reason) ?? "",
        href,
        deprecatedIn: lifecycleOf(path).deprecatedIn,
        removalDate: removalDate(reason),
        replacement: null,
        path,
        rawReason: reason ?? "",
      })
  }
  const track = <T extends { deprecationReasonHtml: string | null }>(
    path: string,
    reason: string | null | undefined,
    record: T,
  ): T => {
    if (reason !== null && reason !== undefined) deprecatedMembers.push({ path, reason, record })
    return record
  }

  const types: TypeRecord[] = namedTypes.map((type) => {
    const route = routeOf(type.name)
    const operation = rootTypes.get(type.name)
    entries.set(type.name, { coordinate: type.name, href: route })
    const record: TypeRecord = {
      name: type.name,
      kind: operation ?? typeKind(type),
      route,
      descriptionHtml: descriptionHtml(type.description),
      description: descriptionMarkdown(type.description),
      summaryHtml: summaryHtml(type.description),
      fieldDefinitions: [],
      inputFields: [],
      enumValues: [],
      interfaces: [],
      implementedBy: [],
      possibleTypes: [],
      memberOf: [],
      returnedBy: [],
      usedBy: [],
      builtIn: isScalarType(type) && isSpecifiedScalarType(type),
      specifiedByUrl: isScalarType(type) ? (type.specifiedByURL ?? null) : null,
      sdl: printType(type),
      addedIn: lifecycleOf(type.name).addedIn,
    }
    if (isObjectType(type) || isInterfaceType(type)) {
      record.fieldDefinitions = Object.values(type.getFields()).map((field: GraphQLField<unknown, unknown>) => {
        const coordinate = `${type.name}.${field.name}`
        push(returnedBy, getNamedType(field.type).name, { coordinate, href: `${route}#${field.name}` })
        member(coordinate, coordinate, field.deprecationReason, `${route}#${field.name}`)
        const args = field.args.map((arg) => {
          const anchor = `${field.name}.${arg.name}`
          const path = `${coordinate}.${arg.name}`
          push(usedBy, getNamedType(arg.type).name, {
            coordinate: `${coordinate}(${arg.name}:)`,
            href: `${route}#${anchor}`,
          })
          member(path, `${coordinate}(${arg.name}:)`, arg.deprecationReason, `${route}#${anchor}`)
          return track(path, arg.deprecationReason, argumentRecord(arg, anchor, path))
        })
        const example = operation
          ? exampleOperation(operation, field, examples.get(`${type.name}.${field.name}`))
          : null
        const costNote = declaredCostNote(field)
        return track(coordinate, field.deprecationReason, {
          name: field.name,
          descriptionHtml: descriptionHtml(field.description),
          description: descriptionMarkdown(field.description),
          type: ref(field.type),
          args,
          deprecationReasonHtml: reasonHtml(field.deprecationReason),
          deprecationReason: reasonMarkdown(field.deprecationReason),
          declaredCost: costNote,
          declaredCostHtml: costNote === null ? null : markdown.renderInline(costNote),
          example: example ? { ...example, cost: measureExample(schema, example) } : null,
          ...lifecycleOf(coordinate),
        })
      })
      record.interfaces = type.getInterfaces().map(link).sort(byName)
      for (const iface of type.getInterfaces()) push(implementedBy, iface.name, link(type))
    }
    if (isInterfaceType(type)) record.possibleTypes = schema.getPossibleTypes(type).map(link).sort(byName)
    if (isUnionType(type)) {
      record.possibleTypes = type.getTypes().map(link).sort(byName)
      for (const member of type.getTypes()) push(memberOf, member.name, link(type))
    }
    if (isEnumType(type)) {
      record.enumValues = type.getValues().map((value) => {
        const path = `${type.name}.${value.name}`
        member(path, path, value.deprecationReason, `${route}#${value.name}`)
        return track(path, value.deprecationReason, {
          name: value.name,
          descriptionHtml: descriptionHtml(value.description),
          description: descriptionMarkdown(value.description),
          deprecationReasonHtml: reasonHtml(value.deprecationReason),
          deprecationReason: reasonMarkdown(value.deprecationReason),
          ...lifecycleOf(path),
        })
      })
    }
    if (isInputObjectType(type)) {
      record.inputFields = Object.values(type.getFields()).map((field) => {
        const coordinate = `${type.name}.${field.name}`
        push(usedBy, getNamedType(field.type).name, { coordinate, href: `${route}#${field.name}` })
        member(coordinate, coordinate, field.deprecationReason, `${route}#${field.name}`)
        return track(coordinate, field.deprecationReason, argumentRecord(field, field.name, coordinate))
      })
    }
    return record
  })

  const directives: DirectiveRecord[] = [...schema.getDirectives()].sort(byName).map((directive) => {
    const route = kindRoute("directive")
    const anchor = directive.name
    return {
      name: directive.name,
      anchor,
      descriptionHtml: descriptionHtml(directive.description),
      description: descriptionMarkdown(directive.description),
      args: directive.args.map((arg) => {
        const argAnchor = `${directive.name}.${arg.name}`
        push(usedBy, getNamedType(arg.type).name, {
          coordinate: `@${directive.name}(${arg.name}:)`,
          href: `${route}#${argAnchor}`,
        })
        return argumentRecord(arg, argAnchor)
      }),
      locations: [...directive.locations],
      isRepeatable: directive.isRepeatable,
      builtIn: isSpecifiedDirective(directive),
    }
  })

  const bySortedCoordinate = (a: CoordinateLink, b: CoordinateLink) =>
    a.coordinate < b.coordinate ? -1 : a.coordinate > b.coordinate ? 1 : 0
  for (const record of types) {
    record.implementedBy = (implementedBy.get(record.name) ?? []).sort(byName)
    record.memberOf = (memberOf.get(record.name) ?? []).sort(byName)
    if (!record.builtIn) {
      record.returnedBy = (returnedBy.get(record.name) ?? []).sort(bySortedCoordinate)
      record.usedBy = (usedBy.get(record.name) ?? []).sort(bySortedCoordinate)
    }
  }

  const kinds: KindSummary[] = REFERENCE_KINDS.map(({ kind, label }) => {
    const count =
      kind === "directive"
        ? directives.length
        : isOperationKind(kind)
          ? (types.find((type) => type.kind === kind)?.fieldDefinitions.length ?? 0)
          : types.filter((type) => type.kind === kind).length
    return { kind, label, count, route: count > 0 ? kindRoute(kind) : null }
  })

  // The replacement a deprecation reason names, linked in the reason and on the deprecations page.
  const exists = (path: string) => entries.has(path)
  const replacementOf = (path: string, reason: string) => {
    const found = replacementPath(reason, path, exists)
    const entry = found ? entries.get(found) : undefined
    return found && entry ? { path: found, entry } : null
  }
  for (const { path, reason, record } of deprecatedMembers) {
    const replacement = replacementOf(path, reason)
    if (replacement && record.deprecationReasonHtml)
      record.deprecationReasonHtml = linkReplacement(
        record.deprecationReasonHtml,
        replacement.path,
        replacement.entry.href,
      )
  }
  const deprecationRecords: DeprecationRecord[] = deprecations.map(({ path, rawReason, ...record }) => {
    const replacement = replacementOf(path, rawReason)
    return {
      ...record,
      reasonHtml: replacement
        ? linkReplacement(record.reasonHtml, replacement.path, replacement.entry.href)
        : record.reasonHtml,
      replacement: replacement?.entry ?? null,
    }
  })

  return { types, directives, kinds, deprecations: deprecationRecords.sort(bySortedCoordinate) }
}

/**
 * The generated example operations that graphql-js finds invalid against their schema, or that are over the API's
 * limits, one line each.
 */
export function referenceExampleProblems(schema: GraphQLSchema, reference: SchemaReference): string[] {
  return reference.types.flatMap((type) =>
    type.fieldDefinitions.flatMap((field) => {
      const example = field.example
      if (!example) return []
      try {
        const errors = validate(schema, parse(example.query))
        const problems =
          errors.length > 0 ? errors.map((error) => error.message) : exampleLimitProblems(schema, example)
        return problems.map((problem) => `${type.name}.${field.name}: ${problem}`)
      } catch (error) {
        return [`${type.name}.${field.name}: ${errorMessage(error)}`]
      }
    }),
  )
}
