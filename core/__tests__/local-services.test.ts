import { DEFAULT_PORTS, localApiUrl, localFeedbackDatabaseUrl, localPort, localSiteOrigins } from "../local-services"

describe("local services", () => {
  it("uses a port's variable when it is set, and the default when it is not or is empty", () => {
    expect(localPort("sandboxApi", {})).toBe(DEFAULT_PORTS.sandboxApi)
    expect(localPort("sandboxApi", { SANDBOX_PORT: "" })).toBe(DEFAULT_PORTS.sandboxApi)
    expect(localPort("sandboxApi", { SANDBOX_PORT: "4100" })).toBe(4100)
    expect(localPort("site", { PORT: "0" })).toBe(0)
    expect(localPort("authEmulator", { FIREBASE_AUTH_EMULATOR_PORT: "9199" })).toBe(9199)
    expect(localPort("feedbackDatabase", {})).toBe(5433)
    expect(localPort("feedbackDatabase", { FEEDBACK_DB_PORT: "5533" })).toBe(5533)
  })

  it("names the variable when its value is not a port", () => {
    expect(() => localPort("site", { PORT: "nine" })).toThrow('PORT must be a port number (0–65535), got "nine"')
    expect(() => localPort("sandboxApi", { SANDBOX_PORT: "70000" })).toThrow("SANDBOX_PORT must be a port number")
  })

  it("builds the addresses from the ports", () => {
    expect(localApiUrl(4100)).toBe("http://127.0.0.1:4100/graphql")
    expect(localFeedbackDatabaseUrl()).toBe("postgres://postgres@127.0.0.1:5433/postgres?sslmode=disable")
    expect(localFeedbackDatabaseUrl(5533)).toBe("postgres://postgres@127.0.0.1:5533/postgres?sslmode=disable")
    expect(localSiteOrigins(9100)).toEqual([
      "http://localhost:9100",
      "http://127.0.0.1:9100",
      "http://localhost:8000",
      "http://127.0.0.1:8000",
    ])
  })
})
