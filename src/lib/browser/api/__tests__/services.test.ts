import { checkKey, openSession } from "../services"

const ENDPOINT = "https://api.test/graphql"

/** The API answers each request with `answer` (a body and status, or a network failure); requests are recorded. */
function apiAnswers(answer: (body: { operationName: string }) => { body: unknown; status?: number } | Error) {
  const sent: { headers: Record<string, string>; body: { operationName: string } }[] = []
  jest.spyOn(globalThis, "fetch").mockImplementation(async (_url, init) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string }
    sent.push({ headers: Object.fromEntries(new Headers(init?.headers).entries()), body })
    const result = answer(body)
    if (result instanceof Error) throw result
    return new Response(typeof result.body === "string" ? result.body : JSON.stringify(result.body), {
      status: result.status ?? 200,
      headers: { "content-type": "application/json" },
    })
  })
  return sent
}

describe("checkKey", () => {
  it("is valid when HasValidApiClient names a client, sending that key alone", async () => {
    const sent = apiAnswers(() => ({ body: { data: { client: { __typename: "ApiClient", id: "c1" } } } }))
    expect(await checkKey(ENDPOINT, "good-key")).toEqual({ key: "good-key", status: "valid", message: null })
    expect(sent[0].headers["api-key"]).toBe("good-key")
    expect(sent[0].headers.authorization).toBeUndefined()
  })

  it("is invalid when the API answers with no client", async () => {
    apiAnswers(() => ({ body: { data: { client: null } } }))
    expect(await checkKey(ENDPOINT, "bad-key")).toEqual({ key: "bad-key", status: "invalid", message: null })
  })

  it("is invalid when a gateway refuses the key with UNAUTHENTICATED before the query runs", async () => {
    apiAnswers(() => ({
      body: { errors: [{ message: "Unknown API key.", extensions: { code: "UNAUTHENTICATED" } }], data: null },
    }))
    expect(await checkKey(ENDPOINT, "revoked-key")).toEqual({ key: "revoked-key", status: "invalid", message: null })
  })

  it("could not be checked when the API is unreachable, or answers with an error", async () => {
    apiAnswers(() => new TypeError("Failed to fetch"))
    expect(await checkKey(ENDPOINT, "k1")).toMatchObject({ key: "k1", status: "unreachable" })
    apiAnswers(() => ({ body: { errors: [{ message: "Rate limit exceeded." }] } }))
    expect(await checkKey(ENDPOINT, "k2")).toEqual({ key: "k2", status: "error", message: "Rate limit exceeded." })
    apiAnswers(() => ({ body: "<html>Bad gateway</html>", status: 502 }))
    expect(await checkKey(ENDPOINT, "k3")).toMatchObject({ key: "k3", status: "error" })
  })
})

describe("openSession", () => {
  const user = { __typename: "User", id: "7", email: "anna@example.ch", firstName: "Anna", lastName: "Muster" }

  it("loads the profile with the identity token, and says in words when Me fails", async () => {
    const sent = apiAnswers((body) =>
      body.operationName === "Me"
        ? { body: { data: { me: { __typename: "Profile", id: "uid-1", user } } } }
        : { body: { data: null } },
    )
    const session = openSession({ endpoint: ENDPOINT, activeModes: [], apiKey: null, getIdToken: async () => "t" })
    expect(await session.loadProfile()).toEqual({
      ok: true,
      value: { __typename: "User", id: "7", email: "anna@example.ch", firstName: "Anna", lastName: "Muster" },
    })
    expect(sent[0].headers.authorization).toBe("Bearer t")
    apiAnswers(() => ({ body: { errors: [{ message: "The identity token has expired." }] } }))
    expect(await session.loadProfile()).toEqual({ ok: false, message: "The identity token has expired." })
    session.close()
  })

  it("reads superAdmin from MyPermissions, and a failure as no permission", async () => {
    const permissions = [{ __typename: "GlobalPermission", permission: "superAdmin" }]
    apiAnswers(() => ({
      body: { data: { me: { __typename: "Profile", id: "uid-1", user: { ...user, globalPermissions: permissions } } } },
    }))
    const session = openSession({ endpoint: ENDPOINT, activeModes: [], apiKey: null, getIdToken: async () => "t" })
    expect(await session.loadIsSuperAdmin()).toBe(true)
    apiAnswers(() => new TypeError("Failed to fetch"))
    expect(await session.loadIsSuperAdmin()).toBe(false)
    session.close()
  })
})
