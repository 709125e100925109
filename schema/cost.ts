/**
 * The cost rule: what an operation costs and how deep it nests, before it runs and once answered, and the API's
 * limits, with the words for a cost. An entry point of its own, since it needs graphql-js alone: the playground loads
 * it with its editor, and the sandbox and the MCP server start with it.
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
// The limits and the words for a cost need no graphql-js: the browser reads them alone through schema/cost-words.
export * from "./cost-words"
