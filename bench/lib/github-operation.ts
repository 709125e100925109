import {
  getNamedType,
  isLeafType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from "graphql"

/**
 * A valid operation of exactly `lines` lines on GitHub's schema, one field a line: `repository` with its
 * connections' nodes, each connection `first: 1`, then the repository's own scalar fields to fill.
 */
export function githubOperation(schema: GraphQLSchema, lines: number): string {
  const repository = schema.getType("Repository") as GraphQLObjectType
  const callable = (field: GraphQLField<unknown, unknown>) =>
    field.args.every((argument) => !isNonNullType(argument.type) || argument.defaultValue !== undefined)
  const leaves = (type: GraphQLObjectType) =>
    Object.values(type.getFields())
      .filter((field) => isLeafType(getNamedType(field.type)) && callable(field))
      .map((field) => field.name)
  const head = ["query CostBench {", '  repository(owner: "octocat", name: "hello-world") {']
  const tail = ["  }", "}"]
  const body: string[] = []
  const room = () => lines - head.length - tail.length - body.length
  for (const field of Object.values(repository.getFields())) {
    const type = getNamedType(field.type)
    const nodes = isObjectType(type) && type.name.endsWith("Connection") ? type.getFields().nodes : undefined
    const node = nodes && getNamedType(nodes.type)
    if (!node || !isObjectType(node) || !callable(field) || !field.args.some((arg) => arg.name === "first")) continue
    const block = [`    ${field.name}(first: 1) {`, "      totalCount", "      nodes {"]
    block.push(...leaves(node).map((name) => `        ${name}`), "      }", "    }")
    if (block.length <= room()) body.push(...block)
  }
  for (const name of leaves(repository)) if (room() > 0) body.push(`    ${name}`)
  if (room() !== 0) throw new Error(`The bench's operation has ${lines - room()} lines, not ${lines}`)
  return [...head, ...body, ...tail].join("\n")
}
