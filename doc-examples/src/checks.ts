import { parse, validate, type GraphQLSchema } from "graphql"
import { deprecatedUsages, deprecationMessage } from "../../schema"
import { exampleLimitProblems } from "../../schema/reference"
import type { Code, Content, Parent, Root } from "mdast"
import {
  projectFileProblems,
  typescriptSampleProblems,
  type ProjectFile,
  type ProofExample,
} from "../../schema/typescript"
import { ExampleError, PROJECT_FILE_META, findExamples } from "./find-examples"
import { parseMdx } from "./mdx-parse"

interface ExampleChecks {
  /**
   * One line per problem, e.g. 'content/docs/x.mdx, GraphQL example 2 (line 12): Cannot query field "nam" on type "Dish".'
   * An example that does not parse, or has bad variables or options, is one problem; so is each of the API's limits
   * (schema/cost.ts) a valid example passes, in the words of limitProblems. The build fails on them.
   */
  problems: string[]
  /** One line per use of a deprecated field, argument or enum value in a valid example, naming file:line and the reason. The build warns. */
  deprecations: string[]
}

/** Checks a doc's GraphQL examples (find-examples.ts) against the schema and the API's limits. */
export async function checkExamples(schema: GraphQLSchema, file: string, markdown: string): Promise<ExampleChecks> {
  let examples
  try {
    examples = findExamples(await parseMdx(markdown), file).map((match) => match.example)
  } catch (error) {
    if (error instanceof ExampleError) return { problems: [error.message], deprecations: [] }
    throw error
  }
  const checks: ExampleChecks = { problems: [], deprecations: [] }
  examples.forEach((example, index) => {
    const where = `${file}, GraphQL example ${index + 1}${example.line ? ` (line ${example.line})` : ""}`
    const document = parse(example.query)
    const errors = validate(schema, document)
    checks.problems.push(...errors.map((error) => `${where}: ${error.message}`))
    if (errors.length > 0) return
    checks.problems.push(...exampleLimitProblems(schema, example).map((problem) => `${where}: ${problem}`))
    checks.deprecations.push(
      ...deprecatedUsages(schema, document).map((usage) => deprecationMessage(file, example.line, usage)),
    )
  })
  return checks
}

/** The problems of checkExamples alone. */
export async function exampleProblems(schema: GraphQLSchema, file: string, markdown: string): Promise<string[]> {
  return (await checkExamples(schema, file, markdown)).problems
}

/** A doc as the build reads it: its file, as messages name it, and its MDX. */
export interface DocSource {
  file: string
  markdown: string
}

/**
 * The docs' examples as the proof of the TypeScript samples takes them (schema/typescript.ts), in the docs' order. An
 * example that does not parse or is not valid against the schema is left out: checkExamples reports it.
 */
export async function docProofExamples(schema: GraphQLSchema, docs: readonly DocSource[]): Promise<ProofExample[]> {
  const perDoc = await Promise.all(
    docs.map(async ({ file, markdown }): Promise<ProofExample[]> => {
      let matches
      try {
        matches = findExamples(await parseMdx(markdown), file)
      } catch (error) {
        if (error instanceof ExampleError) return []
        throw error
      }
      return matches.flatMap(({ example }, index) =>
        validate(schema, parse(example.query)).length > 0
          ? []
          : [{ ...example, file, name: `GraphQL example ${index + 1}`, auth: example.options.auth }],
      )
    }),
  )
  return perDoc.flat()
}

/** The project files the docs show (project-proof.ts), in page order. */
export async function docProjectFiles(docs: readonly DocSource[]): Promise<ProjectFile[]> {
  const perDoc = await Promise.all(
    docs.map(async ({ file, markdown }) => {
      const files: ProjectFile[] = []
      const walk = (node: Root | Content) => {
        if (node.type === "code") {
          const code = node as Code
          const projectPath = PROJECT_FILE_META.exec(code.meta ?? "")?.[1]
          if (projectPath && ["ts", "typescript", "tsx"].includes(code.lang ?? ""))
            files.push({ doc: file, line: code.position?.start.line ?? null, path: projectPath, text: code.value })
        }
        if ("children" in node) for (const child of (node as Parent).children) walk(child)
      }
      walk(await parseMdx(markdown))
      return files
    }),
  )
  return perDoc.flat()
}

/**
 * The problems of the docs' TypeScript: the examples' samples and recorded responses, all docs' in one program
 * (typescriptSampleProblems), with the samples sent to `endpoint`, and the project files the guides show
 * (projectFileProblems); and how many of each that proved.
 */
export async function typescriptSampleDocProblems(
  schema: GraphQLSchema,
  docs: readonly DocSource[],
  endpoint: string,
): Promise<{ problems: string[]; samples: number; files: number }> {
  const [examples, files] = await Promise.all([docProofExamples(schema, docs), docProjectFiles(docs)])
  const [samples, project] = await Promise.all([
    typescriptSampleProblems(schema, examples, endpoint),
    projectFileProblems(schema, files),
  ])
  return { problems: [...samples, ...project], samples: examples.length, files: files.length }
}
