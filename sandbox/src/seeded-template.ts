import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { MIGRATIONS_DIR, migrate, openPglite, type Database } from "./db"
import { seedDatabase } from "./seed"
import { loadOncePerKey } from "../../core/load-once"

/**
 * A fresh PGlite database starts from a copy of one that is already migrated
 * and seeded, kept as a tar file under .sandbox-data/templates/. PGlite's own
 * first start (initdb in WebAssembly) is most of a sandbox's start, and the
 * copy skips it along with the migrations and the seed: see benchmarks.md.
 *
 * The file is named by a hash of what makes it (PGlite's version, the
 * migrations, the seed's code and data), so a change to any of them makes a
 * new one on the next start; older ones are removed. Made once per machine
 * and checkout, written atomically, so concurrent test workers may each make
 * it without harm.
 */
const TEMPLATES_DIR = path.resolve(".sandbox-data/templates")

const SEED_SOURCES = ["sandbox/src/seed.ts", "sandbox/src/seed-data.ts", "sandbox/src/seeded-template.ts"]

/** The hash that names the template of the current migrations, seed and PGlite. */
export function templateKey(migrationsDir = MIGRATIONS_DIR): string {
  const hash = createHash("sha256")
  const pglite = JSON.parse(
    fs.readFileSync(path.resolve("node_modules/@electric-sql/pglite/package.json"), "utf8"),
  ) as {
    version: string
  }
  hash.update(`pglite ${pglite.version}\n`)
  for (const file of fs
    .readdirSync(migrationsDir)
    .filter((name) => name.endsWith(".sql"))
    .sort()) {
    hash.update(`${file}\n${fs.readFileSync(path.join(migrationsDir, file), "utf8")}\n`)
  }
  for (const file of SEED_SOURCES) hash.update(`${file}\n${fs.readFileSync(path.resolve(file), "utf8")}\n`)
  return hash.digest("hex").slice(0, 16)
}

/** The seeded template's tar in `dir`, read or made once per process; a failure is forgotten, so the next call tries again. */
const templateIn = loadOncePerKey(async (dir: string) => {
  const file = path.join(dir, `seeded-${templateKey()}.tar`)
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)])
  const db = await openPglite(null)
  let tar: Blob
  try {
    await migrate(db)
    await seedDatabase(db)
    tar = await db.dumpDataDir()
  } finally {
    await db.close()
  }
  fs.mkdirSync(dir, { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  fs.writeFileSync(temporary, Buffer.from(await tar.arrayBuffer()))
  fs.renameSync(temporary, file)
  for (const old of fs.readdirSync(dir)) {
    if (old.startsWith("seeded-") && old.endsWith(".tar") && old !== path.basename(file)) {
      fs.rmSync(path.join(dir, old), { force: true })
    }
  }
  return tar
})

/** The seeded template's tar, made now when this checkout has none. */
export function seededTemplate(dir = TEMPLATES_DIR): Promise<Blob> {
  return templateIn(dir)
}

/**
 * A migrated and seeded PGlite database: in memory when `dataDir` is null, else
 * in that folder. A folder that already holds a database is opened as it is, so
 * its data (keys made with the CLI, profiles) stays.
 */
export async function openSeededPglite(dataDir: string | null): Promise<Database> {
  if (dataDir && fs.existsSync(path.join(dataDir, "PG_VERSION"))) return openPglite(dataDir)
  return openPglite(dataDir, { from: await seededTemplate() })
}
