import { shownSiteHeaders, isIntrospection, runWithSiteCredentials, siteAuthorizationHeaders } from "../run-operation"

describe("siteAuthorizationHeaders", () => {
  const getIdToken = jest.fn(async () => "token-1")
  beforeEach(() => getIdToken.mockClear())

  it("sends the key and the token of the active modes, like the Apollo client", async () => {
    expect(await siteAuthorizationHeaders({ activeModes: ["apiKey", "user"], apiKey: "key-1", getIdToken })).toEqual({
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
      await siteAuthorizationHeaders({ activeModes: ["apiKey", "user"], apiKey: null, getIdToken: async () => null }),
    ).toEqual({})
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

describe("shownSiteHeaders", () => {
  it("shows the key masked and the token as Bearer …, for the active modes only", () => {
    expect(shownSiteHeaders({ activeModes: ["apiKey", "user"], apiKey: "zfv_sandbox_demo_key" }, true)).toEqual([
      { name: "api-key", value: "zfv_…_key" },
      { name: "Authorization", value: "Bearer …" },
    ])
    expect(shownSiteHeaders({ activeModes: ["user"], apiKey: "zfv_sandbox_demo_key" }, true)).toEqual([
      { name: "Authorization", value: "Bearer …" },
    ])
    expect(shownSiteHeaders({ activeModes: ["apiKey", "user"], apiKey: null }, false)).toEqual([])
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
