import { GraphQLError, parse, validate, type GraphQLSchema } from "graphql"

/** The ```graphql code blocks of a Markdown text, in order. */
export function graphqlExamples(markdown: string): string[] {
  return [...markdown.matchAll(/^```graphql[^\n]*\n([\s\S]*?)^```/gm)].map((match) => match[1])
}

/** One line per problem: "content/docs/x.mdx, GraphQL example 2: Cannot query field "nam" on type "Dish"." */
export function exampleProblems(schema: GraphQLSchema, file: string, markdown: string): string[] {
  return graphqlExamples(markdown).flatMap((source, index) => {
    const where = `${file}, GraphQL example ${index + 1}`
    try {
      return validate(schema, parse(source)).map((error) => `${where}: ${error.message}`)
    } catch (error) {
      return [`${where}: ${error instanceof GraphQLError ? error.message : String(error)}`]
    }
  })
}
