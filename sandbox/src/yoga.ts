import fs from "node:fs"
import { openSeededPglite } from "./seeded-template"
import path from "node:path"
import type { Agent } from "node:http"
import { createYoga, type Plugin, type YogaServerInstance } from "graphql-yoga"
import { ensureDemoClient } from "./api-keys"
import { RequestAuth } from "./auth"
import { SANDBOX_SCHEMA_VARIABLE, type SandboxConfig } from "./config"
import { migrate, openPostgres, type Database } from "./db"
import { createFirebaseTokenVerifier, type TokenVerifier } from "./identity"
import { createLoaders } from "./loaders"
import { apiError, type ErrorCode } from "./errors"
import { resolvers, type SandboxContext } from "./resolvers"
import { seedDatabase } from "./seed"
import { SCHEMA_SOURCE, buildSchemaFromText, readScalarExamples, type LoadedSchema } from "../../schema"
import { limitProblems, measureOperation, measureResponse } from "../../schema/cost"
import { bindResolvers, type BoundSchema } from "./bind-resolvers"
import { createValueGenerator } from "./generated-values"

const SCHEMA_FILE = path.resolve(SCHEMA_SOURCE)

/** The file the sandbox serves: SANDBOX_SCHEMA when set, else content/schema.graphql. */
function sandboxSchemaFile(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env[SANDBOX_SCHEMA_VARIABLE] || SCHEMA_SOURCE)
}

/** The schema the sandbox serves: its SDL at /schema.graphql, its warnings (a field defined twice, repaired). */
interface SandboxSchema extends LoadedSchema {
  /** The file as messages name it, relative to the project. */
  file: string
}

/**
 * Loads the schema the sandbox serves with the site build's loader: a file
 * that graphql-js rejects stops the sandbox with its file, line, column and
 * message. Our own schema is loaded strictly, another file (SANDBOX_SCHEMA)
 * as tolerantly as the bench loads GitHub's.
 */
export function loadSandboxSchema(text: string, file = SCHEMA_FILE): SandboxSchema {
  const label = path.relative(process.cwd(), file) || file
  return { file: label, ...buildSchemaFromText(label, text, { tolerant: file !== SCHEMA_FILE }) }
}

/** Reads and loads the sandbox's schema file (see loadSandboxSchema). */
export function readSandboxSchema(file = sandboxSchemaFile()): SandboxSchema {
  return loadSandboxSchema(fs.readFileSync(file, "utf8"), file)
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
  /**
   * The schema to serve, as SDL or an introspection result (JSON), or as
   * loaded by readSandboxSchema; by default the file sandboxSchemaFile names.
   */
  schema?: string | SandboxSchema
  /** Where the sandbox's warnings go, one line each (a resolver dropped, data that no longer fits); console.warn by default. */
  warn?: (line: string) => void
}

/**
 * What every sandbox database goes through before it is served, the one the
 * sandbox's process serves and those started in process (seeded-sandbox.ts)
 * alike: the migrations applied, the demo data seeded once and, given a key,
 * the demo client holding it.
 */
export async function prepareSandboxDatabase(
  db: Database,
  demoApiKey: string | null,
  log: (line: string) => void = () => {},
): Promise<Database> {
  const applied = await migrate(db)
  if (applied.length) log(`Applied migrations: ${applied.join(", ")}`)
  const seeded = await seedDatabase(db)
  if (seeded) log(`Seeded ${seeded.outlets} outlets, ${seeded.categories} menu categories, ${seeded.dishes} dishes`)
  if (demoApiKey !== null) await ensureDemoClient(db, demoApiKey)
  return db
}

/**
 * Opens the configured database (PostgreSQL when DATABASE_URL is set, else
 * PGlite in the data folder) and prepares it, giving the demo client the
 * configured key unless told not to (the CLI).
 */
