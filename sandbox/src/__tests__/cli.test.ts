import type { Database } from "../db"
import { findClientByApiKey } from "../api-keys"
import { runCli } from "../cli"
import { upsertUser } from "../users"
import { prepareDatabase, testDatabases } from "./test-sandbox"

jest.setTimeout(60_000)

describe("sandbox CLI", () => {
  let db: Database
  let lines: string[]
  const run = (...args: string[]) => runCli(args, db, (line) => lines.push(line))
  beforeAll(async () => {
    db = await prepareDatabase(testDatabases()[0][1])
  })
  afterAll(() => db.close())
  beforeEach(() => {
    lines = []
  })

  it("creates a key that works, then revokes it", async () => {
    expect(await run("create-key", "Menu", "app")).toBe(0)
    const key = lines[1].split(": ")[1]
    const id = lines[0].split(" ")[3]
    expect(await findClientByApiKey(db, key)).toEqual({ id, name: "Menu app" })
    lines = []
    expect(await run("list-keys")).toBe(0)
    expect(lines).toContain(`${id}\tMenu app\tactive`)
    expect(await run("revoke-key", id)).toBe(0)
    expect(await findClientByApiKey(db, key)).toBeNull()
    expect(await run("revoke-key", id)).toBe(1)
  })

  it("grants and revokes a permission by email", async () => {
    await upsertUser(db, { uid: "cli-user", email: "Admin@Example.ch" }, "Ada", "Admin")
    expect(await run("grant", "admin@example.ch", "superAdmin")).toBe(0)
    expect(lines).toEqual(["Granted superAdmin to Admin@Example.ch."])
    expect(
      await db.query(
        "SELECT permission FROM user_permissions up JOIN users u ON u.id = up.user_id WHERE u.firebase_uid = 'cli-user'",
      ),
    ).toEqual([{ permission: "superAdmin" }])
    expect(await run("revoke", "cli-user", "superAdmin")).toBe(0)
    expect(
      await db.query(
        "SELECT permission FROM user_permissions up JOIN users u ON u.id = up.user_id WHERE u.firebase_uid = 'cli-user'",
      ),
    ).toEqual([])
  })

  it("explains what to do for an unknown user, and prints usage for a bad command", async () => {
    expect(await run("grant", "nobody@example.ch", "canGenerateImages")).toBe(1)
    expect(lines[0]).toMatch(/must sign in on the site and create their profile first/)
    lines = []
    expect(await run("grant", "x", "godMode")).toBe(2)
    expect(lines[0]).toMatch(/^Usage: npm run sandbox/)
  })
})
