import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { migrate, openPglite, type Database } from "../db"
import { seedDatabase } from "../seed"
import { openSeededPglite, seededTemplate, templateKey } from "../seeded-template"

jest.setTimeout(120_000)

const counts = async (db: Database) =>
  db.query<{ outlets: number; dishes: number; migrations: number }>(
    `SELECT (SELECT count(*)::int FROM outlets) AS outlets, (SELECT count(*)::int FROM dishes) AS dishes,
            (SELECT count(*)::int FROM schema_migrations) AS migrations`,
  )

describe("the seeded template", () => {
  it("gives a database with every migration and the seed, as migrating and seeding an empty one does", async () => {
    const made = await openPglite(null)
    await migrate(made)
    await seedDatabase(made)
    const copied = await openSeededPglite(null)
    expect(await counts(copied)).toEqual(await counts(made))
    expect(await migrate(copied)).toEqual([])
    expect(await seedDatabase(copied)).toBeNull()
    await Promise.all([made.close(), copied.close()])
  })

  it("is named by the migrations it holds, so a new migration makes a new one", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "zfv-migrations-"))
    for (const file of fs.readdirSync("sandbox/migrations"))
      fs.copyFileSync(path.join("sandbox/migrations", file), path.join(dir, file))
    const before = templateKey(dir)
    expect(templateKey(dir)).toBe(before)
    fs.writeFileSync(path.join(dir, "999_more.sql"), "CREATE TABLE later (id int);")
    expect(templateKey(dir)).not.toBe(before)
  })

  it("reads a folder's template once for every caller, and tries again after a failed read", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "zfv-templates-"))
    const file = path.join(dir, `seeded-${templateKey()}.tar`)
    fs.mkdirSync(file)
    await expect(seededTemplate(dir)).rejects.toThrow(/EISDIR/)
    fs.rmdirSync(file)
    fs.writeFileSync(file, "tar")
    const first = seededTemplate(dir)
    expect(seededTemplate(dir)).toBe(first)
    expect(await (await first).text()).toBe("tar")
    fs.writeFileSync(file, "changed")
    expect(await (await seededTemplate(dir)).text()).toBe("tar")
  })

  it("opens a data folder that already holds a database as it is, keeping its data", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "zfv-pglite-"))
    const first = await openSeededPglite(dir)
    await first.query("DELETE FROM dishes")
    await first.close()
    const again = await openSeededPglite(dir)
    expect((await counts(again))[0].dishes).toBe(0)
    await again.close()
    expect((await seededTemplate()).size).toBeGreaterThan(0)
  })
})
