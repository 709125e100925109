/**
 * How the MCP endpoint's Cloud Function runs in production, on purpose
 * (docs/decisions.md, "The hosted MCP endpoint"). firebase.json's rewrite of
 * /mcp names the same function and region; a test holds them together.
 */
import { ENDPOINT_VARIABLES, endpointSettings, type EndpointSettings } from "../../mcp/src/config"

export const FUNCTION_ID = "mcp"

export const FUNCTION_OPTIONS = {
  /** Zurich: the API's users and the provider are in Switzerland, and so is the data. */
  region: "europe-west6",
  /** Scales to zero without traffic; the first request after that pays a cold start. */
  minInstances: 0,
  /** A cap on cost and on the load this endpoint can put on the API: 10 × 80 requests at once. */
  maxInstances: 10,
  /** Requests wait on the network (the site, the API), not the CPU, so one instance serves many at once. */
  concurrency: 80,
  cpu: 1,
  /** The search index and the schema stay in memory; GitHub's schema-sized docs fit in 512 MiB. */
  memory: "512MiB",
  /** A tool call that waits on the site or the API longer than this is hung; the platform ends it. */
  timeoutSeconds: 60,
  /**
   * The handler answers CORS itself (mcp/src/http.ts). Without this, the emulator (not production) puts the
   * SDK's own CORS layer in front of it, so the two would differ.
   */
  cors: false,
} as const

/** The function's configuration: the environment firebase deploy sets from functions/.env.<project>. */
export const CONFIG_VARIABLES = { docsUrl: ENDPOINT_VARIABLES.docsUrl, apiUrl: ENDPOINT_VARIABLES.apiUrl } as const

/**
 * Behind Firebase Hosting, a request passes Hosting's CDN and Google's front end, and each appends the address it
 * got the request from to X-Forwarded-For: the client is the entry two before the socket's (MCP_PROXY_HOPS
 * overrides; docs/architecture.md, "Deploying", says how to check it after the first deploy).
 */
export const FUNCTION_PROXY_HOPS = 2

/** What deploy writes into functions/.env.<project>; the rest of EndpointSettings has defaults. */
export type FunctionConfig = Pick<EndpointSettings, "docsUrl" | "apiUrl">

/** The configuration, or every problem with it at once (mcp/src/config.ts reads it, as serve.ts does). */
export function functionConfig(
  env: Record<string, string | undefined>,
): { config: EndpointSettings; problems: [] } | { config: null; problems: string[] } {
  const read = endpointSettings(env, { proxyHops: FUNCTION_PROXY_HOPS })
  return read.settings ? { config: read.settings, problems: [] } : { config: null, problems: read.problems }
}

/** The feedback endpoint's function (/api/feedback), beside the MCP endpoint's, in the same codebase and region. */
export const FEEDBACK_FUNCTION_ID = "feedback"

export const FEEDBACK_FUNCTION_OPTIONS = {
  ...FUNCTION_OPTIONS,
  /** Writes wait on the database; a small instance takes many at once. The pool holds 5 connections an instance. */
  memory: "256MiB",
  timeoutSeconds: 30,
} as const

/** The feedback endpoint's configuration: the store (DATABASE_URL) and the site it takes posts from (DOCS_URL). */
export function feedbackConfig(
  env: Record<string, string | undefined>,
):
  | { config: { databaseUrl: string; siteOrigin: string; proxyHops: number }; problems: [] }
  | { config: null; problems: string[] } {
  const problems: string[] = []
  const databaseUrl = env.DATABASE_URL?.trim() ?? ""
  if (!databaseUrl) problems.push("DATABASE_URL is not set")
  else if (!/^postgres(ql)?:\/\//.test(databaseUrl)) problems.push("DATABASE_URL is not a postgres:// address")
  let siteOrigin = ""
  try {
    siteOrigin = new URL(env[ENDPOINT_VARIABLES.docsUrl]?.trim() ?? "").origin
  } catch {
    problems.push(`${ENDPOINT_VARIABLES.docsUrl} is not a URL`)
  }
  const hops = env[ENDPOINT_VARIABLES.proxyHops]?.trim()
  const proxyHops = hops && /^\d+$/.test(hops) ? Number(hops) : FUNCTION_PROXY_HOPS
  if (problems.length > 0) return { config: null, problems }
  return { config: { databaseUrl, siteOrigin, proxyHops }, problems: [] }
}
