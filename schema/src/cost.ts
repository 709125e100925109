import {
  Kind,
  getArgumentValues,
  getNamedType,
  isAbstractType,
  isCompositeType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  valueFromASTUntyped,
  type ASTNode,
  type DirectiveNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLArgument,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from "graphql"

// The limits and the words for a cost need no graphql-js: they live in core/, where the browser reads them.
export {
  API_LIMITS,
  costLine,
  formatCount,
  limitProblems,
  type CostLimits,
  type LimitProblem,
} from "../../core/query-cost"

/**
 * What a query costs before it is sent, and what it cost once answered: the one rule the sandbox, the build, the
 * playground and the MCP server apply. It follows the GraphQL Cost Directives specification (IBM;
 * https://ibm.github.io/graphql-specs/cost-spec.html): `@cost(weight:)` on fields, types, arguments and input fields,
 * and `@listSize(assumedSize:, slicingArguments:, sizedFields:, requireOneSlicingArgument:)` on fields. Where the
 * schema declares nothing, a `CostRule` says what counts; `API_COST_RULE` is the API's documented rule and
 * `SPEC_COST_RULE` the specification's own defaults (docs/decisions.md says how the two relate).
 *
 * It needs graphql-js alone, so the playground loads it with its editor.
 */

/** What counts where the schema declares no `@cost` or `@listSize`. */
export interface CostRule {
  /** The weight of a field whose definition, and whose type, carry no `@cost`. */
  fieldWeight: (type: GraphQLNamedType) => number
  /** The weight of an argument, or an input field, without `@cost`. */
  inputWeight: (type: GraphQLNamedType) => number
  /** Arguments that size what a field returns when its definition has no `@listSize`, as if it declared them. */
  slicingArguments: readonly string[]
  /** How many items a list counts for when nothing sizes it. */
  unsizedListSize: number
}

/**
 * The API's documented rule: every field counts 1, arguments count nothing, and a field with a `first` argument
 * (its default included) counts everything under it once per item asked for. A list nothing sizes counts once.
 */
export const API_COST_RULE: CostRule = {
  fieldWeight: () => 1,
  inputWeight: () => 0,
  slicingArguments: ["first"],
  unsizedListSize: 1,
}

/**
 * The specification's defaults (section 7.1): a field, argument or input field of a scalar or enum type weighs 0,
 * one of a composite type 1. Nothing is a slicing argument unless `@listSize` says so.
 */
export const SPEC_COST_RULE: CostRule = {
  fieldWeight: (type) => (isLeafType(type) ? 0 : 1),
  inputWeight: (type) => (isLeafType(type) ? 0 : 1),
  slicingArguments: [],
  unsizedListSize: 1,
}

export interface OperationCost {
  /** The operation measured: its name, or null for an anonymous one. */
  operationName: string | null
  /** The upper bound of what it costs (the specification's static query analysis). */
  cost: number
  /** Its deepest nesting; the top-level fields are depth 1. */
  depth: number
  /** What the schema's `@listSize(requireOneSlicingArgument: true)` refuses, in words. */
  problems: string[]
}

export interface MeasureOptions {
  /** The operation to measure; the first one when left out. */
  operationName?: string | null
  /** The values of its variables, so that `first: $n` counts with the value sent. */
  variables?: Record<string, unknown> | null
  rule?: CostRule
}

/** The cost of one spreadable fragment, and what a field's item counts for. */
interface Size {
  cost: number
  depth: number
}

interface ListSize {
  assumedSize: number | null
  slicingArguments: string[]
  sizedFields: string[]
  requireOneSlicingArgument: boolean
}

type Weighted = { astNode?: ASTNode | null | undefined; extensionASTNodes?: readonly ASTNode[] }

const directivesOf = (definition: Weighted): readonly DirectiveNode[] => {
  const nodes = [definition.astNode, ...(definition.extensionASTNodes ?? [])]
  return nodes.flatMap((node) => (node && "directives" in node && node.directives ? node.directives : []))
}

const argumentOf = (directive: DirectiveNode, name: string) =>
  directive.arguments?.find((argument) => argument.name.value === name)?.value

/** `@cost(weight:)`: an Int (Apollo, Hive, Grafbase) or the specification's String holding a Float. */
const declaredWeights = new WeakMap<object, number | null>()
export function declaredWeight(definition: Weighted): number | null {
  const known = declaredWeights.get(definition)
  if (known !== undefined) return known
  const directive = directivesOf(definition).find((node) => node.name.value === "cost")
  const value = directive && argumentOf(directive, "weight")
  const weight = value ? Number(valueFromASTUntyped(value)) : NaN
  const result = Number.isFinite(weight) ? weight : null
  declaredWeights.set(definition, result)
  return result
}

const declaredListSizes = new WeakMap<object, ListSize | null>()
/** `@listSize(...)` on a field definition, or null. */
export function declaredListSize(field: Weighted): ListSize | null {
  const known = declaredListSizes.get(field)
  if (known !== undefined) return known
  const directive = directivesOf(field).find((node) => node.name.value === "listSize")
  let result: ListSize | null = null
  if (directive) {
    const read = (name: string) => {
      const value = argumentOf(directive, name)
      return value ? valueFromASTUntyped(value) : undefined
    }
    const strings = (value: unknown) => (Array.isArray(value) ? value.map(String) : [])
    const assumed = read("assumedSize")
    result = {
      assumedSize: typeof assumed === "number" ? assumed : null,
      slicingArguments: strings(read("slicingArguments")),
      sizedFields: strings(read("sizedFields")),
      requireOneSlicingArgument: read("requireOneSlicingArgument") !== false,
    }
  }
  declaredListSizes.set(field, result)
  return result
}

/** A type's weight: its own `@cost`, or for an interface or union the heaviest of its members (section 7.2). */
function typeWeight(schema: GraphQLSchema, type: GraphQLNamedType, rule: CostRule): number {
  if (isAbstractType(type)) {
    const members = schema.getPossibleTypes(type)
    if (members.length === 0) return rule.fieldWeight(type)
    return Math.max(...members.map((member) => declaredWeight(member) ?? rule.fieldWeight(member)))
  }
  return declaredWeight(type) ?? rule.fieldWeight(type)
}

/** A field's own weight: its `@cost`, else its type's. */
function fieldWeight(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>, rule: CostRule): number {
  return declaredWeight(field) ?? typeWeight(schema, getNamedType(field.type), rule)
}

/** The weight of an input value and of every input field it uses (section 5.3.2.2, "Arguments"). */
function inputCost(
  definition: Weighted & { type: GraphQLInputType },
  value: unknown,
  rule: CostRule,
  seen: number,
): number {
  const named = getNamedType(definition.type)
  let cost = declaredWeight(definition) ?? rule.inputWeight(named)
  if (!isInputObjectType(named) || value === null || value === undefined || seen > 20) return cost
  const items = Array.isArray(value) ? value : [value]
  const fields = named.getFields()
  for (const item of items) {
    if (item === null || typeof item !== "object") continue
    for (const [name, inner] of Object.entries(item)) {
      const field = fields[name]
      if (field) cost += inputCost(field, inner, rule, seen + 1)
    }
  }
  return cost
}

/** The weight of the directives used on a field in the query: their arguments' `@cost`. */
function directivesCost(
  schema: GraphQLSchema,
  node: FieldNode,
  variables: Record<string, unknown>,
  rule: CostRule,
): number {
  let cost = 0
  for (const used of node.directives ?? []) {
    const directive = schema.getDirective(used.name.value)
    if (!directive || directive.args.length === 0) continue
    const values = argumentValues(directive, used, variables)
    for (const argument of directive.args) {
      if (argument.name in values) cost += inputCost(argument, values[argument.name], rule, 0)
    }
  }
  return cost
}

function argumentValues(
  definition: { args: readonly GraphQLArgument[] },
  node: FieldNode | DirectiveNode,
  variables: Record<string, unknown>,
): Record<string, unknown> {
  try {
    return getArgumentValues(definition as GraphQLField<unknown, unknown>, node as FieldNode, variables)
  } catch {
    // A bad argument fails at execution with its own error; it sizes nothing here.
    return {}
  }
}

/** How a field's selection is multiplied: the whole of it, or only the sized fields inside it. */
interface Sizing {
  size: number
  sizedFields: string[] | null
  problem: string | null
}

function sizing(
  field: GraphQLField<unknown, unknown>,
  values: Record<string, unknown>,
  rule: CostRule,
  parentName: string,
): Sizing | null {
  const declared = declaredListSize(field)
  const slicing = declared
    ? declared.slicingArguments
    : rule.slicingArguments.filter((name) => field.args.some((argument) => argument.name === name))
  const given = slicing.map((name) => values[name]).filter((value): value is number => typeof value === "number")
  let problem: string | null = null
  if (declared?.requireOneSlicingArgument && slicing.length > 0 && given.length !== 1) {
    const names = slicing.map((name) => `\`${name}\``).join(", ")
    problem = `\`${parentName}.${field.name}\` needs exactly one of ${names}; it has ${given.length}.`
  }
  const isList = isListType(isNonNullType(field.type) ? field.type.ofType : field.type)
  let size: number | null = given.length > 0 ? Math.max(0, ...given) : (declared?.assumedSize ?? null)
  if (size === null) {
    if (!isList && !declared?.sizedFields.length) return problem ? { size: 1, sizedFields: null, problem } : null
    size = rule.unsizedListSize
  }
  return { size, sizedFields: declared?.sizedFields.length ? declared.sizedFields : null, problem }
}

function pickOperation(document: DocumentNode, operationName: string | null | undefined) {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  )
  return operationName ? operations.find((definition) => definition.name?.value === operationName) : operations[0]
}

