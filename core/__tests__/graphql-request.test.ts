import { graphqlBody, parseVariables, requestBody } from "../graphql-request"

describe("the variables", () => {
  it("must be a JSON object", () => {
    expect(parseVariables(null)).toBeNull()
    expect(parseVariables("  ")).toBeNull()
    expect(parseVariables('{ "id": "1" }')).toEqual({ id: "1" })
    expect(() => parseVariables("{ id: 1 }")).toThrow(/not valid JSON/)
    expect(() => parseVariables("[1]")).toThrow(/must be a JSON object/)
  })
})

describe("the request body", () => {
  it("holds the query, then variables and operationName only when there are any", () => {
    expect(graphqlBody({ query: "{ a }", variables: null, operationName: "" })).toEqual({ query: "{ a }" })
    expect(graphqlBody({ query: "{ a }" })).toEqual({ query: "{ a }" })
    const full = graphqlBody({ query: "query Q { a }", variables: { first: 2 }, operationName: "Q" })
    expect(full).toEqual({ query: "query Q { a }", variables: { first: 2 }, operationName: "Q" })
    expect(Object.keys(full)).toEqual(["query", "variables", "operationName"])
    expect(graphqlBody({ query: "{ a }", variables: {} })).toEqual({ query: "{ a }", variables: {} })
  })

  it("is the samples' body with the writer's variables parsed", () => {
    expect(requestBody({ query: "query Q { a }", variables: '{ "first": 2 }', operationName: "Q" })).toEqual({
      query: "query Q { a }",
      variables: { first: 2 },
      operationName: "Q",
    })
    expect(requestBody({ query: "{ a }", variables: "  ", operationName: null })).toEqual({ query: "{ a }" })
  })
})
