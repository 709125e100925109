import { parse, type DocumentNode, type GraphQLSchema } from "graphql"
import { measureOperation } from "./measure-operation"
import { type SampleOperation } from "../../core/code-samples"
import { parseVariables } from "../../core/graphql-request"
import { exampleCost, limitProblems } from "./cost-words"
import type { ExampleCost } from "../../core/example-data"

/**
 * What an example costs before it is sent: the API's cost rule (cost.ts) on the schema, with the example's own
 * variables, so `first: $n` counts with the value it sends. The docs' examples and the reference's show the line
 * beside them and in their Markdown copies, and the build refuses an example over a limit (exampleLimitProblems).
 */

/** The example's cost and depth with its line; null when it does not parse or its variables are not a JSON object. */
export function measureExample(schema: GraphQLSchema, example: SampleOperation): ExampleCost | null {
  let document: DocumentNode
  let variables: Record<string, unknown> | null
  try {
    document = parse(example.query)
    variables = parseVariables(example.variables)
  } catch {
    // The example's own check says what is wrong with it; it has no cost to show.
    return null
  }
  const size = measureOperation(schema, document, { operationName: example.operationName, variables })
  return size && exampleCost(size)
}

/** "over the API's limits: cost 20,401: 401 over the limit of 20,000; …", one per limit the example passes. */
export function exampleLimitProblems(schema: GraphQLSchema, example: SampleOperation): string[] {
  const cost = measureExample(schema, example)
  return cost ? limitProblems(cost).map((problem) => `over the API's limits: ${problem.message}`) : []
}
