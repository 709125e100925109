import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { examplesOfMdx, type DocExample, docFiles } from "../../doc-examples"
import { buildSchemaReference } from "../../schema/reference"
import { readSchemaExamples, readSiteSchema } from "../../schema"
import { operationTypes } from "../../schema/typescript"
import { typescriptTemplate } from "../../core/typescript-sample"
import { DEMO_KEY, serveTestSandbox, type ServedSandbox } from "../../sandbox/src/__tests__/test-sandbox"
import {
  ID_TOKEN_PLACEHOLDER,
  SNIPPET_LANGUAGES,
  renderSnippet,
  renderTemplate,
  type PlainSnippetLanguage,
  type SampleHeader,
  type SampleOperation,
} from "../../core/code-samples"
import { maskApiKey } from "../../core/sample-credentials"

jest.setTimeout(120_000)

const MAX_LINE = 100

/** Every example the site shows with samples: the docs' and the schema reference's. */
async function allOperations(): Promise<{ name: string; operation: SampleOperation }[]> {
  const docs = await Promise.all(
    docFiles().map(async (file) =>
      (await examplesOfMdx(fs.readFileSync(file, "utf8"), file)).map((example, index) => ({
        name: `${file}, example ${index + 1}`,
        operation: example as SampleOperation,
      })),
    ),
  )
  const reference = buildSchemaReference(
    readSiteSchema().schema,
    readSchemaExamples(readSiteSchema().schema),
  ).types.flatMap((type) =>
    type.fieldDefinitions.flatMap((field) =>
      field.example ? [{ name: `the reference's ${type.name}.${field.name}`, operation: field.example }] : [],
    ),
  )
  return [...docs.flat(), ...reference]
}

/** The TypeScript sample as the page copies it: types generated from the site's schema, these headers. */
async function typescriptSample(operation: SampleOperation, endpoint: string, headers: readonly SampleHeader[]) {
  const types = await operationTypes(readSiteSchema().schema, operation.query, operation.operationName)
  return renderTemplate("typescript", typescriptTemplate(operation, endpoint, types), headers)
}

describe("the samples' line lengths", () => {
  it(`keep every line of every sample within ${MAX_LINE} characters, with a masked key and a token line`, async () => {
    const endpoint = "https://api.zfv-gateway.example.ch/graphql"
    const headers = [
      { name: "api-key", value: maskApiKey("zfv_5Jq9xYz0AbCdEfGhIjKlMnOpQrStUvWxYz01234") },
      { name: "Authorization", value: `Bearer ${ID_TOKEN_PLACEHOLDER}` },
    ]
    const operations = await allOperations()
    expect(operations.length).toBeGreaterThan(40)
    const samples = await Promise.all(
      operations.map(async ({ name, operation }) => [
        ...SNIPPET_LANGUAGES.map((language) => ({
          name: `${name} (${language})`,
          text: renderSnippet(language, operation, endpoint, headers),
        })),
        { name: `${name} (typescript)`, text: await typescriptSample(operation, endpoint, headers) },
      ]),
    )
    const long = samples.flat().flatMap(({ name, text }) =>
      text
        .split("\n")
        .filter((line) => line.length > MAX_LINE)
        .map((line) => `${name}: ${line.length} characters: ${line}`),
    )
    expect(long).toEqual([])
  })
})

// The samples as a reader runs them: real curl, Node's fetch and Python's requests, against a sandbox on a port.
describe("each language's sample, run against the sandbox", () => {
  let sandbox: ServedSandbox
  let endpoint: string
  let examples: DocExample[]

  beforeAll(async () => {
    sandbox = await serveTestSandbox()
    endpoint = sandbox.url
    const file = "content/docs/examples/dishes.mdx"
    examples = (await examplesOfMdx(fs.readFileSync(file, "utf8"), file)).filter(
      (example) => example.options.auth === "apiKey" && example.options.expect === "data",
    )
  })

  afterAll(() => sandbox.close())

  const COMMANDS: Record<PlainSnippetLanguage, [string, string[]]> = {
    curl: ["bash", ["-e", "-o", "pipefail"]],
    javascript: ["node", ["--input-type=module", "-"]],
    python: ["python3", ["-"]],
  }

  function run(
    language: PlainSnippetLanguage,
    code: string,
  ): Promise<{ status: number | null; stdout: string; stderr: string }> {
    const [command, args] = COMMANDS[language]
    return spawnWithInput(command, args, code)
  }

  function spawnWithInput(
    command: string,
    args: string[],
    code = "",
    cwd?: string,
  ): Promise<{ status: number | null; stdout: string; stderr: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn(command, args, { stdio: ["pipe", "pipe", "pipe"], cwd })
      let stdout = ""
      let stderr = ""
      child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()))
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()))
      child.on("error", (error) =>
        reject(new Error(`${command} could not be run (${error.message}); the test needs it`)),
      )
      child.on("close", (status) => resolve({ status, stdout, stderr }))
      child.stdin.end(code)
    })
  }

  it.each(SNIPPET_LANGUAGES)("%s prints what the doc shows as the response, as indented JSON", async (language) => {
    expect(examples.length).toBeGreaterThan(3)
    for (const example of examples) {
      const snippet = renderSnippet(language, example, endpoint, [{ name: "api-key", value: DEMO_KEY }])
      const result = await run(
        language,
        language === "curl" ? `${snippet.replace(/^curl /, "curl --silent --show-error ")}\n` : snippet,
      )
      expect({ operation: example.operationName, stderr: result.stderr, status: result.status }).toEqual({
        operation: example.operationName,
        stderr: "",
        status: 0,
      })
      const expected = (example.response as { data: unknown }).data
      // curl prints the whole response; JavaScript and Python print its data, indented.
      if (language === "curl") {
        expect(JSON.parse(result.stdout)).toEqual({
          data: expected,
          extensions: { cost: expect.objectContaining({ requestedQueryCost: expect.any(Number) }) },
        })
      } else expect(result.stdout.trimEnd()).toBe(JSON.stringify(expected, null, 2))
    }
  })

  it("typescript, copied into files, compiles with a bare tsc --strict and prints the response's data with tsx", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "typescript-sample-"))
    const bin = (name: string) => path.resolve("node_modules/.bin", name)
    try {
      const files: string[] = []
      for (const [index, example] of examples.entries()) {
        files.push(path.join(dir, `sample-${index}.ts`))
        fs.writeFileSync(
          files[index],
          await typescriptSample(example, endpoint, [{ name: "api-key", value: DEMO_KEY }]),
        )
      }
      // A directory of its own, with no tsconfig and no node_modules: nothing but the standard library. One compiler
      // run for the nine, and --moduleDetection force so that they do not meet each other's names in it. What that
      // does not check, a sample's name meeting a global of the DOM library (a bare `tsc --strict sample.ts` compiles
      // a file with no import as a script), the browser test checks with that exact command on a copied sample; the
      // samples share their template, and only their operations' type names differ.
      const compiled = await spawnWithInput(
        bin("tsc"),
        ["--strict", "--noEmit", "--moduleDetection", "force", ...files],
        "",
        dir,
      )
      expect({ compiler: compiled.stdout, status: compiled.status }).toEqual({ compiler: "", status: 0 })
      for (const [index, example] of examples.entries()) {
        const result = await spawnWithInput(bin("tsx"), [files[index]])
        expect({ operation: example.operationName, stderr: result.stderr }).toEqual({
          operation: example.operationName,
          stderr: "",
        })
        expect(result.stdout.trimEnd()).toBe(JSON.stringify((example.response as { data: unknown }).data, null, 2))
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
