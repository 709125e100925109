/**
 * What the playground's cost line says about the operation in the editor: the rule of schema/cost.ts, applied as
 * the reader types. The editor bundle runs it on every edit; the build runs it once, on the default operation, for
 * the first view (firstViewCostStatus), so the page itself never loads the cost code or graphql.
 */
import {
  Kind,
  getVariableValues,
  parse,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from "graphql"
import { API_LIMITS, costLine, limitProblems, measureOperation, type CostLimits } from "../../../schema/cost"
import { COST_NOTES, type CostStatus } from "./words"

/** What the reader has in the editor. */
interface CostInput {
  query: string
  /** The variables editor's text: JSON, or "" for none. */
  variables: string
  /** The operation GraphiQL has selected (the one last run, or the one an edit was in), if any. */
  operationName?: string | null
}

const note = (text: string): CostStatus => ({ kind: "unmeasured", text, warnings: [] })

/** Comments and whitespace only: nothing to measure yet. */
const isBlank = (query: string) => query.replace(/#[^\n\r]*/g, "").trim() === ""

/**
 * The operation that runs: GraphiQL's selected one when the text has it, else the first (as
 * src/playground/editor/operation-name.ts sends it).
 */
function operationToMeasure(document: DocumentNode, requested: string | null | undefined) {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  )
  const chosen = (requested && operations.find((operation) => operation.name?.value === requested)) || operations[0]
  return { operations, chosen: chosen as OperationDefinitionNode | undefined }
}

/**
 * The variables as the API would coerce them (defaults applied, so `first: $n` counts with `$n = 50` too); when they
 * do not coerce (a required one missing), as typed: the API says what is wrong when the reader runs it. Null when
 * the text is not a JSON object and the operation has variables.
 */
function variableValues(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  text: string,
): Record<string, unknown> | null {
  const definitions = operation.variableDefinitions ?? []
  if (definitions.length === 0) return {}
  let inputs: unknown = {}
  if (text.trim() !== "") {
    try {
      inputs = JSON.parse(text)
    } catch {
      return null
    }
  }
  if (inputs === null || typeof inputs !== "object" || Array.isArray(inputs)) return null
  const coerced = getVariableValues(schema, definitions, inputs as Record<string, unknown>, { maxErrors: 1 })
  return coerced.coerced ?? (inputs as Record<string, unknown>)
}

/**
 * The cost line for what the reader has in the editor, against `schema` (null while it loads): the operation that
 * would run, measured by schema/cost.ts with its variables, against the API's limits. A document that does not
 * parse or validate gets a calm note rather than figures for text that is not there any more.
 */
export function costStatus(
  schema: GraphQLSchema | null,
  input: CostInput,
  limits: CostLimits = API_LIMITS,
): CostStatus {
  if (isBlank(input.query)) return note(COST_NOTES.empty)
  if (!schema) return note(COST_NOTES.loading)
  let document: DocumentNode
  try {
    document = parse(input.query, { noLocation: true })
  } catch {
    return note(COST_NOTES.invalid)
  }
  if (validate(schema, document).length > 0) return note(COST_NOTES.invalid)
  const { operations, chosen } = operationToMeasure(document, input.operationName)
  if (!chosen) return note(COST_NOTES.invalid)
  const variables = variableValues(schema, chosen, input.variables)
  if (!variables) return note(COST_NOTES.variables)
  const size = measureOperation(schema, document, { operationName: chosen.name?.value ?? null, variables })
  if (!size) return note(COST_NOTES.invalid)
  const name = operations.length > 1 && size.operationName ? ` · operation ${size.operationName}` : ""
  // The API refuses an operation over a limit (sandbox/src/yoga.ts), nothing else of what the rule finds: so only those warn.
  const warnings = limitProblems(size, limits).map((problem) => problem.message)
  return { kind: warnings.length > 0 ? "over" : "measured", text: costLine(size, limits) + name, warnings }
}

/**
 * The first view's line, worked out at build time (gatsby/build-editor.ts puts it in the /graphql/ page's context):
 * the default operation, as the first view shows it, with no variables.
 */
export function firstViewCostStatus(schema: GraphQLSchema, defaultQuery: string): CostStatus {
  return costStatus(schema, { query: defaultQuery, variables: "" })
}
