import {
  Kind,
  parse,
  type DefinitionNode,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from "graphql"
import ts from "typescript"

/**
 * The TypeScript types of an operation's result and variables, generated from the schema by GraphQL Code Generator's
 * `typescript-operations` plugin (docs/decisions.md, "Typed samples"): the field's maintained generator, so fragments,
 * aliases, `__typename`, interfaces and unions come out as that generator has them right, not as a printer of ours
 * would. The plugin (version 6) needs no base `typescript` plugin: it writes the enums and input types an operation
 * uses itself, so the declarations stand alone, with no import. A sample then puts those in place (standAlone), so it
 * declares the operation's two types and nothing else.
 */

/**
 * What a custom scalar is in TypeScript: the type its description gives it. A scalar not listed here is `unknown`, so
 * a foreign schema's scalars (GitHub's `DateTime`, `URI`, ...) are honest until someone says what they hold.
 */
export const SCALAR_TYPESCRIPT_TYPES: Readonly<Record<string, string>> = {
  /** "A calendar date in ISO 8601 format, for example `2026-11-23`" (content/schema.graphql). */
  Date: "string",
}

export interface OperationTypes {
  /**
   * The declarations, formatted: the variables' type and the result's type, each whole, with the enums and input types
   * they use written in place; only an input type that holds itself stays a declaration of its own.
   */
  declarations: string
  /** The name of the result's type, e.g. "DishesQuery". */
  result: string
  /** The name of the variables' type, e.g. "DishesQueryVariables". */
  variables: string
}

/** The generator's settings; the guide "Types for your own operations" gives readers the same ones. */
export const OPERATION_TYPES_CONFIG = {
  /** Enums as unions of string literals: no runtime code, and what the JSON holds. */
  enumType: "string-literal",
  scalars: SCALAR_TYPESCRIPT_TYPES,
  defaultScalarType: "unknown",
  /** A sample is one file: nothing to export. */
  noExport: true,
  printFieldsOnNewLines: true,
} as const

/** The name an operation without one gets for its types (the query the sample sends stays as written). */
export const UNNAMED_OPERATION = "Operation"

/**
 * The document to generate from: the chosen operation (named, UNNAMED_OPERATION when it has no name) and the
 * fragments, without the document's other operations, whose types the sample does not use.
 */
function chosenOperation(document: DocumentNode, operationName: string | null): DocumentNode {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  )
  const chosen = operationName
    ? operations.find((operation) => operation.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined
  if (!chosen)
    throw new Error(
      operationName
        ? `The document has no operation named ${operationName}`
        : `The document has ${operations.length} operations and no operation name to choose one`,
    )
  const named: OperationDefinitionNode = chosen.name
    ? chosen
    : { ...chosen, name: { kind: Kind.NAME, value: UNNAMED_OPERATION } }
  const definitions = document.definitions.flatMap((definition): DefinitionNode[] =>
    definition === chosen ? [named] : definition.kind === Kind.FRAGMENT_DEFINITION ? [definition] : [],
  )
  return { kind: Kind.DOCUMENT, definitions }
}

/**
 * The types already generated, by schema and by operation: the build asks for an example's types twice (its page's
 * sample and the proof that the samples compile, typescript-proof.ts), and generating them once is half the cost.
 */
const generated = new WeakMap<GraphQLSchema, Map<string, Promise<OperationTypes>>>()

/**
 * The types of one operation of a document (valid against the schema), as TypeScript declarations. Rejects when the
 * document has no such operation, or the generator refuses it (its message says why). Generated once per schema
 * object and operation: the same call again gets the same answer (the same object; do not change it).
 */
export function operationTypes(
  schema: GraphQLSchema,
  query: string,
  operationName: string | null,
): Promise<OperationTypes> {
  let bySchema = generated.get(schema)
  if (!bySchema) generated.set(schema, (bySchema = new Map()))
  const key = `${operationName ?? ""}\n${query}`
  let types = bySchema.get(key)
  if (!types) bySchema.set(key, (types = generateOperationTypes(schema, query, operationName)))
  return types
}

async function generateOperationTypes(
  schema: GraphQLSchema,
  query: string,
  operationName: string | null,
): Promise<OperationTypes> {
  const document = chosenOperation(parse(query), operationName)
  const output = await generate(schema, [document], OPERATION_TYPES_CONFIG)
  const variables = [...output.matchAll(/^type (\w+Variables) = /gm)].map((match) => match[1])
  if (variables.length !== 1)
    throw new Error(`The generator wrote ${variables.length} variables types for one operation:\n${output}`)
  const result = variables[0].slice(0, -"Variables".length)
  if (!new RegExp(`^type ${result} = `, "m").test(output))
    throw new Error(`The generator wrote no result type ${result}:\n${output}`)
  const declarations = await formatDeclarations(standAlone(output, [variables[0], result]))
  return { declarations, result, variables: variables[0] }
}

/**
 * The generator's declarations as a reader would write them for one operation: only the types named `keep`, with
 * what they refer to written in place. The generator also declares its helpers (`Exact`, which wraps the variables
 * and changes nothing about them, and `Incremental`, which is never used), marked "Internal type. DO NOT USE
 * DIRECTLY.", and every enum and input type the operation touches. An enum becomes the union of its values' strings
 * (their descriptions stay in the schema's reference), an input type its object with its fields' descriptions. An
 * input type that holds itself, directly or through another, cannot be written in place: it stays declared, after.
 */
function standAlone(declarations: string, keep: readonly string[]): string {
  const file = ts.createSourceFile("operations.ts", declarations, ts.ScriptTarget.Latest, true)
  const aliases = new Map(
    file.statements.filter(ts.isTypeAliasDeclaration).map((alias) => [alias.name.text, alias] as const),
  )
  const selfHolding = new Set<string>()

  /** `type`'s text with every reference to a helper, enum or input type written in place; `within`: the ones open. */
  const inPlace = (type: ts.Node, within: readonly string[]): string => {
    const whole = ts.isTypeReferenceNode(type) ? referenceInPlace(type, within) : null
    if (whole !== null) return whole
    const start = type.getStart(file)
    let text = declarations.slice(start, type.end)
    const replacements: { from: number; to: number; text: string }[] = []
    const visit = (node: ts.Node) => {
      const written = ts.isTypeReferenceNode(node) ? referenceInPlace(node, within) : null
      if (written === null) ts.forEachChild(node, visit)
      else replacements.push({ from: node.getStart(file) - start, to: node.end - start, text: written })
    }
    ts.forEachChild(type, visit)
    for (const { from, to, text: written } of replacements.reverse())
      text = text.slice(0, from) + written + text.slice(to)
    return text
  }

  /** What a reference becomes, or null for one that stays (a type of the operation's own, a built-in like Array). */
  const referenceInPlace = (reference: ts.TypeReferenceNode, within: readonly string[]): string | null => {
    const name = ts.isIdentifier(reference.typeName) ? reference.typeName.text : ""
    const alias = aliases.get(name)
    if (!alias || keep.includes(name)) return null
    if (alias.typeParameters) {
      // Exact<T> is T; the generator's other helpers are not used by the operation's types.
      if (name !== "Exact" || reference.typeArguments?.length !== 1)
        throw new Error(`The generator's types use its helper ${name}, which a sample cannot write in place`)
      return inPlace(reference.typeArguments[0], within)
    }
    if (within.includes(name) || selfHolding.has(name)) {
      selfHolding.add(name)
      return null
    }
    const { type } = alias
    if (ts.isLiteralTypeNode(type)) return type.getText(file)
    if (ts.isUnionTypeNode(type) && type.types.every(ts.isLiteralTypeNode))
      return `(${type.types.map((value) => value.getText(file)).join(" | ")})`
    return `(${inPlace(type, [...within, name])})`
  }

  const declaration = (name: string, within: readonly string[]) => {
    const alias = aliases.get(name)
    if (!alias) throw new Error(`No type ${name} in:\n${declarations}`)
    return `type ${name} = ${inPlace(alias.type, within)}`
  }
  // A type that holds itself is declared once, after the operation's own, and named wherever it is used: write them
  // again until writing finds no other such type.
  for (;;) {
    const found = selfHolding.size
    const written = [...keep, ...selfHolding].map((name) => declaration(name, [name]))
    if (selfHolding.size === found) return written.join("\n\n")
  }
}

/** Runs the generator's typescript-operations plugin over these documents. */
async function generate(
  schema: GraphQLSchema,
  documents: readonly DocumentNode[],
  config: Record<string, unknown>,
): Promise<string> {
  // Imported when first used, as ES modules: the plugin's CommonJS build requires an ESM-only package (auto-bind).
  const [{ codegen }, typescriptOperations] = await Promise.all([
    import("@graphql-codegen/core"),
    import("@graphql-codegen/typescript-operations"),
  ])
  return codegen({
    schema: schemaDocument(schema),
    schemaAst: schema,
    documents: documents.map((document) => ({ document })),
    filename: "operations.ts",
    plugins: [{ "typescript-operations": {} }],
    pluginMap: { "typescript-operations": typescriptOperations },
    config,
  })
}

/**
 * The module a reader's project gets from the generator set up as the guide "Types for your own operations" says
 * (content/docs/typescript.mdx): the types of every operation in `documents`, exported. The build compiles the
 * guide's files against it.
 */
export function operationsModule(schema: GraphQLSchema, documents: readonly string[]): Promise<string> {
  return generate(
    schema,
    documents.map((document) => parse(document)),
    { ...OPERATION_TYPES_CONFIG, noExport: false },
  )
}

/** The widest line of a sample (the samples' line-length test holds every language to it). */
export const SAMPLE_PRINT_WIDTH = 100

/** The generator's output in the samples' style: Prettier, double quotes, no semicolons, lines within the width. */
async function formatDeclarations(output: string): Promise<string> {
  const { format } = await import("prettier")
  const formatted = await format(output, { parser: "typescript", semi: false, printWidth: SAMPLE_PRINT_WIDTH })
  return formatted.replace(/\n{3,}/g, "\n\n").trim()
}

/** codegen wants the schema as a document too; an empty one will do when `schemaAst` is given. */
const schemaDocument = (_schema: GraphQLSchema): DocumentNode => ({ kind: Kind.DOCUMENT, definitions: [] })
