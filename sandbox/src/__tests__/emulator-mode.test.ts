import type { Database } from "../db"
import { DEMO_KEY, prepareDatabase, startTestSandbox, testDatabases } from "./test-sandbox"

jest.setTimeout(60_000)

// With FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin accepts the emulator's
// unsigned tokens and asks the emulator whether the user still exists. Here the
// emulator address answers nothing; the browser tests cover a running emulator.
describe("identity tokens with the Auth emulator", () => {
  let db: Database
  let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
  const previous = process.env.FIREBASE_AUTH_EMULATOR_HOST
  beforeAll(async () => {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = "127.0.0.1:9"
    db = await prepareDatabase(testDatabases()[0][1])
    sandbox = await startTestSandbox(db)
  })
  afterAll(async () => {
    if (previous === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST
    else process.env.FIREBASE_AUTH_EMULATOR_HOST = previous
    await sandbox.close()
    await db.close()
  })

  it("says the identity service is unreachable, and still answers what the API key allows", async () => {
    const token = sandbox.identity.unsignedToken({ uid: "emulated-user", email: "emu@example.ch" })
    const response = await sandbox.gql("{ me { id } client { id } }", {
      headers: { authorization: `Bearer ${token}`, "api-key": DEMO_KEY },
    })
    expect(response.body.data).toEqual({ me: null, client: { id: "client_demo" } })
    expect(response.body.errors?.map((error) => [error.extensions?.code, error.message])).toEqual([
      ["UNAUTHENTICATED", "The identity token could not be checked: the identity service is unreachable."],
    ])
  })

  it("still refuses an expired emulator token", async () => {
    const token = sandbox.identity.unsignedToken({ uid: "emulated-user", expiresIn: -60 })
    const response = await sandbox.gql("{ me { id } }", { headers: { authorization: `Bearer ${token}` } })
    expect(response.body.errors?.[0].message).toBe(
      "The identity token has expired. Sign in again to get a fresh token.",
    )
  })
})
