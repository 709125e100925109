import { GraphQLError } from "graphql"

/** The codes of the errors the sandbox raises itself (extensions.code); clients act on them. */
export const SANDBOX_ERROR_CODES = [
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "BAD_USER_INPUT",
  "QUERY_TOO_DEEP",
  "QUERY_TOO_COMPLEX",
  "PAYLOAD_TOO_LARGE",
] as const

/**
 * The codes GraphQL Yoga gives the errors it raises: a query that does not
 * parse or validate, a request that is not a GraphQL request, and any
 * unexpected error (masked as "Unexpected error.").
 */
const YOGA_ERROR_CODES = [
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
  "BAD_REQUEST",
  "INTERNAL_SERVER_ERROR",
] as const

/** Every extensions.code the API can answer with. The docs' error table lists exactly these (a test checks it). */
export const API_ERROR_CODES: readonly string[] = [...SANDBOX_ERROR_CODES, ...YOGA_ERROR_CODES]

/** Expected errors carry a code clients can act on; anything else is masked by Yoga. */
export type ErrorCode = (typeof SANDBOX_ERROR_CODES)[number]

/** An error clients can act on: `code`, and any more `extensions` that say what exactly was wrong. */
export function apiError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extensions } })
}

export const badInput = (message: string) => apiError("BAD_USER_INPUT", message)
