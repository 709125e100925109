import { shapeDifferences } from "../lib/response-shape"

const dishes = (nodes: unknown[]) => ({ data: { dishes: { totalCount: nodes.length, nodes } } })

describe("shapeDifferences: a live answer against the response a doc shows", () => {
  const recorded = dishes([
    { name: "Rösti", price: { amount: 14.5, currency: "CHF" }, allergens: ["MILK"] },
    { name: "Curry", price: { amount: 18, currency: "CHF" }, allergens: [] },
  ])

  it("finds no drift in other values, other list lengths, or null for a nullable value", () => {
    expect(
      shapeDifferences(
        recorded,
        dishes([
          { name: "Pizza", price: { amount: 21.9, currency: "EUR" }, allergens: ["GLUTEN", "MILK"] },
          { name: "Soup", price: null, allergens: [] },
          { name: "Tea", price: { amount: 4, currency: "CHF" }, allergens: [] },
        ]),
      ),
    ).toEqual([])
    expect(shapeDifferences(recorded, dishes([]))).toEqual([])
    expect(shapeDifferences({ data: { dish: null } }, { data: { dish: { name: "Rösti" } } })).toEqual([])
  })

  it("names a field missing from the answer and a field the docs do not show", () => {
    expect(
      shapeDifferences(recorded, dishes([{ price: { amount: 1, currency: "CHF" }, allergens: [], calories: 500 }])),
    ).toEqual([
      "data.dishes.nodes[].name: in the docs, missing from the API's answer",
      "data.dishes.nodes[].calories: in the API's answer, not in the docs",
    ])
  })

  it("names a value of another kind, once for a whole list", () => {
    expect(
      shapeDifferences(
        recorded,
        dishes([
          { name: "Pizza", price: { amount: "21.90", currency: "CHF" }, allergens: [] },
          { name: "Soup", price: { amount: "4.00", currency: "CHF" }, allergens: [] },
        ]),
      ),
    ).toEqual(["data.dishes.nodes[].price.amount: a number in the docs, a string from the API"])
    expect(shapeDifferences({ data: { a: ["x"] } }, { data: { a: "x" } })).toEqual([
      "data.a: a list in the docs, a string from the API",
    ])
    expect(shapeDifferences({ data: { a: { b: 1 } } }, { data: { a: true } })).toEqual([
      "data.a: an object in the docs, a boolean from the API",
    ])
  })

  it("compares the members of a union by __typename", () => {
    const recordedUnion = {
      data: {
        items: [
          { __typename: "A", a: 1 },
          { __typename: "B", b: "x" },
        ],
      },
    }
    expect(
      shapeDifferences(recordedUnion, {
        data: {
          items: [
            { __typename: "B", b: "y" },
            { __typename: "A", a: 2 },
          ],
        },
      }),
    ).toEqual([])
  })

  it("names an error where the docs show data, and data where they show an error", () => {
    expect(
      shapeDifferences(recorded, {
        data: null,
        errors: [{ message: "No key.", extensions: { code: "UNAUTHENTICATED" } }],
      }),
    ).toEqual(["an error where the docs show data: UNAUTHENTICATED: No key."])
    expect(
      shapeDifferences({ errors: [{ message: "Too deep.", extensions: { code: "QUERY_TOO_DEEP" } }] }, recorded),
    ).toEqual(["data where the docs show an error"])
  })

  it("finds no drift in another error message with the same code, and names another code", () => {
    const error = (code: string, message: string) => ({ data: null, errors: [{ message, extensions: { code } }] })
    expect(shapeDifferences(error("FORBIDDEN", "No."), error("FORBIDDEN", "Not allowed."))).toEqual([])
    expect(shapeDifferences(error("FORBIDDEN", "No."), error("UNAUTHENTICATED", "Sign in."))).toEqual([
      "errors: FORBIDDEN in the docs, UNAUTHENTICATED from the API",
    ])
  })
})
