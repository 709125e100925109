import { createApiClient } from "../client"
import { HasValidApiClient, Me, UpsertMyProfile } from "../operations"

interface Sent {
  method: string
  headers: Record<string, string>
  body: { operationName: string }
}

function fakeApi(respond: (body: { operationName: string }) => unknown) {
  const sent: Sent[] = []
  const fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries())
    const body = JSON.parse(String(init?.body))
    sent.push({ method: String(init?.method), headers, body })
    return new Response(JSON.stringify(respond(body)), { status: 200, headers: { "content-type": "application/json" } })
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent }
}

const meResponse = {
  data: {
    me: {
      __typename: "Profile",
      id: "uid-1",
      user: { __typename: "User", id: "7", email: "anna@example.ch", firstName: "Anna", lastName: "Muster" },
    },
  },
}

describe("createApiClient", () => {
  it("POSTs to the endpoint with the headers of the active modes", async () => {
    const api = fakeApi(() => meResponse)
    const client = createApiClient({
      endpoint: "https://api.test/graphql",
      activeModes: ["apiKey", "user"],
      apiKey: "k",
      getIdToken: async () => "t",
      fetch: api.fetch,
    })
    await client.query({ query: Me, context: { auth: "default" } })
    expect(api.sent[0].method).toBe("POST")
    expect(api.sent[0].headers).toMatchObject({ "api-key": "k", authorization: "Bearer t" })
  })

  it("leaves out a credential whose mode is off, and asks for no token it will not send", async () => {
    const api = fakeApi(() => meResponse)
    const getIdToken = jest.fn(async () => "t")
    const client = createApiClient({
      endpoint: "https://api.test/graphql",
      activeModes: ["apiKey"],
      apiKey: "k",
      getIdToken,
      fetch: api.fetch,
    })
    await client.query({ query: Me, context: { auth: "default" } })
    expect(api.sent[0].headers["api-key"]).toBe("k")
    expect(api.sent[0].headers.authorization).toBeUndefined()
    expect(getIdToken).not.toHaveBeenCalled()
  })

  it("checks one key with only that key", async () => {
    const api = fakeApi(() => ({ data: { client: { __typename: "Client", id: "client_demo" } } }))
    const client = createApiClient({
      endpoint: "https://api.test/graphql",
      activeModes: ["apiKey", "user"],
      apiKey: "stored",
      getIdToken: async () => "t",
      fetch: api.fetch,
    })
    const result = await client.query({
      query: HasValidApiClient,
      context: { auth: "apiKeyCheck", checkedApiKey: "typed" },
      fetchPolicy: "no-cache",
    })
    expect(result.data?.client?.id).toBe("client_demo")
    expect(api.sent[0].headers["api-key"]).toBe("typed")
    expect(api.sent[0].headers.authorization).toBeUndefined()
  })

  it("answers a repeated query from the cache, and a mutation updates the cached profile (typename + id)", async () => {
    const api = fakeApi((body) =>
      body.operationName === "Me"
        ? { data: { me: { __typename: "Profile", id: "uid-1", user: null } } }
        : { data: { upsertMyProfile: { ...meResponse.data.me } } },
    )
    const client = createApiClient({
      endpoint: "https://api.test/graphql",
      activeModes: ["user"],
      apiKey: null,
      getIdToken: async () => "t",
      fetch: api.fetch,
    })
    expect((await client.query({ query: Me, context: { auth: "identity" } })).data?.me?.user).toBeNull()
    await client.query({ query: Me, context: { auth: "identity" } })
    expect(api.sent).toHaveLength(1)
    await client.mutate({
      mutation: UpsertMyProfile,
      variables: { input: { firstName: "Anna", lastName: "Muster" } },
      context: { auth: "identity" },
    })
    expect((await client.query({ query: Me })).data?.me?.user?.email).toBe("anna@example.ch")
    expect(api.sent).toHaveLength(2)
    expect(client.cache.extract()).toHaveProperty(["Profile:uid-1"])
  })

  it("rejects on a GraphQL error (error policy none)", async () => {
    const api = fakeApi(() => ({
      errors: [{ message: "This needs a signed-in user", extensions: { code: "UNAUTHENTICATED" } }],
      data: { me: null },
    }))
    const client = createApiClient({
      endpoint: "https://api.test/graphql",
      activeModes: [],
      apiKey: null,
      getIdToken: async () => null,
      fetch: api.fetch,
    })
    await expect(client.query({ query: Me })).rejects.toMatchObject({ name: "CombinedGraphQLErrors" })
  })
})
