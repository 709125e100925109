/**
 * An API call's failure in plain words. Apollo Client 4 rejects with
 * CombinedGraphQLErrors (the API answered with errors), ServerError (an HTTP
 * error status) or the fetch error itself (no answer at all).
 */
export interface ApiFailure {
  /** The API could not be reached at all. */
  unreachable: boolean
  message: string
}

interface ErrorShape {
  name?: string
  message?: string
  statusCode?: number
  errors?: readonly { message: string }[]
}

export function describeApiError(error: unknown): ApiFailure {
  const shape = (typeof error === "object" && error !== null ? error : {}) as ErrorShape
  if (shape.name === "CombinedGraphQLErrors" && shape.errors?.length) {
    return { unreachable: false, message: shape.errors.map((item) => item.message).join(" ") }
  }
  if (shape.name === "ServerError") {
    return {
      unreachable: false,
      message: `The API answered with an error (HTTP ${shape.statusCode ?? "?"}). Try again later.`,
    }
  }
  return {
    unreachable: true,
    message: "The API cannot be reached right now. Check your connection, or try again later.",
  }
}
