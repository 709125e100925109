import {
  Kind,
  getArgumentValues,
  getNamedType,
  isAbstractType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  valueFromASTUntyped,
  type ASTNode,
  type DirectiveNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from "graphql"

/**
 * What a query costs before it is sent, and what it cost once answered: the one rule the sandbox, the build, the
 * playground and the MCP server apply. It follows the GraphQL Cost Directives specification (IBM;
 * https://ibm.github.io/graphql-specs/cost-spec.html): `@cost(weight:)` on fields, types, arguments and input fields,
 * and `@listSize(assumedSize:, slicingArguments:, sizedFields:, requireOneSlicingArgument:)` on fields. Where the
 * schema declares nothing, a `CostRule` says what counts; `API_COST_RULE` is the API's documented rule and
 * `SPEC_COST_RULE` the specification's own defaults (docs/decisions.md says how the two relate).
 *
 * It needs graphql-js alone, so the playground loads it with its editor. Here: the rule, what the schema declares, and
 * what one field counts for; the two counts that walk a query are measure-operation.ts (before it runs) and
 * measure-response.ts (once answered).
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
export interface Size {
  cost: number
  depth: number
}

export interface ListSize {
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
export interface Sizing {
  size: number
  sizedFields: string[] | null
  problem: string | null
}

export function sizing(
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

/** What both counts read while they walk a query: the schema, the rule, the variables and the fragments by name. */
export interface QueryWalk {
  schema: GraphQLSchema
  rule: CostRule
  variables: Record<string, unknown>
  fragments: Map<string, FragmentDefinitionNode>
}

/** What both counts start from: the walk, the operation and its root type (either undefined when there is none). */
export function startWalk(schema: GraphQLSchema, document: DocumentNode, options: MeasureOptions) {
  const operation = pickOperation(document, options.operationName)
  const walk: QueryWalk = {
    schema,
    rule: options.rule ?? API_COST_RULE,
    variables: options.variables ?? {},
    fragments: fragmentsOf(document),
  }
  return { walk, operation, root: operation && rootType(schema, operation) }
}

/** A field's own cost where the query uses it (its weight, its arguments', its directives'), never below 0. */
export function ownCost(
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
