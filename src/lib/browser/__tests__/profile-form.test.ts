import { profileErrorMessage, profileNamesProblem } from "../profile-form"

describe("the profile form's messages", () => {
  it("ask for what is missing, in a sentence", () => {
    expect(profileNamesProblem({ firstName: "", lastName: " " })).toBe("Enter your first and last name.")
    expect(profileNamesProblem({ firstName: "  ", lastName: "Muster" })).toBe("Enter your first name.")
    expect(profileNamesProblem({ firstName: "Anna", lastName: "" })).toBe("Enter your last name.")
    expect(profileNamesProblem({ firstName: "Anna", lastName: "x".repeat(101) })).toBe(
      "Your last name can have at most 100 characters.",
    )
    expect(profileNamesProblem({ firstName: "Anna", lastName: "Muster" })).toBeNull()
  })

  it("put the API's messages about a name in the same words, and leave others as they are", () => {
    expect(profileErrorMessage('"firstName" must not be empty.')).toBe("Enter your first name.")
    expect(profileErrorMessage('"lastName" must be at most 100 characters.')).toBe(
      "Your last name can have at most 100 characters.",
    )
    expect(profileErrorMessage("The API cannot be reached right now.")).toBe("The API cannot be reached right now.")
  })
})
