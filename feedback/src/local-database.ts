/**
 * The store on this machine: PGlite (Postgres in WASM) with its data in a
 * folder kept between starts, behind @electric-sql/pglite-socket, so the
 * endpoint and feedback:report connect over the wire protocol with `pg`, as
 * they do to a managed Postgres in production. `npm start` and the tests
 * start one on a free loopback port.
 */
import fs from "node:fs"

export interface LocalDatabase {
  /** postgres://… for pg (DATABASE_URL). */
  url: string
  stop(): Promise<void>
}

/** Starts PGlite with its data in `dataDir` (in memory when null) and its socket server on `port` (0: any free). */
export async function startLocalDatabase(dataDir: string | null, port = 0): Promise<LocalDatabase> {
  const { PGlite } = await import("@electric-sql/pglite")
  const { PGLiteSocketServer } = await import("@electric-sql/pglite-socket")
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true })
  const db = new PGlite(dataDir ? { dataDir } : {})
  await db.waitReady
  const server = new PGLiteSocketServer({ db, port, host: "127.0.0.1", maxConnections: 20 })
  await server.start()
  const conn = server.getServerConn()
  return {
    url: `postgres://postgres@${conn}/postgres?sslmode=disable`,
    async stop() {
      await server.stop()
      await db.close()
    },
  }
}
