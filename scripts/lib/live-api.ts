import { Kind, getIntrospectionQuery, parse, type GraphQLSchema } from "graphql"
import { parseCommandArgs } from "./command-args"
import { DOCS_DIR } from "../../doc-examples"
import type { ExampleOptions } from "../../doc-examples"
import { SchemaFileError, buildSchemaFromText } from "../../schema"
import { API_KEY_PLACEHOLDER, ID_TOKEN_PLACEHOLDER, type SampleOperation } from "../../core/code-samples"
import { requestBody } from "../../core/graphql-request"
import type { Credentials } from "../../core/authorization-modes"
import { getText, notGraphQLReason, postGraphQL, type GraphQLRequest, type HttpOutcome } from "../../core/graphql-http"

/**
 * Talking to a live GraphQL endpoint (the provider's gateway, or a sandbox):
 * schema:pull, docs:responses --api and docs:check-live all ask through here,
 * so every one of them fails the same way, in one line that names the URL and
 * the cause, and none of them ever writes down a credential.
 */

/** The credentials the scripts send: DOCS_API_KEY as `api-key`, DOCS_ID_TOKEN as a bearer token for auth=user examples. */
export interface LiveCredentials {
  apiKey: string | null
  idToken: string | null
}

export function credentialsFromEnv(env: NodeJS.ProcessEnv = process.env): LiveCredentials {
  return { apiKey: env.DOCS_API_KEY || null, idToken: env.DOCS_ID_TOKEN || null }
}

/** A request that did not give a usable answer; the message is one line naming the URL and the cause. */
export class LiveApiError extends Error {
  constructor(
    readonly url: string,
    readonly reason: string,
  ) {
    super(`${url}: ${reason}`)
    this.name = "LiveApiError"
  }
}

/** How long a script waits for an answer. */
const LIVE_TIMEOUT_MS = 30_000

/** What did not give the answer asked for. */
type Failure = Exclude<HttpOutcome<unknown>, { kind: "answer" }>

const httpStatus = (answer: { status: number; statusText: string }) =>
  `HTTP ${answer.status}${answer.statusText ? ` ${answer.statusText}` : ""}`

/** Why a request gave no usable answer, as a LiveApiError naming the URL. */
function liveApiError(url: string, failure: Failure): LiveApiError {
  switch (failure.kind) {
    case "not-sent":
      return new LiveApiError(url, `not sent: a request header is not valid (${failure.cause})`)
    case "redirected":
      return new LiveApiError(url, failure.cause)
    case "no-response":
      return new LiveApiError(url, failure.reason === "timeout" ? failure.cause : `unreachable: ${failure.cause}`)
    case "broke-off":
      return new LiveApiError(url, `the answer broke off (${failure.cause})`)
    case "not-graphql":
      switch (failure.reason) {
        case "http-error":
          return new LiveApiError(url, httpStatus(failure))
        case "html":
          return new LiveApiError(url, "answered with an HTML page, not GraphQL")
        case "empty":
          return new LiveApiError(url, "answered with an empty body")
        case "not-json":
          return new LiveApiError(url, "answered with something that is not a GraphQL response")
      }
  }
}

/**
 * The body of an answer as text, or a LiveApiError for an unreachable host,
 * an HTTP error, an HTML page or an empty body.
 */
export async function fetchText(url: string, headers: Record<string, string>): Promise<string> {
  const outcome = await getText(url, { headers, timeoutMs: LIVE_TIMEOUT_MS })
  if (outcome.kind === "answer") return outcome.body
  // A GraphQL server answers a request it rejects with its errors; say them rather than the status alone.
  const graphqlErrors =
    outcome.kind === "not-graphql" && outcome.reason === "http-error" && graphqlErrorText(outcome.text)
  if (graphqlErrors) throw new LiveApiError(url, `${httpStatus(outcome)}: ${graphqlErrors}`)
  throw liveApiError(url, outcome)
}

function graphqlErrorText(text: string): string | null {
  try {
    const errors = (JSON.parse(text) as { errors?: { message?: string }[] }).errors
    return Array.isArray(errors) && errors.length > 0 ? errors.map((error) => error.message).join("; ") : null
  } catch {
    return null
  }
}

