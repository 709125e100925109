import vm from "node:vm"
import { errorMessage, namedError } from "../error-message"

describe("errorMessage", () => {
  it("gives a thrown error's message, without its name", () => {
    expect(errorMessage(new Error("The API cannot be reached."))).toBe("The API cannot be reached.")
    expect(errorMessage(new TypeError("x is not a function"))).toBe("x is not a function")
    expect(errorMessage(new Error(""))).toBe("")
  })

  it("reads errors that are not instanceof Error here: from another realm, DOMExceptions, plain objects", () => {
    const foreign: unknown = vm.runInNewContext('new Error("thrown in another realm")')
    expect(foreign instanceof Error).toBe(false)
    expect(errorMessage(foreign)).toBe("thrown in another realm")
    expect(errorMessage(new DOMException("The quota has been exceeded.", "QuotaExceededError"))).toBe(
      "The quota has been exceeded.",
    )
    expect(errorMessage({ message: "Unexpected error." })).toBe("Unexpected error.")
  })

  it("gives anything else as text", () => {
    expect(errorMessage("plain")).toBe("plain")
    expect(errorMessage(42)).toBe("42")
    expect(errorMessage(null)).toBe("null")
    expect(errorMessage(undefined)).toBe("undefined")
    expect(errorMessage({ message: 404 })).toBe("[object Object]")
    expect(errorMessage({ code: "E_FAIL" })).toBe("[object Object]")
  })
})

describe("namedError", () => {
  it("makes an Error class whose instances carry its name, the message and the cause", () => {
    class Problem extends namedError("Problem") {}
    const cause = new Error("below")
    const problem = new Problem("what went wrong", { cause })
    expect(problem).toBeInstanceOf(Problem)
    expect(problem).toBeInstanceOf(Error)
    expect(String(problem)).toBe("Problem: what went wrong")
    expect(problem.cause).toBe(cause)
  })
})
