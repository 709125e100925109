import { DEFAULT_DEMO_API_KEY, demoApiKeySetting, demoKeySentence, isLocalApiUrl, shownDemoApiKey } from "../demo-key"

const text = (key: string | null) =>
  demoKeySentence(key)
    .map((part) => (part.code ? `\`${part.text}\`` : part.text))
    .join("")

describe("the demo key", () => {
  it("is SANDBOX_DEMO_API_KEY when set, else the default, for the sandbox, npm start, the build and the tests alike", () => {
    expect(demoApiKeySetting({})).toBe(DEFAULT_DEMO_API_KEY)
    expect(demoApiKeySetting({ SANDBOX_DEMO_API_KEY: "" })).toBe(DEFAULT_DEMO_API_KEY)
    expect(demoApiKeySetting({ SANDBOX_DEMO_API_KEY: "zfv_team_key" })).toBe("zfv_team_key")
  })

  it("is shown by a build against the local sandbox only", () => {
    expect(shownDemoApiKey("http://127.0.0.1:4000/graphql", "zfv_team_key")).toBe("zfv_team_key")
    expect(shownDemoApiKey("http://localhost:4100/graphql", "zfv_team_key")).toBe("zfv_team_key")
    expect(shownDemoApiKey("https://api.zfv.example/graphql", "zfv_team_key")).toBeNull()
    expect(isLocalApiUrl("http://[::1]:4000/graphql")).toBe(true)
    expect(isLocalApiUrl("https://127.0.0.1.example.ch/graphql")).toBe(false)
    expect(isLocalApiUrl("not a url")).toBe(false)
  })

  it("reads as a sentence: the key locally, where keys come from in production", () => {
    expect(text("zfv_team_key")).toBe("The sandbox this site runs with accepts the demo key `zfv_team_key`.")
    expect(text(null)).toBe(
      "This site is built for the production API, so it shows no sandbox key: `npm start` prints the demo key of the sandbox it starts.",
    )
  })
})
