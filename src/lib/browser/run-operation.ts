/**
 * Running an operation with the site's credentials: headers, the request
 * itself, and what is measured about it. Pure of React and GraphiQL, so Jest
 * tests it alone. The playground's first view, the editor's fetcher
 * (src/playground/editor) and a docs example's Run all send through
 * runWithSiteCredentials, so the same operation is sent alike and reads
 * alike from all three. The request itself goes through postGraphQL
 * (core/graphql-http); what is said here is what each of its
 * outcomes means to the reader of a response pane.
 */
import { buildHeaders, needsToken, type AuthorizationMode } from "../../../core/authorization-modes"
import { parseVariables } from "../../../core/graphql-request"
import { maskApiKey } from "../../../core/sample-credentials"
import { errorMessage } from "../../../core/error-message"
import {
  mergeRequestHeaders,
  notSent,
  runGraphQLRequest,
  type OperationParams,
  type RunOutcome,
  type RunWords,
} from "../../../core/run-operation"

/** The navbar's authorization settings as they are when a request starts. */
export interface SiteCredentials {
  /** The modes the reader chose in the navbar. */
  activeModes: readonly AuthorizationMode[]
  /** The navbar's key, trimmed (useAuthorizationSettings), or null. */
  apiKey: string | null
  /** A fresh identity token, or null when signed out. */
  getIdToken: () => Promise<string | null>
}

/**
 * The authorization headers of the navbar's active modes: the same
 * buildHeaders as the site's Apollo client, so the playground can never
 * authorize differently from the rest of the site.
 */
export async function siteAuthorizationHeaders(credentials: SiteCredentials): Promise<Record<string, string>> {
  const token = needsToken(credentials.activeModes, "default") ? await credentials.getIdToken() : null
  return buildHeaders({ activeModes: credentials.activeModes, apiKey: credentials.apiKey, token })
}

/** Stands for the identity token where a header is shown, not sent. */
const SHOWN_TOKEN = "…"

/**
 * The headers the navbar adds to every run, as the reader may see them: the
 * key masked as in the code samples, the token never shown. The same
 * buildHeaders decides which of them go out.
 */
export function shownSiteHeaders(
  credentials: Pick<SiteCredentials, "activeModes" | "apiKey">,
  signedIn: boolean,
): { name: string; value: string }[] {
  const headers = buildHeaders({
    activeModes: credentials.activeModes,
    apiKey: credentials.apiKey,
    token: signedIn ? SHOWN_TOKEN : null,
  })
  return Object.entries(headers).map(([name, value]) => ({
    name: name === "authorization" ? "Authorization" : name,
    value: name === "api-key" ? maskApiKey(value) : value,
  }))
}

/** GraphiQL's name for its schema request. */
const INTROSPECTION_OPERATION_NAME = "IntrospectionQuery"

/** Whether a request is GraphiQL's schema request (introspection), which the response metadata does not count. */
export const isIntrospection = (params: OperationParams) => params.operationName === INTROSPECTION_OPERATION_NAME

/** What the site's reader can do about a request that was not sent, or not answered. */
const SITE_RUN_WORDS: RunWords = {
  notSent: "Check the API key in the navbar and the names and values of any headers you typed.",
  noResponse: "It may be down or unreachable from this network, or it may not accept requests from this site.",
}

export interface SiteOperation {
  query: string
  operationName?: string | null
  /** The variables as the reader typed them (JSON text, empty for none), or as a value. */
  variables?: string | Record<string, unknown> | null
}

interface SiteRunOptions {
  endpoint: string
  /** What the reader typed in the Headers editor; merged over the site's (see mergeRequestHeaders). */
  typedHeaders?: Record<string, unknown> | null
  fetch?: typeof fetch
  now?: () => number
}

/**
 * Sends an operation with the navbar's credentials as they are now, and
 * measures it. Never throws: variables that are not a JSON object, an
 * identity token that cannot be fetched, a network failure or an answer that
 * is not GraphQL all come back as a result with a readable error.
 */
export async function runWithSiteCredentials(
  operation: SiteOperation,
  credentials: SiteCredentials,
  options: SiteRunOptions,
): Promise<RunOutcome> {
  let variables: Record<string, unknown> | null
  try {
    variables =
      typeof operation.variables === "string" ? parseVariables(operation.variables) : (operation.variables ?? null)
  } catch (error) {
    const reason = errorMessage(error)
    return notSent(
      `Not sent: ${reason.charAt(0).toLowerCase()}${reason.slice(1).replace(/\.?$/, ".")}`,
      "INVALID_VARIABLES",
    )
  }
  let siteHeaders: Record<string, string>
  try {
    siteHeaders = await siteAuthorizationHeaders(credentials)
  } catch (error) {
    return notSent(
      `Not sent: your identity token could not be fetched (${errorMessage(error)}). Sign in again, or run it with an API key.`,
      "NO_TOKEN",
    )
  }
  return runGraphQLRequest(
    { query: operation.query, variables: variables ?? undefined, operationName: operation.operationName },
    {
      endpoint: options.endpoint,
      headers: mergeRequestHeaders(siteHeaders, options.typedHeaders),
      words: SITE_RUN_WORDS,
      fetch: options.fetch,
      now: options.now,
    },
  )
}
