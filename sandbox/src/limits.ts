import {
  Kind,
  getNamedType,
  isCompositeType,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from "graphql"
import { getArgumentValues } from "graphql/execution/values"

export interface OperationSize {
  /** Deepest nesting of fields (the top-level fields are depth 1). */
  depth: number
  /** Every field costs 1; the fields under a list field with `first: n` cost n times. */
  cost: number
}

/**
 * Measures the operation that will run, with its variables, so `first: $n`
 * counts with its real value. Introspection (`__schema`, `__type`) is free,
 * so tools such as GraphiQL can always load the schema.
 */
export function measureOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): OperationSize | null {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  )
  const operation = operationName
    ? operations.find((definition) => definition.name?.value === operationName)
    : operations[0]
  if (!operation) return null
  const root =
    operation.operation === "mutation"
      ? schema.getMutationType()
      : operation.operation === "subscription"
        ? schema.getSubscriptionType()
        : schema.getQueryType()
  if (!root) return null
  const fragments = new Map(
    document.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  )

  // Each fragment is measured once per type it is spread into, so nesting cannot make this slow.
  const fragmentSizes = new Map<string, OperationSize>()
  const measure = (
    selectionSet: SelectionSetNode,
    parentType: GraphQLCompositeType,
    visiting: Set<string>,
  ): OperationSize => {
    let cost = 0
    let depth = 0
    // A fragment spread twice in one selection runs once (the fields merge), so it counts once.
    const spread = new Set<string>()
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith("__") || !("getFields" in parentType)) continue
        const field = parentType.getFields()[selection.name.value]
        if (!field) continue
        const childType = getNamedType(field.type)
        const child =
          selection.selectionSet && isCompositeType(childType)
            ? measure(selection.selectionSet, childType, visiting)
            : { cost: 0, depth: 0 }
        let multiplier = 1
        try {
          const first = getArgumentValues(field, selection, variables ?? {}).first
          if (typeof first === "number" && first > 0) multiplier = first
        } catch {
          // Bad arguments fail at execution with their own error.
        }
        cost += 1 + multiplier * child.cost
        depth = Math.max(depth, 1 + child.depth)
      } else {
        const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection
        if (!fragment) continue
        const name = selection.kind === Kind.FRAGMENT_SPREAD ? selection.name.value : null
        if (name && (visiting.has(name) || spread.has(name))) continue
        const condition = fragment.typeCondition ? schema.getType(fragment.typeCondition.name.value) : parentType
        if (!condition || !isCompositeType(condition)) continue
        let inner: OperationSize
        if (name) {
          spread.add(name)
          const key = `${name} on ${condition.name}`
          const known = fragmentSizes.get(key)
          inner = known ?? measure(fragment.selectionSet, condition, new Set([...visiting, name]))
          if (!known) fragmentSizes.set(key, inner)
        } else {
          inner = measure(fragment.selectionSet, condition, visiting)
        }
        cost += inner.cost
        depth = Math.max(depth, inner.depth)
      }
    }
    return { cost, depth }
  }
  return measure(operation.selectionSet, root, new Set())
}
