import { ACCESS_THE_API_ROUTE } from "./routes"
import { GRAPHQL_ACCEPT, parseVariables, requestBody } from "./graphql-request"
import { jsLiteral, jsTemplateText, pythonLiteral, pythonTripleQuotedText, quoted, shellQuote } from "./sample-quoting"

/**
 * Code samples of a GraphQL operation: curl, JavaScript (fetch) and Python
 * (requests), generated from the operation, its variables, the endpoint and
 * the headers of the reader's authorization modes. Pure, so the build (which
 * highlights the samples) and the browser (which copies them with the
 * reader's real key) produce the same text. The TypeScript sample needs the
 * schema's types, so the build makes its template (typescript-sample.ts) and
 * the page fetches it when the reader picks the tab; its header lines are
 * made here, like the others'.
 *
 * Every sample is a template with one place where the header lines go, one
 * line per header, so the build highlights the template once and the page
 * fills in the reader's headers (see GraphQLExample).
 */

export type SampleLanguage = "graphql" | "curl" | "javascript" | "typescript" | "python"
/** The languages of a request with header lines. */
export type SnippetLanguage = Exclude<SampleLanguage, "graphql">
/** The samples made from the operation alone, here; TypeScript's also needs the schema (typescript-sample.ts). */
export type PlainSnippetLanguage = Exclude<SnippetLanguage, "typescript">

interface SampleLanguageInfo {
  id: SampleLanguage
  /** The tab's label. */
  label: string
  /** The highlighter's name for it. */
  highlight: "graphql" | "bash" | "javascript" | "typescript" | "python"
}

export const SAMPLE_LANGUAGES: readonly SampleLanguageInfo[] = [
  { id: "graphql", label: "GraphQL", highlight: "graphql" },
  { id: "curl", label: "curl", highlight: "bash" },
  { id: "javascript", label: "JavaScript", highlight: "javascript" },
  { id: "typescript", label: "TypeScript", highlight: "typescript" },
  { id: "python", label: "Python", highlight: "python" },
]

export const SNIPPET_LANGUAGES: readonly PlainSnippetLanguage[] = ["curl", "javascript", "python"]

export function isSampleLanguage(value: string | null | undefined): value is SampleLanguage {
  return SAMPLE_LANGUAGES.some((language) => language.id === value)
}

/** An operation as a doc shows it. */
export interface SampleOperation {
  query: string
  /** The variables as JSON text, as the doc writes them; null for none. */
  variables: string | null
  operationName: string | null
}

export interface SampleHeader {
  name: string
  value: string
}

export interface SnippetTemplate {
  lines: string[]
  /** Header lines go before lines[headerAt]. */
  headerAt: number
}

export const API_KEY_PLACEHOLDER = "<YOUR_API_KEY>"
export const ID_TOKEN_PLACEHOLDER = "<YOUR_ID_TOKEN>"

/** Where the samples send a reader who needs an identity token (a test checks that the heading exists). */
export const ID_TOKEN_HELP = `${ACCESS_THE_API_ROUTE}#get-an-identity-token`

// --- Templates -----------------------------------------------------------

/**
 * The request body as curl's here-document: pretty-printed JSON with the query on its own lines, each ending in its
 * `\n` escape. A JSON string cannot hold a line break, so `tr -d '\n'` takes out the document's line breaks before
 * curl sends it; what is left is exactly requestBody as JSON.
 */
function curlBodyLines(operation: SampleOperation): string[] {
  const { query, ...rest } = requestBody(operation)
  const queryLines = String(query)
    .split("\n")
    .map((line) => quoted(line).slice(1, -1))
  const entries = [
    queryLines.map(
      (line, index) => `${index === 0 ? '  "query": "' : ""}${line}${index < queryLines.length - 1 ? "\\n" : '"'}`,
    ),
    ...Object.entries(rest).map(([key, value]) =>
      `  ${quoted(key)}: ${JSON.stringify(value, null, 2).replace(/\n/g, "\n  ")}`.split("\n"),
    ),
  ]
  return [
    "{",
    ...entries.flatMap((lines, index) =>
      index < entries.length - 1 ? [...lines.slice(0, -1), `${lines.at(-1)},`] : lines,
    ),
    "}",
  ]
}

function curlTemplate(operation: SampleOperation, endpoint: string): SnippetTemplate {
  // No body line can be EOF: the query's lines end in \n or a quote, the others are indented or a brace.
  return {
    lines: [
      `curl ${shellQuote(endpoint)} \\`,
      `  --header 'content-type: application/json' \\`,
      `  --header 'accept: ${GRAPHQL_ACCEPT}' \\`,
      `  --data-binary "$(tr -d '\\n' <<'EOF'`,
      ...curlBodyLines(operation),
      "EOF",
      `)"`,
    ],
    headerAt: 3,
  }
}