export async function openSandboxDatabase(
  config: SandboxConfig,
  log: (line: string) => void = () => {},
  options: { setDemoKey?: boolean } = {},
): Promise<Database> {
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openSeededPglite(config.dataDir)
  return prepareSandboxDatabase(db, options.setDemoKey === false ? null : config.demoApiKey, log)
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
  sdl: string
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
          new Response(options.sdl, {
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

/**
 * Measures every operation with the schema's cost rule before it runs, refuses one over a limit with how far over,
 * and answers every executed operation with `extensions.cost`: the estimate, the cost of what it really returned,
 * and the limits (docs/decisions.md, "What a query costs").
 */
function operationLimitsPlugin(config: SandboxConfig): Plugin<SandboxContext> {
  const limits = { maximumCost: config.limits.maxCost, maximumDepth: config.limits.maxDepth }
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const options = {
        operationName: args.operationName,
        variables: args.variableValues as Record<string, unknown> | undefined,
      }
      const size = measureOperation(args.schema, args.document, options)
      if (!size) return
      const cost = (actualQueryCost: number) => ({
        requestedQueryCost: size.cost,
        actualQueryCost,
        maximumAvailable: limits.maximumCost,
        depth: size.depth,
        maximumDepth: limits.maximumDepth,
      })
      const problems = limitProblems(size, limits)
      if (problems.length > 0) {
        setResultAndStopExecution({
          errors: problems.map((problem) => apiError(problem.code, `Query ${problem.message}.`)),
          extensions: { cost: cost(0) },
        })
        return
      }
      return {
        onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result) return
          const actual = measureResponse(args.schema, args.document, result.data, options) ?? 0
          setResult({ ...result, extensions: { ...result.extensions, cost: cost(actual) } })
        },
      }
    },
  }
}

/** "Serving content/schema.graphql: 83 fields from data, 0 generated.", or for GitHub's schema "… 0 fields from data, 6094 generated." */
export const servedSummary = (served: SandboxInstance["served"]) =>
  `Serving ${served.file}: ${served.fromData} ${served.fromData === 1 ? "field" : "fields"} from data, ${served.generated} generated.`

export interface SandboxInstance {
  yoga: SandboxYoga
  /** What the sandbox serves: the schema's file, and how many fields come from data and how many are generated. */
  served: BoundSchema & { file: string }
  close: () => Promise<void>
}

/**
 * The sandbox API as a GraphQL Yoga instance for any schema: the fields the
 * sandbox has resolvers and data for are served from the database, every
 * other field gets generated values (bind-resolvers.ts). main.ts serves it
 * over HTTP; tests call yoga.fetch.
 */
export function createSandboxYoga(options: SandboxOptions): SandboxInstance {
  const { config, db } = options
  const warn = options.warn ?? ((line: string) => console.warn(`[sandbox] ${line}`))
  const loaded =
    options.schema === undefined
      ? readSandboxSchema()
      : typeof options.schema === "string"
        ? loadSandboxSchema(options.schema)
        : options.schema
  for (const line of loaded.warnings) warn(line)
  const verifier =
    options.verifier ??
    createFirebaseTokenVerifier({ projectId: config.firebaseProjectId, httpAgent: options.firebaseHttpAgent })
  const pendingCookies = new WeakMap<Request, string[]>()
  const bound = bindResolvers<SandboxContext>(loaded.schema, resolvers, {
    generator: createValueGenerator(loaded.schema, readScalarExamples(loaded.schema)),
    guardRoot: (context) => context.auth.requireDataAccess(),
    warn,
  })

  const { schema, ...counts } = bound
  const yoga = createYoga<object, SandboxContext>({
    schema,
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
    plugins: [sandboxHttpPlugin({ db, config, sdl: loaded.sdl, pendingCookies }), operationLimitsPlugin(config)],
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
  return {
    yoga,
    served: { ...counts, file: loaded.file },
    close: () => (options.verifier ? Promise.resolve() : verifier.close()),
  }
}
