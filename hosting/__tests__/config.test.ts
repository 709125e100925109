import fs from "node:fs"
import { deployableConfig, parseFirebaseConfig, policyOf, type FirebaseConfig } from "../config"

const base: FirebaseConfig = {
  hosting: {
    public: "public",
    trailingSlash: true,
    headers: [{ source: "**", headers: [{ key: "Cache-Control", value: "public, max-age=0, must-revalidate" }] }],
  },
  emulators: { auth: { port: 9099 } },
}

describe("deployableConfig", () => {
  it("is the base configuration with the policy on every response, ahead of the other rules", () => {
    const config = deployableConfig(base, "default-src 'self'")
    expect(config.hosting.headers).toEqual([
      { source: "**", headers: [{ key: "Content-Security-Policy", value: "default-src 'self'" }] },
      ...(base.hosting.headers ?? []),
    ])
    expect({ ...config, hosting: { ...config.hosting, headers: base.hosting.headers } }).toEqual(base)
    expect(policyOf(config)).toBe("default-src 'self'")
  })

  it("refuses a base configuration that sets the policy itself", () => {
    const withPolicy: FirebaseConfig = {
      hosting: {
        public: "public",
        headers: [{ source: "**", headers: [{ key: "content-security-policy", value: "x" }] }],
      },
    }
    expect(() => deployableConfig(withPolicy, "y")).toThrow("firebase.json sets Content-Security-Policy itself")
  })
})

describe("parseFirebaseConfig", () => {
  it("names the file when the hosting section is missing or is a list of sites", () => {
    expect(() => parseFirebaseConfig('{"emulators":{}}', "firebase.json")).toThrow(
      'firebase.json has no "hosting" section',
    )
    expect(() => parseFirebaseConfig('{"hosting":[{"public":"a"}]}', "firebase.json")).toThrow(
      '"hosting" must be one site with a "public" folder',
    )
  })

  it("accepts the project's firebase.json, which has no policy of its own", () => {
    const config = parseFirebaseConfig(fs.readFileSync("firebase.json", "utf8"), "firebase.json")
    expect(() => deployableConfig(config, "default-src 'self'")).not.toThrow()
    expect(config.hosting).toMatchObject({ public: "public", trailingSlash: true })
  })
})