/**
 * What the scripts authorize with, for buildHeaders: the key always, the
 * identity token only when `withToken` (an auth=user example).
 */
export const liveAuthorization = (credentials: LiveCredentials, withToken: boolean): Credentials => ({
  activeModes: withToken ? ["apiKey", "user"] : ["apiKey"],
  apiKey: credentials.apiKey,
  token: credentials.idToken,
})

/**
 * Posts a GraphQL request (postGraphQL) and returns its JSON body, errors and
 * all. An answer of 4xx with a GraphQL body (a query the server rejects) is an
 * answer too; anything else that is not GraphQL throws a LiveApiError.
 * `fetchImpl` reaches an API in process (the seeded sandbox's yoga.fetch).
 */
export async function graphqlAnswer(
  url: string,
  request: GraphQLRequest,
  credentials: Credentials,
  fetchImpl?: typeof fetch,
): Promise<unknown> {
  const outcome = await postGraphQL(url, request, { credentials, timeoutMs: LIVE_TIMEOUT_MS, fetch: fetchImpl })
  if (outcome.kind === "answer") {
    const isGraphql = "data" in outcome.body || "errors" in outcome.body
    if (isGraphql && (outcome.ok || (outcome.status >= 400 && outcome.status < 500))) return outcome.body
    throw liveApiError(url, { ...outcome, kind: "not-graphql", reason: notGraphQLReason(outcome) })
  }
  throw liveApiError(url, outcome)
}

/** The endpoint's schema by introspection; the answer is checked by the build's own loader. */
export async function introspectSchema(
  url: string,
  credentials: LiveCredentials,
): Promise<{ schema: GraphQLSchema; json: string }> {
  const answer = await graphqlAnswer(
    url,
    { query: getIntrospectionQuery({ inputValueDeprecation: true }) },
    liveAuthorization(credentials, false),
  )
  const { errors } = answer as { errors?: { message?: string }[] }
  if (Array.isArray(errors) && errors.length > 0)
    throw new LiveApiError(url, `GraphQL error: ${errors.map((error) => error.message).join("; ")}`)
  const json = JSON.stringify(answer)
  try {
    return { schema: buildSchemaFromText(url, json).schema, json }
  } catch (error) {
    if (error instanceof SchemaFileError)
      throw new LiveApiError(url, `not a valid schema: ${error.message.split("\n")[0].replace(`${url}: `, "")}`)
    throw error
  }
}

/**
 * `value` with every occurrence of a secret replaced by the placeholder the
 * docs show for it (<YOUR_API_KEY>, <YOUR_ID_TOKEN>), in strings and object
 * keys at any depth: what is written into a doc never holds a credential.
 */
export function scrubSecrets(value: unknown, credentials: LiveCredentials): unknown {
  const secrets: [string, string][] = []
  if (credentials.apiKey) secrets.push([credentials.apiKey, API_KEY_PLACEHOLDER])
  if (credentials.idToken) secrets.push([credentials.idToken, ID_TOKEN_PLACEHOLDER])
  if (secrets.length === 0) return value
  const scrubText = (text: string) =>
    secrets.reduce((result, [secret, placeholder]) => result.split(secret).join(placeholder), text)
  const scrub = (item: unknown): unknown => {
    if (typeof item === "string") return scrubText(item)
    if (Array.isArray(item)) return item.map(scrub)
    if (item && typeof item === "object")
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [scrubText(key), scrub(inner)]))
    return item
  }
  return scrub(value)
}

interface LiveArgs {
  /** --api URL: the GraphQL endpoint; null for none. */
  api: string | null
  /** --allow-mutations: send mutations to the live endpoint too. */
  allowMutations: boolean
}

/** The arguments of docs:responses: those of parseLiveArgs, and where the docs are. */
export interface ResponsesArgs extends LiveArgs {
  /** --docs DIR: the folder whose docs are run and written; content/docs by default. */
  docs: string
}

const needsUrl = (value: string) =>
  `--api needs the endpoint's http(s) URL, e.g. --api https://api.example.ch/graphql (got "${value}")`
