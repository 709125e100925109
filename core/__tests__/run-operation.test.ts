import { formatBytes, formatDuration, mergeRequestHeaders, runGraphQLRequest } from "../run-operation"

/** A clock that advances by `step` ms each time it is read. */
const steppingClock = (step: number) => {
  let time = 1000
  return () => (time += step)
}

const jsonResponse = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" }, ...init })

/** The words a caller adds; the site's own are tested with runWithSiteCredentials. */
const words = { notSent: "Check the headers.", noResponse: "It may be down." }

describe("mergeRequestHeaders", () => {
  it("starts from JSON content type and accept, then adds the navbar's headers", () => {
    expect(mergeRequestHeaders({ "api-key": "key-1" })).toEqual({
      "content-type": "application/json",
      accept: "application/graphql-response+json, application/json",
      "api-key": "key-1",
    })
  })

  it("lets a typed header win over the navbar's, whatever its case", () => {
    const merged = mergeRequestHeaders(
      { "api-key": "key-1", authorization: "Bearer token-1" },
      { "API-Key": "typed-key", "X-Trace": "on" },
    )
    expect(merged["api-key"]).toBe("typed-key")
    expect(merged.authorization).toBe("Bearer token-1")
    expect(merged["x-trace"]).toBe("on")
    expect(Object.keys(merged).filter((name) => name.toLowerCase() === "api-key")).toEqual(["api-key"])
  })

  it("leaves out a header typed as null", () => {
    expect(
      mergeRequestHeaders({ "api-key": "key-1", authorization: "Bearer t" }, { Authorization: null }),
    ).not.toHaveProperty("authorization")
  })

  it("turns numbers and booleans into text and other values into JSON", () => {
    expect(mergeRequestHeaders({}, { "x-count": 3, "x-flag": false, "x-list": ["a", 1] })).toMatchObject({
      "x-count": "3",
      "x-flag": "false",
      "x-list": '["a",1]',
    })
  })

  it("keeps the navbar's headers when nothing was typed", () => {
    expect(mergeRequestHeaders({ "api-key": "k" }, null)["api-key"]).toBe("k")
    expect(mergeRequestHeaders({ "api-key": "k" }, undefined)["api-key"]).toBe("k")
  })
})

