import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  type GraphQLNamedType,
} from "graphql"
import type { ExampleOperation } from "./examples"
import type { ExampleCost } from "../../core/example-data"
import { SCHEMA_REFERENCE_ROUTE } from "../../core/schema-lifecycle"
import { kindInfo, type OperationKind, type ReferenceKind, type TypeKind } from "../../core/schema-kinds"

/**
 * The shape of the schema reference's records, what the reference pages show, and their routes. reference.ts
 * builds them; gatsby/source-schema-nodes.ts turns them into nodes (a test ties the node types to these).
 */

export type { OperationKind, ReferenceKind, TypeKind }

/**
 * A route one segment below another: "/docs/graphql-schema/" and "objects" -> "/docs/graphql-schema/objects/".
 * The routes here all end in "/", and a segment (a kind's, or a type's slug) is one word with no "/".
 */
export const below = (route: string, segment: string) => `${route}${segment}/`

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