const needsFolder = "--docs needs the folder of the docs, e.g. --docs content/docs"

function readLiveArgs(argv: readonly string[], withDocs: boolean): LiveArgs & { docs: string | undefined } {
  const { flags, values } = parseCommandArgs(
    argv,
    {
      flags: ["allow-mutations"],
      values: withDocs ? ["api", "docs"] : ["api"],
      usage: `use --api URL${withDocs ? ", --docs DIR" : ""} and --allow-mutations`,
    },
    (name) => (name === "docs" ? needsFolder : needsUrl("")),
  )
  const value = values.get("api")
  let api: string | null = null
  if (value !== undefined) {
    let url: URL | null = null
    try {
      url = new URL(value)
    } catch {
      url = null
    }
    if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) throw new Error(needsUrl(value))
    api = url.href
  }
  if (values.get("docs") === "") throw new Error(needsFolder)
  return { api, allowMutations: flags.has("allow-mutations"), docs: values.get("docs") }
}

/** The arguments of docs:check-live (and docs:responses but --docs); throws with a one-line message for anything else. */
export function parseLiveArgs(argv: readonly string[]): LiveArgs {
  const { api, allowMutations } = readLiveArgs(argv, false)
  return { api, allowMutations }
}

/** The arguments of docs:responses; throws with a one-line message for anything else. */
export function parseResponsesArgs(argv: readonly string[]): ResponsesArgs {
  const { docs, ...args } = readLiveArgs(argv, true)
  return { ...args, docs: docs ?? DOCS_DIR }
}

/** The credentials for a live endpoint; DOCS_API_KEY is required, with a one-line message saying so. */
export function requireApiKey(credentials: LiveCredentials, url: string): LiveCredentials {
  if (!credentials.apiKey)
    throw new Error(`set DOCS_API_KEY to an API key of ${url} (DOCS_ID_TOKEN too, for the auth=user examples)`)
  return credentials
}

/** What running one example gave: the API's answer, or why it was not sent. */
type ExampleOutcome = { response: unknown } | { skipped: string }

/** Runs examples against one API; close() ends what it started. */
export interface ExampleRunner {
  /** "the sandbox" or the endpoint's URL, for messages. */
  target: string
  run: (example: SampleOperation & { options: ExampleOptions }) => Promise<ExampleOutcome>
  close: () => Promise<void>
}

/** The operation type of an example's one operation: "query", "mutation" or "subscription". */
function operationType(query: string): string {
  const operation = parse(query).definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION)
  return operation?.kind === Kind.OPERATION_DEFINITION ? operation.operation : "query"
}

/**
 * A live endpoint: DOCS_API_KEY as `api-key` with every example, DOCS_ID_TOKEN
 * as a bearer token with auth=user ones (skipped without it). Mutations change
 * real data, so they are skipped unless `allowMutations`. The placeholders a
 * doc's variables show are replaced by the credentials on the way out, and
 * every answer is scrubbed of them on the way in.
 */
export function liveRunner(url: string, credentials: LiveCredentials, allowMutations: boolean): ExampleRunner {
  return {
    target: url,
    run: async (example) => {
      if (!allowMutations && operationType(example.query) === "mutation")
        return { skipped: "a mutation: it changes data on the API (--allow-mutations sends it)" }
      if (example.options.auth === "user" && !credentials.idToken)
        return { skipped: "auth=user: it needs a signed-in user's identity token in DOCS_ID_TOKEN" }
      const variables =
        example.variables &&
        example.variables
          .split(API_KEY_PLACEHOLDER)
          .join(credentials.apiKey ?? API_KEY_PLACEHOLDER)
          .split(ID_TOKEN_PLACEHOLDER)
          .join(credentials.idToken ?? ID_TOKEN_PLACEHOLDER)
      const answer = await graphqlAnswer(
        url,
        requestBody({ ...example, variables }),
        liveAuthorization(credentials, example.options.auth === "user"),
      )
      return { response: scrubSecrets(answer, credentials) }
    },
    close: async () => {},
  }
}
