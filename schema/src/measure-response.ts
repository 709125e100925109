import {
  Kind,
  getNamedType,
  isAbstractType,
  isCompositeType,
  isObjectType,
  type DocumentNode,
  type FieldNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type SelectionSetNode,
} from "graphql"
import {
  declaredListSize,
  ownCost,
  sizing,
  startWalk,
  type CostRule,
  type MeasureOptions,
  type QueryWalk,
} from "./cost-rule"

/** The count of an answer reads what the estimate reads, while it walks the query and the data side by side. */
type Answer = QueryWalk

/**
 * What an answered query cost: the same rule as `measureOperation`, counted on the lists the answer really holds
 * (the specification's query response analysis). A field sized by a slicing argument counts for the items that
 * came back instead of the items asked for; a null counts its own field and nothing under it; a list nothing sizes
 * counts as in the estimate, its costliest items first. So it is never more than the estimate.
 */
export function measureResponse(
  schema: GraphQLSchema,
  document: DocumentNode,
  data: unknown,
  options: MeasureOptions = {},
): number | null {
  const { walk, operation, root } = startWalk(schema, document, options)
  if (!operation || !root || !isObject(data)) return null
  return objectCost(walk, operation.selectionSet, root, data)
}

/** The fields of a selection that apply to an object of the given concrete type, fragments flattened. */
function collect(
  answer: Answer,
  selectionSet: SelectionSetNode,
  type: GraphQLCompositeType,
  typename: string | undefined,
  into: FieldNode[] = [],
  spread = new Set<string>(),
): FieldNode[] {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (!into.some((field) => responseKey(field) === responseKey(selection))) into.push(selection)
      continue
    }
    const name = selection.kind === Kind.FRAGMENT_SPREAD ? selection.name.value : null
    const fragment = name ? answer.fragments.get(name) : selection.kind === Kind.INLINE_FRAGMENT ? selection : null
    if (!fragment || (name && spread.has(name))) continue
    if (name) spread.add(name)
    const condition = fragment.typeCondition ? answer.schema.getType(fragment.typeCondition.name.value) : type
    if (!condition || !isCompositeType(condition) || !appliesTo(answer.schema, condition, type, typename)) continue
    collect(answer, fragment.selectionSet, type, typename, into, spread)
  }
  return into
}

function objectCost(
  answer: Answer,
  selectionSet: SelectionSetNode,
  type: GraphQLCompositeType,
  value: unknown,
  sizedFields: string[] | null = null,
): number {
  if (!isObject(value)) return 0
  const typename = typeof value.__typename === "string" ? value.__typename : undefined
  const concrete = (typename && answer.schema.getType(typename)) || type
  const parent = isCompositeType(concrete) ? concrete : type
  let cost = 0
  for (const node of collect(answer, selectionSet, parent, typename)) {
    cost += fieldCost(answer, node, parent, value[responseKey(node)], sizedFields)
  }
  return cost
}

function fieldCost(
  answer: Answer,
  node: FieldNode,
  parent: GraphQLCompositeType,
  value: unknown,
  sizedHere: string[] | null,
): number {
  if (value === undefined || node.name.value.startsWith("__") || !("getFields" in parent)) return 0
  const field = parent.getFields()[node.name.value]
  if (!field) return 0
  const { schema, rule, variables } = answer
  const { own, values } = ownCost(schema, field, node, variables, rule)
  const type = getNamedType(field.type)
  if (value === null || !node.selectionSet || !isCompositeType(type)) return own
  const sized = sizing(field, values, rule, parent.name)
  const selectionSet = node.selectionSet
  if (Array.isArray(value)) {
    const costs = value.map((item) => listItemCost(answer, selectionSet, type, item))
    // A list nothing sizes counts as many items as in the estimate; one sized by an argument, every item it has.
    const counted =
      sizedHere?.includes(field.name) ||
      (sized && (given(field, values, rule) || declaredListSize(field)?.assumedSize != null))
    if (counted) return own + sum(costs)
    const size = sized?.size ?? 1
    return own + sum(costs.sort((a, b) => b - a).slice(0, size))
  }
  if (sized && !sized.sizedFields) {
    // A connection sized as a whole: it counts once per item of the longest list it returned.
    return own + wholeConnectionCost(answer, selectionSet, type, value, sized.size)
  }
  return own + objectCost(answer, selectionSet, type, value, sized?.sizedFields ?? null)
}

function listItemCost(
  answer: Answer,
  selectionSet: SelectionSetNode,
  type: GraphQLCompositeType,
  item: unknown,
): number {
  if (Array.isArray(item)) return sum(item.map((inner) => listItemCost(answer, selectionSet, type, inner)))
  return objectCost(answer, selectionSet, type, item)
}

/**
 * The estimate counts everything under a connection once per item asked for. Here each item up to the longest
 * list counts what its own entry in each list cost, and the rest of the selection (`totalCount`, `pageInfo`) once
 * per item, as in the estimate.
 */
function wholeConnectionCost(
  answer: Answer,
  selectionSet: SelectionSetNode,
  type: GraphQLCompositeType,
  value: unknown,
  estimated: number,
): number {
  if (!isObject(value) || !("getFields" in type)) return 0
  const nodes = collect(answer, selectionSet, type, undefined)
  const lists = nodes.filter((node) => Array.isArray(value[responseKey(node)]))
  const items =
    lists.length === 0 ? estimated : Math.max(...lists.map((node) => (value[responseKey(node)] as []).length))
  let cost = 0
  for (const node of nodes) {
    const entry = value[responseKey(node)]
    if (!Array.isArray(entry)) {
      cost += items * fieldCost(answer, node, type, entry, null)
      continue
    }
    const field = type.getFields()[node.name.value]
    if (!field) continue
    // Each item's entry: the list field's own weight once per item, and what the entry holds.
    const ownWeight = fieldCost(answer, node, type, null, null)
    const inner = getNamedType(field.type)
    for (let index = 0; index < Math.min(items, entry.length); index += 1) {
      cost += ownWeight
      if (node.selectionSet && isCompositeType(inner))
        cost += listItemCost(answer, node.selectionSet, inner, entry[index])
    }
  }
  return cost
}

const given = (field: GraphQLField<unknown, unknown>, values: Record<string, unknown>, rule: CostRule) => {
  const slicing = declaredListSize(field)?.slicingArguments ?? rule.slicingArguments
  return slicing.some((name) => typeof values[name] === "number")
}

function appliesTo(
  schema: GraphQLSchema,
  condition: GraphQLCompositeType,
  type: GraphQLCompositeType,
  typename: string | undefined,
): boolean {
  if (condition === type) return true
  const concrete = typename ? schema.getType(typename) : isObjectType(type) ? type : null
  if (!concrete || !isObjectType(concrete)) return isAbstractType(condition) && isAbstractType(type)
  return condition === concrete || (isAbstractType(condition) && schema.isSubType(condition, concrete))
}

const responseKey = (node: FieldNode) => node.alias?.value ?? node.name.value
const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value)
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
