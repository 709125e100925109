import { headerValueText, type SampleHeader, type SampleLanguage, type SnippetLanguage } from "./code-samples"
import { escapeHtml } from "./html-text"
import type { ExampleCost } from "./query-cost"

/**
 * What the build hands a GraphQL example (gatsby/lib/example-html.ts makes
 * it): the operation, and every tab already highlighted. The curl,
 * JavaScript and Python tabs come as the highlighted lines before and after
 * the place where header lines go, plus each header's highlighted line with
 * a slot for its value; the page puts in the reader's headers.
 */

/** Stands for a header's value in a highlighted header line. */
export const HEADER_VALUE_SLOT = "ZFV_HEADER_VALUE_SLOT"

/** The header names the samples use, in the order they appear. */
export const SAMPLE_HEADER_NAMES = ["api-key", "Authorization"] as const

export interface SnippetHtml {
  /** Highlighted lines before the header lines, joined with "\n". */
  before: string
  /** Highlighted lines after them. */
  after: string
  /** Each header's highlighted line, its value replaced by HEADER_VALUE_SLOT. */
  headers: Record<string, string>
}

export interface ExampleResponse {
  /** The response as the sandbox gave it, pretty-printed JSON, highlighted. */
  html: string
  /** The example shows an error on purpose. */
  errors: boolean
}

export interface GraphQLExampleData {
  query: string
  /** The variables as written (JSON text), or null. */
  variables: string | null
  operationName: string | null
  /** The tab shown until the reader picks a language. */
  tab: SampleLanguage | null
  /** Who the example runs as: whatever credentials the navbar has ("apiKey"), or a signed-in user ("user", for `me` and the mutations). */
  auth: "apiKey" | "user"
  html: {
    graphql: string
    variables: string | null
    curl: SnippetHtml
    javascript: SnippetHtml
    python: SnippetHtml
  }
  response: ExampleResponse | null
  /** What it costs before it is sent, measured at build time with the site's schema; null when it was not measured. */
  cost: ExampleCost | null
}

/** A sample's highlighted HTML with these header lines; its text is renderSnippet's with the same headers. */
export function snippetHtml(language: SnippetLanguage, snippet: SnippetHtml, headers: readonly SampleHeader[]): string {
  const lines = headers.map((header) => {
    const template = snippet.headers[header.name]
    if (template === undefined) throw new Error(`No highlighted line for the header ${header.name}`)
    // A function, so "$&" or "$'" in a key is text, not a replacement pattern.
    return template.replace(HEADER_VALUE_SLOT, () => escapeHtml(headerValueText(language, header.value)))
  })
  return [snippet.before, ...lines, snippet.after].join("\n")
}

/**
 * Whether an example's document holds a mutation (it may come with
 * fragments): Run asks before it sends one, since it changes the reader's
 * data. Comments and strings are skipped; only definitions at the top level count.
 */
export function holdsMutation(document: string): boolean {
  const text = document.replace(/"""[\s\S]*?"""|"(?:\\.|[^"\\\n])*"|#[^\n]*/g, " ")
  let depth = 0
  for (const token of text.match(/[{}()]|[_A-Za-z][_0-9A-Za-z]*/g) ?? []) {
    if (token === "{" || token === "(") depth += 1
    else if (token === "}" || token === ")") depth -= 1
    else if (depth === 0 && token === "mutation") return true
  }
  return false
}
