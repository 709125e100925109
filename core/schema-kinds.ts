/**
 * The kinds of the schema reference, in the order the overview and the
 * sidebar show them. Shared by the build (schema/src/reference.ts) and
 * the pages; it imports nothing, so it costs the browser a few hundred bytes.
 */
export type OperationKind = "query" | "mutation" | "subscription"
export type TypeKind = "object" | "interface" | "union" | "enum" | "input" | "scalar"
export type ReferenceKind = OperationKind | TypeKind | "directive"

interface ReferenceKindInfo {
  kind: ReferenceKind
  /** The URL segment of the kind's page: /docs/graphql-schema/<segment>/. */
  segment: string
  /** The kind's page title. */
  label: string
  /** One thing of this kind, as a type page names its kind. */
  singular: string
  /** What a thing of this kind is, for the kind's page. */
  intro: string
}

export const REFERENCE_KINDS: readonly ReferenceKindInfo[] = [
  {
    kind: "query",
    segment: "queries",
    label: "Queries",
    singular: "Query",
    intro: "Queries read data: each is a field of the root type, with its arguments and a runnable example.",
  },
  {
    kind: "mutation",
    segment: "mutations",
    label: "Mutations",
    singular: "Mutation",
    intro: "Mutations change data: each is a field of the root type, with its arguments and a runnable example.",
  },
  {
    kind: "subscription",
    segment: "subscriptions",
    label: "Subscriptions",
    singular: "Subscription",
    intro: "Subscriptions send data as it changes: each is a field of the root type, with its arguments.",
  },
  {
    kind: "object",
    segment: "objects",
    label: "Objects",
    singular: "Object",
    intro: "Objects are what queries and mutations return: each has fields, and each field has a type.",
  },
  {
    kind: "interface",
    segment: "interfaces",
    label: "Interfaces",
    singular: "Interface",
    intro:
      "An interface is a set of fields that several object types share; a field of an interface type can return any of them.",
  },
  {
    kind: "union",
    segment: "unions",
    label: "Unions",
    singular: "Union",
    intro: "A union is one of several object types; ask for __typename and use fragments to read each.",
  },
  {
    kind: "enum",
    segment: "enums",
    label: "Enums",
    singular: "Enum",
    intro: "An enum is one of a fixed set of values.",
  },
  {
    kind: "input",
    segment: "input-objects",
    label: "Input objects",
    singular: "Input object",
    intro: "Input objects are the structured arguments of queries and mutations.",
  },
  {
    kind: "scalar",
    segment: "scalars",
    label: "Scalars",
    singular: "Scalar",
    intro: "Scalars are the leaf values of a response: strings, numbers, booleans, ids and the API's own formats.",
  },
  {
    kind: "directive",
    segment: "directives",
    label: "Directives",
    singular: "Directive",
    intro:
      "Directives change how a part of a schema or of an operation behaves. Those marked built in are part of the GraphQL specification.",
  },
]

export const OPERATION_KINDS: readonly OperationKind[] = ["query", "mutation", "subscription"]

export const isOperationKind = (kind: string): kind is OperationKind =>
  (OPERATION_KINDS as readonly string[]).includes(kind)

export function kindInfo(kind: string): ReferenceKindInfo {
  const info = REFERENCE_KINDS.find((item) => item.kind === kind)
  if (!info)
    throw new Error(
      `Unknown schema kind "${kind}"; known kinds: ${REFERENCE_KINDS.map((item) => item.kind).join(", ")}`,
    )
  return info
}
