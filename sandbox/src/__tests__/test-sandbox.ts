import { DEFAULT_LIMITS, type SandboxConfig } from "../config"
import { openSeededPglite } from "../seeded-template"
import { openPostgres, type Database } from "../db"
import { serveOnLoopback, startSeededSandbox } from "../seeded-sandbox"
import { createSandboxYoga, prepareSandboxDatabase, type SandboxYoga } from "../yoga"
import { startTestIdentityService } from "./test-identity"

export const TEST_PROJECT = "zfv-test-project"
export const DEMO_KEY = "zfv_test_demo_key"
export const SITE_ORIGIN = "http://localhost:9000"

export const testConfig = (overrides: Partial<SandboxConfig> = {}): SandboxConfig => ({
  host: "127.0.0.1",
  port: 0,
  databaseUrl: null,
  dataDir: "",
  demoApiKey: DEMO_KEY,
  corsOrigins: [SITE_ORIGIN],
  firebaseProjectId: TEST_PROJECT,
  authEmulatorHost: null,
  limits: DEFAULT_LIMITS,
  ...overrides,
})

/**
 * The databases the API suite runs against: PGlite always, and PostgreSQL when
 * DATABASE_URL is set. On PostgreSQL each run uses its own schema, dropped at
 * the end, so no existing data is touched.
 */
export function testDatabases(): [string, () => Promise<Database>][] {
  const databases: [string, () => Promise<Database>][] = [["PGlite", () => openSeededPglite(null)]]
  const url = process.env.DATABASE_URL
  if (url) {
    databases.push([
      "PostgreSQL",
      async () => {
        const schema = `sandbox_test_${process.pid}_${Date.now()}`
        const db = await openPostgres(url, { schema })
        return {
          ...db,
          close: async () => {
            await db.query(`DROP SCHEMA ${schema} CASCADE`)
            await db.close()
          },
        }
      },
    ])
  } else {
    console.info(
      "DATABASE_URL is not set: the API suite runs on PGlite only. Set DATABASE_URL to a PostgreSQL server to run it there as well.",
    )
  }
  return databases
}

/** A fresh, migrated, seeded database with the demo key, on PGlite or PostgreSQL (testDatabases). */
export const prepareDatabase = async (open: () => Promise<Database>): Promise<Database> =>
  prepareSandboxDatabase(await open(), DEMO_KEY)

export interface GraphqlResponse {
  status: number
  headers: Headers
  body: {
    data?: Record<string, unknown> | null
    errors?: { message: string; extensions?: { code?: string; [key: string]: unknown } }[]
    extensions?: Record<string, unknown>
  }
}

export async function postGraphql(
  yoga: SandboxYoga,
  query: string,
  options: { variables?: Record<string, unknown>; headers?: Record<string, string> } = {},
): Promise<GraphqlResponse> {
  const response = await yoga.fetch("http://sandbox.test/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", ...options.headers },
    body: JSON.stringify({ query, variables: options.variables }),
  })
  return { status: response.status, headers: response.headers, body: await response.json() }
}

/** A sandbox on `db`, checking tokens in production mode against a local stand-in for Google's key server. */
export async function startTestSandbox(db: Database, config = testConfig()) {
  const identity = await startTestIdentityService(config.firebaseProjectId)
  const { yoga, close } = createSandboxYoga({ config, db, firebaseHttpAgent: identity.httpAgent })
  return {
    yoga,
    identity,
    gql: (query: string, options?: Parameters<typeof postGraphql>[2]) => postGraphql(yoga, query, options),
    close: async () => {
      await close()
      await identity.close()
    },
  }
}

export const codes = (response: GraphqlResponse) => (response.body.errors ?? []).map((error) => error.extensions?.code)

/** The identity token a served test sandbox accepts, for TEST_READER. */
export const TEST_ID_TOKEN = "test-reader-id-token"
export const TEST_READER = { uid: "test-reader", email: "reader@example.ch", firstName: "Robin", lastName: "Muster" }

export interface ServedSandbox {
  /** The GraphQL endpoint, http://127.0.0.1:<port>/graphql */
  url: string
  db: Database
  /** What the sandbox warned about (a resolver whose field left the schema, data that no longer fits). */
  warnings: string[]
  close: () => Promise<void>
}

/**
 * A seeded sandbox over HTTP on a free loopback port, as a live API would be
 * reached: it serves `schemaText` (content/schema.graphql by default),
 * accepts DEMO_KEY, and takes TEST_ID_TOKEN as TEST_READER, who has a
 * profile. `prepare` may change the data first (other values, fewer rows).
 * Given the `db` of another served sandbox, it serves that database (seeding
 * takes seconds) and leaves it open.
 */
export async function serveTestSandbox(
  options: { schemaText?: string; prepare?: (db: Database) => Promise<void>; db?: Database } = {},
): Promise<ServedSandbox> {
  const warnings: string[] = []
  const sandbox = await startSeededSandbox({
    config: testConfig(),
    reader: { token: TEST_ID_TOKEN, ...TEST_READER },
    db: options.db,
    prepare: options.prepare,
    schema: options.schemaText,
    warn: (line) => warnings.push(line),
  })
  const server = await serveOnLoopback(sandbox.yoga)
  return {
    url: server.url,
    db: sandbox.db,
    warnings,
    close: async () => {
      await server.close()
      await sandbox.close()
    },
  }
}
