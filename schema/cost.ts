/**
 * The cost rule: what an operation costs and how deep it nests, before it runs and once answered, and the API's
 * limits. An entry point of its own, since it needs graphql-js alone: the playground loads it with its editor, and
 * the sandbox and the MCP server start with it.
 */
export {
  API_COST_RULE,
  SPEC_COST_RULE,
  declaredListSize,
  declaredWeight,
  type CostRule,
  type MeasureOptions,
  type OperationCost,
} from "./src/cost-rule"
export { measureOperation } from "./src/measure-operation"
export { measureResponse } from "./src/measure-response"
// The limits and the words for a cost need no graphql-js: they live in core/, where the browser reads them.
export {
  API_LIMITS,
  costLine,
  formatCount,
  limitProblems,
  type CostLimits,
  type LimitProblem,
} from "../core/query-cost"
