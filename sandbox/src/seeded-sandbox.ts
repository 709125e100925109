import http from "node:http"
import { openSeededPglite } from "./seeded-template"
import type { AddressInfo } from "node:net"
import { loadSandboxConfig, type SandboxConfig } from "./config"
import type { Database } from "./db"
import type { Identity, TokenVerifier } from "./identity"
import { upsertUser } from "./users"
import { createSandboxYoga, prepareSandboxDatabase, type SandboxInstance, type SandboxOptions } from "./yoga"

/**
 * A seeded sandbox in this process, on a fresh in-memory database, for code
 * that needs the API without starting the sandbox's own process: the tests,
 * `npm run docs:responses` (scripts/lib/record-doc-responses.ts) and the
 * sandbox bench. Identity tokens are checked here, not by Google or an
 * emulator: the one token accepted is the reader's, if there is one.
 */

/** A signed-in reader: the identity token the sandbox takes as theirs, and the names of their profile. */
export interface SandboxReader {
  token: string
  uid: string
  email: string
  firstName: string
  lastName: string
}

/** Accepts the reader's token as the reader and refuses every other token; with no reader, refuses them all. */
export function localTokenVerifier(reader?: Pick<SandboxReader, "token" | "uid" | "email">): TokenVerifier {
  const identity: Identity | null = reader ? { uid: reader.uid, email: reader.email } : null
  return {
    verify: async (token) =>
      identity && token === reader?.token
        ? { ok: true, identity }
        : { ok: false, message: "The identity token is not valid." },
    close: async () => {},
  }
}

interface SeededSandboxOptions extends Pick<SandboxOptions, "schema" | "warn"> {
  /** The local defaults by default (loadSandboxConfig({}), whatever the environment says); its demoApiKey is the demo client's. */
  config?: SandboxConfig
  /** The one signed-in reader the sandbox accepts; a fresh database gives them a profile. */
  reader?: SandboxReader
  /** Serves this database, prepared already (by another seeded sandbox), and leaves it open. */
  db?: Database
  /** Changes the data before the sandbox serves it (other values, fewer rows). */
  prepare?: (db: Database) => Promise<void>
}

interface SeededSandbox extends SandboxInstance {
  db: Database
  config: SandboxConfig
}

/** Starts a sandbox on a fresh, migrated and seeded database (or on `db`); `close` closes a database it opened. */
export async function startSeededSandbox(options: SeededSandboxOptions = {}): Promise<SeededSandbox> {
  const config = options.config ?? loadSandboxConfig({})
  const db = options.db ?? (await prepareSandboxDatabase(await openSeededPglite(null), config.demoApiKey))
  const ownDb = options.db ? null : db
  try {
    const { reader } = options
    if (ownDb && reader)
      await upsertUser(ownDb, { uid: reader.uid, email: reader.email }, reader.firstName, reader.lastName)
    await options.prepare?.(db)
    const sandbox = createSandboxYoga({
      config,
      db,
      verifier: localTokenVerifier(reader),
      schema: options.schema,
      warn: options.warn,
    })
    return {
      ...sandbox,
      db,
      config,
      close: async () => {
        await sandbox.close()
        await ownDb?.close()
      },
    }
  } catch (error) {
    await ownDb?.close()
    throw error
  }
}

/** Serves `handler` over HTTP on a free loopback port; `url` is its GraphQL endpoint, http://127.0.0.1:<port>/graphql. */
export async function serveOnLoopback(
  handler: http.RequestListener,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
