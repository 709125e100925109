import {
  shownSiteHeaders,
  formatBytes,
  formatDuration,
  isIntrospection,
  mergeRequestHeaders,
  runGraphQLRequest,
  runWithSiteCredentials,
  siteAuthorizationHeaders,
} from "../run-operation"

describe("siteAuthorizationHeaders", () => {
  const getIdToken = jest.fn(async () => "token-1")
  beforeEach(() => getIdToken.mockClear())

  it("sends the key and the token of the active modes, like the Apollo client", async () => {
    expect(await siteAuthorizationHeaders({ activeModes: ["apiKey", "user"], apiKey: " key-1 ", getIdToken })).toEqual({
      "api-key": "key-1",
      authorization: "Bearer token-1",
    })
  })

  it("leaves out the key when the apiKey mode is off, and does not ask for a token when the user mode is off", async () => {
    expect(await siteAuthorizationHeaders({ activeModes: ["user"], apiKey: "key-1", getIdToken })).toEqual({
      authorization: "Bearer token-1",
    })
    expect(await siteAuthorizationHeaders({ activeModes: ["apiKey"], apiKey: "key-1", getIdToken })).toEqual({
      "api-key": "key-1",
    })
    expect(getIdToken).toHaveBeenCalledTimes(1)
  })

  it("leaves out a missing credential", async () => {
    expect(
      await siteAuthorizationHeaders({ activeModes: ["apiKey", "user"], apiKey: "   ", getIdToken: async () => null }),
    ).toEqual({})
  })
})

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

describe("isIntrospection", () => {
  it("recognises GraphiQL's schema request by its operation name", () => {
    expect(
      isIntrospection({
        query: "query IntrospectionQuery { __schema { queryType { name } } }",
        operationName: "IntrospectionQuery",
      }),
    ).toBe(true)
    expect(isIntrospection({ query: "{ outlets { totalCount } }", operationName: null })).toBe(false)
  })
})

/** A clock that advances by `step` ms each time it is read. */
const steppingClock = (step: number) => {
  let time = 1000
  return () => (time += step)
}

const jsonResponse = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" }, ...init })

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
      { endpoint: "http://api.invalid/", headers: {}, fetch },
    )
    expect(outcome.report.errorCount).toBe(2)
    // Partial data is still a GraphQL result, not a failed request.
    expect(outcome.problem).toBeNull()
  })

  it("counts the size in bytes, not characters", async () => {
    const fetch = async () => new Response('{"data":{"name":"Rösti"}}', { status: 200 })
    expect(
      (await runGraphQLRequest({ query: "{ x }" }, { endpoint: "http://api.invalid/", headers: {}, fetch })).report
        .sizeBytes,
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
      "No response from the API at http://api.invalid/graphql (Failed to fetch). It may be down or " +
        "unreachable from this network, or it may not accept requests from this site.",
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
    const outcome = await runGraphQLRequest({ query: "{ x }" }, { endpoint: "http://api.invalid/", headers: {}, fetch })
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
      { endpoint: "http://api.invalid/", headers: {}, fetch: async () => jsonResponse([1, 2]) },
    )
    expect(outcome.result.errors?.[0].message).toBe(
      "The API answered HTTP 200 with application/json, not a GraphQL response.",
    )
  })

  it("does not send a request whose header is not valid, and says so", async () => {
    const fetch = jest.fn(async () => jsonResponse({ data: {} }))
    const outcome = await runGraphQLRequest(
      { query: "{ x }" },
      { endpoint: "http://api.invalid/", headers: { "bad name": "x" }, fetch },
    )
    expect(fetch).not.toHaveBeenCalled()
    expect(outcome.result.errors?.[0].message).toMatch(
      /^Request not sent: a request header is not valid \(.+\)\. Check the names and values in the Headers editor\.$/,
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

describe("shownSiteHeaders", () => {
  it("shows the key masked and the token as Bearer …, for the active modes only", () => {
    expect(shownSiteHeaders({ activeModes: ["apiKey", "user"], apiKey: "zfv_sandbox_demo_key" }, true)).toEqual([
      { name: "api-key", value: "zfv_…_key" },
      { name: "Authorization", value: "Bearer …" },
    ])
    expect(shownSiteHeaders({ activeModes: ["user"], apiKey: "zfv_sandbox_demo_key" }, true)).toEqual([
      { name: "Authorization", value: "Bearer …" },
    ])
    expect(shownSiteHeaders({ activeModes: ["apiKey", "user"], apiKey: "  " }, false)).toEqual([])
  })
})

describe("runWithSiteCredentials", () => {
  const endpoint = "https://api.test/graphql"
  const answering = () =>
    jest.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ data: { client: null } }), { headers: { "content-type": "application/json" } }),
    )

  it("sends the operation, its variables as typed and the site's headers, with the typed headers over them", async () => {
    const fetch = answering()
    const outcome = await runWithSiteCredentials(
      { query: "query Q($id: ID!) { dish(id: $id) { id } }", operationName: "Q", variables: '{ "id": "1" }' },
      { activeModes: ["apiKey", "user"], apiKey: "key-1", getIdToken: async () => "t" },
      { endpoint, typedHeaders: { "api-key": "typed", "x-extra": 1 }, fetch },
    )
    expect(outcome.problem).toBeNull()
    const [, init] = fetch.mock.calls[0]
    expect(JSON.parse(String(init?.body))).toEqual({
      query: "query Q($id: ID!) { dish(id: $id) { id } }",
      operationName: "Q",
      variables: { id: "1" },
    })
    const headers = new Headers(init?.headers)
    expect([headers.get("api-key"), headers.get("authorization"), headers.get("x-extra")]).toEqual([
      "typed",
      "Bearer t",
      "1",
    ])
  })

  it("sends nothing, and says why, when the variables are not a JSON object", async () => {
    const fetch = answering()
    const credentials = { activeModes: [], apiKey: null, getIdToken: async () => null }
    const outcome = await runWithSiteCredentials({ query: "{ a }", variables: "{{ nope" }, credentials, {
      endpoint,
      fetch,
    })
    expect(outcome.problem).toMatch(/^Not sent: the variables are not valid JSON: .+\.$/)
    expect(outcome.report.statusText).toBe("Not sent")
    expect(outcome.result.errors?.[0].extensions?.code).toBe("INVALID_VARIABLES")
    expect(fetch).not.toHaveBeenCalled()
  })

  it("sends nothing, and says what to do, when the identity token cannot be fetched", async () => {
    const fetch = answering()
    const outcome = await runWithSiteCredentials(
      { query: "{ me { id } }" },
      {
        activeModes: ["user"],
        apiKey: null,
        getIdToken: async () => {
          throw new Error("auth/network-request-failed")
        },
      },
      { endpoint, fetch },
    )
    expect(outcome.problem).toBe(
      "Not sent: your identity token could not be fetched (auth/network-request-failed). Sign in again, or run it with an API key.",
    )
    expect(outcome.result.errors?.[0].extensions?.code).toBe("NO_TOKEN")
    expect(fetch).not.toHaveBeenCalled()
  })
})
