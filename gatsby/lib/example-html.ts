import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import {
  SAMPLE_LANGUAGES,
  SNIPPET_LANGUAGES,
  headerLine,
  snippetTemplate,
  type PlainSnippetLanguage,
  type SampleOperation,
  type SnippetLanguage,
  type SnippetTemplate,
} from "../../core/code-samples"
import {
  HEADER_VALUE_SLOT,
  SAMPLE_HEADER_NAMES,
  type ExampleResponse,
  type GraphQLExampleData,
  type SnippetHtml,
  type TypeScriptSample,
  type TypeScriptSampleRef,
} from "../../core/example-data"
import { typescriptTemplate } from "../../core/typescript-sample"
import type { GraphQLSchema } from "graphql"
import type { ExampleCost } from "../../core/example-data"
import { findExamples, type DocExample, parseMdx } from "../../doc-examples"
import { measureExample } from "../../schema/reference"
import { operationTypes } from "../../schema/typescript"
import { contentHashPart } from "./hashed-files"
import { highlight, highlightLines } from "./highlight"

/** The highlighter's name for each sample's language. */
const highlightName = (language: SnippetLanguage) =>
  SAMPLE_LANGUAGES.find((item) => item.id === language)?.highlight ?? language

/** A sample of the operation alone (curl, JavaScript, Python), highlighted once with a slot for each header line. */
export function highlightSnippet(
  language: PlainSnippetLanguage,
  operation: SampleOperation,
  endpoint: string,
): Promise<SnippetHtml> {
  return highlightTemplate(language, snippetTemplate(language, operation, endpoint))
}

/** A sample's template highlighted once, with a slot for each header line (see core/example-data.ts). */
export async function highlightTemplate(
  language: SnippetLanguage,
  { lines, headerAt }: SnippetTemplate,
): Promise<SnippetHtml> {
  const headerLines = SAMPLE_HEADER_NAMES.map((name) => headerLine(language, { name, value: HEADER_VALUE_SLOT }))
  // Highlighted as one text with the header lines in place, so each line is read in its real context.
  const html = await highlightLines(
    [...lines.slice(0, headerAt), ...headerLines, ...lines.slice(headerAt)].join("\n"),
    highlightName(language),
  )
  const headers: Record<string, string> = {}
  SAMPLE_HEADER_NAMES.forEach((name, index) => {
    const line = html[headerAt + index]
    if (!line.includes(HEADER_VALUE_SLOT))
      throw new Error(`The highlighted ${language} header line lost its value slot: ${line}`)
    headers[name] = line
  })
  return {
    before: html.slice(0, headerAt).join("\n"),
    after: html.slice(headerAt + headerLines.length).join("\n"),
    headers,
  }
}

/** The response as shown: pretty-printed JSON, highlighted. */
export async function exampleResponse(response: unknown): Promise<ExampleResponse> {
  const errors = Boolean(response && typeof response === "object" && "errors" in response)
  return { html: await highlight(JSON.stringify(response, null, 2), "json"), errors }
}

/** The TypeScript sample of an operation: its types generated from the schema (schema/typescript.ts), highlighted. */
export async function typescriptSample(
  schema: GraphQLSchema,
  operation: SampleOperation,
  endpoint: string,
): Promise<TypeScriptSample> {
  const types = await operationTypes(schema, operation.query, operation.operationName)
  return { html: await highlightTemplate("typescript", typescriptTemplate(operation, endpoint, types)) }
}

/** Where the build writes the docs' TypeScript samples, under public/, one file per doc, named by its content. */
export const TYPESCRIPT_SAMPLES_DIR = "typescript-samples"

/** Writes a doc's TypeScript samples into `publicDir` as one file named by its content; returns its site path. */
export function writeTypeScriptSamples(samples: readonly TypeScriptSample[], publicDir = "public"): string {
  const text = JSON.stringify(samples)
  const name = `${contentHashPart(createHash("sha256").update(text).digest("hex"))}.json`
  const file = path.join(publicDir, TYPESCRIPT_SAMPLES_DIR, name)
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    // Written whole under a temporary name first, so a reader never fetches half a file.
    fs.writeFileSync(`${file}.tmp`, text)
    fs.renameSync(`${file}.tmp`, file)
  }
  return `/${TYPESCRIPT_SAMPLES_DIR}/${name}`
}

/** Everything a GraphQL example shows, highlighted at build time, with what it costs (example-cost.ts). */
export async function exampleData(
  example: Pick<DocExample, "query" | "variables" | "operationName"> &
    Partial<Pick<DocExample["options"], "tab" | "auth">>,
  endpoint: string,
  response: unknown,
  cost: ExampleCost | null = null,
  typescript: TypeScriptSampleRef | null = null,
): Promise<GraphQLExampleData> {
  const operation: SampleOperation = {
    query: example.query,
    variables: example.variables,
    operationName: example.operationName,
  }
  const [graphql, variables, curl, javascript, python] = await Promise.all([
    highlight(example.query, "graphql"),
    example.variables === null ? Promise.resolve(null) : highlight(example.variables, "json"),
    ...SNIPPET_LANGUAGES.map((language) => highlightSnippet(language, operation, endpoint)),
  ])
  return {
    query: example.query,
    variables: example.variables,
    operationName: example.operationName,
    tab: example.tab ?? null,
    auth: example.auth ?? "apiKey",
    html: { graphql, variables, curl, javascript, python },
    typescript,
    response: response === undefined ? null : await exampleResponse(response),
    cost,
  }
}

/**
 * Every example of a doc's MDX, in page order, ready for its page (the page's data, not its code). `schema` measures
 * each one's cost and types its TypeScript sample, which goes into the doc's samples file under `publicDir`; null (a
 * foreign schema, which the docs' examples are not written for) leaves both out.
 */
export async function docExamplesData(
  markdown: string,
  file: string,
  endpoint: string,
  schema: GraphQLSchema | null,
  publicDir = "public",
): Promise<GraphQLExampleData[]> {
  const matches = findExamples(await parseMdx(markdown), file)
  const samples = schema
    ? await Promise.all(matches.map(({ example }) => typescriptSample(schema, example, endpoint)))
    : []
  const href = samples.length > 0 ? writeTypeScriptSamples(samples, publicDir) : null
  return Promise.all(
    matches.map(({ example }, index) =>
      exampleData(
        { ...example, ...example.options },
        endpoint,
        example.response,
        schema && measureExample(schema, example),
        href === null ? null : { href, index },
      ),
    ),
  )
}
