import {
  astFromValue,
  getNamedType,
  isSpecifiedDirective,
  print,
  type GraphQLArgument,
  type GraphQLDirective,
  type GraphQLEnumType,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputObjectType,
  type GraphQLInterfaceType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type GraphQLType,
} from "graphql"
import { exampleOperation, type SchemaExamples } from "./examples"
import { declaredListSize, declaredWeight } from "./cost-rule"
import { measureExample } from "./example-cost"
import { removalDate } from "./deprecation-reason"
import type { SchemaLifecycle } from "./types"
import { descriptionHtml, descriptionMarkdown, inlineHtml, reasonHtml, reasonMarkdown } from "./descriptions"
import {
  below,
  kindRoute,
  typeKind,
  type ArgumentRecord,
  type CoordinateLink,
  type DeprecationRecord,
  type DirectiveRecord,
  type EnumValueRecord,
  type FieldRecord,
  type LifecycleFields,
  type OperationKind,
  type TypeLink,
  type TypeRef,
} from "./reference-records"

/**
 * The records of a type's members (fields, arguments, input fields, enum values) and of the directives, and what
 * building them gathers on the way: every member's entry and deprecation, and the back-links to each type.
 * reference.ts walks the types with them.
 */

export const byName = <T extends { name: string }>(a: T, b: T) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
export const byCoordinate = (a: CoordinateLink, b: CoordinateLink) =>
  a.coordinate < b.coordinate ? -1 : a.coordinate > b.coordinate ? 1 : 0

const codeList = (names: readonly string[], joiner: string) => names.map((name) => `\`${name}\``).join(joiner)

/**
 * What a field's cost directives declare, in words, as Markdown: "Cost: weight 5 · assumed size 10 · sized by
 * `first`" (`sizing \`edges\`` when `sizedFields` names the fields the size applies to); null when it has neither
 * `@cost` nor `@listSize`. What they make a query cost is the rule's (cost-rule.ts); this says what the schema declares.
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

/** A deprecation as it is first recorded, with what finding its replacement needs. */
export type PendingDeprecation = DeprecationRecord & { path: string; rawReason: string }

/** What building the reference knows and gathers while it walks the schema. */
export interface Build {
  schema: GraphQLSchema
  examples: SchemaExamples
  lifecycle: SchemaLifecycle
  rootTypes: Map<string, OperationKind>
  slugs: Map<string, string>
  /** The reference entry and coordinate of every member, by its path ("Query.dishes.filter"), for replacements. */
  entries: Map<string, CoordinateLink>
  /** Deprecated members, to link their replacements once every entry is known. */
  deprecatedMembers: { path: string; reason: string; record: { deprecationReasonHtml: string | null } }[]
  deprecations: PendingDeprecation[]
  /** The back-links, by the name of the type they point at. */
  returnedBy: Map<string, CoordinateLink[]>
  usedBy: Map<string, CoordinateLink[]>
  memberOf: Map<string, TypeLink[]>
  implementedBy: Map<string, TypeLink[]>
}

export function lifecycleOf(build: Build, path: string): LifecycleFields {
  const known = build.lifecycle.get(path)
  return { addedIn: known?.addedIn ?? null, deprecatedIn: known?.deprecatedIn ?? null }
}

export function routeOf(build: Build, name: string): string {
  const root = build.rootTypes.get(name)
  if (root) return kindRoute(root)
  const type = build.schema.getType(name)
  if (!type) throw new Error(`No type ${name} in the schema`)
  return below(kindRoute(typeKind(type)), build.slugs.get(name) ?? name.toLowerCase())
}

function typeRef(build: Build, type: GraphQLType): TypeRef {
  const named = getNamedType(type)
  return { display: String(type), name: named.name, href: routeOf(build, named.name) }
}

export const linkTo = (build: Build) => (type: { name: string }) => ({
  name: type.name,
  href: routeOf(build, type.name),
})

export function push<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

/** Records a member's entry, and its deprecation when it has one. */
function addMember(build: Build, path: string, coordinate: string, reason: string | null | undefined, href: string) {
  build.entries.set(path, { coordinate, href })
  const html = reasonHtml(reason)
  if (html === null) return
  build.deprecations.push({
    coordinate,
    reasonHtml: html,
    reason: reasonMarkdown(reason) ?? "",
    href,
    deprecatedIn: lifecycleOf(build, path).deprecatedIn,
    removalDate: removalDate(reason),
    replacement: null,
    path,
    rawReason: reason ?? "",
  })
}

/** Keeps a deprecated member's record, whose reason links its replacement once every entry is known. */
function track<T extends { deprecationReasonHtml: string | null }>(
  build: Build,
  path: string,
  reason: string | null | undefined,
  record: T,
): T {
  if (reason !== null && reason !== undefined) build.deprecatedMembers.push({ path, reason, record })
  return record
}

