/**
 * What the MCP server checks about an operation before it is sent, as pure
 * functions on a schema: graphql-js's validation with line and column, a
 * warning for each deprecated field, argument, input field or enum value it
 * uses (the deprecation reason names the replacement; deprecatedUsages, the
 * rule and the words of the build and docs:check-live), the variables checked
 * against their declared types (graphql-js's getVariableValues, which coerces
 * them as the API will), and what it costs and how deep it nests, against
 * the API's limits (schema/cost.ts, the rule the API and the sandbox apply).
 */
import {
  GraphQLError,
  getOperationAST,
  getVariableValues,
  parse,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from "graphql"
import { deprecatedUsages, type DeprecatedUsage } from "../../schema"
import { API_LIMITS, costLine, limitProblems, measureOperation, type OperationCost } from "../../schema/cost"
import { parseVariables } from "../../core/graphql-request"
import { errorMessage } from "../../core/error-message"

interface Located {
  message: string
  /** 1-based, in the operation's text; absent for a problem with no place (the variables). */
  line?: number
  column?: number
}

interface OperationCheck {
  /** Problems the API would refuse the operation for: syntax, validation, variables. */
  errors: Located[]
  /** Deprecated fields, arguments and enum values it uses, each with the reason (the replacement). */
  warnings: Located[]
  /** The operation that would run, when there is exactly one to run. */
  operation: { kind: OperationDefinitionNode["operation"]; name: string | null } | null
  /** How many operations the document holds; a request runs one of them. */
  operationCount: number
  /** What that operation costs and how deep it nests, with its variables; null unless it and they are valid. */
  cost: OperationCost | null
  document: DocumentNode | null
}

const located = (error: GraphQLError): Located => {
  const at = error.locations?.[0]
  return at ? { message: error.message, line: at.line, column: at.column } : { message: error.message }
}

/** "Dish.priceChf is deprecated: Use …", where it is used: in the build's and docs:check-live's words. */
const deprecationWarning = ({ coordinate, reason, line, column }: DeprecatedUsage): Located => {
  const message = `${coordinate} is deprecated: ${reason}`
  return line !== null && column !== null ? { message, line, column } : { message }
}

/** The variables as an object: given as one, or as JSON text; a readable error otherwise. */
export function variablesValue(variables: unknown): Record<string, unknown> | null {
  if (variables === undefined || variables === null) return null
  if (typeof variables === "string") return parseVariables(variables)
  if (typeof variables !== "object" || Array.isArray(variables))
    throw new Error('The variables must be a JSON object, e.g. { "id": "1" }')
  return variables as Record<string, unknown>
}

/** The operation a request would run: the named one, or the only one; a sentence when that is unclear. */
function selectedOperation(document: DocumentNode, operationName?: string | null): OperationDefinitionNode {
  const operation = getOperationAST(document, operationName ?? undefined)
  if (operation) return operation
  const names = document.definitions
    .filter((definition): definition is OperationDefinitionNode => definition.kind === "OperationDefinition")
    .map((definition) => definition.name?.value ?? "(anonymous)")
  if (names.length === 0) throw new Error("The document holds no operation (only fragments?).")
  throw new Error(
    operationName
      ? `The document has no operation named "${operationName}"; it has ${names.join(", ")}.`
      : `The document has ${names.length} operations (${names.join(", ")}); say which with operationName.`,
  )
}

/** Checks an operation and its variables against the schema. Never throws for a bad input: it says why. */
export function checkOperation(
  schema: GraphQLSchema,
  query: string,
  variables?: unknown,
  operationName?: string | null,
): OperationCheck {
  let document: DocumentNode
  try {
    document = parse(query)
  } catch (error) {
    if (error instanceof GraphQLError)
      return { errors: [located(error)], warnings: [], operation: null, operationCount: 0, cost: null, document: null }
    throw error
  }
  const errors = validate(schema, document).map(located)
  // Also for an invalid operation: the uses the schema can place are worth fixing with the rest.
  const warnings = deprecatedUsages(schema, document).map(deprecationWarning)
  let operation: OperationDefinitionNode | null = null
  try {
    operation = selectedOperation(document, operationName)
  } catch (error) {
    errors.push({ message: errorMessage(error) })
  }
  let inputs: Record<string, unknown> | null = null
  try {
    inputs = variablesValue(variables)
  } catch (error) {
    errors.push({ message: errorMessage(error) })
  }
  // Variables can be checked only against valid definitions of a known operation, and the cost only with valid
  // variables (`first: $n` counts with the value sent).
  let cost: OperationCost | null = null
  if (operation && errors.length === 0) {
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], inputs ?? {})
    for (const error of coerced.errors ?? []) errors.push({ message: error.message })
    if (coerced.coerced) {
      const options = { operationName: operation.name?.value ?? null, variables: coerced.coerced }
      cost = measureOperation(schema, document, options)
    }
  }
  if (cost) {
    // Over a limit the API refuses it before it runs: an error, in the API's words.
    for (const problem of limitProblems(cost, API_LIMITS)) errors.push({ message: problem.message })
    // The API runs an operation @listSize(requireOneSlicingArgument) objects to; its cost is then a guess.
    for (const problem of cost.problems) warnings.push({ message: problem })
  }
  return {
    errors,
    warnings,
    operation: operation ? { kind: operation.operation, name: operation.name?.value ?? null } : null,
    operationCount: document.definitions.filter((definition) => definition.kind === "OperationDefinition").length,
    cost,
    document,
  }
}

