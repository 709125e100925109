import { MapperKind, mapSchema } from "@graphql-tools/utils"
import {
  GraphQLInterfaceType,
  GraphQLScalarType,
  GraphQLUnionType,
  getNamedType,
  getNullableType,
  isAbstractType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  responsePathAsArray,
  type GraphQLFieldResolver,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type GraphQLTypeResolver,
} from "graphql"
import { fieldSeed, generatedTypeName, isGenerated, type ValueGenerator } from "./generated-values"

/**
 * A hand-written resolver. Its source is typed by the resolver (a database
 * row, say), so the map takes any function of that shape.
 */
type FieldResolver<Context> = (source: never, args: never, context: Context, info: GraphQLResolveInfo) => unknown

/** The sandbox's hand-written resolvers: fields by type, or a scalar's implementation. */
export type HandWrittenResolvers<Context> = Record<string, GraphQLScalarType | Record<string, FieldResolver<Context>>>

export interface BoundSchema {
  /** Object fields served by a hand-written resolver (from the sandbox's data). */
  fromData: number
  /** Object fields whose values are generated. */
  generated: number
  /** Resolvers whose type or field is not in the schema: "Query.dish", or "Date" for a whole type. */
  dropped: string[]
}

interface BindOptions<Context> {
  generator: ValueGenerator
  /** Runs before a generated root field (Query, Mutation) resolves: the data's access rule. */
  guardRoot: (context: Context) => Promise<void>
  /** A warning, one line, naming the schema coordinate. */
  warn: (line: string) => void
}

type AnyResolver = (source: unknown, args: unknown, context: unknown, info: GraphQLResolveInfo) => unknown

const isPromise = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === "object" && value !== null && typeof (value as { then?: unknown }).then === "function"

/** Whether graphql-js can complete `value` as `type` without an error (objects are checked one level down). */
export function fitsType(value: unknown, type: GraphQLOutputType): boolean {
  if (value === null || value === undefined) return !isNonNullType(type)
  const nullable = getNullableType(type)
  if (isListType(nullable)) return Array.isArray(value) && value.every((item) => fitsType(item, nullable.ofType))
  if (isLeafType(nullable)) {
    try {
      return nullable.serialize(value) !== undefined
    } catch {
      return false
    }
  }
  return typeof value === "object" && !Array.isArray(value)
}

/** The seed of an object the data gave: its type and id, or where it is in the response. */
function dataSeed(source: unknown, info: GraphQLResolveInfo): string {
  const id = typeof source === "object" && source !== null ? (source as { id?: unknown }).id : undefined
  if (typeof id === "string" || typeof id === "number") return `${info.parentType.name}:${id}`
  const path = info.path.prev ? responsePathAsArray(info.path.prev).join(".") : ""
  return `${info.parentType.name}@${path}`
}

/**
 * The object types the data can reach: from the root types, through fields
 * with a hand-written resolver. A resolver on any other type only ever sees
 * generated parents.
 */
function typesWithData(schema: GraphQLSchema, handWritten: ReadonlyMap<string, unknown>): Set<string> {
  const reached = new Set<string>()
  const visit = (type: GraphQLNamedType | null | undefined) => {
    if (!type || reached.has(type.name)) return
    if (isAbstractType(type)) return schema.getPossibleTypes(type).forEach(visit)
    if (!isObjectType(type)) return
    reached.add(type.name)
    for (const field of Object.values(type.getFields()))
      if (handWritten.has(`${type.name}.${field.name}`)) visit(getNamedType(field.type))
  }
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) visit(root)
  return reached
}

/** The hand-written resolvers sorted against the schema: fields and scalars it has, and what it has not. */
function sortResolvers<Context>(schema: GraphQLSchema, resolvers: HandWrittenResolvers<Context>) {
  const handWritten = new Map<string, AnyResolver>()
  const scalars = new Map<string, GraphQLScalarType>()
  const dropped: string[] = []
  for (const [typeName, entry] of Object.entries(resolvers)) {
    const type = schema.getType(typeName)
    if (entry instanceof GraphQLScalarType) {
      if (isScalarType(type)) scalars.set(typeName, entry)
      else dropped.push(typeName)
      continue
    }
    const fields = isObjectType(type) ? type.getFields() : {}
    for (const [fieldName, resolve] of Object.entries(entry)) {
      if (fieldName in fields) handWritten.set(`${typeName}.${fieldName}`, resolve as AnyResolver)
      else dropped.push(`${typeName}.${fieldName}`)
    }
  }
  return { handWritten, scalars, dropped }
}

type Generate = (source: unknown, args: Record<string, unknown>, info: GraphQLResolveInfo) => unknown

/** A generated value for a field: from its generated parent, or seeded by the data's parent and the arguments. */
const generatedValues =
  (generator: ValueGenerator): Generate =>
  (source, args, info) =>
    isGenerated(source)
      ? generator.field(source, info.returnType, info.fieldName, args)
      : generator.value(info.returnType, info.fieldName, fieldSeed(dataSeed(source, info), info.fieldName, args), args)

