import { MAX_SHARE_LINK_LENGTH, fitsShareLink, playgroundHref, playgroundSearch } from "../playground-url"

describe("playgroundHref", () => {
  it("puts the query, variables and operation name in the query string", () => {
    const href = playgroundHref({
      query: "query Dish($id: ID!) { dish(id: $id) { name } }",
      variables: '{"id":"dish_1"}',
      operationName: "Dish",
    })
    const url = new URL(href, "http://site.invalid")
    expect(url.pathname).toBe("/graphql/")
    expect(url.searchParams.get("query")).toBe("query Dish($id: ID!) { dish(id: $id) { name } }")
    expect(url.searchParams.get("variables")).toBe('{"id":"dish_1"}')
    expect(url.searchParams.get("operationName")).toBe("Dish")
  })

  it("leaves out empty variables and a missing operation name", () => {
    const url = new URL(playgroundHref({ query: "{ client { id } }", variables: "  " }), "http://site.invalid")
    expect([...url.searchParams.keys()]).toEqual(["query"])
  })

  it("keeps characters that need escaping, such as & # + and newlines", () => {
    const query = '# a & b + c\n{ dishes(filter: { search: "rösti & co" }) { totalCount } }'
    expect(new URL(playgroundHref({ query }), "http://site.invalid").searchParams.get("query")).toBe(query)
  })

  it("is the route followed by playgroundSearch", () => {
    const operation = { query: "{ client { id } }", variables: "{}" }
    expect(playgroundHref(operation)).toBe(`/graphql/${playgroundSearch(operation)}`)
  })
})

describe("fitsShareLink", () => {
  it("is true up to the limit and false past it, counting the encoded length", () => {
    const base = playgroundHref({ query: "{}" }).length
    expect(fitsShareLink({ query: `{}${"a".repeat(MAX_SHARE_LINK_LENGTH - base)}` })).toBe(true)
    expect(fitsShareLink({ query: `{}${"a".repeat(MAX_SHARE_LINK_LENGTH - base + 1)}` })).toBe(false)
    // "&" is encoded as %26: three characters in the link for one typed.
    expect(fitsShareLink({ query: "&".repeat(Math.ceil(MAX_SHARE_LINK_LENGTH / 3)) })).toBe(false)
  })
})
