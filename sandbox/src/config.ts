import path from "node:path"
import { demoApiKeySetting } from "../../core/demo-key"
import { LOCAL_DEFAULTS } from "../../core/site-config"
import { LOCAL_HOST, localPort, localSiteOrigins } from "../../core/local-services"
import { API_LIMITS } from "../../schema/cost"

/** Serves another schema than content/schema.graphql: a file of SDL or an introspection result (JSON). */
export const SANDBOX_SCHEMA_VARIABLE = "SANDBOX_SCHEMA"

/** Everything the sandbox reads from the environment, with the local defaults. */
export interface SandboxConfig {
  host: string
  port: number
  /** A PostgreSQL server; when null the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | null
  dataDir: string
  /** The demo client's API key, printed by npm start. */
  demoApiKey: string
  /** Browser origins allowed to call the API (CORS). */
  corsOrigins: string[]
  /** Firebase project whose identity tokens are accepted. */
  firebaseProjectId: string
  /** host:port of the Firebase Auth emulator; when null, tokens are checked against the real project. */
  authEmulatorHost: string | null
  limits: SandboxLimits
}

interface SandboxLimits {
  maxDepth: number
  maxCost: number
  maxBodyBytes: number
}

// The local defaults are shared with the site's config, so npm start's site and sandbox agree.
export const DEFAULT_DEMO_API_KEY = LOCAL_DEFAULTS.demoApiKey
const DEFAULT_FIREBASE_PROJECT_ID = LOCAL_DEFAULTS.firebaseProjectId
export const DEFAULT_LIMITS: SandboxLimits = {
  maxDepth: API_LIMITS.maximumDepth,
  maxCost: API_LIMITS.maximumCost,
  maxBodyBytes: 100_000,
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === "") return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`)
  return value
}

export function loadSandboxConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const sitePort = localPort("site", env)
  return {
    host: env.SANDBOX_HOST || LOCAL_HOST,
    port: localPort("sandboxApi", env),
    databaseUrl: env.DATABASE_URL || null,
    dataDir: path.resolve(env.SANDBOX_DATA_DIR || ".sandbox-data/pglite"),
    demoApiKey: demoApiKeySetting(env),
    corsOrigins: env.SANDBOX_CORS_ORIGINS
      ? env.SANDBOX_CORS_ORIGINS.split(",")
          .map((origin) => origin.trim())
          .filter(Boolean)
      : localSiteOrigins(sitePort),
    firebaseProjectId: env.FIREBASE_PROJECT_ID || env.GATSBY_FIREBASE_PROJECT_ID || DEFAULT_FIREBASE_PROJECT_ID,
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST || null,
    limits: {
      maxDepth: integer(env, "SANDBOX_MAX_DEPTH", DEFAULT_LIMITS.maxDepth),
      maxCost: integer(env, "SANDBOX_MAX_COST", DEFAULT_LIMITS.maxCost),
      maxBodyBytes: integer(env, "SANDBOX_MAX_BODY_BYTES", DEFAULT_LIMITS.maxBodyBytes),
    },
  }
}
