/**
 * The cost rule: what an operation costs and how deep it nests, before it runs and once answered, and the API's
 * limits. An entry point of its own, since it needs graphql-js alone: the playground loads it with its editor, and
 * the sandbox and the MCP server start with it.
 */
export {
  API_COST_RULE,
  API_LIMITS,
  SPEC_COST_RULE,
  costLine,
  declaredListSize,
  declaredWeight,
  formatCount,
  limitProblems,
  measureOperation,
  measureResponse,
  type CostLimits,
  type CostRule,
  type LimitProblem,
  type MeasureOptions,
  type OperationCost,
} from "./src/cost"
