import { FEEDBACK_LIMITS, REMOVED, feedbackProblems, removeSecrets, subjectOf, withoutSecrets } from "../feedback"

describe("feedbackProblems", () => {
  it("takes each kind, with its exact subject", () => {
    const pieces = [
      { kind: "page", page: "/docs/examples/dishes/", helpful: false, comment: "Too short." },
      { kind: "example", page: "/docs/examples/dishes/", example: "Dishes", problem: "differs" },
      { kind: "member", page: "/docs/graphql-schema/objects/dish/", member: "Dish.price", problem: "unclear" },
      { kind: "search", searches: [{ query: "allergens", results: 3, picked: { rank: 5, url: "/docs/x/" } }] },
      { kind: "agent", page: "/docs/access-the-api/", helpful: true },
      { kind: "agent-search", query: "webhooks" },
      { kind: "agent-run", code: "GRAPHQL_VALIDATION_FAILED", fields: ["Dish.price"] },
    ]
    expect(pieces.map((piece) => subjectOf((feedbackProblems(piece) as { feedback: never }).feedback))).toEqual([
      "/docs/examples/dishes/",
      "/docs/examples/dishes/#Dishes",
      "/docs/graphql-schema/objects/dish/#Dish.price",
      "(search)",
      "/docs/access-the-api/",
      "(search)",
      "(run_operation GRAPHQL_VALIDATION_FAILED)",
    ])
  })

  it("names each problem, field by field, for a malformed or unknown field", () => {
    expect(feedbackProblems({ kind: "page", page: "https://evil.example/", helpful: "yes", extra: 1 })).toEqual({
      problem:
        "page: a page's path, such as /docs/access-the-api/; helpful: Invalid input: expected boolean, received string; " +
        'the feedback: Unrecognized key: "extra"',
    })
    expect(feedbackProblems({ kind: "vote" })).toMatchObject({ problem: expect.stringMatching(/^kind: /) })
    expect(
      feedbackProblems({
        kind: "page",
        page: "/docs/",
        helpful: true,
        comment: "x".repeat(FEEDBACK_LIMITS.commentChars + 1),
      }),
    ).toEqual({ problem: "comment: at most 1000 characters" })
  })
})

describe("removeSecrets", () => {
  it("removes an API key, a bearer token and an email, and leaves the words around them", () => {
    const pasted =
      "My key zfv_5JqK2mN8pQ-rs_T0uvWxYz is refused with Bearer eyJhbGciOi.eyJzdWIiOiIx.c2lnbmF0dXJl; " +
      "write to robin.meier+docs@example.ch please"
    expect(removeSecrets(pasted)).toBe(`My key ${REMOVED} is refused with ${REMOVED}; write to ${REMOVED} please`)
  })

  it("removes a JWT on its own and a long key of another service, but not ordinary words or names", () => {
    expect(removeSecrets("token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc")).toBe(`token ${REMOVED}`)
    expect(removeSecrets("sk_live_51H8abcdefghijklmnopqrstuvwxyz0123")).toBe(REMOVED)
    const plain = "Dish.price and menuCategoryDishesConnection are unclear on /docs/examples/dishes/"
    expect(removeSecrets(plain)).toBe(plain)
  })

  it("removes a key, a token or an email that is percent-encoded, \\u-escaped or written as HTML entities", () => {
    const key = "zfv_5JqK2mN8pQ-rs_T0uvWxYz"
    const percent = [...Buffer.from(key)].map((byte) => `%${byte.toString(16)}`).join("")
    const escaped = [...key].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`).join("")
    const entities = [...key].map((char) => `&#${char.charCodeAt(0)};`).join("")
    for (const form of [percent, escaped, entities, encodeURIComponent(encodeURIComponent(key))])
      expect(removeSecrets(`curl 'https://api/?k=${form}' fails`)).toBe(`curl 'https://api/?k=${REMOVED}' fails`)
    expect(removeSecrets("mail robin%40example.ch")).toBe(`mail ${REMOVED}`)
    expect(removeSecrets("50%25 of 100%, &amp; a \\n")).toBe("50%25 of 100%, &amp; a \\n")
  })

  it("applies to every free text of a piece: comments and queries", () => {
    expect(withoutSecrets({ kind: "agent-search", query: "why is zfv_abcdef12345 refused" })).toEqual({
      kind: "agent-search",
      query: `why is ${REMOVED} refused`,
    })
    expect(withoutSecrets({ kind: "search", searches: [{ query: "a@b.ch", results: 0 }] })).toEqual({
      kind: "search",
      searches: [{ query: REMOVED, results: 0 }],
    })
  })
})
