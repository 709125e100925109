/**
 * An API call's failure in plain words. Apollo Client 4 rejects with
 * CombinedGraphQLErrors (the API answered with errors), ServerError (an HTTP
 * error status) or the fetch error itself (no answer at all).
 */
interface ApiFailure {
  /** The API could not be reached at all. */
  unreachable: boolean
  message: string
  /** The first GraphQL error's `extensions` (its code, and for a bad name the field and problem), or null. */
  extensions: Readonly<Record<string, unknown>> | null
}

interface ErrorShape {
  name?: string
  message?: string
  statusCode?: number
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[]
}

export function describeApiError(error: unknown): ApiFailure {
  const shape = (typeof error === "object" && error !== null ? error : {}) as ErrorShape
  if (shape.name === "CombinedGraphQLErrors" && shape.errors?.length) {
    return {
      unreachable: false,
      message: shape.errors.map((item) => item.message).join(" "),
      extensions: shape.errors[0].extensions ?? null,
    }
  }
  if (shape.name === "ServerError") {
    return {
      unreachable: false,
      message: `The API answered with an error (HTTP ${shape.statusCode ?? "?"}). Try again later.`,
      extensions: null,
    }
  }
  // A redirect the site would not follow with the reader's credentials (credentialSafeFetch): say so.
  if (shape.name === "RedirectRefused" && shape.message)
    return { unreachable: false, message: shape.message, extensions: null }
  return {
    unreachable: true,
    message: "The API cannot be reached right now. Check your connection, or try again later.",
    extensions: null,
  }
}

/** An API call's failure as an Error: the plain-words message, with the API error's `extensions` for code to read. */
export class ApiCallError extends Error {
  readonly extensions: Readonly<Record<string, unknown>> | null

  constructor(failure: unknown) {
    const described = describeApiError(failure)
    super(described.message, { cause: failure })
    this.name = "ApiCallError"
    this.extensions = described.extensions
  }
}
