import path from "node:path"
import ts from "typescript"
import type { GraphQLSchema } from "graphql"
import { operationTypes, type OperationTypes } from "./operation-types"
import { renderTemplate, type SampleOperation } from "../../core/code-samples"
import { quoted } from "../../core/sample-quoting"
import { RESPONSE_INTERFACE, placeholderHeaders, typescriptTemplate } from "../../core/typescript-sample"
import { errorMessage } from "../../core/error-message"

/**
 * The build's proof of the TypeScript samples (docs/decisions.md, "Typed samples"): every sample, as a reader copies
 * it with the key placeholder, and every recorded response, typed as its example's result, compiled together in ONE
 * TypeScript program under `strict`. A sample that does not compile, or a response that does not fit its type, is a
 * problem naming the doc, the example's line and the compiler's message; so a schema change that makes a recorded
 * response wrong is caught by the compiler too, not only by the responses' shape check.
 */

/** An example to prove: the operation its samples send, where it is, and what was recorded for it. */
export interface ProofExample extends SampleOperation {
  /** Where it is written, as messages name it: "content/docs/examples/dishes.mdx". */
  file: string
  /** The line of its ```graphql fence, or null. */
  line: number | null
  /** What the messages call it: "GraphQL example 3" (the third of its doc, as the examples check counts). */
  name: string
  /** "user": the sample sends an Authorization line with the token placeholder too. */
  auth: "apiKey" | "user"
  /** The recorded response; undefined when there is none. */
  response: unknown
}

/** One file of the program. */
export interface ProofSource {
  fileName: string
  text: string
  example: ProofExample
  kind: "sample" | "response"
  /** The result type's name. */
  result: string
  /** For a response: the JSON path of each line of the text ("" for the top, "data.dishes.nodes[0]"), by line index. */
  paths: (string | null)[]
}

/**
 * What a reader's bare `tsc --strict sample.ts` checks with (TypeScript's defaults: ES5, CommonJS, the default lib
 * with the DOM), plus: each file is a module (every sample declares its DishesQuery), no @types from node_modules (a
 * reader's folder has none), and the lib's own declarations taken as read.
 */
export const PROOF_COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  moduleDetection: ts.ModuleDetectionKind.Force,
  types: [],
  skipLibCheck: true,
}

/** Where the program's files live: a folder that is nowhere on disk. */
const VIRTUAL_DIR = "/typescript-proof"

/** "content/docs/x.mdx:12" */
const at = (example: ProofExample) => `${example.file}${example.line === null ? "" : `:${example.line}`}`

