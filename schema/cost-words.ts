/**
 * The words for a cost, without the rule: the API's limits, the cost line ("Cost 401 of 20,000 · depth 4 of 12"),
 * the limits a size is over, and the cost an answer reports. An entry point of its own because it loads no
 * graphql-js: a docs page's Run imports it. `schema/cost` exports the same words with the rule.
 */
export {
  API_LIMITS,
  actualQueryCost,
  costLine,
  exampleCost,
  formatCount,
  limitProblems,
  type CostLimits,
  type LimitProblem,
  type QuerySize,
} from "./src/cost-words"
