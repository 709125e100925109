import {
  buildHeaders,
  modeStates,
  needsToken,
  parseActiveModes,
  toggleMode,
  type AuthorizationMode,
} from "../authorization-modes"

describe("mode rules", () => {
  it.each([
    // activeModes, hasKey, signedIn -> apiKey {enabled, active}, user {enabled, active}
    [["apiKey", "user"], true, true, [true, true], [true, true]],
    [["apiKey", "user"], false, true, [false, false], [true, true]],
    [["apiKey", "user"], true, false, [true, true], [false, false]],
    [["apiKey", "user"], false, false, [false, false], [false, false]],
    [["user"], true, true, [true, false], [true, true]],
    [["apiKey"], true, true, [true, true], [true, false]],
    [[], true, true, [true, false], [true, false]],
  ] as [AuthorizationMode[], boolean, boolean, [boolean, boolean], [boolean, boolean]][])(
    "modes %j, key %p, signed in %p",
    (active, hasKey, signedIn, apiKey, user) => {
      const states = modeStates(active, hasKey, signedIn)
      expect([states.apiKey.enabled, states.apiKey.active]).toEqual(apiKey)
      expect([states.user.enabled, states.user.active]).toEqual(user)
    },
  )

  it("toggles an enabled mode, keeping the order, and never a disabled one", () => {
    expect(toggleMode(["apiKey", "user"], "apiKey", true)).toEqual(["user"])
    expect(toggleMode(["user"], "apiKey", true)).toEqual(["apiKey", "user"])
    expect(toggleMode(["apiKey", "user"], "user", false)).toEqual(["apiKey", "user"])
    expect(toggleMode([], "user", false)).toEqual([])
  })

  it("reads the stored modes, defaulting to both", () => {
    expect(parseActiveModes(null)).toEqual(["apiKey", "user"])
    expect(parseActiveModes('["user"]')).toEqual(["user"])
    expect(parseActiveModes("[]")).toEqual([])
    expect(parseActiveModes('["user","admin","apiKey"]')).toEqual(["apiKey", "user"])
    expect(parseActiveModes("not json")).toEqual(["apiKey", "user"])
    expect(parseActiveModes('{"apiKey":true}')).toEqual(["apiKey", "user"])
  })
})

describe("buildHeaders", () => {
  const both: AuthorizationMode[] = ["apiKey", "user"]
  it.each([
    // modes, key, token -> headers (default operations)
    [both, "k", "t", { "api-key": "k", authorization: "Bearer t" }],
    [both, "k", null, { "api-key": "k" }],
    [both, null, "t", { authorization: "Bearer t" }],
    [both, null, null, {}],
    [["apiKey"], "k", "t", { "api-key": "k" }],
    [["user"], "k", "t", { authorization: "Bearer t" }],
    [[], "k", "t", {}],
    [["apiKey"], null, "t", {}],
    [["user"], "k", null, {}],
  ] as [AuthorizationMode[], string | null, string | null, Record<string, string>][])(
    "modes %j, key %p, token %p",
    (activeModes, apiKey, token, headers) => {
      expect(buildHeaders({ activeModes, apiKey, token })).toEqual(headers)
    },
  )

  it("sends the identity token with identity operations even when the user mode is off", () => {
    expect(buildHeaders({ activeModes: ["apiKey"], apiKey: "k", token: "t" }, "identity")).toEqual({
      "api-key": "k",
      authorization: "Bearer t",
    })
    expect(buildHeaders({ activeModes: [], apiKey: "k", token: null }, "identity")).toEqual({})
  })

  it("sends only the checked key with the key check", () => {
    expect(buildHeaders({ activeModes: both, apiKey: "k", token: "t" }, "apiKeyCheck", "checked")).toEqual({
      "api-key": "checked",
    })
    expect(buildHeaders({ activeModes: both, apiKey: "k", token: "t" }, "apiKeyCheck", null)).toEqual({})
  })

  it("asks for a token only when it will be sent", () => {
    expect(needsToken(["apiKey"], "default")).toBe(false)
    expect(needsToken(["user"], "default")).toBe(true)
    expect(needsToken([], "identity")).toBe(true)
    expect(needsToken(["user"], "apiKeyCheck")).toBe(false)
  })
})
