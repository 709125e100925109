/**
 * The store's schema, from the versioned SQL files of feedback/migrations
 * (NNNN_name.sql), applied in order at start, each in its own transaction
 * with its version recorded: the same runner in production, in `npm start`
 * and in the tests. A database already at a version gets only what is newer.
 */
import fs from "node:fs"
import path from "node:path"
import type { Sql } from "./sql"

export const MIGRATIONS_DIR = path.resolve(__dirname, "..", "migrations")

export interface Migration {
  version: string
  name: string
  sql: string
}

/** The migrations in `dir`, oldest first; a file not named NNNN_name.sql is refused by name. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .map((file) => {
      const match = /^(\d{4})_([a-z0-9_-]+)\.sql$/.exec(file)
      if (!match) throw new Error(`${path.join(dir, file)}: a migration is named NNNN_name.sql`)
      return { version: match[1], name: match[2], sql: fs.readFileSync(path.join(dir, file), "utf8") }
    })
}

/** Applies what the database lacks; returns the versions applied now. */
export async function migrate(sql: Sql, migrations: readonly Migration[] = readMigrations()): Promise<string[]> {
  await sql.query(
    "CREATE TABLE IF NOT EXISTS feedback_migrations (version TEXT PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())",
  )
  const done = new Set(
    (await sql.query<{ version: string }>("SELECT version FROM feedback_migrations")).map((row) => row.version),
  )
  const applied: string[] = []
  for (const migration of migrations) {
    if (done.has(migration.version)) continue
    await sql.transaction(async (tx) => {
      await tx.exec(migration.sql)
      await tx.query("INSERT INTO feedback_migrations (version, name) VALUES ($1, $2)", [
        migration.version,
        migration.name,
      ])
    })
    applied.push(migration.version)
  }
  return applied
}
