import { API_KEY_PLACEHOLDER } from "../code-samples"
import { maskApiKey, sampleHeaderPlan, sampleHeaders } from "../sample-credentials"

describe("which headers a sample shows (the same rule as the site's calls)", () => {
  const plan = (activeModes: ("apiKey" | "user")[], apiKey: string | null, signedIn: boolean) =>
    sampleHeaderPlan({ activeModes, apiKey, signedIn })

  it("with a key and the apiKey mode on: the key", () => {
    expect(plan(["apiKey", "user"], "zfv_sandbox_demo_key", false)).toEqual({ apiKey: "key", authorization: false })
    expect(plan(["apiKey"], "zfv_sandbox_demo_key", true)).toEqual({ apiKey: "key", authorization: false })
  })

  it("with a key and the apiKey mode off: no api-key line", () => {
    expect(plan(["user"], "zfv_sandbox_demo_key", false)).toEqual({ apiKey: null, authorization: false })
    expect(plan([], "zfv_sandbox_demo_key", true)).toEqual({ apiKey: null, authorization: false })
  })

  it("signed in with the user mode on: an Authorization line, with or without a key", () => {
    expect(plan(["apiKey", "user"], "zfv_sandbox_demo_key", true)).toEqual({ apiKey: "key", authorization: true })
    expect(plan(["user"], "zfv_sandbox_demo_key", true)).toEqual({ apiKey: null, authorization: true })
    expect(plan(["apiKey", "user"], null, true)).toEqual({ apiKey: null, authorization: true })
  })

  it("with no key and no signed-in user: the key placeholder, whatever the modes", () => {
    expect(plan(["apiKey", "user"], null, false)).toEqual({ apiKey: "placeholder", authorization: false })
    expect(plan([], null, false)).toEqual({ apiKey: "placeholder", authorization: false })
    expect(plan(["apiKey"], null, true)).toEqual({ apiKey: "placeholder", authorization: false })
  })

  it("masks the key until it is revealed, copies the real key, and never holds a live token", () => {
    const key = "zfv_sandbox_demo_key"
    expect(sampleHeaders({ apiKey: "key", authorization: true }, key, false)).toEqual({
      shown: [
        { name: "api-key", value: "zfv_…_key" },
        { name: "Authorization", value: "Bearer <YOUR_ID_TOKEN>" },
      ],
      copied: [
        { name: "api-key", value: key },
        { name: "Authorization", value: "Bearer <YOUR_ID_TOKEN>" },
      ],
    })
    expect(sampleHeaders({ apiKey: "key", authorization: false }, key, true).shown).toEqual([
      { name: "api-key", value: key },
    ])
    expect(sampleHeaders({ apiKey: "placeholder", authorization: false }, null, false)).toEqual({
      shown: [{ name: "api-key", value: API_KEY_PLACEHOLDER }],
      copied: [{ name: "api-key", value: API_KEY_PLACEHOLDER }],
    })
    expect(sampleHeaders({ apiKey: null, authorization: false }, key, true)).toEqual({ shown: [], copied: [] })
  })

  it("masks a key to its first and last four characters, and a short key entirely", () => {
    expect(maskApiKey("zfv_sandbox_demo_key")).toBe("zfv_…_key")
    expect(maskApiKey("zfv_5Jq9xYz0AbCdEfGhIjKlMnOpQrStUvWxYz01234")).toBe("zfv_…1234")
    expect(maskApiKey("short")).toBe("…")
  })
})