function argumentRecord(
  build: Build,
  arg: GraphQLArgument | GraphQLInputField,
  anchor: string,
  path: string | null = null,
): ArgumentRecord {
  const defaultAst = arg.defaultValue === undefined ? null : astFromValue(arg.defaultValue, arg.type)
  return {
    ...(path ? lifecycleOf(build, path) : { addedIn: null, deprecatedIn: null }),
    name: arg.name,
    anchor,
    descriptionHtml: descriptionHtml(arg.description),
    description: descriptionMarkdown(arg.description),
    type: typeRef(build, arg.type),
    defaultValue: defaultAst ? print(defaultAst) : null,
    deprecationReasonHtml: reasonHtml(arg.deprecationReason),
    deprecationReason: reasonMarkdown(arg.deprecationReason),
  }
}

export function fieldRecord(
  build: Build,
  type: GraphQLObjectType | GraphQLInterfaceType,
  field: GraphQLField<unknown, unknown>,
  route: string,
): FieldRecord {
  const coordinate = `${type.name}.${field.name}`
  push(build.returnedBy, getNamedType(field.type).name, { coordinate, href: `${route}#${field.name}` })
  addMember(build, coordinate, coordinate, field.deprecationReason, `${route}#${field.name}`)
  const args = field.args.map((arg) => {
    const anchor = `${field.name}.${arg.name}`
    const path = `${coordinate}.${arg.name}`
    push(build.usedBy, getNamedType(arg.type).name, {
      coordinate: `${coordinate}(${arg.name}:)`,
      href: `${route}#${anchor}`,
    })
    addMember(build, path, `${coordinate}(${arg.name}:)`, arg.deprecationReason, `${route}#${anchor}`)
    return track(build, path, arg.deprecationReason, argumentRecord(build, arg, anchor, path))
  })
  const operation = build.rootTypes.get(type.name)
  const example = operation ? exampleOperation(operation, field, build.examples.get(coordinate)) : null
  const costNote = declaredCostNote(field)
  return track(build, coordinate, field.deprecationReason, {
    name: field.name,
    descriptionHtml: descriptionHtml(field.description),
    description: descriptionMarkdown(field.description),
    type: typeRef(build, field.type),
    args,
    deprecationReasonHtml: reasonHtml(field.deprecationReason),
    deprecationReason: reasonMarkdown(field.deprecationReason),
    declaredCost: costNote,
    declaredCostHtml: costNote === null ? null : inlineHtml(costNote),
    example: example ? { ...example, cost: measureExample(build.schema, example) } : null,
    ...lifecycleOf(build, coordinate),
  })
}

export function enumValueRecords(build: Build, type: GraphQLEnumType, route: string): EnumValueRecord[] {
  return type.getValues().map((value) => {
    const path = `${type.name}.${value.name}`
    addMember(build, path, path, value.deprecationReason, `${route}#${value.name}`)
    return track(build, path, value.deprecationReason, {
      name: value.name,
      descriptionHtml: descriptionHtml(value.description),
      description: descriptionMarkdown(value.description),
      deprecationReasonHtml: reasonHtml(value.deprecationReason),
      deprecationReason: reasonMarkdown(value.deprecationReason),
      ...lifecycleOf(build, path),
    })
  })
}

export function inputFieldRecords(build: Build, type: GraphQLInputObjectType, route: string): ArgumentRecord[] {
  return Object.values(type.getFields()).map((field) => {
    const coordinate = `${type.name}.${field.name}`
    push(build.usedBy, getNamedType(field.type).name, { coordinate, href: `${route}#${field.name}` })
    addMember(build, coordinate, coordinate, field.deprecationReason, `${route}#${field.name}`)
    return track(build, coordinate, field.deprecationReason, argumentRecord(build, field, field.name, coordinate))
  })
}

export function directiveRecord(build: Build, directive: GraphQLDirective): DirectiveRecord {
  const route = kindRoute("directive")
  return {
    name: directive.name,
    anchor: directive.name,
    descriptionHtml: descriptionHtml(directive.description),
    description: descriptionMarkdown(directive.description),
    args: directive.args.map((arg) => {
      const anchor = `${directive.name}.${arg.name}`
      push(build.usedBy, getNamedType(arg.type).name, {
        coordinate: `@${directive.name}(${arg.name}:)`,
        href: `${route}#${anchor}`,
      })
      return argumentRecord(build, arg, anchor)
    }),
    locations: [...directive.locations],
    isRepeatable: directive.isRepeatable,
    builtIn: isSpecifiedDirective(directive),
  }
}
