import {
  GraphQLError,
  buildASTSchema,
  buildClientSchema,
  parse,
  printSchema,
  validateSchema,
  type DocumentNode,
  type GraphQLSchema,
  type IntrospectionQuery,
} from "graphql"
import { validateSDL } from "graphql/validation/validate"
import { errorMessage, namedError } from "../../core/error-message"

// The build, the bench and the sandbox all load a schema through buildSchemaFromText,
// so a broken schema.graphql reads the same everywhere: file, line, column, message.

/** A schema file that cannot be used; the message names the file, line and column. */
export class SchemaFileError extends namedError("SchemaFileError") {}

/**
 * "content/schema.graphql:12:3: Unknown type "Dsh"." at graphql-js's first
 * location; a second definition of something names where it is too.
 */
function formatSchemaError(file: string, error: GraphQLError): string {
  const [first, ...more] = error.locations ?? []
  const also = more.length > 0 ? ` (also at ${more.map((where) => `${where.line}:${where.column}`).join(", ")})` : ""
  return `${file}${first ? `:${first.line}:${first.column}` : ""}: ${error.message}${also}`
}

export interface LoadedSchema {
  schema: GraphQLSchema
  /** The schema as SDL: the file's own text, or an introspection result printed (with its final newline). */
  sdl: string
  /** Faults that were repaired in tolerant mode, one line each, naming the file, line and column. */
  warnings: string[]
}

export interface LoadSchemaOptions {
  /**
   * For a foreign schema (the bench): a field or enum value defined twice in
   * one type keeps its first definition and becomes a warning, instead of
   * failing. Every other fault still fails. Our own schema is loaded strictly.
   */
  tolerant?: boolean
}

/** Drops the second and later definitions of a field, input field or enum value within one type definition. */
function withoutDuplicateMembers(document: DocumentNode): DocumentNode {
  const definitions = document.definitions.map((definition) => {
    const members =
      "fields" in definition && definition.fields
        ? definition.fields
        : "values" in definition && definition.values
          ? definition.values
          : null
    if (!members) return definition
    const seen = new Set<string>()
    const unique = members.filter((member) => {
      if (seen.has(member.name.value)) return false
      seen.add(member.name.value)
      return true
    })
    if (unique.length === members.length) return definition
    return "values" in definition ? { ...definition, values: unique } : { ...definition, fields: unique }
  })
  return { ...document, definitions: definitions as DocumentNode["definitions"] }
}

const DUPLICATE_MEMBER = /can only be defined once\.$/

function loadSdl(file: string, text: string, options: LoadSchemaOptions): LoadedSchema {
  let document: DocumentNode
  try {
    document = parse(text)
  } catch (error) {
    if (error instanceof GraphQLError) throw new SchemaFileError(formatSchemaError(file, error), { cause: error })
    throw error
  }
  const sdlErrors = validateSDL(document)
  const warnings: string[] = []
  if (sdlErrors.length > 0) {
    const repairable =
      options.tolerant &&
      sdlErrors.every((error) => DUPLICATE_MEMBER.test(error.message) && /^(Field|Enum value) "/.test(error.message))
    if (!repairable) throw new SchemaFileError(sdlErrors.map((error) => formatSchemaError(file, error)).join("\n"))
    for (const error of sdlErrors) warnings.push(`${formatSchemaError(file, error)} The first definition is used.`)
    document = withoutDuplicateMembers(document)
  }
  const schema = buildASTSchema(document, { assumeValidSDL: true })
  assertValid(file, schema)
  return { schema, sdl: text, warnings }
}

function assertValid(file: string, schema: GraphQLSchema) {
  const errors = validateSchema(schema)
  if (errors.length > 0) throw new SchemaFileError(errors.map((error) => formatSchemaError(file, error)).join("\n"))
}

function loadIntrospection(file: string, text: string): LoadedSchema {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new SchemaFileError(`${file}: not valid JSON (${errorMessage(error)})`, {
      cause: error,
    })
  }
  const record = json as { data?: IntrospectionQuery; __schema?: unknown }
  const introspection = (record.data ?? record) as IntrospectionQuery
  if (!introspection || typeof introspection !== "object" || !("__schema" in introspection)) {
    throw new SchemaFileError(`${file}: an introspection result needs "__schema" (or "data.__schema")`)
  }
  let schema: GraphQLSchema
  try {
    schema = buildClientSchema(introspection)
  } catch (error) {
    throw new SchemaFileError(`${file}: ${errorMessage(error)}`, { cause: error })
  }
  assertValid(file, schema)
  return { schema, sdl: `${printSchema(schema)}\n`, warnings: [] }
}

/**
 * Builds and validates a schema from a file's text (the caller reads it):
 * SDL, or an introspection result when the text is JSON. `file` names it in
 * messages: any fault throws a SchemaFileError whose message names the file,
 * the line and column, and graphql-js's message.
 */
export function buildSchemaFromText(file: string, text: string, options: LoadSchemaOptions = {}): LoadedSchema {
  return /^\s*\{/.test(text) ? loadIntrospection(file, text) : loadSdl(file, text, options)
}
