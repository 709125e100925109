import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isRequiredArgument,
  isRequiredInputField,
  isScalarType,
  isUnionType,
  coerceInputValue,
  specifiedScalarTypes,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from "graphql"
import { errorMessage } from "../../core/error-message"

/** A generated example operation for a root field, valid against its schema. */
export interface ExampleOperation {
  operationName: string
  query: string
  /** The variables as pretty JSON, or null when the field needs none. */
  variables: string | null
}

/** How much of a result the example selects: enough to show the shape, small enough to read. */
const MAX_LEAVES = 5
const MAX_OBJECTS = 2
const MAX_DEPTH = 3
const MAX_UNION_MEMBERS = 2
const INDENT = "  "

type Field = GraphQLField<unknown, unknown>

/** A field can be selected without arguments of its own when none is required. */
const selectable = (field: Field) => field.deprecationReason == null && !field.args.some(isRequiredArgument)

/** The selection set lines for `type` at `depth`, or [] when nothing can be selected. */
function selection(type: GraphQLOutputType, depth: number, indent: string): string[] {
  const named = getNamedType(type)
  if (isLeafType(named)) return []
  if (isUnionType(named)) {
    const lines = [`${indent}__typename`]
    if (depth >= MAX_DEPTH) return lines
    for (const member of named.getTypes().slice(0, MAX_UNION_MEMBERS)) {
      const inner = selection(member, depth + 1, indent + INDENT)
      if (inner.length > 0) lines.push(`${indent}... on ${member.name} {`, ...inner, `${indent}}`)
    }
    return lines
  }
  if (!isObjectType(named) && !isInterfaceType(named)) return []
  const fields = Object.values(named.getFields()).filter(selectable)
  const leaves = fields.filter((field) => isLeafType(getNamedType(field.type))).slice(0, MAX_LEAVES)
  const lines = leaves.map((field) => `${indent}${field.name}`)
  const fieldNames = new Set(fields.map((field) => field.name))
  // A connection is read through its nodes and page info, the rest of a type through its first objects.
  const isConnection = fieldNames.has("pageInfo") && (fieldNames.has("nodes") || fieldNames.has("edges"))
  if (depth < MAX_DEPTH && (leaves.length < 2 || isConnection)) {
    const objects = fields.filter((field) => !isLeafType(getNamedType(field.type)))
    const connectionParts = fieldNames.has("nodes") ? ["nodes", "pageInfo"] : ["edges", "pageInfo"]
    const preferred = isConnection ? objects.filter((field) => connectionParts.includes(field.name)) : objects
    for (const field of preferred.slice(0, MAX_OBJECTS)) {
      const inner = selection(field.type, depth + 1, indent + INDENT)
      if (inner.length > 0) lines.push(`${indent}${field.name} {`, ...inner, `${indent}}`)
    }
  }
  if (isInterfaceType(named)) lines.unshift(`${indent}__typename`)
  return lines.length > 0 ? lines : [`${indent}__typename`]
}

/** A placeholder value of an input type: the reader fills it in. */
function placeholderValue(type: GraphQLInputType, depth = 0): unknown {
  if (isNonNullType(type)) return placeholderValue(type.ofType, depth)
  if (isListType(type)) return [placeholderValue(type.ofType, depth)]
  if (isEnumType(type)) return type.getValues()[0]?.name ?? null
  if (isInputObjectType(type)) {
    if (depth > 4) return {}
    const value: Record<string, unknown> = {}
    for (const field of Object.values(type.getFields())) {
      if (isRequiredInputField(field)) value[field.name] = placeholderValue(field.type, depth + 1)
    }
    return value
  }
  if (isScalarType(type)) {
    if (type.name === "Int" || type.name === "Float") return 0
    if (type.name === "Boolean") return false
    return ""
  }
  return null
}

const pascalCase = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

/**
 * An operation that calls one root field with all its required arguments as
 * variables and selects a readable part of the result. `given` holds the
 * values of the schema's examples file for this field (see
 * parseSchemaExamples): each becomes a variable with that value, optional
 * arguments included; the other required arguments get placeholders.
 */
