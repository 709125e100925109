import http from "node:http"
import type { AddressInfo } from "node:net"
import { runScript } from "../harness/run-script"
import { doneMessage, noUserMessage, parseWritersArgs, writersTarget } from "../lib/writers"

jest.setTimeout(60_000)

describe("npm run writers: its arguments", () => {
  it("grant or revoke, and one email (kept in lower case)", () => {
    expect(parseWritersArgs(["grant", "Wanda@Example.ch"])).toEqual({ action: "grant", email: "wanda@example.ch" })
    expect(parseWritersArgs(["revoke", "w@example.ch"])).toEqual({ action: "revoke", email: "w@example.ch" })
  })

  it("says what is wrong, with the usage", () => {
    const usage = "usage: npm run writers -- grant <email> | revoke <email>"
    expect(() => parseWritersArgs([])).toThrow(usage)
    expect(() => parseWritersArgs(["add", "w@example.ch"])).toThrow(`unknown command "add" (${usage})`)
    expect(() => parseWritersArgs(["grant"])).toThrow(`grant needs an email (${usage})`)
    expect(() => parseWritersArgs(["grant", "a@b.ch", "c@d.ch"])).toThrow("one email at a time, not also c@d.ch")
    expect(() => parseWritersArgs(["grant", "wanda"])).toThrow('"wanda" is not an email address')
  })
})

describe("npm run writers: which identity service it changes", () => {
  it("by default, npm start's Auth emulator for the local demo project, on its port", () => {
    expect(writersTarget({})).toEqual({ projectId: "demo-zfv-docs", emulatorHost: "127.0.0.1:9099" })
    expect(writersTarget({ FIREBASE_AUTH_EMULATOR_PORT: "9199" })).toEqual({
      projectId: "demo-zfv-docs",
      emulatorHost: "127.0.0.1:9199",
    })
  })

  it("a real project (the site's, or FIREBASE_PROJECT) is production, unless an emulator is named", () => {
    expect(writersTarget({ GATSBY_FIREBASE_PROJECT_ID: "zfv-docs" })).toEqual({
      projectId: "zfv-docs",
      emulatorHost: null,
    })
    expect(writersTarget({ GATSBY_FIREBASE_PROJECT_ID: "zfv-docs", FIREBASE_PROJECT: "zfv-docs-staging" })).toEqual({
      projectId: "zfv-docs-staging",
      emulatorHost: null,
    })
    expect(
      writersTarget({ GATSBY_FIREBASE_PROJECT_ID: "zfv-docs", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:1" }),
    ).toEqual({ projectId: "zfv-docs", emulatorHost: "127.0.0.1:1" })
  })

  it("says what it did, and where", () => {
    const local = { projectId: "demo-zfv-docs", emulatorHost: "127.0.0.1:9099" }
    expect(doneMessage("grant", "w@example.ch", local)).toBe(
      "w@example.ch is now a writer (project demo-zfv-docs, Auth emulator at 127.0.0.1:9099): " +
        "they see the report at /writers/feedback/ after a reload.",
    )
    expect(doneMessage("revoke", "w@example.ch", { projectId: "zfv-docs", emulatorHost: null })).toBe(
      "w@example.ch is no longer a writer (project zfv-docs, production); their sessions were signed out.",
    )
  })
})

describe("npm run writers, as a command", () => {
  // A stand-in for the Auth emulator's account lookup that knows no account.
  let server: http.Server
  let host: string
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      req.resume()
      req.on("end", () => res.writeHead(200, { "content-type": "application/json" }).end("{}"))
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    host = `127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const run = (args: string[], env: Record<string, string>) =>
    runScript("scripts/writers.ts", args, {
      env,
      without: ["FIREBASE_AUTH_EMULATOR_HOST", "FIREBASE_PROJECT", "GATSBY_FIREBASE_PROJECT_ID"],
    })

  it("an email with no account: exit 1, 'No user with the email …'", async () => {
    const result = await run(["grant", "nobody@example.ch"], { FIREBASE_AUTH_EMULATOR_HOST: host })
    expect(result.status).toBe(1)
    expect(result.stderr.trim()).toBe(
      `writers: ${noUserMessage("nobody@example.ch", { projectId: "demo-zfv-docs", emulatorHost: host })}`,
    )
  })

  it("no emulator running: exit 1, saying to start it", async () => {
    const result = await run(["revoke", "w@example.ch"], { FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:1" })
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(
      /^writers: Cannot reach the Auth emulator at 127\.0\.0\.1:1 \(.*\): start it with npm start\.\n$/,
    )
  })

  it("a bad argument: exit 1 with the usage", async () => {
    const result = await run(["promote", "w@example.ch"], {})
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('writers: unknown command "promote"')
  })
})