/** The sample as the page shows it to a reader without a key (typescript-sample.ts). */
export function provedSample(example: ProofExample, endpoint: string, types: OperationTypes): string {
  return renderTemplate("typescript", typescriptTemplate(example, endpoint, types), placeholderHeaders(example.auth))
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/

/**
 * A JSON value as an object literal, one line per property or element, with the JSON path each line is on, so that a
 * diagnostic's line says where in the response it is.
 */
function literalLines(value: unknown): { lines: string[]; paths: string[] } {
  const lines: string[] = []
  const paths: string[] = []
  const emit = (prefix: string, item: unknown, path: string, indent: string, suffix: string) => {
    const open = (bracket: string) => {
      lines.push(`${indent}${prefix}${bracket}`)
      paths.push(path)
    }
    const close = (bracket: string) => {
      lines.push(`${indent}${bracket}${suffix}`)
      paths.push(path)
    }
    if (Array.isArray(item) && item.length > 0) {
      open("[")
      item.forEach((element, index) => emit("", element, `${path}[${index}]`, `${indent}  `, ","))
      close("]")
    } else if (item && typeof item === "object" && !Array.isArray(item) && Object.keys(item).length > 0) {
      open("{")
      for (const [key, property] of Object.entries(item)) {
        const step = IDENTIFIER.test(key) ? (path ? `${path}.${key}` : key) : `${path}[${quoted(key)}]`
        emit(`${IDENTIFIER.test(key) ? key : quoted(key)}: `, property, step, `${indent}  `, ",")
      }
      close("}")
    } else {
      // A JSON file holds no undefined; an empty array or object is [] or {}.
      lines.push(`${indent}${prefix}${JSON.stringify(item)}${suffix}`)
      paths.push(path)
    }
  }
  emit("", value, "", "", "")
  return { lines, paths }
}

/** The file that checks a recorded response: the sample's types, the response interface, and the response typed. */
export function responseSource(response: unknown, types: OperationTypes): { text: string; paths: (string | null)[] } {
  const head = [types.declarations, "", ...RESPONSE_INTERFACE, ""].join("\n").split("\n")
  const literal = literalLines(response)
  literal.lines[0] = `const response: GraphQLResponse<${types.result}> = ${literal.lines[0]}`
  return {
    text: [...head, ...literal.lines].join("\n"),
    paths: [...head.map(() => null), ...literal.paths],
  }
}

/**
 * The program's files for these examples: each one's sample, and its response when one is recorded, with the types
 * generated from the schema (operationTypes, memoized: the pages' samples reuse them). An example whose types cannot
 * be generated is a problem instead.
 */
export async function typescriptProofSources(
  schema: GraphQLSchema,
  examples: readonly ProofExample[],
  endpoint: string,
): Promise<{ sources: ProofSource[]; problems: string[] }> {
  const generated = await Promise.all(
    examples.map(async (example) => {
      try {
        return await operationTypes(schema, example.query, example.operationName)
      } catch (error) {
        return new Error(
          `${at(example)}: the TypeScript types of ${example.name} could not be generated: ${errorMessage(error)}`,
        )
      }
    }),
  )
  const sources: ProofSource[] = []
  const problems: string[] = []
  examples.forEach((example, index) => {
    const types = generated[index]
    if (types instanceof Error) {
      problems.push(types.message)
      return
    }
    const base = { example, result: types.result }
    sources.push({
      ...base,
      kind: "sample",
      fileName: `${VIRTUAL_DIR}/${index + 1}.sample.ts`,
      text: provedSample(example, endpoint, types),
      paths: [],
    })
    if (example.response !== undefined)
      sources.push({
        ...base,
        kind: "response",
        fileName: `${VIRTUAL_DIR}/${index + 1}.response.ts`,
        ...responseSource(example.response, types),
      })
  })
  return { sources, problems }
}

/**
 * Declaration files (the standard library's, a package's), parsed once per process and shared by every program of
 * the build (this proof's and the guides' projects', project-proof.ts): they are most of a program, and never change.
 * A declaration file parses alike for every target, so the file's name is the key.
 */
const declarationFiles = new Map<string, ts.SourceFile | undefined>()

/** A declaration file from the cache, or `read` it and keep it; any other file is read each time. */
function cachedSourceFile(fileName: string, read: () => ts.SourceFile | undefined): ts.SourceFile | undefined {
  if (!fileName.endsWith(".d.ts")) return read()
  if (!declarationFiles.has(fileName)) declarationFiles.set(fileName, read())
  return declarationFiles.get(fileName)
}

/**
 * A compiler host serving `files` (absolute paths to their text) from memory, folders included, and everything else
 * (the standard library, packages) from disk, its declaration files parsed once (cachedSourceFile). The proofs of the
 * samples and of the guides' projects (project-proof.ts) both compile with it.
 */
export function memoryHost(options: ts.CompilerOptions, files: ReadonlyMap<string, string>): ts.CompilerHost {
  const host = ts.createCompilerHost(options, true)
  const text = (fileName: string) => files.get(path.resolve(fileName))
  return {
    ...host,
    fileExists: (fileName) => text(fileName) !== undefined || host.fileExists(fileName),
    readFile: (fileName) => text(fileName) ?? host.readFile(fileName),
    directoryExists: (name) =>
      [...files.keys()].some((fileName) => fileName.startsWith(`${path.resolve(name)}/`)) ||
      (host.directoryExists?.(name) ?? true),
    getSourceFile: (fileName, languageVersion, onError) => {
      const source = text(fileName)
      if (source !== undefined) return ts.createSourceFile(fileName, source, languageVersion, true)
      return cachedSourceFile(fileName, () => host.getSourceFile(fileName, languageVersion, onError))
    },
    writeFile: () => {},
  }
}

/** The compiler's message on one line. */
const messageText = (diagnostic: ts.Diagnostic) =>
  `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n").replace(/\n\s*/g, " ")}`

/** A diagnostic in the words of a problem: the example's file and line, then where in the sample or response. */
function problemOf(source: ProofSource, diagnostic: ts.Diagnostic): string | null {
  const { example } = source
  const line =
    diagnostic.file && diagnostic.start !== undefined
      ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line
      : null
  if (source.kind === "sample")
    return (
      `${at(example)}: the TypeScript sample of ${example.name} does not compile` +
      `${line === null ? "" : ` (sample line ${line + 1})`}: ${messageText(diagnostic)}`
    )
  const path = line === null ? undefined : source.paths[line]
  // The declarations and the interface are the sample's too: the sample's diagnostic says what is wrong with them.
  if (path === null) return null
  const where = path ? ` at ${path}` : ""
  const type = !path || path.startsWith("data") ? source.result : `GraphQLResponse<${source.result}>`
  return `${at(example)}: the recorded response of ${example.name} does not fit ${type}${where}: ${messageText(diagnostic)}`
}

/** Compiles the files in one program and gives one problem per diagnostic, in the order of the files. */
export function compileTypescriptProof(sources: readonly ProofSource[]): string[] {
  const program = ts.createProgram({
    rootNames: sources.map((source) => source.fileName),
    options: PROOF_COMPILER_OPTIONS,
    host: memoryHost(PROOF_COMPILER_OPTIONS, new Map(sources.map((source) => [source.fileName, source.text]))),
  })
  const order = new Map(sources.map((source, index) => [source.fileName, index]))
  // The compiler sorts by file name, which puts 10.sample.ts before 2.sample.ts; the examples' order reads better.
  const diagnostics = [...ts.getPreEmitDiagnostics(program)].sort(
    (a, b) =>
      (order.get(a.file?.fileName ?? "") ?? -1) - (order.get(b.file?.fileName ?? "") ?? -1) ||
      (a.start ?? 0) - (b.start ?? 0),
  )
  return diagnostics.flatMap((diagnostic) => {
    const index = diagnostic.file && order.get(diagnostic.file.fileName)
    if (index === undefined) return [`The TypeScript samples' program: ${messageText(diagnostic)}`]
    return problemOf(sources[index], diagnostic) ?? []
  })
}

/**
 * The problems of these examples' TypeScript samples and recorded responses, with the samples sent to `endpoint`:
 * none when every sample compiles and every response fits its type. One line each, e.g.
 * "content/docs/x.mdx:12: the TypeScript sample of GraphQL example 2 does not compile (sample line 31): TS2322: …".
 */
export async function typescriptSampleProblems(
  schema: GraphQLSchema,
  examples: readonly ProofExample[],
  endpoint: string,
): Promise<string[]> {
  const { sources, problems } = await typescriptProofSources(schema, examples, endpoint)
  return [...problems, ...compileTypescriptProof(sources)]
}
