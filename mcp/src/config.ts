/**
 * The hosted endpoint's configuration from the environment, the same for the
 * Cloud Function (functions/) and a plain Node server (serve.ts, what a
 * Cloud Run or Kubernetes deployment runs): where the docs and the API are,
 * which origins may call it, and its per-client limits. Every problem is
 * named at once.
 */
import { DEFAULT_LIMITS } from "./limits"

/** The environment variables, by what they set. */
export const ENDPOINT_VARIABLES = {
  docsUrl: "DOCS_URL",
  apiUrl: "API_URL",
  allowedOrigins: "MCP_ALLOWED_ORIGINS",
  toolCalls: "MCP_TOOL_CALLS_PER_MINUTE",
  runOperations: "MCP_RUN_OPERATIONS_PER_MINUTE",
  proxyHops: "MCP_PROXY_HOPS",
} as const

export interface EndpointSettings {
  /** The docs site the tools read (its origin). */
  docsUrl: string
  /** The one API run_operation sends to. */
  apiUrl: string
  /** The origins a browser-based client may call from; null: any (a public, header-authenticated endpoint). */
  allowedOrigins: string[] | null
  /** Per client and per instance, a minute. */
  limits: { toolCalls: number; runOperations: number }
  /** How many proxies in front of the server append to X-Forwarded-For (limits.ts, clientAddress). */
  proxyHops: number
}

type Env = Record<string, string | undefined>

function httpUrl(env: Env, name: string, problems: string[]): string {
  const value = env[name]?.trim()
  if (!value) {
    problems.push(`${name} is not set`)
    return ""
  }
  try {
    const url = new URL(value)
    if (url.protocol !== "http:" && url.protocol !== "https:") problems.push(`${name} is not an http(s) address`)
  } catch {
    problems.push(`${name} is not a URL: ${value}`)
  }
  return value
}

function count(env: Env, name: string, fallback: number, problems: string[], least = 1): number {
  const value = env[name]?.trim()
  if (!value) return fallback
  if (!/^\d+$/.test(value) || Number(value) < least) {
    problems.push(`${name} must be a whole number of at least ${least}, not "${value}"`)
    return fallback
  }
  return Number(value)
}

function origins(env: Env, problems: string[]): string[] | null {
  const value = env[ENDPOINT_VARIABLES.allowedOrigins]?.trim()
  if (!value) return null
  const list: string[] = []
  for (const entry of value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)) {
    try {
      const url = new URL(entry)
      if (url.origin !== entry.replace(/\/$/, "")) throw new Error("not an origin")
      list.push(url.origin)
    } catch {
      problems.push(
        `${ENDPOINT_VARIABLES.allowedOrigins} lists "${entry}", which is not an origin (https://host[:port])`,
      )
    }
  }
  return list
}

/** The settings, or every problem with them at once. `proxyHops` is the platform's default when unset. */
export function endpointSettings(
  env: Env,
  defaults: { proxyHops: number },
): { settings: EndpointSettings; problems: [] } | { settings: null; problems: string[] } {
  const problems: string[] = []
  const docsUrl = httpUrl(env, ENDPOINT_VARIABLES.docsUrl, problems)
  const apiUrl = httpUrl(env, ENDPOINT_VARIABLES.apiUrl, problems)
  const settings = {
    allowedOrigins: origins(env, problems),
    limits: {
      toolCalls: count(env, ENDPOINT_VARIABLES.toolCalls, DEFAULT_LIMITS.toolCalls, problems),
      runOperations: count(env, ENDPOINT_VARIABLES.runOperations, DEFAULT_LIMITS.runOperations, problems),
    },
    proxyHops: count(env, ENDPOINT_VARIABLES.proxyHops, defaults.proxyHops, problems, 0),
  }
  if (problems.length > 0) return { settings: null, problems }
  return { settings: { docsUrl: new URL(docsUrl).origin, apiUrl, ...settings }, problems: [] }
}
