import { buildHeaders } from "../authorization-modes"
import { renderSnippet } from "../code-samples"
import {
  GRAPHQL_ACCEPT,
  RedirectRefused,
  credentialSafeFetch,
  getText,
  graphqlHeaders,
  graphqlRequestBody,
  networkCause,
  notGraphQLReason,
  postGraphQL,
  redirectRule,
  shownAddress,
} from "../graphql-http"

/** A clock that moves `step` ms each time it is read. */
const steppingClock = (step: number) => {
  let time = 0
  return () => (time += step) - step
}

type FakeFetch = jest.Mock<Promise<Response>, [input: RequestInfo | URL, init?: RequestInit]>

/** A fetch that answers every request with `respond()`, and records what it was sent. */
const answering = (respond: () => Response | Promise<Response>): FakeFetch =>
  jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => respond())

const failing = (error: unknown): FakeFetch =>
  jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit): Promise<Response> => {
    throw error
  })

const sent = (fetch: FakeFetch) => {
  const [url, init] = fetch.mock.calls[0]
  return { url, init: init as RequestInit, headers: new Headers(init?.headers) }
}

const url = "http://api.invalid/graphql"

describe("the accept header", () => {
  it("is the code samples' accept header, so a copied sample and the site ask alike", () => {
    for (const language of ["curl", "javascript", "python"] as const)
      expect(renderSnippet(language, { query: "{ a }", variables: null, operationName: null }, url, [])).toContain(
        GRAPHQL_ACCEPT,
      )
    expect(GRAPHQL_ACCEPT).toBe("application/graphql-response+json, application/json")
  })
})

describe("graphqlHeaders", () => {
  it("sends JSON, accepts GraphQL responses, and adds the credentials buildHeaders decides on", () => {
    const credentials = { activeModes: ["apiKey"] as const, apiKey: "k", token: "t" }
    expect(graphqlHeaders(credentials)).toEqual({
      "content-type": "application/json",
      accept: GRAPHQL_ACCEPT,
      ...buildHeaders(credentials),
    })
    expect(graphqlHeaders(credentials)).toEqual({
      "content-type": "application/json",
      accept: GRAPHQL_ACCEPT,
      "api-key": "k",
    })
    expect(graphqlHeaders(credentials, "identity").authorization).toBe("Bearer t")
  })
})

describe("graphqlRequestBody", () => {
  it("holds the query, and variables and operationName only when there are any", () => {
    expect(JSON.parse(graphqlRequestBody({ query: "{ a }", variables: null, operationName: "" }))).toEqual({
      query: "{ a }",
    })
    expect(graphqlRequestBody({ query: "query Q { a }", variables: { first: 2 }, operationName: "Q" })).toBe(
      '{"query":"query Q { a }","variables":{"first":2},"operationName":"Q"}',
    )
  })
})

describe("networkCause", () => {
  it("names Node's error codes in words, with the code", () => {
    const refused = new TypeError("fetch failed", {
      cause: Object.assign(new Error("connect"), { code: "ECONNREFUSED" }),
    })
    expect(networkCause(refused)).toBe("connection refused (ECONNREFUSED)")
    const odd = new TypeError("fetch failed", { cause: Object.assign(new Error("odd thing"), { code: "EODD" }) })
    expect(networkCause(odd)).toBe("odd thing (EODD)")
  })

  it("says the cause's message, or the error's own when it has no cause", () => {
    expect(networkCause(new TypeError("fetch failed", { cause: new Error("other side hung up") }))).toBe(
      "other side hung up",
    )
    expect(networkCause(new TypeError("Failed to fetch"))).toBe("Failed to fetch")
  })
})

describe("notGraphQLReason", () => {
  it("checks the status first, then for a page, then for an empty body", () => {
    expect(notGraphQLReason({ ok: false, contentType: "text/html", text: "" })).toBe("http-error")
    expect(notGraphQLReason({ ok: true, contentType: "text/html; charset=utf-8", text: "x" })).toBe("html")
    expect(notGraphQLReason({ ok: true, contentType: "text/plain", text: "  <!DOCTYPE html><p>" })).toBe("html")
    expect(notGraphQLReason({ ok: true, contentType: "application/json", text: " \n" })).toBe("empty")
    expect(notGraphQLReason({ ok: true, contentType: "application/json", text: "[1]" })).toBe("not-json")
  })
})