/**
 * The fetch call of the JavaScript and TypeScript samples, around its header lines: `opening` and the endpoint, the
 * method, the content type and accept; then, after the headers, the body (query, then variables and operationName
 * when there are any).
 */
export function fetchCallLines(
  opening: string,
  operation: SampleOperation,
  endpoint: string,
): { head: string[]; tail: string[] } {
  const bodyParts = [
    "query",
    ...(parseVariables(operation.variables) ? ["variables"] : []),
    ...(operation.operationName ? [`operationName: ${quoted(operation.operationName)}`] : []),
  ]
  return {
    head: [
      `${opening}(${quoted(endpoint)}, {`,
      `  method: "POST",`,
      `  headers: {`,
      `    "content-type": "application/json",`,
      `    accept: ${quoted(GRAPHQL_ACCEPT)},`,
    ],
    tail: [`  },`, `  body: JSON.stringify({ ${bodyParts.join(", ")} }),`, `})`],
  }
}

function javascriptTemplate(operation: SampleOperation, endpoint: string): SnippetTemplate {
  const variables = parseVariables(operation.variables)
  const lines = [...`const query = \`${jsTemplateText(operation.query)}\``.split("\n"), ""]
  if (variables) lines.push(...`const variables = ${jsLiteral(variables, "")}`.split("\n"), "")
  const { head, tail } = fetchCallLines("const response = await fetch", operation, endpoint)
  lines.push(...head)
  const headerAt = lines.length
  lines.push(
    ...tail,
    `const { data, errors } = await response.json()`,
    `if (errors) throw new Error(errors.map((error) => error.message).join("\\n"))`,
    `console.log(JSON.stringify(data, null, 2))`,
  )
  return { lines, headerAt }
}

function pythonTemplate(operation: SampleOperation, endpoint: string): SnippetTemplate {
  const variables = parseVariables(operation.variables)
  const lines = [
    "import json",
    "",
    "import requests",
    "",
    ...`query = """${pythonTripleQuotedText(operation.query)}"""`.split("\n"),
    "",
  ]
  if (variables) lines.push(...`variables = ${pythonLiteral(variables, "")}`.split("\n"), "")
  lines.push("headers = {", `    "accept": ${quoted(GRAPHQL_ACCEPT)},`)
  const headerAt = lines.length
  const body = [
    `"query": query`,
    ...(variables ? [`"variables": variables`] : []),
    ...(operation.operationName ? [`"operationName": ${quoted(operation.operationName)}`] : []),
  ]
  lines.push(
    "}",
    "",
    "response = requests.post(",
    `    ${quoted(endpoint)},`,
    `    json={${body.join(", ")}},`,
    "    headers=headers,",
    "    timeout=30,",
    ")",
    "result = response.json()",
    `if "errors" in result:`,
    `    raise RuntimeError(result["errors"])`,
    `print(json.dumps(result["data"], indent=2, ensure_ascii=False))`,
  )
  return { lines, headerAt }
}

/** The sample without its header lines, and where they go. */
export function snippetTemplate(
  language: PlainSnippetLanguage,
  operation: SampleOperation,
  endpoint: string,
): SnippetTemplate {
  switch (language) {
    case "curl":
      return curlTemplate(operation, endpoint)
    case "javascript":
      return javascriptTemplate(operation, endpoint)
    case "python":
      return pythonTemplate(operation, endpoint)
  }
}

/** A header's value as it is written inside its line's quotes (the page swaps it into highlighted lines). */
export function headerValueText(language: SnippetLanguage, value: string): string {
  return language === "curl" ? value.replace(/'/g, `'\\''`) : quoted(value).slice(1, -1)
}

/** One header's line in a sample. */
export function headerLine(language: SnippetLanguage, header: SampleHeader): string {
  switch (language) {
    case "curl":
      // Quoted always, so the value sits inside the quotes whatever it holds.
      return `  --header '${headerValueText("curl", header.name)}: ${headerValueText("curl", header.value)}' \\`
    case "javascript":
    case "typescript":
      return `    ${quoted(header.name)}: "${headerValueText(language, header.value)}",`
    case "python":
      return `    ${quoted(header.name)}: "${headerValueText("python", header.value)}",`
  }
}

/** The whole sample with these headers. */
export function renderSnippet(
  language: PlainSnippetLanguage,
  operation: SampleOperation,
  endpoint: string,
  headers: readonly SampleHeader[],
): string {
  return renderTemplate(language, snippetTemplate(language, operation, endpoint), headers)
}

/** A sample's template with these header lines in their place. */
export function renderTemplate(
  language: SnippetLanguage,
  { lines, headerAt }: SnippetTemplate,
  headers: readonly SampleHeader[],
): string {
  return [
    ...lines.slice(0, headerAt),
    ...headers.map((header) => headerLine(language, header)),
    ...lines.slice(headerAt),
  ].join("\n")
}
