import fs from "node:fs"
import path from "node:path"
import type { Agent } from "node:http"
import { createSchema, createYoga, type Plugin, type YogaServerInstance } from "graphql-yoga"
import { ensureDemoClient } from "./api-keys"
import { RequestAuth } from "./auth"
import type { SandboxConfig } from "./config"
import { migrate, openPglite, openPostgres, type Database } from "./db"
import { createFirebaseTokenVerifier, type TokenVerifier } from "./identity"
import { measureOperation } from "./limits"
import { createLoaders } from "./loaders"
import { apiError, type ErrorCode } from "./errors"
import { resolvers, type SandboxContext } from "./resolvers"
import { seedDatabase } from "./seed"
import { loadSchemaFile } from "../../gatsby/lib/schema-file"
import { SCHEMA_SOURCE } from "../../gatsby/schema-source"

export const SCHEMA_FILE = path.resolve(SCHEMA_SOURCE)

/**
 * The schema's SDL, checked by the same loader as the site build: a file that
 * graphql-js rejects stops the sandbox with its file, line, column and message.
 */
export function readSandboxSchema(file = SCHEMA_FILE): string {
  const text = fs.readFileSync(file, "utf8")
  loadSchemaFile(path.relative(process.cwd(), file) || file, text)
  return text
}

export type SandboxYoga = YogaServerInstance<object, SandboxContext>

export interface SandboxOptions {
  config: SandboxConfig
  /** The database to serve; it must be migrated and seeded already (see openSandboxDatabase). */
  db: Database
  /** Checks identity tokens; by default firebase-admin for config.firebaseProjectId. */
  verifier?: TokenVerifier
  /** Passed to firebase-admin for its key requests (tests serve the keys locally). */
  firebaseHttpAgent?: Agent
  /** The schema's SDL, already read with readSandboxSchema; read from content/schema.graphql when absent. */
  schemaText?: string
}

/**
 * Opens the configured database (PostgreSQL when DATABASE_URL is set, else
 * PGlite), applies migrations, seeds it once and, unless told not to (the
 * CLI), gives the demo client the configured key.
 */
export async function openSandboxDatabase(
  config: SandboxConfig,
  log: (line: string) => void = () => {},
  options: { setDemoKey?: boolean } = {},
): Promise<Database> {
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config.dataDir)
  const applied = await migrate(db)
  if (applied.length) log(`Applied migrations: ${applied.join(", ")}`)
  const seeded = await seedDatabase(db)
  if (seeded) log(`Seeded ${seeded.outlets} outlets, ${seeded.categories} menu categories, ${seeded.dishes} dishes`)
  if (options.setDemoKey !== false) await ensureDemoClient(db, config.demoApiKey)
  return db
}

const jsonError = (status: number, message: string, code: ErrorCode) =>
  new Response(JSON.stringify({ errors: [{ message, extensions: { code } }] }), {
    status,
    headers: { "content-type": "application/json; charset=utf-8" },
  })

/** Reads at most `limit` bytes of a request body; returns false when it is longer. */
async function bodyFitsLimit(request: Request, limit: number): Promise<boolean> {
  const declared = request.headers.get("content-length")
  if (declared !== null) return Number(declared) <= limit
  const reader = request.clone().body?.getReader()
  if (!reader) return true
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return true
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return false
    }
  }
}

/** GET /health, GET /schema.graphql, the body size limit, and Set-Cookie from resolvers. */
function sandboxHttpPlugin(options: {
  db: Database
  config: SandboxConfig
  schemaText: string
  pendingCookies: WeakMap<Request, string[]>
}): Plugin<SandboxContext> {
  return {
    async onRequest({ request, url, endResponse }) {
      if (request.method === "GET" && url.pathname === "/health") {
        try {
          await options.db.query("SELECT 1")
          endResponse(Response.json({ status: "ok", database: options.db.kind }))
        } catch {
          endResponse(Response.json({ status: "error", database: options.db.kind }, { status: 503 }))
        }
        return
      }
      if (request.method === "GET" && url.pathname === "/schema.graphql") {
        endResponse(
          new Response(options.schemaText, {
            headers: { "content-type": "text/plain; charset=utf-8", "access-control-allow-origin": "*" },
          }),
        )
        return
      }
      if (request.method === "POST" && !(await bodyFitsLimit(request, options.config.limits.maxBodyBytes))) {
        endResponse(
          jsonError(
            413,
            `The request body is larger than ${options.config.limits.maxBodyBytes} bytes.`,
            "PAYLOAD_TOO_LARGE",
          ),
        )
      }
    },
    onResponse({ request, response }) {
      for (const cookie of options.pendingCookies.get(request) ?? []) response.headers.append("set-cookie", cookie)
    },
  }
}

/** Rejects operations deeper or costlier than the configured limits, before they run. */
function operationLimitsPlugin(config: SandboxConfig): Plugin<SandboxContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const size = measureOperation(
        args.schema,
        args.document,
        args.operationName,
        args.variableValues as Record<string, unknown> | undefined,
      )
      if (!size) return
      const { maxDepth, maxCost } = config.limits
      if (size.depth > maxDepth) {
        setResultAndStopExecution({
          errors: [apiError("QUERY_TOO_DEEP", `The query is ${size.depth} levels deep; the limit is ${maxDepth}.`)],
        })
      } else if (size.cost > maxCost) {
        setResultAndStopExecution({
          errors: [
            apiError(
              "QUERY_TOO_COMPLEX",
              `The query could return about ${size.cost} fields; the limit is ${maxCost}. Ask for smaller pages ("first") or fewer nested lists.`,
            ),
          ],
        })
      }
    },
  }
}

/**
 * The sandbox API as a GraphQL Yoga instance, schema-first from
 * content/schema.graphql. main.ts serves it over HTTP; tests call yoga.fetch.
 */
export function createSandboxYoga(options: SandboxOptions): { yoga: SandboxYoga; close: () => Promise<void> } {
  const { config, db } = options
  const schemaText = options.schemaText ?? readSandboxSchema()
  const verifier =
    options.verifier ??
    createFirebaseTokenVerifier({ projectId: config.firebaseProjectId, httpAgent: options.firebaseHttpAgent })
  const pendingCookies = new WeakMap<Request, string[]>()

  const yoga = createYoga<object, SandboxContext>({
    schema: createSchema<SandboxContext>({ typeDefs: schemaText, resolvers }),
    graphqlEndpoint: "/graphql",
    // Yoga's own check answers 200 with no body; /health (above) also checks the database.
    healthCheckEndpoint: "/livez",
    graphiql: false,
    landingPage: false,
    maskedErrors: { isDev: false },
    logging: false,
    cors: {
      origin: config.corsOrigins,
      credentials: true,
      allowedHeaders: ["content-type", "api-key", "authorization"],
      methods: ["GET", "POST", "OPTIONS"],
      maxAge: 600,
    },
    plugins: [sandboxHttpPlugin({ db, config, schemaText, pendingCookies }), operationLimitsPlugin(config)],
    context: ({ request }) => {
      const setCookies: string[] = []
      pendingCookies.set(request, setCookies)
      return {
        db,
        loaders: createLoaders(db),
        auth: new RequestAuth(db, verifier, request.headers),
        verifier,
        setCookies,
        secure: new URL(request.url).protocol === "https:",
      }
    },
  })
  return { yoga, close: () => (options.verifier ? Promise.resolve() : verifier.close()) }
}
