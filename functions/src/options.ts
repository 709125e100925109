/**
 * How the MCP endpoint's Cloud Function runs in production, on purpose
 * (docs/decisions.md, "The hosted MCP endpoint"). firebase.json's rewrite of
 * /mcp names the same function and region; a test holds them together.
 */
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
export const CONFIG_VARIABLES = { docsUrl: "DOCS_URL", apiUrl: "API_URL" } as const

export interface FunctionConfig {
  docsUrl: string
  apiUrl: string
}

/** The configuration, or every problem with it at once. */
export function functionConfig(
  env: Record<string, string | undefined>,
): { config: FunctionConfig; problems: [] } | { config: null; problems: string[] } {
  const problems: string[] = []
  const read = (name: string) => {
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
  const docsUrl = read(CONFIG_VARIABLES.docsUrl)
  const apiUrl = read(CONFIG_VARIABLES.apiUrl)
  if (problems.length > 0) return { config: null, problems }
  return { config: { docsUrl: new URL(docsUrl).origin, apiUrl }, problems: [] }
}
