import { localTokenVerifier, startSeededSandbox, type SandboxReader } from "../seeded-sandbox"
import { DEMO_KEY, codes, postGraphql, testConfig } from "./test-sandbox"

// Migrating and seeding a fresh PGlite database takes seconds on a busy 2-core machine.
jest.setTimeout(60_000)

const READER: SandboxReader = {
  token: "reader-token",
  uid: "seeded-reader",
  email: "seeded@example.ch",
  firstName: "Ada",
  lastName: "Muster",
}

describe("localTokenVerifier", () => {
  it("takes the reader's token as the reader and refuses any other, asking no one", async () => {
    const verifier = localTokenVerifier(READER)
    expect(await verifier.verify("reader-token")).toEqual({
      ok: true,
      identity: { uid: "seeded-reader", email: "seeded@example.ch" },
    })
    expect(await verifier.verify("another-token")).toEqual({ ok: false, message: "The identity token is not valid." })
    expect((await localTokenVerifier().verify("reader-token")).ok).toBe(false)
  })
})

describe("a seeded sandbox in process", () => {
  it("serves the seeded data with the demo key, and the reader with a profile; closing closes the database it opened", async () => {
    const sandbox = await startSeededSandbox({ config: testConfig(), reader: READER })
    const dishes = await postGraphql(sandbox.yoga, "{ dishes(first: 2) { nodes { name } } }", {
      headers: { "api-key": DEMO_KEY },
    })
    expect(dishes.body.errors).toBeUndefined()
    expect((dishes.body.data as { dishes: { nodes: unknown[] } }).dishes.nodes).toHaveLength(2)

    const me = await postGraphql(sandbox.yoga, "{ me { user { email firstName lastName } } }", {
      headers: { authorization: "Bearer reader-token" },
    })
    expect(me.body.data).toEqual({ me: { user: { email: "seeded@example.ch", firstName: "Ada", lastName: "Muster" } } })
    const stranger = await postGraphql(sandbox.yoga, "{ me { id } }", { headers: { authorization: "Bearer other" } })
    expect(codes(stranger)).toEqual(["UNAUTHENTICATED"])

    // A second sandbox on the same database sees the first one's changes and leaves the database open.
    const second = await startSeededSandbox({
      config: testConfig(),
      db: sandbox.db,
      prepare: async (db) => {
        await db.query("DELETE FROM dishes WHERE id NOT IN (SELECT id FROM dishes ORDER BY id LIMIT 1)")
      },
    })
    const left = await postGraphql(second.yoga, "{ dishes(first: 5) { nodes { name } } }", {
      headers: { "api-key": DEMO_KEY },
    })
    expect((left.body.data as { dishes: { nodes: unknown[] } }).dishes.nodes).toHaveLength(1)
    await second.close()
    expect(await sandbox.db.query("SELECT 1 AS one")).toEqual([{ one: 1 }])

    await sandbox.close()
    await expect(sandbox.db.query("SELECT 1")).rejects.toThrow()
  })
})
