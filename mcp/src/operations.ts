/**
 * What the MCP server checks about an operation before it is sent, as pure
 * functions on a schema: graphql-js's validation with line and column, a
 * warning for each deprecated field, argument or enum value it uses (the
 * deprecation reason names the replacement), and the variables checked
 * against their declared types (graphql-js's getVariableValues, which coerces
 * them as the API will).
 */
import {
  GraphQLError,
  NoDeprecatedCustomRule,
  getOperationAST,
  getVariableValues,
  parse,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from "graphql"
import { parseVariables } from "../../src/lib/shared/code-samples"
import { errorMessage } from "../../src/lib/shared/error-message"

export interface Located {
  message: string
  /** 1-based, in the operation's text; absent for a problem with no place (the variables). */
  line?: number
  column?: number
}

export interface OperationCheck {
  /** Problems the API would refuse the operation for: syntax, validation, variables. */
  errors: Located[]
  /** Deprecated fields, arguments and enum values it uses, each with the reason (the replacement). */
  warnings: Located[]
  /** The operation that would run, when there is exactly one to run. */
  operation: { kind: OperationDefinitionNode["operation"]; name: string | null } | null
  document: DocumentNode | null
}

const located = (error: GraphQLError): Located => {
  const at = error.locations?.[0]
  return at ? { message: error.message, line: at.line, column: at.column } : { message: error.message }
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
export function selectedOperation(document: DocumentNode, operationName?: string | null): OperationDefinitionNode {
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
      return { errors: [located(error)], warnings: [], operation: null, document: null }
    throw error
  }
  const errors = validate(schema, document).map(located)
  const warnings = validate(schema, document, [NoDeprecatedCustomRule]).map(located)
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
  // Variables can be checked only against valid definitions of a known operation.
  if (operation && errors.length === 0) {
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], inputs ?? {})
    for (const error of coerced.errors ?? []) errors.push({ message: error.message })
  }
  return {
    errors,
    warnings,
    operation: operation ? { kind: operation.operation, name: operation.name?.value ?? null } : null,
    document,
  }
}

const where = (item: Located) => (item.line !== undefined ? `line ${item.line}, column ${item.column}: ` : "")

/** The check as an agent reads it: a verdict, then each error and warning on its own line. */
export function formatCheck(check: OperationCheck): string {
  const verdict =
    check.errors.length > 0
      ? `Invalid: ${check.errors.length} error${check.errors.length === 1 ? "" : "s"}.`
      : `Valid${check.operation ? ` ${check.operation.kind}${check.operation.name ? ` ${check.operation.name}` : ""}` : ""}.`
  const lines = [verdict]
  for (const error of check.errors) lines.push(`Error: ${where(error)}${error.message}`)
  for (const warning of check.warnings) lines.push(`Warning: ${where(warning)}${warning.message}`)
  return lines.join("\n")
}
