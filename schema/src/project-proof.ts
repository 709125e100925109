import path from "node:path"
import ts from "typescript"
import type { GraphQLSchema } from "graphql"
import { operationsModule } from "./operation-types"
import { memoryHost } from "./typescript-proof"
import { errorMessage } from "../../core/error-message"

/**
 * The proof of a guide's project files (docs/decisions.md, "Typed samples"): the guide "Types for your own
 * operations" shows files of a reader's project (```ts file=src/dishes.ts) that import the types the generator writes
 * (`./generated/operations`) and packages such as Apollo Client. The build compiles each doc's files as one project:
 * the generated module made from the operations the files hold, with the same generator and settings, and the
 * packages from the site's own node_modules. A file that does not compile fails the build with the doc, the line of
 * its fence and the compiler's message.
 */

/** A file of a reader's project, as a doc shows it. */
export interface ProjectFile {
  /** The doc, as messages name it: "content/docs/typescript.mdx". */
  doc: string
  /** The line of its fence. */
  line: number | null
  /** Its path in the project, from the fence's `file=`: "src/dishes.ts". */
  path: string
  text: string
}

/** Where the generator writes the types in the guide's config, from the project's root. */
export const GENERATED_OPERATIONS_PATH = "src/generated/operations.ts"

/**
 * What a project of today compiles with (the guide's files use ES modules, top-level imports and a bundler's
 * resolution), strict; the packages' declarations taken as read.
 */
export const PROJECT_COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
  types: [],
  skipLibCheck: true,
}

/**
 * The CLI's config type, which the guide's codegen.ts imports. The site installs the generator without its CLI (the
 * build runs it in-process), so the program gets the CLI's own definition of it, from the package that holds it.
 */
const CLI_DECLARATIONS = [
  'import type { Types } from "@graphql-codegen/plugin-helpers"',
  "export type CodegenConfig = Types.Config",
].join("\n")

/** The operations a file holds: a template after a `/* GraphQL *\/` comment, or a gql template, as the generator finds them. */
export function fileOperations(text: string): string[] {
  return [...text.matchAll(/(?:\/\*\s*GraphQL\s*\*\/\s*|\bgql\s*)`([^`]*)`/g)].map((match) => match[1])
}

const at = (file: ProjectFile) => `${file.doc}${file.line === null ? "" : `:${file.line}`}`

/**
 * The problems of each doc's project files: none when every file compiles against the types generated from their
 * operations. `root` is where the projects are placed (in memory), so their imports find its node_modules.
 */
export async function projectFileProblems(
  schema: GraphQLSchema,
  files: readonly ProjectFile[],
  root = process.cwd(),
): Promise<string[]> {
  const docs = [...new Set(files.map((file) => file.doc))]
  const problems: string[] = []
  const sources = new Map<string, { file: ProjectFile | null; text: string }>()
  for (const [index, doc] of docs.entries()) {
    const dir = path.join(root, ".typescript-projects", String(index))
    const own = files.filter((file) => file.doc === doc)
    let generated: string
    try {
      generated = await operationsModule(
        schema,
        own.flatMap((file) => fileOperations(file.text)),
      )
    } catch (error) {
      problems.push(
        `${doc}: the types of its TypeScript files' operations could not be generated: ${errorMessage(error)}`,
      )
      continue
    }
    for (const file of own) sources.set(path.join(dir, file.path), { file, text: file.text })
    sources.set(path.join(dir, GENERATED_OPERATIONS_PATH), { file: null, text: generated })
    sources.set(path.join(dir, "node_modules/@graphql-codegen/cli/index.d.ts"), { file: null, text: CLI_DECLARATIONS })
  }
  const rootNames = [...sources].filter(([, source]) => source.file).map(([fileName]) => fileName)
  if (rootNames.length === 0) return problems
  const inMemory = (fileName: string) => sources.get(path.resolve(fileName))
  const program = ts.createProgram({
    rootNames,
    options: PROJECT_COMPILER_OPTIONS,
    host: memoryHost(PROJECT_COMPILER_OPTIONS, new Map([...sources].map(([fileName, { text }]) => [fileName, text]))),
  })
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const message = `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, " ")}`
    const source = diagnostic.file ? inMemory(diagnostic.file.fileName) : undefined
    const line =
      diagnostic.file && diagnostic.start !== undefined
        ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1
        : null
    problems.push(
      source?.file
        ? `${at(source.file)}: the TypeScript file ${source.file.path} does not compile${line ? ` (its line ${line})` : ""}: ${message}`
        : `The docs' TypeScript files: ${diagnostic.file ? `${diagnostic.file.fileName}: ` : ""}${message}`,
    )
  }
  return problems
}
