import fs from "node:fs"
import { buildSchema, isInputObjectType } from "graphql"
import { MAX_NAME_LENGTH, nameProblem, readNameError } from "../profile-names"

describe("the profile names' rule", () => {
  it("takes 1 to MAX_NAME_LENGTH characters after trimming", () => {
    expect(nameProblem("")).toBe("EMPTY")
    expect(nameProblem("   ")).toBe("EMPTY")
    expect(nameProblem("x".repeat(MAX_NAME_LENGTH))).toBeNull()
    expect(nameProblem(`  ${"x".repeat(MAX_NAME_LENGTH)}  `)).toBeNull()
    expect(nameProblem("x".repeat(MAX_NAME_LENGTH + 1))).toBe("TOO_LONG")
  })

  it("reads the limit from an API error, MAX_NAME_LENGTH when the error leaves it out", () => {
    expect(readNameError({ field: "lastName", problem: "TOO_LONG", maxLength: 80 })?.maxLength).toBe(80)
    expect(readNameError({ field: "lastName", problem: "TOO_LONG" })?.maxLength).toBe(MAX_NAME_LENGTH)
    expect(readNameError({ field: "nickname", problem: "TOO_LONG" })).toBeNull()
  })

  // The form and the sandbox import MAX_NAME_LENGTH; the schema and the docs write the number out for readers.
  it("is the limit the schema and the docs' error table state", () => {
    const schema = buildSchema(fs.readFileSync("content/schema.graphql", "utf8"))
    const input = schema.getType("UpsertMyProfileInput")
    if (!isInputObjectType(input)) throw new Error("content/schema.graphql has no input UpsertMyProfileInput")
    const fields = input.getFields()
    expect(fields.firstName.description).toBe(`The first name, 1 to ${MAX_NAME_LENGTH} characters.`)
    expect(fields.lastName.description).toBe(`The last name, 1 to ${MAX_NAME_LENGTH} characters.`)
    expect(fs.readFileSync("content/docs/access-the-api.mdx", "utf8")).toContain(
      `the limit (\`maxLength\`: ${MAX_NAME_LENGTH})`,
    )
  })
})