describe("postGraphQL", () => {
  it("POSTs the request with the ready headers as given, and measures the answer", async () => {
    const fetch = answering(
      () =>
        new Response('{"data":{"name":"Rösti"}}', {
          status: 200,
          statusText: "OK",
          headers: { "content-type": "application/graphql-response+json" },
        }),
    )
    const outcome = await postGraphQL(
      url,
      { query: "{ name }" },
      { headers: { "x-only": "this" }, fetch, now: steppingClock(7) },
    )
    expect(outcome).toEqual({
      kind: "answer",
      body: { data: { name: "Rösti" } },
      status: 200,
      statusText: "OK",
      ok: true,
      contentType: "application/graphql-response+json",
      text: '{"data":{"name":"Rösti"}}',
      sizeBytes: 26,
      durationMs: 7,
    })
    const request = sent(fetch)
    expect(request.url).toBe(url)
    expect(request.init.method).toBe("POST")
    expect(request.init.body).toBe('{"query":"{ name }"}')
    expect([...request.headers.keys()]).toEqual(["x-only"])
    expect(request.init.signal).toBeUndefined()
  })

  it("sends the headers of the credentials, as buildHeaders decides", async () => {
    const fetch = answering(() => Response.json({ data: null }))
    await postGraphQL(
      url,
      { query: "{ me { id } }" },
      { credentials: { activeModes: ["user"], apiKey: "k", token: "t" }, fetch },
    )
    expect(Object.fromEntries(sent(fetch).headers)).toEqual({
      "content-type": "application/json",
      accept: GRAPHQL_ACCEPT,
      authorization: "Bearer t",
    })
  })

  it("sends JSON and the accept header, and no credential, when given neither headers nor credentials", async () => {
    const fetch = answering(() => Response.json({ data: null }))
    await postGraphQL(url, { query: "{ a }" }, { fetch })
    expect(Object.fromEntries(sent(fetch).headers)).toEqual({
      "content-type": "application/json",
      accept: GRAPHQL_ACCEPT,
    })
  })

  it("takes a JSON object as the answer whatever the status, so the caller reads a server's GraphQL errors", async () => {
    const body = { errors: [{ message: "Unknown API key" }] }
    const outcome = await postGraphQL(
      url,
      { query: "{ a }" },
      {
        fetch: answering(() => Response.json(body, { status: 401, statusText: "Unauthorized" })),
      },
    )
    expect(outcome).toMatchObject({ kind: "answer", body, status: 401, statusText: "Unauthorized", ok: false })
  })

  it.each([
    ["an HTTP error", () => new Response("Bad Gateway", { status: 502 }), "http-error"],
    ["an HTML page", () => new Response("<html><body>Sign in</body></html>", { status: 200 }), "html"],
    ["an empty body", () => new Response("", { status: 200 }), "empty"],
    ["JSON that is not an object", () => Response.json([1, 2]), "not-json"],
    ["not JSON at all", () => new Response("ok", { status: 200 }), "not-json"],
  ])("says an answer is not GraphQL: %s", async (_, respond, reason) => {
    const outcome = await postGraphQL(url, { query: "{ a }" }, { fetch: answering(respond) })
    expect(outcome).toMatchObject({ kind: "not-graphql", reason })
  })

  it("says why no response came", async () => {
    const refused = new TypeError("fetch failed", { cause: Object.assign(new Error("x"), { code: "ECONNREFUSED" }) })
    const outcome = await postGraphQL(url, { query: "{ a }" }, { fetch: failing(refused), now: steppingClock(3) })
    expect(outcome).toEqual({
      kind: "no-response",
      reason: "network",
      cause: "connection refused (ECONNREFUSED)",
      error: refused,
      durationMs: 3,
    })
  })

  it("gives the fetch a timeout signal, and says when the time ran out", async () => {
    const fetch: FakeFetch = jest.fn(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
        ),
    )
    const outcome = await postGraphQL(url, { query: "{ a }" }, { fetch, timeoutMs: 1 })
    expect(sent(fetch).init.signal).toBeInstanceOf(AbortSignal)
    expect(outcome).toMatchObject({ kind: "no-response", reason: "timeout", cause: "no answer within 1 ms" })
  })

  it("says the time in seconds", async () => {
    const timeout = new DOMException("The operation was aborted due to timeout", "TimeoutError")
    const outcome = await postGraphQL(url, { query: "{ a }" }, { fetch: failing(timeout), timeoutMs: 30_000 })
    expect(outcome).toMatchObject({ kind: "no-response", reason: "timeout", cause: "no answer within 30 s" })
  })

  it("says when the body broke off", async () => {
    const response = new Response("{}", { status: 200, statusText: "OK" })
    jest.spyOn(response, "text").mockRejectedValue(new Error("terminated"))
    const outcome = await postGraphQL(
      url,
      { query: "{ a }" },
      { fetch: answering(() => response), now: steppingClock(5) },
    )
    expect(outcome).toMatchObject({
      kind: "broke-off",
      status: 200,
      statusText: "OK",
      cause: "terminated",
      durationMs: 5,
    })
  })

  it("does not send a header that cannot be sent", async () => {
    const fetch = answering(() => Response.json({ data: {} }))
    const outcome = await postGraphQL(url, { query: "{ a }" }, { headers: { "bad name": "x" }, fetch })
    expect(outcome.kind).toBe("not-sent")
    expect(fetch).not.toHaveBeenCalled()
  })
})

