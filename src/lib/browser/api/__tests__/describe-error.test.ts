import { ApiCallError, describeApiError } from "../describe-error"
import { describeSignInError, errorCode } from "../../auth/sign-in-errors"

describe("describeApiError", () => {
  const nameError = {
    name: "CombinedGraphQLErrors",
    message: "x",
    errors: [
      {
        message: '"firstName" must not be empty.',
        extensions: { code: "BAD_USER_INPUT", field: "firstName", problem: "EMPTY", maxLength: 100 },
      },
    ],
  }

  it("passes the API's own messages on, with the first error's extensions", () => {
    expect(describeApiError(nameError)).toEqual({
      unreachable: false,
      message: '"firstName" must not be empty.',
      extensions: { code: "BAD_USER_INPUT", field: "firstName", problem: "EMPTY", maxLength: 100 },
    })
  })

  it("makes an Error of a failure that keeps the message, the extensions and the cause", () => {
    const error = new ApiCallError(nameError)
    expect(error).toBeInstanceOf(Error)
    expect(error.message).toBe('"firstName" must not be empty.')
    expect(error.extensions).toMatchObject({ field: "firstName", problem: "EMPTY" })
    expect(error.cause).toBe(nameError)
  })

  it("names an HTTP error status", () => {
    expect(describeApiError({ name: "ServerError", statusCode: 503 })).toEqual({
      unreachable: false,
      message: "The API answered with an error (HTTP 503). Try again later.",
      extensions: null,
    })
  })

  it("calls anything else unreachable", () => {
    expect(describeApiError(new TypeError("Failed to fetch"))).toEqual({
      unreachable: true,
      message: "The API cannot be reached right now. Check your connection, or try again later.",
      extensions: null,
    })
  })
})

describe("describeSignInError", () => {
  it("says what went wrong in plain words", () => {
    expect(describeSignInError("auth/wrong-password")).toBe("The password is wrong for this email address.")
    expect(describeSignInError("auth/network-request-failed")).toBe(
      "The sign-in service cannot be reached. Check your connection and try again.",
    )
    expect(describeSignInError("auth/unheard-of")).toBe("Sign-in did not work (auth/unheard-of). Try again.")
    expect(errorCode({ code: "auth/weak-password" })).toBe("auth/weak-password")
    expect(errorCode(new Error("x"))).toBeUndefined()
  })
})
