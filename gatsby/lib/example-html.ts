import {
  SNIPPET_LANGUAGES,
  headerLine,
  snippetTemplate,
  type SampleOperation,
  type SnippetLanguage,
} from "../../src/lib/shared/code-samples"
import {
  HEADER_VALUE_SLOT,
  SAMPLE_HEADER_NAMES,
  type ExampleResponse,
  type GraphQLExampleData,
  type SnippetHtml,
} from "../../src/lib/shared/example-data"
import type { GraphQLSchema } from "graphql"
import type { ExampleCost } from "../../src/lib/shared/query-cost"
import { findExamples, type DocExample } from "./doc-examples"
import { measureExample } from "../../schema/reference"
import { highlight, highlightLines } from "./highlight"
import { parseMdx } from "./mdx-parse"

const SNIPPET_HIGHLIGHT: Record<SnippetLanguage, string> = { curl: "bash", javascript: "javascript", python: "python" }

/** A sample highlighted once, with a slot for each header line (see src/lib/shared/example-data.ts). */
export async function highlightSnippet(
  language: SnippetLanguage,
  operation: SampleOperation,
  endpoint: string,
): Promise<SnippetHtml> {
  const { lines, headerAt } = snippetTemplate(language, operation, endpoint)
  const headerLines = SAMPLE_HEADER_NAMES.map((name) => headerLine(language, { name, value: HEADER_VALUE_SLOT }))
  // Highlighted as one text with the header lines in place, so each line is read in its real context.
  const html = await highlightLines(
    [...lines.slice(0, headerAt), ...headerLines, ...lines.slice(headerAt)].join("\n"),
    SNIPPET_HIGHLIGHT[language],
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

/** Everything a GraphQL example shows, highlighted at build time, with what it costs (example-cost.ts). */
export async function exampleData(
  example: Pick<DocExample, "query" | "variables" | "operationName"> &
    Partial<Pick<DocExample["options"], "tab" | "auth">>,
  endpoint: string,
  response: unknown,
  cost: ExampleCost | null = null,
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
    response: response === undefined ? null : await exampleResponse(response),
    cost,
  }
}

/**
 * Every example of a doc's MDX, in page order, ready for its page (the page's data, not its code). `schema` measures
 * each one's cost; null (a foreign schema, which the docs' examples are not written for) leaves the cost out.
 */
export async function docExamplesData(
  markdown: string,
  file: string,
  endpoint: string,
  schema: GraphQLSchema | null,
): Promise<GraphQLExampleData[]> {
  const matches = findExamples(await parseMdx(markdown), file)
  return Promise.all(
    matches.map(({ example }) =>
      exampleData(
        { ...example, ...example.options },
        endpoint,
        example.response,
        schema && measureExample(schema, example),
      ),
    ),
  )
}
