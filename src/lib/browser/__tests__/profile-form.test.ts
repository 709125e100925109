import { MAX_NAME_LENGTH } from "../../../../core/profile-names"
import { profileErrorMessage, profileNamesProblem } from "../profile-form"

describe("the profile form's messages", () => {
  it("ask for what is missing, in a sentence", () => {
    expect(profileNamesProblem({ firstName: "", lastName: " " })).toBe("Enter your first and last name.")
    expect(profileNamesProblem({ firstName: "  ", lastName: "Muster" })).toBe("Enter your first name.")
    expect(profileNamesProblem({ firstName: "Anna", lastName: "" })).toBe("Enter your last name.")
    expect(profileNamesProblem({ firstName: "Anna", lastName: "x".repeat(MAX_NAME_LENGTH + 1) })).toBe(
      `Your last name can have at most ${MAX_NAME_LENGTH} characters.`,
    )
    expect(profileNamesProblem({ firstName: "Anna", lastName: "x".repeat(MAX_NAME_LENGTH) })).toBeNull()
    expect(profileNamesProblem({ firstName: "Anna", lastName: "Muster" })).toBeNull()
  })

  it("put the API's errors about a name in the same words, read from their extensions whatever the wording", () => {
    const apiError = (message: string, extensions: Record<string, unknown> | null) =>
      Object.assign(new Error(message), { extensions })
    expect(
      profileErrorMessage(apiError("Vorname fehlt.", { code: "BAD_USER_INPUT", field: "firstName", problem: "EMPTY" })),
    ).toBe("Enter your first name.")
    expect(
      profileErrorMessage(
        apiError("Too long.", { code: "BAD_USER_INPUT", field: "lastName", problem: "TOO_LONG", maxLength: 80 }),
      ),
    ).toBe("Your last name can have at most 80 characters.")
    // Not about a name: the message as it is.
    expect(profileErrorMessage(apiError("The API cannot be reached right now.", null))).toBe(
      "The API cannot be reached right now.",
    )
    expect(profileErrorMessage(apiError('"firstName" must not be empty.', { code: "BAD_USER_INPUT" }))).toBe(
      '"firstName" must not be empty.',
    )
    expect(profileErrorMessage("plain")).toBe("plain")
  })
})
