import { openPlaygroundLink } from "../open-link"
import { MAX_SHARE_LINK_LENGTH, playgroundHref, playgroundSearch } from "../../../core/playground-url"

const searchOf = (href: string) => new URL(href, "http://site.invalid").search

describe("openPlaygroundLink", () => {
  it("opens what playgroundHref wrote, unchanged", () => {
    const operation = {
      query:
        'query Dishes($first: Int) {\n  dishes(first: $first, filter: { search: "rösti & co" }) { nodes { name } }\n}',
      variables: '{ "first": 3 }',
      operationName: "Dishes",
    }
    expect(openPlaygroundLink(searchOf(playgroundHref(operation)))).toEqual({ operation, problems: [] })
  })

  it("accepts the query string with or without the leading ?", () => {
    expect(openPlaygroundLink("query=%7B%20client%20%7B%20id%20%7D%20%7D").operation).toEqual({
      query: "{ client { id } }",
    })
  })

  it("has nothing to open without a query string, or with an empty query", () => {
    expect(openPlaygroundLink("")).toEqual({ operation: null, problems: [] })
    expect(openPlaygroundLink("?query=")).toEqual({ operation: null, problems: [] })
    expect(openPlaygroundLink("?utm_source=newsletter")).toEqual({ operation: null, problems: [] })
  })

  it("says so when a link has variables or an operation name but no query", () => {
    expect(openPlaygroundLink("?variables=%7B%7D&operationName=Dish")).toEqual({
      operation: null,
      problems: ["This link has variables and an operation name but no query, so there was nothing to open."],
    })
  })

  it("opens variables that are not JSON as they are, and says what is wrong", () => {
    const opened = openPlaygroundLink(
      searchOf(playgroundHref({ query: "{ client { id } }", variables: "{ first: 3 }" })),
    )
    expect(opened.operation).toEqual({ query: "{ client { id } }", variables: "{ first: 3 }" })
    expect(opened.problems).toHaveLength(1)
    expect(opened.problems[0]).toMatch(
      /^The link's variables are not valid JSON \(.+\); they were opened as they are, so you can fix them\.$/,
    )
  })

  it("opens variables that are JSON but not an object, with a note", () => {
    const opened = openPlaygroundLink(searchOf(playgroundHref({ query: "{ client { id } }", variables: "[1, 2]" })))
    expect(opened.operation?.variables).toBe("[1, 2]")
    expect(opened.problems).toEqual([
      'The link\'s variables must be a JSON object such as {"first": 5}; they were opened as they are, so you can fix them.',
    ])
  })

  it("leaves out an operation name that is not a GraphQL name or that the query does not define", () => {
    const bad = openPlaygroundLink(
      searchOf(playgroundHref({ query: "query A { client { id } }", operationName: "A; drop" })),
    )
    expect(bad.operation).toEqual({ query: "query A { client { id } }" })
    expect(bad.problems).toEqual(['The link\'s operation name "A; drop" is not a GraphQL name, so it was left out.'])

    const missing = openPlaygroundLink(
      searchOf(playgroundHref({ query: "query Abc { client { id } }", operationName: "Ab" })),
    )
    expect(missing.operation).toEqual({ query: "query Abc { client { id } }" })
    expect(missing.problems).toEqual([
      'The link names the operation "Ab", which its query does not define, so it was left out.',
    ])
  })

  it("keeps an operation name that one of several operations has", () => {
    const query =
      "query A { client { id } }\nmutation B($input: UpsertMyProfileInput!) { upsertMyProfile(input: $input) { id } }"
    expect(openPlaygroundLink(searchOf(playgroundHref({ query, operationName: "B" })))).toEqual({
      operation: { query, operationName: "B" },
      problems: [],
    })
  })

  it("survives malformed percent-encoding", () => {
    const opened = openPlaygroundLink("?query=%7B%20client%20%7B%20id%20%7D%20%7D%E0%A4%A&variables=%")
    expect(opened.operation?.query.startsWith("{ client { id } }")).toBe(true)
    expect(opened.operation?.variables).toBe("%")
    expect(opened.problems).toEqual([expect.stringMatching(/^The link's variables are not valid JSON/)])
  })

  it("refuses a link longer than the limit and says how long it was", () => {
    const query = `{ client { id } }${" ".repeat(MAX_SHARE_LINK_LENGTH)}`
    const opened = openPlaygroundLink(playgroundSearch({ query }))
    expect(opened.operation).toBeNull()
    expect(opened.problems).toHaveLength(1)
    expect(opened.problems[0]).toMatch(
      /^This link is too long to open: [\d,]+ characters, and the playground opens links of up to 8,000\. Nothing from it was loaded\.$/,
    )
  })

  it("opens a link of exactly the limit", () => {
    const base = playgroundHref({ query: "{ client { id } }" }).length
    const query = `{ client { id } }${"a".repeat(MAX_SHARE_LINK_LENGTH - base)}`
    expect(playgroundHref({ query })).toHaveLength(MAX_SHARE_LINK_LENGTH)
    expect(openPlaygroundLink(playgroundSearch({ query })).operation).toEqual({ query })
  })
})