/** A field without a hand-written resolver: generated, after the data's access rule on a root field. */
function generatedResolver<Context>(
  isRoot: boolean,
  generate: Generate,
  guardRoot: (context: Context) => Promise<void>,
): GraphQLFieldResolver<unknown, Context> {
  if (!isRoot) return (source, args, _context, info) => generate(source, args, info)
  return async (source, args, context: Context, info) => {
    await guardRoot(context)
    return generate(source, args, info)
  }
}

/**
 * A field with a hand-written resolver: its value from the data, unless the parent was generated, or the value
 * does not fit the field's type (then a generated one, with one warning for the field).
 */
function dataResolver<Context>(
  own: AnyResolver,
  coordinate: string,
  type: GraphQLOutputType,
  generate: Generate,
  warnOnce: (coordinate: string, line: string) => void,
): GraphQLFieldResolver<unknown, Context> {
  const fitted = (value: unknown, source: unknown, args: Record<string, unknown>, info: GraphQLResolveInfo) => {
    if (fitsType(value, type)) return value
    warnOnce(
      coordinate,
      `${coordinate}: the sandbox's data does not fit its type ${String(type)}; it serves generated values.`,
    )
    return generate(source, args, info)
  }
  return (source, args, context, info) => {
    // A generated parent has no data: its fields are generated too.
    if (isGenerated(source)) return generate(source, args, info)
    const value = own(source, args, context, info)
    return isPromise(value) ? value.then((done) => fitted(done, source, args, info)) : fitted(value, source, args, info)
  }
}

/** A scalar of the schema with the sandbox's implementation of it (serialize and parse). */
const withScalarCodec = (type: GraphQLScalarType, entry: GraphQLScalarType) =>
  new GraphQLScalarType({
    ...type.toConfig(),
    serialize: entry.serialize,
    parseValue: entry.parseValue,
    parseLiteral: entry.parseLiteral,
  })

/** An interface or union that also resolves a generated value to the type it was generated as. */
function withGeneratedTypes(type: GraphQLInterfaceType | GraphQLUnionType) {
  const own = type.resolveType
  const resolveType: GraphQLTypeResolver<unknown, unknown> = (value, context, info, abstractType) =>
    isGenerated(value) ? generatedTypeName(value) : own?.(value, context, info, abstractType)
  return isInterfaceType(type)
    ? new GraphQLInterfaceType({ ...type.toConfig(), resolveType })
    : new GraphQLUnionType({ ...(type as GraphQLUnionType).toConfig(), resolveType })
}

/**
 * An executable copy of `schema`, whatever it holds: a field with a
 * hand-written resolver is served from the sandbox's data, every other field
 * gets a generated value. Resolvers whose field is not in the schema are
 * dropped (one warning names them); a resolver whose value no longer fits the
 * field's type (the schema changed it) gives way to a generated value, with a
 * warning. `schema` itself is left as it was (graphql-tools' mapSchema builds
 * the copy), so two sandboxes can be given the same one.
 */
export function bindResolvers<Context>(
  schema: GraphQLSchema,
  resolvers: HandWrittenResolvers<Context>,
  { generator, guardRoot, warn }: BindOptions<Context>,
): BoundSchema & { schema: GraphQLSchema } {
  const { handWritten, scalars, dropped } = sortResolvers(schema, resolvers)
  if (dropped.length > 0)
    warn(
      `The schema has no ${dropped.join(", ")}: the sandbox drops ${dropped.length === 1 ? "its resolver" : "their resolvers"}.`,
    )
  const generate = generatedValues(generator)
  const warned = new Set<string>()
  const warnOnce = (coordinate: string, line: string) => {
    if (warned.has(coordinate)) return
    warned.add(coordinate)
    warn(line)
  }
  const roots = new Set(
    [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].map((root) => root?.name),
  )
  const withData = typesWithData(schema, handWritten)
  let fromData = 0
  let generated = 0

  const resolverFor = (typeName: string, fieldName: string, type: GraphQLOutputType) => {
    const coordinate = `${typeName}.${fieldName}`
    const own = handWritten.get(coordinate)
    if (own && withData.has(typeName)) fromData++
    else generated++
    return own
      ? dataResolver<Context>(own, coordinate, type, generate, warnOnce)
      : generatedResolver(roots.has(typeName), generate, guardRoot)
  }

  const bound = mapSchema(schema, {
    [MapperKind.SCALAR_TYPE]: (type) => {
      const entry = scalars.get(type.name)
      return entry ? withScalarCodec(type, entry) : type
    },
    [MapperKind.ABSTRACT_TYPE]: withGeneratedTypes,
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => ({
      ...field,
      resolve: resolverFor(typeName, fieldName, field.type) as GraphQLFieldResolver<unknown, unknown>,
    }),
  })
  return { schema: bound, fromData, generated, dropped }
}
