import {
  Kind,
  getNamedType,
  isAbstractType,
  isCompositeType,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type InlineFragmentNode,
  type SelectionNode,
  type SelectionSetNode,
} from "graphql"
import {
  ownCost,
  startWalk,
  sizing,
  type QueryWalk,
  type MeasureOptions,
  type OperationCost,
  type Size,
  type Sizing,
} from "./cost-rule"

/** What the estimate keeps while it walks the query, besides what both counts read. */
interface Estimate extends QueryWalk {
  problems: Set<string>
  /** Each fragment is measured once per type and sizing it is spread into, so nesting cannot make this slow. */
  fragmentSizes: Map<string, Size>
}

const NOTHING: Size = { cost: 0, depth: 0 }

/**
 * The cost and depth of one operation of `document`, with its variables, before it runs: the specification's
 * static query analysis, an upper bound. Null when the document has no such operation or the schema no such root.
 * Introspection (`__schema`, `__type`, `__typename`) is free, so tools can always load the schema.
 */
export function measureOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  options: MeasureOptions = {},
): OperationCost | null {
  const { walk, operation, root } = startWalk(schema, document, options)
  if (!operation || !root) return null
  const estimate: Estimate = { ...walk, problems: new Set(), fragmentSizes: new Map() }
  const size = measureSelection(estimate, operation.selectionSet, root, new Set(), null)
  return { operationName: operation.name?.value ?? null, ...size, problems: [...estimate.problems] }
}

function measureField(
  estimate: Estimate,
  node: FieldNode,
  parent: GraphQLCompositeType,
  visiting: ReadonlySet<string>,
  sizedHere: Sizing | null,
): Size {
  if (node.name.value.startsWith("__") || !("getFields" in parent)) return NOTHING
  const field = parent.getFields()[node.name.value]
  if (!field) return NOTHING
  const { schema, rule, variables } = estimate
  const { own, values } = ownCost(schema, field, node, variables, rule)
  const type = getNamedType(field.type)
  const sized = sizing(field, values, rule, parent.name)
  if (sized?.problem) estimate.problems.add(sized.problem)
  const child =
    node.selectionSet && isCompositeType(type)
      ? measureSelection(estimate, node.selectionSet, type, visiting, sized?.sizedFields ? sized : null)
      : NOTHING
  // A field a parent's `sizedFields` names is sized by the parent's slicing argument.
  const size = sizedHere?.sizedFields?.includes(field.name)
    ? sizedHere.size
    : sized && !sized.sizedFields
      ? sized.size
      : 1
  return { cost: own + size * child.cost, depth: 1 + child.depth }
}

function measureSelection(
  estimate: Estimate,
  selectionSet: SelectionSetNode,
  parent: GraphQLCompositeType,
  visiting: ReadonlySet<string>,
  sizedHere: Sizing | null,
): Size {
  // What every object gets, and what only objects of a type condition get: on an interface or a union, an
  // object is of one type, so the costliest type's share counts (section 7.2's upper bound).
  let always = 0
  let depth = 0
  const conditional: { type: GraphQLCompositeType; cost: number }[] = []
  // A fragment spread twice in one selection runs once (the fields merge), so it counts once.
  const spread = new Set<string>()
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const size = measureField(estimate, selection, parent, visiting, sizedHere)
      always += size.cost
      depth = Math.max(depth, size.depth)
      continue
    }
    const part = measureFragment(estimate, selection, parent, visiting, sizedHere, spread)
    if (!part) continue
    depth = Math.max(depth, part.depth)
    if (part.condition === parent || !isAbstractType(parent)) always += part.cost
    else conditional.push({ type: part.condition, cost: part.cost })
  }
  return { cost: always + costliestMember(estimate.schema, parent, conditional), depth }
}

/** A fragment of a selection, spread or inline, with its type condition; null when it counts nothing here. */
function measureFragment(
  estimate: Estimate,
  selection: Exclude<SelectionNode, FieldNode>,
  parent: GraphQLCompositeType,
  visiting: ReadonlySet<string>,
  sizedHere: Sizing | null,
  spread: Set<string>,
): (Size & { condition: GraphQLCompositeType }) | null {
  const name = selection.kind === Kind.FRAGMENT_SPREAD ? selection.name.value : null
  const fragment: FragmentDefinitionNode | InlineFragmentNode | null | undefined = name
    ? estimate.fragments.get(name)
    : selection.kind === Kind.INLINE_FRAGMENT
      ? selection
      : null
  if (!fragment || (name && (visiting.has(name) || spread.has(name)))) return null
  const condition = fragment.typeCondition ? estimate.schema.getType(fragment.typeCondition.name.value) : parent
  if (!condition || !isCompositeType(condition)) return null
  if (!name) return { ...measureSelection(estimate, fragment.selectionSet, condition, visiting, sizedHere), condition }
  spread.add(name)
  const key = `${name} on ${condition.name} ${sizedHere ? `${sizedHere.size}:${sizedHere.sizedFields}` : ""}`
  let inner = estimate.fragmentSizes.get(key)
  if (!inner) {
    inner = measureSelection(estimate, fragment.selectionSet, condition, new Set([...visiting, name]), sizedHere)
    estimate.fragmentSizes.set(key, inner)
  }
  return { ...inner, condition }
}

/** On an interface or union: the most that the fragments for any one member type add. */
function costliestMember(
  schema: GraphQLSchema,
  parent: GraphQLCompositeType,
  conditional: { type: GraphQLCompositeType; cost: number }[],
): number {
  if (conditional.length === 0 || !isAbstractType(parent)) return 0
  const applies = (condition: GraphQLCompositeType, member: GraphQLObjectType) =>
    condition === member || (isAbstractType(condition) && schema.isSubType(condition, member))
  let most = 0
  for (const member of schema.getPossibleTypes(parent)) {
    const total = conditional.reduce((sum, part) => sum + (applies(part.type, member) ? part.cost : 0), 0)
    most = Math.max(most, total)
  }
  return most
}