describe("getText", () => {
  it("GETs a text with the headers given", async () => {
    const fetch = answering(
      () => new Response("type Query { a: Int }\n", { headers: { "content-type": "text/plain" } }),
    )
    const outcome = await getText(url, { headers: { accept: "application/graphql" }, fetch })
    expect(outcome).toMatchObject({ kind: "answer", body: "type Query { a: Int }\n", status: 200 })
    expect(sent(fetch).init.method).toBe("GET")
    expect(sent(fetch).headers.get("accept")).toBe("application/graphql")
  })

  it.each([
    ["an HTTP error", () => new Response("type Query { a: Int }", { status: 404 }), "http-error"],
    ["an HTML page", () => new Response("<!doctype html><title>x</title>", { status: 200 }), "html"],
    ["an empty body", () => new Response("", { status: 200 }), "empty"],
  ])("says a text is not usable: %s", async (_, respond, reason) => {
    expect(await getText(url, { fetch: answering(respond) })).toMatchObject({ kind: "not-graphql", reason })
  })
})

describe("redirects, for a request that carries credentials", () => {
  /** A fetch that answers each address from a table, and records every request with its headers. */
  const routing = (routes: Record<string, () => Response>) =>
    jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const href = typeof input === "string" ? input : input instanceof URL ? input.href : input.url
      expect(init?.redirect).toBe("manual")
      return (routes[href] ?? (() => new Response("no route", { status: 404 })))()
    })
  const redirect = (status: number, location: string) => () => new Response(null, { status, headers: { location } })
  const withKey = { credentials: { activeModes: ["apiKey"] as const, apiKey: "secret-key", token: null } }
  const calledAt = (fetch: ReturnType<typeof routing>) =>
    fetch.mock.calls.map(([input, init]) => [String(input), new Headers(init?.headers).get("api-key")])

  it("never follows one to another origin: the key stays, and the outcome says where it pointed, without the query", async () => {
    const fetch = routing({ [url]: redirect(307, "https://elsewhere.invalid/graphql?token=abc#x") })
    const outcome = await postGraphQL(url, { query: "{ a }" }, { ...withKey, fetch })
    expect(outcome).toMatchObject({
      kind: "redirected",
      status: 307,
      location: "https://elsewhere.invalid/graphql",
      cause:
        "The API answered HTTP 307, a redirect to https://elsewhere.invalid/graphql; your credentials were not sent there.",
    })
    expect(calledAt(fetch)).toEqual([[url, "secret-key"]])
  })

  it("follows a 307 or 308 on the same origin once, with the method, the body and the key", async () => {
    for (const status of [307, 308]) {
      const fetch = routing({
        [url]: redirect(status, "/v2/graphql"),
        "http://api.invalid/v2/graphql": () => Response.json({ data: { a: 1 } }),
      })
      const outcome = await postGraphQL(url, { query: "{ a }" }, { ...withKey, fetch })
      expect(outcome).toMatchObject({ kind: "answer", body: { data: { a: 1 } } })
      expect(calledAt(fetch)).toEqual([
        [url, "secret-key"],
        ["http://api.invalid/v2/graphql", "secret-key"],
      ])
      expect(fetch.mock.calls[1][1]).toMatchObject({ method: "POST", body: graphqlRequestBody({ query: "{ a }" }) })
    }
  })

  it("does not follow a second redirect, nor one that would turn the POST into a GET", async () => {
    const twice = routing({
      [url]: redirect(307, "/v2"),
      "http://api.invalid/v2": redirect(307, "/v3"),
    })
    expect(await postGraphQL(url, { query: "{ a }" }, { ...withKey, fetch: twice })).toMatchObject({
      kind: "redirected",
      location: "http://api.invalid/v3",
    })
    expect(twice).toHaveBeenCalledTimes(2)
    for (const status of [301, 302, 303]) {
      const fetch = routing({ [url]: redirect(status, "/v2") })
      expect(await postGraphQL(url, { query: "{ a }" }, { ...withKey, fetch })).toMatchObject({
        kind: "redirected",
        status,
      })
      expect(fetch).toHaveBeenCalledTimes(1)
    }
  })

  it("says the browser hides the address, for the opaque answer a browser gives", async () => {
    const opaque = { type: "opaqueredirect", status: 0, headers: new Headers(), body: null } as unknown as Response
    const outcome = await postGraphQL(url, { query: "{ a }" }, { ...withKey, fetch: jest.fn(async () => opaque) })
    expect(outcome).toMatchObject({ kind: "redirected", location: null })
    expect(outcome.kind === "redirected" && outcome.cause).toMatch(/does not show; your credentials were not sent/)
  })

  it("leaves a request without credentials to fetch's own redirects", async () => {
    const fetch = jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json({ data: {} }))
    await postGraphQL(url, { query: "{ a }" }, { fetch })
    expect(fetch.mock.calls[0][1]?.redirect).toBeUndefined()
  })

  it("holds for fetch's other users too (the site's Apollo client): a refused redirect rejects in words", async () => {
    const fetch = credentialSafeFetch(routing({ [url]: redirect(302, "https://elsewhere.invalid/") }))
    await expect(fetch(url, { method: "POST", headers: { authorization: "Bearer t0ken" } })).rejects.toThrow(
      new RedirectRefused(302, "https://elsewhere.invalid/"),
    )
  })
})

