import { Kind, isInterfaceType, isObjectType, parse, print, printSchema, visit, type GraphQLSchema } from "graphql"

/**
 * An earlier release of a schema for the bench, which has no history of its
 * own: the schema with `count` fields removed (the last field of the first
 * object types, by name, that have more than one field and whose last field
 * no interface of theirs declares, so the result is still a valid schema).
 * Returns the SDL and the removed fields ("Type.field").
 */
export function schemaWithoutFields(schema: GraphQLSchema, count: number): { sdl: string; removed: string[] } {
  const removed: string[] = []
  const types = Object.values(schema.getTypeMap())
    .filter((type) => isObjectType(type) && !type.name.startsWith("__"))
    .filter((type) => type !== schema.getQueryType() && type !== schema.getMutationType())
    .sort((a, b) => (a.name < b.name ? -1 : 1))
  for (const type of types) {
    if (removed.length >= count || !isObjectType(type)) break
    const fields = Object.keys(type.getFields())
    const last = fields.at(-1)
    if (fields.length < 2 || !last) continue
    if (type.getInterfaces().some((iface) => isInterfaceType(iface) && last in iface.getFields())) continue
    removed.push(`${type.name}.${last}`)
  }
  const drop = new Set(removed)
  const document = visit(parse(printSchema(schema)), {
    [Kind.OBJECT_TYPE_DEFINITION]: {
      enter(node) {
        const fields = (node.fields ?? []).filter((field) => !drop.has(`${node.name.value}.${field.name.value}`))
        return fields.length === (node.fields ?? []).length ? undefined : { ...node, fields }
      },
    },
  })
  return { sdl: print(document), removed }
}
