import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import type { GraphQLSchema } from "graphql"
import { SCHEMA_SOURCE, buildSchemaFromText, readSchemaExamples, type SchemaExamples } from "../schema"
import { buildSchemaReference } from "../schema/reference"
import type { ProjectFile, ProofExample } from "../schema/typescript"
import { GITHUB_SCHEMA_FILE } from "../sandbox/sample-schemas"
import { siteConfig } from "../core/site-config"
import { docFiles } from "../doc-examples"
import { errorMessage } from "../core/error-message"

/**
 * npm run bench:typescript-samples
 *
 * What the proof of the TypeScript samples costs (schema/typescript.ts): how many samples, how long generating their
 * types takes, and how long compiling them in one program takes, for
 *   - our site's docs' examples, which the build proves (goal: 5 s or less added to a cold build),
 *   - our site's docs' and schema reference's examples together, in one program,
 *   - GitHub's public schema (@octokit/graphql-schema) with its reference's generated examples (goal: 30 s or less).
 * Each case runs in a process of its own, so each is cold as in a build: loading the generator, Prettier and the
 * compiler, parsing the standard library, and no types generated before. Prints figures; asserts nothing.
 */

const CASES = {
  docs: "our site: the docs' examples (what the build proves)",
  "docs+reference": "our site: the docs' and the reference's examples",
  github: `GitHub's public schema (${GITHUB_SCHEMA_FILE}): the reference's examples`,
} as const
type Case = keyof typeof CASES

interface Figures {
  load: number
  examples: number
  generate: number
  compile: number
  samples: number
  responses: number
  /** The guides' project files (none for GitHub's schema), and compiling them with their generated types. */
  guideFiles: number
  guides: number
  problems: string[]
}

/** The reference's generated example of each root field, as the proof takes it. */
function referenceExamples(schema: GraphQLSchema, file: string, examples?: SchemaExamples): ProofExample[] {
  return buildSchemaReference(schema, examples).types.flatMap((type) =>
    type.fieldDefinitions.flatMap((field) =>
      field.example
        ? [
            {
              ...field.example,
              file,
              line: null,
              name: `${type.name}.${field.name}'s example`,
              auth: "apiKey" as const,
              response: undefined,
            },
          ]
        : [],
    ),
  )
}

/** The case's schema and examples. */
async function gather(
  which: Case,
): Promise<{ schema: GraphQLSchema; examples: ProofExample[]; guideFiles: ProjectFile[] }> {
  if (which === "github") {
    const text = fs.readFileSync(GITHUB_SCHEMA_FILE, "utf8")
    const { schema } = buildSchemaFromText(GITHUB_SCHEMA_FILE, text, { tolerant: true })
    return { schema, examples: referenceExamples(schema, GITHUB_SCHEMA_FILE), guideFiles: [] }
  }
  const { schema } = buildSchemaFromText(SCHEMA_SOURCE, fs.readFileSync(SCHEMA_SOURCE, "utf8"))
  // Imported here, after the proof's modules were timed: it imports them.
  const { docProjectFiles, docProofExamples } = await import("../doc-examples/checks")
  const sources = docFiles().map((file) => ({ file, markdown: fs.readFileSync(file, "utf8") }))
  const docs = await docProofExamples(schema, sources)
  const reference = which === "docs" ? [] : referenceExamples(schema, SCHEMA_SOURCE, readSchemaExamples(schema))
  return { schema, examples: [...docs, ...reference], guideFiles: await docProjectFiles(sources) }
}

/** One case, in this process. */
async function measure(which: Case): Promise<Figures> {
  // First, as in a build that has not loaded them: the generator and TypeScript (Prettier loads with the first types).
  let started = performance.now()
  const proof = await import("../schema/typescript")
  const load = performance.now() - started
  started = performance.now()
  const { schema, examples, guideFiles } = await gather(which)
  const gathered = performance.now() - started
  started = performance.now()
  const { sources, problems } = await proof.typescriptProofSources(schema, examples, siteConfig.apiUrl)
  const generate = performance.now() - started
  started = performance.now()
  const compileProblems = proof.compileTypescriptProof(sources)
  const compile = performance.now() - started
  started = performance.now()
  const guideProblems = guideFiles.length > 0 ? await proof.projectFileProblems(schema, guideFiles) : []
  const guides = performance.now() - started
  return {
    guideFiles: guideFiles.length,
    guides,
    load,
    examples: gathered,
    generate,
    compile,
    samples: sources.filter((source) => source.kind === "sample").length,
    responses: sources.filter((source) => source.kind === "response").length,
    problems: [...problems, ...compileProblems, ...guideProblems],
  }
}

/** Runs one case in a fresh process (this script, with the same loader) and reads its figures. */
function measureCold(which: Case): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, __filename, which], {
      stdio: ["ignore", "pipe", "inherit"],
    })
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")))
    child.once("exit", (code) => {
      const line = output.trim().split("\n").at(-1) ?? ""
      if (code === 0 && line.startsWith("{")) resolve(JSON.parse(line) as Figures)
      else reject(new Error(`the ${which} case failed (exit code ${code}):\n${output}`))
    })
  })
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

async function main() {
  const which = process.argv[2] as Case | undefined
  if (which) {
    if (!(which in CASES)) throw new Error(`No case ${which}; the cases: ${Object.keys(CASES).join(", ")}`)
    console.info(JSON.stringify(await measure(which)))
    return
  }
  console.info(`TypeScript samples, generated and compiled in one program (each case cold, in its own process)`)
  for (const name of Object.keys(CASES) as Case[]) {
    const figures = await measureCold(name)
    const total = figures.load + figures.generate + figures.compile + figures.guides
    const rows = [
      ["samples", `${figures.samples}, with ${figures.responses} recorded responses`],
      ["load the generator and TypeScript", seconds(figures.load)],
      [
        "generate the types",
        `${seconds(figures.generate)} (${(figures.generate / figures.samples).toFixed(0)} ms a sample)`,
      ],
      ["compile, one program", seconds(figures.compile)],
      [`the guides' ${figures.guideFiles} project files, typed and compiled`, seconds(figures.guides)],
      ["the proof in all", seconds(total)],
      ["(gathering the examples, not the proof's)", seconds(figures.examples)],
      ["problems", String(figures.problems.length)],
    ]
    const width = Math.max(...rows.map(([label]) => label.length))
    console.info(`\n${CASES[name]}`)
    for (const [label, value] of rows) console.info(`  ${label.padEnd(width)}  ${value}`)
    for (const problem of figures.problems.slice(0, 10)) console.info(`    ${problem}`)
    if (figures.problems.length > 10) console.info(`    … and ${figures.problems.length - 10} more`)
  }
  console.info(`\n  Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "unknown"})`)
}

main().catch((error: unknown) => {
  console.error(errorMessage(error))
  process.exitCode = 1
})