describe("runGraphQLRequest", () => {
  it("POSTs the operation with the headers and reports status, time and body size", async () => {
    const fetch = jest.fn(async () => jsonResponse({ data: { outlets: { totalCount: 8 } } }))
    const outcome = await runGraphQLRequest(
      {
        query: "query Q($first: Int) { outlets(first: $first) { totalCount } }",
        variables: { first: 2 },
        operationName: "Q",
      },
      {
        endpoint: "http://api.invalid/graphql",
        headers: { "api-key": "k", "content-type": "application/json" },
        words,
        fetch,
        now: steppingClock(25),
      },
    )
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe("http://api.invalid/graphql")
    expect(init.method).toBe("POST")
    expect(new Headers(init.headers).get("api-key")).toBe("k")
    expect(JSON.parse(String(init.body))).toEqual({
      query: "query Q($first: Int) { outlets(first: $first) { totalCount } }",
      variables: { first: 2 },
      operationName: "Q",
    })
    expect(outcome.result).toEqual({ data: { outlets: { totalCount: 8 } } })
    expect(outcome.report).toEqual({
      status: 200,
      statusText: "",
      durationMs: 25,
      sizeBytes: JSON.stringify({ data: { outlets: { totalCount: 8 } } }).length,
      errorCount: 0,
    })
    expect(outcome.problem).toBeNull()
  })

  it("counts the GraphQL errors of a response that also has data", async () => {
    const fetch = async () =>
      jsonResponse({ data: { a: null, b: null }, errors: [{ message: "a failed" }, { message: "b failed" }] })
    const outcome = await runGraphQLRequest(
      { query: "{ a b }" },
      { endpoint: "http://api.invalid/", headers: {}, words, fetch },
    )
    expect(outcome.report.errorCount).toBe(2)
    // Partial data is still a GraphQL result, not a failed request.
    expect(outcome.problem).toBeNull()
  })

  it("counts the size in bytes, not characters", async () => {
    const fetch = async () => new Response('{"data":{"name":"Rösti"}}', { status: 200 })
    expect(
      (await runGraphQLRequest({ query: "{ x }" }, { endpoint: "http://api.invalid/", headers: {}, words, fetch }))
        .report.sizeBytes,
    ).toBe(26)
  })

  it("passes GraphQL errors through as the API sent them, with the HTTP status", async () => {
    const body = {
      errors: [{ message: "An API key or a signed-in user is needed.", extensions: { code: "UNAUTHENTICATED" } }],
    }
    const outcome = await runGraphQLRequest(
      { query: "{ outlets { totalCount } }" },
      {
        endpoint: "http://api.invalid/",
        headers: {},
        words,
        fetch: async () => jsonResponse(body, { status: 401, statusText: "Unauthorized" }),
      },
    )
    expect(outcome.result).toEqual(body)
    expect(outcome.report.status).toBe(401)
    expect(outcome.report.errorCount).toBe(1)
    expect(outcome.problem).toBe("HTTP 401: An API key or a signed-in user is needed.")
  })

  it("turns a network failure into a readable error and a report without status", async () => {
    const outcome = await runGraphQLRequest(
      { query: "{ x }" },
      {
        endpoint: "http://api.invalid/graphql",
        headers: {},
        words,
        fetch: async () => {
          throw new TypeError("Failed to fetch")
        },
        now: steppingClock(7),
      },
    )
    expect(outcome.report).toEqual({
      status: null,
      statusText: "No response",
      durationMs: 7,
      sizeBytes: null,
      errorCount: 1,
    })
    expect(outcome.result.errors?.[0].message).toBe(
      "No response from the API at http://api.invalid/graphql (Failed to fetch). It may be down.",
    )
    expect(outcome.result.errors?.[0].extensions).toEqual({ code: "NETWORK_ERROR" })
    expect(outcome.problem).toBe(outcome.result.errors?.[0].message)
  })

  it("turns a response that is not JSON into a readable error that shows the start of the body", async () => {
    const fetch = async () =>
      new Response("<h1>Bad gateway</h1>", {
        status: 502,
        statusText: "Bad Gateway",
        headers: { "content-type": "text/html; charset=utf-8" },
      })
    const outcome = await runGraphQLRequest(
      { query: "{ x }" },
      { endpoint: "http://api.invalid/", headers: {}, words, fetch },
    )
    expect(outcome.result).toEqual({
      errors: [
        {
          message: "The API answered HTTP 502 Bad Gateway with text/html, not a GraphQL response.",
          extensions: { code: "NOT_GRAPHQL", status: 502, body: "<h1>Bad gateway</h1>" },
        },
      ],
    })
    expect(outcome.report).toMatchObject({ status: 502, sizeBytes: 20 })
  })

  it("treats JSON that is not an object as not a GraphQL response", async () => {
    const outcome = await runGraphQLRequest(
      { query: "{ x }" },
      { endpoint: "http://api.invalid/", headers: {}, words, fetch: async () => jsonResponse([1, 2]) },
    )
    expect(outcome.result.errors?.[0].message).toBe(
      "The API answered HTTP 200 with application/json, not a GraphQL response.",
    )
  })

  it("does not send a request whose header is not valid, and says so", async () => {
    const fetch = jest.fn(async () => jsonResponse({ data: {} }))
    const outcome = await runGraphQLRequest(
      { query: "{ x }" },
      { endpoint: "http://api.invalid/", headers: { "bad name": "x" }, words, fetch },
    )
    expect(fetch).not.toHaveBeenCalled()
    expect(outcome.result.errors?.[0].message).toMatch(
      /^Request not sent: a request header is not valid \(.+\)\. Check the headers\.$/,
    )
    expect(outcome.report.status).toBeNull()
  })
})

describe("formatBytes and formatDuration", () => {
  it("reads like a network panel", () => {
    expect(formatBytes(812)).toBe("812 B")
    expect(formatBytes(4301)).toBe("4.2 KB")
    expect(formatBytes(1363149)).toBe("1.3 MB")
    expect(formatDuration(37.6)).toBe("38 ms")
    expect(formatDuration(1240)).toBe("1.24 s")
  })
})
