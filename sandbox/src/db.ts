import fs from "node:fs"
import path from "node:path"

/** The part of a database connection that runs statements. */
export interface Queryable {
  /** Runs one statement with $1.. parameters and returns its rows. */
  query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]>
}

/** The sandbox's database: embedded PGlite or a PostgreSQL server, same SQL. */
export interface Database extends Queryable {
  readonly kind: "pglite" | "postgres"
  /** Runs several statements (no parameters) in one transaction. */
  execInTransaction(sql: string): Promise<void>
  close(): Promise<void>
}

/** A PGlite database, which can also be written out whole as a tar file (its data folder). */
interface PgliteDatabase extends Database {
  readonly kind: "pglite"
  dumpDataDir(): Promise<Blob>
}

/**
 * Embedded Postgres (WASM) with its data in `dataDir`, or in memory when `dataDir` is null. `from`: a data folder
 * written out by `dumpDataDir`, to start from instead of an empty database (seeded-template.ts).
 */
export async function openPglite(dataDir: string | null, options: { from?: Blob } = {}): Promise<PgliteDatabase> {
  const { PGlite } = await import("@electric-sql/pglite")
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true })
  const pglite = new PGlite({ ...(dataDir ? { dataDir } : {}), ...(options.from ? { loadDataDir: options.from } : {}) })
  await pglite.waitReady
  return {
    kind: "pglite",
    dumpDataDir: () => pglite.dumpDataDir("none"),
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const result = await pglite.query<Row>(text, params as unknown[])
      return result.rows
    },
    async execInTransaction(sql: string) {
      await pglite.transaction(async (tx) => {
        await tx.exec(sql)
      })
    },
    close: () => pglite.close(),
  }
}

/**
 * A PostgreSQL server at `connectionString` (node-postgres pool). With
 * `schema`, the tables live in that schema (created when missing), which
 * keeps test runs apart from other data in the same database.
 */
export async function openPostgres(connectionString: string, options: { schema?: string } = {}): Promise<Database> {
  const { Pool } = await import("pg")
  if (options.schema && !/^[a-z_][a-z0-9_]*$/.test(options.schema))
    throw new Error(`Invalid schema name "${options.schema}"`)
  const pool = new Pool({
    connectionString,
    max: 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  })
  if (options.schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${options.schema}`)
  await pool.query("SELECT 1")
  return {
    kind: "postgres",
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const result = await pool.query(text, params as unknown[])
      return result.rows as Row[]
    },
    async execInTransaction(sql: string) {
      const client = await pool.connect()
      try {
        await client.query("BEGIN")
        await client.query(sql)
        await client.query("COMMIT")
      } catch (error) {
        await client.query("ROLLBACK")
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}

export const MIGRATIONS_DIR = path.resolve("sandbox/migrations")

/** Applies the SQL files of `migrationsDir` not yet applied, in name order, each in a transaction. Returns the names applied. */
export async function migrate(db: Database, migrationsDir = MIGRATIONS_DIR): Promise<string[]> {
  await db.query(
    "CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
  )
  const applied = new Set(
    (await db.query<{ version: string }>("SELECT version FROM schema_migrations")).map((row) => row.version),
  )
  const files = fs
    .readdirSync(migrationsDir)
    .filter((file) => file.endsWith(".sql"))
    .sort()
  const done: string[] = []
  for (const file of files) {
    if (applied.has(file)) continue
    const sql = fs.readFileSync(path.join(migrationsDir, file), "utf8")
    await db.execInTransaction(
      `${sql}\nINSERT INTO schema_migrations (version) VALUES ('${file.replace(/'/g, "''")}');`,
    )
    done.push(file)
  }
  return done
}

/** Wraps a database to count the statements it runs (tests check for N+1 queries with it). */
export function countStatements(db: Database): { db: Database; count: () => number; reset: () => void } {
  let statements = 0
  return {
    db: {
      kind: db.kind,
      query: (text, params) => {
        statements++
        return db.query(text, params)
      },
      execInTransaction: (sql) => {
        statements++
        return db.execInTransaction(sql)
      },
      close: () => db.close(),
    },
    count: () => statements,
    reset: () => {
      statements = 0
    },
  }
}