const where = (item: Located) => (item.line !== undefined ? `line ${item.line}, column ${item.column}: ` : "")

/**
 * "Cost 5 of 20,000 · depth 3 of 12": the measured operation against the API's limits; when the document holds
 * several, which one it is, since only that one runs.
 */
function costSummary(check: Pick<OperationCheck, "cost" | "operationCount">): string | null {
  if (!check.cost) return null
  // Only named operations can share a document, so a measured one among several has a name.
  const which =
    check.operationCount > 1
      ? `, for operation ${check.cost.operationName} (a request runs one of the document's ${check.operationCount} operations)`
      : ""
  return `${costLine(check.cost, API_LIMITS)}${which}`
}

/** The cost an answer reports in `extensions.cost`, as the API's own sandbox and gateway send it. */
interface AnswerCost {
  requestedQueryCost: number
  actualQueryCost: number
  maximumAvailable: number
  depth: number
  maximumDepth: number
}

/** The answer's `extensions.cost`, or null when it carries none (or not in that form). */
export function answerCost(answer: unknown): AnswerCost | null {
  const extensions = (answer as { extensions?: unknown } | null)?.extensions
  const cost = (extensions as { cost?: unknown } | null | undefined)?.cost
  if (!cost || typeof cost !== "object") return null
  const fields = ["requestedQueryCost", "actualQueryCost", "maximumAvailable", "depth", "maximumDepth"] as const
  const record = cost as Record<string, unknown>
  return fields.every((field) => typeof record[field] === "number") ? (record as unknown as AnswerCost) : null
}

/** "Cost 5 (actual 3) of 20,000 · depth 3 of 12": what the API says the answer cost, against the limits it sent. */
export function answerCostLine(answer: unknown): string | null {
  const cost = answerCost(answer)
  if (!cost) return null
  const size = { cost: cost.requestedQueryCost, depth: cost.depth }
  const limits = { maximumCost: cost.maximumAvailable, maximumDepth: cost.maximumDepth }
  return `${costLine(size, limits, cost.actualQueryCost)}, as the API counted it (extensions.cost).`
}

/** The check as an agent reads it: a verdict, the cost when measured, then each error and warning on its own line. */
export function formatCheck(check: OperationCheck): string {
  const verdict =
    check.errors.length > 0
      ? `Invalid: ${check.errors.length} error${check.errors.length === 1 ? "" : "s"}.`
      : `Valid${check.operation ? ` ${check.operation.kind}${check.operation.name ? ` ${check.operation.name}` : ""}` : ""}.`
  const lines = [verdict]
  const cost = costSummary(check)
  if (cost) lines.push(cost)
  for (const error of check.errors) lines.push(`Error: ${where(error)}${error.message}`)
  for (const warning of check.warnings) lines.push(`Warning: ${where(warning)}${warning.message}`)
  return lines.join("\n")
}
