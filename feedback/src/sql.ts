/**
 * The store's connection to PostgreSQL: node-postgres (`pg`), the driver most
 * Node services use, over the wire protocol, in production (DATABASE_URL:
 * Cloud SQL or any managed Postgres) and locally (PGlite behind its socket
 * server, local-database.ts) alike, with the same SQL.
 */
import type { Pool, PoolClient } from "pg"

export interface Tx {
  query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]>
  /** Several statements, no parameters. */
  exec(text: string): Promise<void>
}

export interface Sql extends Tx {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>
  close(): Promise<void>
}

const txOf = (client: Pool | PoolClient): Tx => ({
  query: async <Row>(text: string, params: readonly unknown[] = []) =>
    (await client.query(text, params as unknown[])).rows as Row[],
  exec: async (text: string) => void (await client.query(text)),
})

/** A pool on `connectionString`; `max` connections at most. */
export async function connect(connectionString: string, options: { max?: number } = {}): Promise<Sql> {
  const { Pool } = await import("pg")
  // A query that gets no answer in 5 s fails (the database went away mid-query), so no request hangs on it.
  const pool = new Pool({
    connectionString,
    max: options.max ?? 5,
    connectionTimeoutMillis: 5_000,
    query_timeout: 5_000,
  })
  // A connection that breaks while idle must not crash the process; the next query gets a new one.
  pool.on("error", () => {})
  return {
    ...txOf(pool),
    async transaction(work) {
      const client = await pool.connect()
      // A connection that breaks mid-transaction rejects its query; its "error" event must not crash the process.
      const ignore = () => {}
      client.on("error", ignore)
      try {
        await client.query("BEGIN")
        const result = await work(txOf(client))
        await client.query("COMMIT")
        return result
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {})
        throw error
      } finally {
        client.off("error", ignore)
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