export function exampleOperation(
  operation: "query" | "mutation" | "subscription",
  field: Field,
  given: Readonly<Record<string, unknown>> = {},
): ExampleOperation {
  const passed = field.args.filter((arg) => isRequiredArgument(arg) || arg.name in given)
  const operationName = pascalCase(field.name)
  const variableDefinitions =
    passed.length > 0 ? `(${passed.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(", ")})` : ""
  const argumentList = passed.length > 0 ? `(${passed.map((arg) => `${arg.name}: $${arg.name}`).join(", ")})` : ""
  const inner = selection(getNullableType(field.type) as GraphQLOutputType, 1, INDENT + INDENT)
  const call =
    inner.length > 0
      ? [`${INDENT}${field.name}${argumentList} {`, ...inner, `${INDENT}}`]
      : [`${INDENT}${field.name}${argumentList}`]
  const query = [`${operation} ${operationName}${variableDefinitions} {`, ...call, "}"].join("\n")
  const value = (arg: Field["args"][number]) => (arg.name in given ? given[arg.name] : placeholderValue(arg.type))
  const variables =
    passed.length > 0 ? JSON.stringify(Object.fromEntries(passed.map((arg) => [arg.name, value(arg)])), null, 2) : null
  return { operationName, query, variables }
}

/** The arguments of a root field's example, by "Type.field" (e.g. "Query.dish"). */
export type SchemaExamples = ReadonlyMap<string, Readonly<Record<string, unknown>>>

/**
 * The schema's examples file (content/schema-examples.json): an object whose
 * keys name root fields ("Query.dish") and whose values are the arguments the
 * field's reference example is opened with ({ "id": "1" }). A key may also
 * name a custom scalar ("Date": "2026-11-23"): the sandbox then gives that
 * value wherever it generates one of the scalar. Every problem is one line
 * starting with the file's name: an unknown field or argument, a value the
 * argument's or scalar's type does not accept, a required argument left out.
 */
export function parseSchemaExamples(
  file: string,
  text: string,
  schema: GraphQLSchema,
): { examples: SchemaExamples; scalars: ReadonlyMap<string, unknown>; problems: string[] } {
  const examples = new Map<string, Record<string, unknown>>()
  const scalars = new Map<string, unknown>()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return {
      examples,
      scalars,
      problems: [`${file}: not valid JSON: ${errorMessage(error)}`],
    }
  }
  const isObject = (value: unknown): value is Record<string, unknown> =>
    Boolean(value) && typeof value === "object" && !Array.isArray(value)
  if (!isObject(json))
    return { examples, scalars, problems: [`${file}: must be a JSON object of "Type.field": { arguments }`] }
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]
  const problems: string[] = []
  for (const [coordinate, args] of Object.entries(json)) {
    const [typeName, fieldName, ...rest] = coordinate.split(".")
    const scalar = fieldName === undefined ? schema.getType(typeName) : undefined
    if (isScalarType(scalar) && !specifiedScalarTypes.includes(scalar)) {
      coerceInputValue(args, scalar, (_path, _value, error) =>
        problems.push(`${file}: "${coordinate}" is not a valid ${coordinate}: ${error.message}`),
      )
      scalars.set(coordinate, args)
      continue
    }
    const field = rest.length === 0 ? roots.find((root) => root?.name === typeName)?.getFields()[fieldName] : undefined
    if (!field) {
      problems.push(
        `${file}: "${coordinate}" is not a root field or custom scalar of the schema (write "Query.dish" or "Mutation.x")`,
      )
      continue
    }
    if (!isObject(args)) {
      problems.push(`${file}: "${coordinate}" must be an object of arguments, e.g. { "id": "1" }`)
      continue
    }
    for (const name of Object.keys(args)) {
      if (!field.args.some((arg) => arg.name === name))
        problems.push(`${file}: "${coordinate}" has no argument "${name}"`)
    }
    for (const arg of field.args) {
      if (!(arg.name in args)) {
        if (isRequiredArgument(arg)) problems.push(`${file}: "${coordinate}" needs its required argument "${arg.name}"`)
        continue
      }
      coerceInputValue(args[arg.name], arg.type, (path, _value, error) => {
        const at = path.length > 0 ? ` at ${path.join(".")}` : ""
        problems.push(`${file}: "${coordinate}" argument "${arg.name}"${at}: ${error.message}`)
      })
    }
    examples.set(coordinate, args)
  }
  return { examples, scalars, problems }
}
