import { GraphQLError } from "graphql"

/** Expected errors carry a code clients can act on; anything else is masked by Yoga. */
export type ErrorCode = "UNAUTHENTICATED" | "FORBIDDEN" | "BAD_USER_INPUT" | "QUERY_TOO_DEEP" | "QUERY_TOO_COMPLEX"

export function apiError(code: ErrorCode, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code } })
}

export const badInput = (message: string) => apiError("BAD_USER_INPUT", message)
