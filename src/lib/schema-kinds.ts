/**
 * The kinds of the schema reference, in the order the overview and the
 * sidebar show them. Shared by the build (gatsby/lib/schema-reference.ts) and
 * the pages; it imports nothing, so it costs the browser a few hundred bytes.
 */
export type OperationKind = "query" | "mutation" | "subscription"
export type TypeKind = "object" | "interface" | "union" | "enum" | "input" | "scalar"
export type ReferenceKind = OperationKind | TypeKind | "directive"

export interface ReferenceKindInfo {
  kind: ReferenceKind
  /** The URL segment of the kind's page: /docs/graphql-schema/<segment>/. */
  segment: string
  /** The kind's page title. */
  label: string
  /** One thing of this kind, as a type page names its kind. */
  singular: string
}

export const REFERENCE_KINDS: readonly ReferenceKindInfo[] = [
  { kind: "query", segment: "queries", label: "Queries", singular: "Query" },
  { kind: "mutation", segment: "mutations", label: "Mutations", singular: "Mutation" },
  { kind: "subscription", segment: "subscriptions", label: "Subscriptions", singular: "Subscription" },
  { kind: "object", segment: "objects", label: "Objects", singular: "Object" },
  { kind: "interface", segment: "interfaces", label: "Interfaces", singular: "Interface" },
  { kind: "union", segment: "unions", label: "Unions", singular: "Union" },
  { kind: "enum", segment: "enums", label: "Enums", singular: "Enum" },
  { kind: "input", segment: "input-objects", label: "Input objects", singular: "Input object" },
  { kind: "scalar", segment: "scalars", label: "Scalars", singular: "Scalar" },
  { kind: "directive", segment: "directives", label: "Directives", singular: "Directive" },
]

export const OPERATION_KINDS: readonly OperationKind[] = ["query", "mutation", "subscription"]

export const isOperationKind = (kind: string): kind is OperationKind => (OPERATION_KINDS as readonly string[]).includes(kind)

export function kindInfo(kind: string): ReferenceKindInfo {
  const info = REFERENCE_KINDS.find((item) => item.kind === kind)
  if (!info) throw new Error(`Unknown schema kind "${kind}"; known kinds: ${REFERENCE_KINDS.map((item) => item.kind).join(", ")}`)
  return info
}
