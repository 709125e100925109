import { parse, validate, type GraphQLSchema } from "graphql"
import { ExampleError, findExamples } from "./doc-examples"
import { parseMdx } from "./mdx-parse"

/**
 * One line per problem of a doc's GraphQL examples (doc-examples.ts), e.g.
 * 'content/docs/x.mdx, GraphQL example 2 (line 12): Cannot query field "nam" on type "Dish".'
 * An example that does not parse, or has bad variables or options, is one problem.
 */
export async function exampleProblems(schema: GraphQLSchema, file: string, markdown: string): Promise<string[]> {
  let examples
  try {
    examples = findExamples(await parseMdx(markdown), file).map((match) => match.example)
  } catch (error) {
    if (error instanceof ExampleError) return [error.message]
    throw error
  }
  return examples.flatMap((example, index) => {
    const where = `${file}, GraphQL example ${index + 1}${example.line ? ` (line ${example.line})` : ""}`
    return validate(schema, parse(example.query)).map((error) => `${where}: ${error.message}`)
  })
}
