import type { ExampleCost } from "../../core/example-data"

/**
 * The API's limits and what a query's cost is called in words: "Cost 401 of 20,000 · depth 4 of 12", "cost 20,401:
 * 401 over the limit of 20,000; …". Plain functions with no graphql-js (this module imports none), so a docs
 * example's Run can show the cost an answer reports without loading the cost rule: the browser imports them through
 * `schema/cost-words`. The rule itself, which measures a query, sits beside them (cost-rule.ts, measure-*.ts) and
 * `schema/cost` exports both; the sandbox, the build, the playground and the MCP server all word a cost with them.
 */

/** A query's size: the upper bound of what it costs, and its deepest nesting (top-level fields are depth 1). */
export interface QuerySize {
  cost: number
  depth: number
}

export interface CostLimits {
  /** The highest cost the API runs (`QUERY_TOO_COMPLEX` above it). */
  maximumCost: number
  /** The deepest nesting the API runs, top-level fields being depth 1 (`QUERY_TOO_DEEP` below it). */
  maximumDepth: number
}

/** The limits the API publishes: a query over either is refused before it runs. */
export const API_LIMITS: CostLimits = { maximumCost: 20_000, maximumDepth: 12 }

/** "20,000": numbers as the docs write them, the same in every locale. */
export const formatCount = (value: number) => String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ",")

export interface LimitProblem {
  code: "QUERY_TOO_COMPLEX" | "QUERY_TOO_DEEP"
  /** In words, with how far over: "cost 20,401: 401 over the limit of 20,000; ask for fewer items with `first`". */
  message: string
}

/** The limits an operation passes, in the words the sandbox, the build, the playground and the MCP server all use. */
export function limitProblems(size: QuerySize, limits = API_LIMITS): LimitProblem[] {
  const problems: LimitProblem[] = []
  if (size.depth > limits.maximumDepth) {
    problems.push({
      code: "QUERY_TOO_DEEP",
      message:
        `depth ${size.depth}: ${size.depth - limits.maximumDepth} over the limit of ${limits.maximumDepth}; ` +
        "ask for less nesting, or fetch the deeper data in a second request",
    })
  }
  if (size.cost > limits.maximumCost) {
    problems.push({
      code: "QUERY_TOO_COMPLEX",
      message:
        `cost ${formatCount(size.cost)}: ${formatCount(size.cost - limits.maximumCost)} over the limit of ` +
        `${formatCount(limits.maximumCost)}; ask for fewer items with \`first\``,
    })
  }
  return problems
}

/** "Cost 401 of 20,000 · depth 4 of 12", and with an answer's own count: "Cost 401 (actual 35) of 20,000 · …". */
export function costLine(size: QuerySize, limits = API_LIMITS, actual?: number | null) {
  const counted = actual === undefined || actual === null ? "" : ` (actual ${formatCount(actual)})`
  return `Cost ${formatCount(size.cost)}${counted} of ${formatCount(limits.maximumCost)} · depth ${size.depth} of ${limits.maximumDepth}`
}

/** What the build measured of an example, for its page (core/example-data.ts, ExampleCost): its size and its line. */
export const exampleCost = (size: QuerySize, limits = API_LIMITS): ExampleCost => ({
  cost: size.cost,
  depth: size.depth,
  line: costLine(size, limits),
})

/** What an answered operation cost, as the API reports it in `extensions.cost.actualQueryCost`; null without it. */
export function actualQueryCost(answer: unknown): number | null {
  const extensions = (answer as { extensions?: { cost?: { actualQueryCost?: unknown } } } | null)?.extensions
  const actual = extensions?.cost?.actualQueryCost
  return typeof actual === "number" && Number.isFinite(actual) ? actual : null
}
