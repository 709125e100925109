import type { FirebaseConfig } from "../../hosting/config"
import { emulatorConfig, helperPortTaken } from "../lib/emulator-config"

const deployable: FirebaseConfig = {
  hosting: {
    public: "build/site",
    trailingSlash: true,
    cleanUrls: true,
    headers: [{ source: "**", headers: [{ key: "Content-Security-Policy", value: "default-src 'self'" }] }],
  },
  emulators: {
    auth: { host: "127.0.0.1", port: 9099 },
    hosting: { host: "127.0.0.1", port: 9000 },
    ui: { enabled: false },
  },
}

describe("emulatorConfig", () => {
  it("keeps every Hosting rule production deploys; only the folder and the ports change", () => {
    const config = emulatorConfig(deployable, { hosting: 41001, auth: 41002, hub: 41003, logging: 41004 })
    expect(config.hosting).toEqual({ ...deployable.hosting, public: "public" })
    expect(config.emulators).toEqual({
      auth: { host: "127.0.0.1", port: 41002 },
      hosting: { host: "127.0.0.1", port: 41001 },
      hub: { host: "127.0.0.1", port: 41003 },
      logging: { host: "127.0.0.1", port: 41004 },
      ui: { enabled: false },
      singleProjectMode: true,
    })
  })

  it("leaves Auth out when only Hosting runs", () => {
    expect(emulatorConfig(deployable, { hosting: 41001, hub: 41003, logging: 41004 }).emulators).not.toHaveProperty(
      "auth",
    )
  })
})

describe("emulatorConfig with the MCP endpoint's function", () => {
  const withFunctions: FirebaseConfig = {
    ...deployable,
    functions: [{ source: "functions", codebase: "default", runtime: "nodejs20" }],
  }

  it("serves the functions from the given folder, on its port, as deployed otherwise", () => {
    const config = emulatorConfig(
      withFunctions,
      { hosting: 41001, functions: 41005, hub: 41003, logging: 41004 },
      "../../work/main/functions",
    )
    expect(config.functions).toEqual([
      { source: "../../work/main/functions", codebase: "default", runtime: "nodejs20" },
    ])
    expect(config.emulators).toMatchObject({ functions: { host: "127.0.0.1", port: 41005 } })
  })

  it("leaves the functions out when their emulator does not run", () => {
    const config = emulatorConfig(withFunctions, { hosting: 41001, hub: 41003, logging: 41004 }, "functions")
    expect(config).not.toHaveProperty("functions")
    expect(config.emulators).not.toHaveProperty("functions")
  })
})

describe("helperPortTaken", () => {
  it("is true when the hub's port was taken before it could listen, as a CI run printed it", () => {
    const output = [
      "i  emulators: Starting emulators: hosting",
      "⚠  hub: Port 36359 is not open on 127.0.0.1, could not start emulator hub.",
      "i  emulators: Shutting down emulators.",
      "Error: Could not start emulator hub, port taken.",
    ].join("\n")
    expect(helperPortTaken(output)).toBe(true)
  })

  it("is true for the logging emulator's port too", () => {
    expect(helperPortTaken("Error: Could not start Logging Emulator, port taken.")).toBe(true)
  })

  it("is false when the site's own port is taken, or the emulators stopped for another reason", () => {
    expect(helperPortTaken("Error: Could not start Hosting Emulator, port taken.")).toBe(false)
    expect(helperPortTaken("Error: Failed to load function definition from source")).toBe(false)
  })
})
