import { headerValueText, type SampleHeader, type SampleLanguage, type SnippetLanguage } from "./code-samples"
import { escapeHtml } from "./html-text"

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

/**
 * A TypeScript sample, made at build time with the schema's types (typescript-sample.ts), highlighted; Copy copies
 * its text (codeText), as for the other languages. A doc's samples are one JSON file (TypeScriptSampleFile), which the
 * page fetches when the reader first picks the tab, so no page carries them in its JavaScript or its data.
 */
export interface TypeScriptSample {
  html: SnippetHtml
}

/** A doc's TypeScript samples, in the order of its examples. */
export type TypeScriptSampleFile = readonly TypeScriptSample[]

/** Where an example's TypeScript sample is: the file (from the site's root) and its place in it. */
export interface TypeScriptSampleRef {
  href: string
  index: number
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
  /** The TypeScript sample, fetched on demand; null where the build had no schema to type it with. */
  typescript: TypeScriptSampleRef | null
  response: ExampleResponse | null
  /** What it costs before it is sent, measured at build time with the site's schema; null when it was not measured. */
  cost: ExampleCost | null
}

/**
 * What the build measured of an example, for its page: its cost and depth, and the line that says them
 * (schema/cost-words.ts, exampleCost), made at build time so that the page renders it without code of its own.
 */
export interface ExampleCost {
  cost: number
  depth: number
  line: string
}

/** The docs' first call as the landing page shows it: its curl sample with the key's placeholder, highlighted. */
export interface FirstCallCurl {
  html: string
  /** The placeholder in it, which the page tells the reader to replace. */
  placeholder: string
}

/**
 * A sample's highlighted HTML with these header lines; its text (codeText), which Copy copies, is renderSnippet's with
 * the same headers (a test holds every language to it).
 */
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