function rootType(schema: GraphQLSchema, operation: OperationDefinitionNode) {
  if (operation.operation === "mutation") return schema.getMutationType()
  if (operation.operation === "subscription") return schema.getSubscriptionType()
  return schema.getQueryType()
}

/** What both counts start from: the rule, the variables, the operation and its root type. */
function setUp(schema: GraphQLSchema, document: DocumentNode, options: MeasureOptions) {
  const operation = pickOperation(document, options.operationName)
  return {
    rule: options.rule ?? API_COST_RULE,
    variables: options.variables ?? {},
    operation,
    root: operation && rootType(schema, operation),
  }
}

/** A field's own cost where the query uses it (its weight, its arguments', its directives'), never below 0. */
function ownCost(
  schema: GraphQLSchema,
  field: GraphQLField<unknown, unknown>,
  node: FieldNode,
  variables: Record<string, unknown>,
  rule: CostRule,
) {
  const values = argumentValues(field, node, variables)
  let own = fieldWeight(schema, field, rule) + directivesCost(schema, node, variables, rule)
  for (const argument of field.args) {
    if (argument.name in values) own += inputCost(argument, values[argument.name], rule, 0)
  }
  return { own: Math.max(0, own), values }
}

const fragmentsOf = (document: DocumentNode) =>
  new Map(
    document.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  )

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
  const { rule, variables, operation, root } = setUp(schema, document, options)
  if (!operation || !root) return null
  const fragments = fragmentsOf(document)
  const problems = new Set<string>()
  // Each fragment is measured once per type and sizing it is spread into, so nesting cannot make this slow.
  const fragmentSizes = new Map<string, Size>()

  const measureField = (
    node: FieldNode,
    parent: GraphQLCompositeType,
    visiting: ReadonlySet<string>,
    sizedHere: Sizing | null,
  ): Size => {
    if (node.name.value.startsWith("__") || !("getFields" in parent)) return { cost: 0, depth: 0 }
    const field = parent.getFields()[node.name.value]
    if (!field) return { cost: 0, depth: 0 }
    const { own, values } = ownCost(schema, field, node, variables, rule)
    const type = getNamedType(field.type)
    const sized = sizing(field, values, rule, parent.name)
    if (sized?.problem) problems.add(sized.problem)
    const child =
      node.selectionSet && isCompositeType(type)
        ? measureSelection(node.selectionSet, type, visiting, sized?.sizedFields ? sized : null)
        : { cost: 0, depth: 0 }
    // A field a parent's `sizedFields` names is sized by the parent's slicing argument.
    const size = sizedHere?.sizedFields?.includes(field.name)
      ? sizedHere.size
      : sized && !sized.sizedFields
        ? sized.size
        : 1
    return { cost: own + size * child.cost, depth: 1 + child.depth }
  }

  const measureSelection = (
    selectionSet: SelectionSetNode,
    parent: GraphQLCompositeType,
    visiting: ReadonlySet<string>,
    sizedHere: Sizing | null,
  ): Size => {
    // What every object gets, and what only objects of a type condition get: on an interface or a union, an
    // object is of one type, so the costliest type's share counts (section 7.2's upper bound).
    let always = 0
    let depth = 0
    const conditional: { type: GraphQLCompositeType; cost: number }[] = []
    // A fragment spread twice in one selection runs once (the fields merge), so it counts once.
    const spread = new Set<string>()
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const size = measureField(selection, parent, visiting, sizedHere)
        always += size.cost
        depth = Math.max(depth, size.depth)
        continue
      }
      const name = selection.kind === Kind.FRAGMENT_SPREAD ? selection.name.value : null
      const fragment = name ? fragments.get(name) : selection.kind === Kind.INLINE_FRAGMENT ? selection : null
      if (!fragment || (name && (visiting.has(name) || spread.has(name)))) continue
      const condition = fragment.typeCondition ? schema.getType(fragment.typeCondition.name.value) : parent
      if (!condition || !isCompositeType(condition)) continue
      let inner: Size
      if (name) {
        spread.add(name)
        const key = `${name} on ${condition.name} ${sizedHere ? `${sizedHere.size}:${sizedHere.sizedFields}` : ""}`
        const known = fragmentSizes.get(key)
        inner = known ?? measureSelection(fragment.selectionSet, condition, new Set([...visiting, name]), sizedHere)
        if (!known) fragmentSizes.set(key, inner)
      } else {
        inner = measureSelection(fragment.selectionSet, condition, visiting, sizedHere)
      }
      depth = Math.max(depth, inner.depth)
      if (condition === parent || !isAbstractType(parent)) always += inner.cost
      else conditional.push({ type: condition, cost: inner.cost })
    }
    return { cost: always + costliestMember(schema, parent, conditional), depth }
  }

  const size = measureSelection(operation.selectionSet, root, new Set(), null)
  return { operationName: operation.name?.value ?? null, ...size, problems: [...problems] }
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
  const { rule, variables, operation, root } = setUp(schema, document, options)
  if (!operation || !root || !isObject(data)) return null
  const fragments = fragmentsOf(document)

  /** The fields of a selection that apply to an object of the given concrete type, fragments flattened. */
  const collect = (
    selectionSet: SelectionSetNode,
    type: GraphQLCompositeType,
    typename: string | undefined,
    into: FieldNode[],
    spread: Set<string>,
  ) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (!into.some((field) => responseKey(field) === responseKey(selection))) into.push(selection)
        continue
      }
      const name = selection.kind === Kind.FRAGMENT_SPREAD ? selection.name.value : null
      const fragment = name ? fragments.get(name) : selection.kind === Kind.INLINE_FRAGMENT ? selection : null
      if (!fragment || (name && spread.has(name))) continue
      if (name) spread.add(name)
      const condition = fragment.typeCondition ? schema.getType(fragment.typeCondition.name.value) : type
      if (!condition || !isCompositeType(condition) || !appliesTo(schema, condition, type, typename)) continue
      collect(fragment.selectionSet, type, typename, into, spread)
    }
    return into
  }

  const objectCost = (
    selectionSet: SelectionSetNode,
    type: GraphQLCompositeType,
    value: unknown,
    sizedFields: string[] | null = null,
  ): number => {
    if (!isObject(value)) return 0
    const typename = typeof value.__typename === "string" ? value.__typename : undefined
    const concrete = (typename && schema.getType(typename)) || type
    const parent = isCompositeType(concrete) ? concrete : type
    let cost = 0
    for (const node of collect(selectionSet, parent, typename, [], new Set())) {
      cost += fieldCost(node, parent, value[responseKey(node)], sizedFields)
    }
    return cost
  }

  const fieldCost = (
    node: FieldNode,
    parent: GraphQLCompositeType,
    value: unknown,
    sizedHere: string[] | null,
  ): number => {
    if (value === undefined || node.name.value.startsWith("__") || !("getFields" in parent)) return 0
    const field = parent.getFields()[node.name.value]
    if (!field) return 0
    const { own, values } = ownCost(schema, field, node, variables, rule)
    const type = getNamedType(field.type)
    if (value === null || !node.selectionSet || !isCompositeType(type)) return own
    const sized = sizing(field, values, rule, parent.name)
    const selectionSet = node.selectionSet
    if (Array.isArray(value)) {
      const costs = value.map((item) => listItemCost(selectionSet, type, item))
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
      return own + wholeConnectionCost(selectionSet, type, value, sized.size)
    }
    return own + objectCost(selectionSet, type, value, sized?.sizedFields ?? null)
  }

  const listItemCost = (selectionSet: SelectionSetNode, type: GraphQLCompositeType, item: unknown): number => {
    if (Array.isArray(item)) return sum(item.map((inner) => listItemCost(selectionSet, type, inner)))
    return objectCost(selectionSet, type, item)
  }

  /**
   * The estimate counts everything under a connection once per item asked for. Here each item up to the longest
   * list counts what its own entry in each list cost, and the rest of the selection (`totalCount`, `pageInfo`) once
   * per item, as in the estimate.
   */
  const wholeConnectionCost = (
    selectionSet: SelectionSetNode,
    type: GraphQLCompositeType,
    value: unknown,
    estimated: number,
  ): number => {
    if (!isObject(value) || !("getFields" in type)) return 0
    const nodes = collect(selectionSet, type, undefined, [], new Set())
    const lists = nodes.filter((node) => Array.isArray(value[responseKey(node)]))
    const items =
      lists.length === 0 ? estimated : Math.max(...lists.map((node) => (value[responseKey(node)] as []).length))
    let cost = 0
    for (const node of nodes) {
      const entry = value[responseKey(node)]
      if (!Array.isArray(entry)) {
        cost += items * fieldCost(node, type, entry, null)
        continue
      }
      const field = type.getFields()[node.name.value]
      if (!field) continue
      // Each item's entry: the list field's own weight once per item, and what the entry holds.
      const ownWeight = fieldCost(node, type, null, null)
      const inner = getNamedType(field.type)
      for (let index = 0; index < items; index += 1) {
        if (index >= entry.length) continue
        cost += ownWeight
        if (node.selectionSet && isCompositeType(inner)) cost += listItemCost(node.selectionSet, inner, entry[index])
      }
    }
    return cost
  }

  return objectCost(operation.selectionSet, root, data)
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