describe("redirectRule", () => {
  const from = new URL("https://api.example.ch/graphql")
  it.each([
    [307, "/v2", 0, "follow"],
    [308, "https://api.example.ch/v2", 0, "follow"],
    [307, "/v2", 1, "refuse"],
    [307, "https://api.example.ch:8443/v2", 0, "refuse"],
    [307, "http://api.example.ch/v2", 0, "refuse"],
    [302, "/v2", 0, "refuse"],
    [307, "http://[bad", 0, "refuse"],
  ])("%i to %s at hop %i: %s", (status, location, hop, decision) => {
    expect(Object.keys(redirectRule(from, status, location, hop))).toEqual([decision])
  })

  it("shows an address without its query, fragment, user or password", () => {
    expect(shownAddress(new URL("https://user:pw@elsewhere.invalid/a?key=1#b"))).toBe("https://elsewhere.invalid/a")
  })
})

describe("a header that cannot be sent", () => {
  it.each(["line\nbreak", "zero\0byte", "euro €"])("is named, never quoted: %j", async (value) => {
    const fetch = answering(() => Response.json({ data: {} }))
    const outcome = await postGraphQL(url, { query: "{ a }" }, { headers: { "api-key": value }, fetch })
    if (outcome.kind !== "not-sent") throw new Error(`expected not-sent, got ${outcome.kind}`)
    expect(outcome.cause).toBe("the value of the api-key header holds a character HTTP headers cannot carry")
    expect(JSON.stringify(outcome)).not.toContain(JSON.stringify(value).slice(1, -1))
  })
})
