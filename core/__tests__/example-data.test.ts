import { holdsMutation } from "../example-data"

describe("holdsMutation", () => {
  it("finds a mutation, also after fragments", () => {
    expect(
      holdsMutation(
        "mutation UpsertMyProfile($input: UpsertMyProfileInput!) { upsertMyProfile(input: $input) { id } }",
      ),
    ).toBe(true)
    expect(holdsMutation("fragment P on Profile { id }\n\nmutation M { upsertMyProfile(input: {}) { ...P } }")).toBe(
      true,
    )
  })

  it("is false for queries, shorthand queries and the word inside a selection, a comment or a string", () => {
    expect(holdsMutation("query Dishes { dishes(first: 3) { nodes { name } } }")).toBe(false)
    expect(holdsMutation("{ me { user { email } } }")).toBe(false)
    expect(holdsMutation('# a mutation would change data\nquery Q { dishes(search: "mutation") { totalCount } }')).toBe(
      false,
    )
    expect(holdsMutation("query Q { mutation { id } }")).toBe(false)
  })
})
