import fs from "node:fs"
import path from "node:path"
import { printSchema } from "graphql"
import { SchemaFileError, buildSchemaFromText } from "../../schema"
import { parseCommandArgs } from "./command-args"
import { LiveApiError, fetchText, introspectSchema, liveAuthorization, type LiveCredentials } from "./live-api"
import { buildHeaders } from "../../core/authorization-modes"
import { changeCounts, changeLines, schemaChanges, type ReleaseChange } from "./schema-release"

/**
 * `npm run schema:pull`: fetches the schema the gateway publishes, checks it
 * with the build's loader, writes content/schema.graphql atomically and says
 * what changed, classified by the changelog's own rules. Any failure leaves
 * the file as it was.
 */

interface PullArgs {
  /** --from URL: a schema file (SDL or introspection JSON, read with GET) or a GraphQL endpoint (introspection). */
  from: string | null
  failOnBreaking: boolean
}

/** The command's arguments; throws with a one-line message for anything it does not know. */
export function parsePullArgs(argv: readonly string[]): PullArgs {
  const { flags, values } = parseCommandArgs(
    argv,
    { flags: ["fail-on-breaking"], values: ["from"], usage: "use --from URL and --fail-on-breaking" },
    () => "--from needs a URL, e.g. --from https://api.example.ch/schema.graphql",
  )
  const from = values.get("from")
  if (from === "") throw new Error("--from needs a URL, e.g. --from https://api.example.ch/schema.graphql")
  return {
    from: from === undefined ? null : absoluteUrl(from, "--from"),
    failOnBreaking: flags.has("fail-on-breaking"),
  }
}

function absoluteUrl(value: string, what: string): string {
  try {
    const url = new URL(value)
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error()
    return url.href
  } catch {
    throw new Error(`${what} "${value}" is not an http(s) URL`)
  }
}

export interface SchemaSource {
  url: string
  /** "file": GET, SDL or introspection JSON; "introspection": the introspection query, POSTed to a GraphQL endpoint. */
  kind: "file" | "introspection"
}

/**
 * Where to read the schema, in order: `--from` alone when given (a URL whose
 * path ends in .graphql, .graphqls or .json is a file, any other an endpoint);
 * else `{origin of the API URL}/schema.graphql`, then introspection at the API URL.
 */
export function schemaSources(apiUrl: string, from: string | null): SchemaSource[] {
  if (from) return [{ url: from, kind: /\.(graphqls?|json)$/i.test(new URL(from).pathname) ? "file" : "introspection" }]
  const api = absoluteUrl(apiUrl, "GATSBY_API_URL")
  return [
    { url: new URL("/schema.graphql", api).href, kind: "file" },
    { url: api, kind: "introspection" },
  ]
}

/** A schema file's text as content/schema.graphql holds it: SDL as served, an introspection result printed as SDL. */
function schemaText(url: string, text: string): string {
  try {
    return buildSchemaFromText(url, text).sdl
  } catch (error) {
    if (error instanceof SchemaFileError)
      throw new LiveApiError(url, `not a valid schema: ${error.message.split("\n")[0].replace(`${url}:`, "at ")}`)
    throw error
  }
}

async function readSource(source: SchemaSource, credentials: LiveCredentials): Promise<string> {
  if (source.kind === "introspection") {
    const { schema } = await introspectSchema(source.url, credentials)
    return `${printSchema(schema)}\n`
  }
  const headers = {
    accept: "application/graphql, text/plain, application/json",
    ...buildHeaders(liveAuthorization(credentials, false)),
  }
  return schemaText(source.url, await fetchText(source.url, headers))
}

/** The first source that answers with a valid schema; when none does, one LiveApiError naming each URL and its cause. */
async function fetchSchema(
  sources: readonly SchemaSource[],
  credentials: LiveCredentials,
): Promise<{ text: string; url: string }> {
  const failures: LiveApiError[] = []
  for (const source of sources) {
    try {
      return { text: await readSource(source, credentials), url: source.url }
    } catch (error) {
      if (!(error instanceof LiveApiError)) throw error
      failures.push(error)
    }
  }
  const [last, ...earlier] = failures.reverse()
  throw new LiveApiError(
    last.url,
    `${last.reason}${earlier.length > 0 ? ` (before that, ${earlier.map((failure) => failure.message).join("; ")})` : ""}`,
  )
}

/** Writes `text` to `file` through a temporary file in the same folder and a rename: a reader sees the old file or the new one. */
export function writeFileAtomically(file: string, text: string) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`)
  try {
    fs.writeFileSync(temporary, text)
    fs.renameSync(temporary, file)
  } finally {
    fs.rmSync(temporary, { force: true })
  }
}

interface PullResult {
  status: "unchanged" | "updated" | "created"
  file: string
  url: string
  changes: ReleaseChange[]
  /** Why the replaced file could not be compared (it did not load), or null. */
  noComparison: string | null
}

/** Fetches the schema and writes it to `schemaFile` when it differs; throws a LiveApiError and leaves the file untouched on any failure. */
export async function pullSchema(options: {
  schemaFile: string
  apiUrl: string
  from: string | null
  credentials: LiveCredentials
}): Promise<PullResult> {
  const { text, url } = await fetchSchema(schemaSources(options.apiUrl, options.from), options.credentials)
  // The build's loader, strictly, as the build will read the file.
  const after = buildSchemaFromText(options.schemaFile, text).schema
  const previous = fs.existsSync(options.schemaFile) ? fs.readFileSync(options.schemaFile, "utf8") : null
  if (previous === text) return { status: "unchanged", file: options.schemaFile, url, changes: [], noComparison: null }
  let changes: ReleaseChange[] = []
  let noComparison: string | null = null
  if (previous !== null) {
    try {
      changes = await schemaChanges(buildSchemaFromText(options.schemaFile, previous).schema, after)
    } catch (error) {
      if (!(error instanceof SchemaFileError)) throw error
      noComparison = error.message.split("\n")[0]
    }
  }
  writeFileAtomically(options.schemaFile, text)
  return { status: previous === null ? "created" : "updated", file: options.schemaFile, url, changes, noComparison }
}

export const breakingCount = (result: PullResult) =>
  result.changes.filter((change) => change.criticality === "BREAKING").length

/** What `npm run schema:pull` prints. */
export function formatPull(result: PullResult): string {
  if (result.status === "unchanged")
    return `${result.file} is already the schema ${result.url} serves; nothing changed.`
  if (result.status === "created") return `${result.file} written from ${result.url}.`
  if (result.noComparison)
    return `${result.file} updated from ${result.url}; the file it replaced did not load (${result.noComparison}), so nothing is compared.`
  if (result.changes.length === 0)
    return `${result.file} updated from ${result.url}: the text changed, the schema did not (no breaking, dangerous or safe change).`
  return [
    `${result.file} updated from ${result.url}: ${result.changes.length} change${result.changes.length === 1 ? "" : "s"} (${changeCounts(result.changes)}).`,
    ...changeLines(result.changes),
  ].join("\n")
}
