import {
  API_KEY_PLACEHOLDER,
  ID_TOKEN_PLACEHOLDER,
  fetchCallLines,
  type SampleHeader,
  type SampleOperation,
  type SnippetTemplate,
} from "./code-samples"
import { parseVariables } from "./graphql-request"
import { jsLiteral, jsTemplateText } from "./sample-quoting"

/**
 * The TypeScript sample of an operation: the JavaScript sample, typed. It
 * starts with the operation's result and variables types, which the build
 * generates from the schema (schema/typescript.ts), then sends the request and
 * checks `errors` before it uses `data`. Copied into a file it compiles under
 * `strict` with nothing but the standard library, and runs with tsx or Node's
 * own TypeScript support. It chains promises rather than awaiting at the top
 * level or in an async function: a CommonJS project refuses top-level await,
 * and a bare `tsc --strict` (TypeScript 5 targets ES5 by default) refuses
 * both.
 *
 * Made at build time only: the page fetches the template when the reader
 * picks the tab, and fills in the header lines (code-samples.ts, headerLine).
 */

/** The types a sample uses, as schema/typescript.ts generates them. */
export interface SampleTypes {
  /** The declarations, formatted. */
  declarations: string
  /** The result type's name. */
  result: string
  /** The variables type's name. */
  variables: string
}

/**
 * The interface of what the API answers, written into every sample: each error as the GraphQL specification has it,
 * with the `locations` the API sends, since the build checks every recorded response against it (typescript-proof.ts).
 */
export const RESPONSE_INTERFACE = [
  "/** What the API answers: the data, or errors that say why not. */",
  "interface GraphQLResponse<Data> {",
  "  data?: Data | null",
  "  errors?: {",
  "    message: string",
  "    locations?: { line: number; column: number }[]",
  "    path?: (string | number)[]",
  "    extensions?: Record<string, unknown>",
  "  }[]",
  "}",
]

export function typescriptTemplate(operation: SampleOperation, endpoint: string, types: SampleTypes): SnippetTemplate {
  const variables = parseVariables(operation.variables)
  const lines = [
    "// The result's and the variables' types, generated from the API's schema by GraphQL Code Generator.",
    ...types.declarations.split("\n"),
    "",
    ...`const query = \`${jsTemplateText(operation.query)}\``.split("\n"),
    "",
  ]
  if (variables) lines.push(...`const variables: ${types.variables} = ${jsLiteral(variables, "")}`.split("\n"), "")
  const { head, tail } = fetchCallLines("fetch", operation, endpoint)
  lines.push(...RESPONSE_INTERFACE, "", ...head)
  const headerAt = lines.length
  lines.push(
    ...tail,
    `  .then((response) => response.json() as Promise<GraphQLResponse<${types.result}>>)`,
    `  .then(({ data, errors }) => {`,
    `    if (errors) throw new Error(errors.map((error) => error.message).join("\\n"))`,
    `    if (!data) throw new Error("The answer holds no data")`,
    `    // data is a ${types.result}: your editor knows every field.`,
    `    console.log(JSON.stringify(data, null, 2))`,
    `  })`,
    `  .catch((error: unknown) => console.error(error))`,
  )
  return { lines, headerAt }
}

/**
 * The header lines of a sample nobody's key is in (the Markdown copies, the build's proof): the API key's
 * placeholder, or for an example that runs as a signed-in user (auth=user) the identity token's.
 */
export function placeholderHeaders(auth: "apiKey" | "user"): SampleHeader[] {
  return auth === "user"
    ? [{ name: "Authorization", value: `Bearer ${ID_TOKEN_PLACEHOLDER}` }]
    : [{ name: "api-key", value: API_KEY_PLACEHOLDER }]
}
