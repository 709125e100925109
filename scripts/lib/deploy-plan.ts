import { CONFIG_VARIABLES, feedbackConfig, functionConfig, type FunctionConfig } from "../../functions/src/options"
import { mcpFunctionEnv } from "./build-function"

/**
 * What `npm run deploy` needs from its environment, checked before anything
 * is built: the production site config (GATSBY_*, baked into the build and
 * into its Content-Security-Policy), the feedback store (DATABASE_URL, which
 * deploy writes into the functions' configuration beside DOCS_URL and
 * API_URL; docs/decisions.md, issue 41) and the Firebase project to deploy to.
 */

/** The feedback function's store: a deploy without it would answer every piece of feedback 503. */
export const DATABASE_URL_VARIABLE = "DATABASE_URL"

/** A store on this machine: a production function cannot reach it. */
const LOOPBACK = /127\.0\.0\.1|localhost|\[::1\]/

export const REQUIRED_BUILD_VARIABLES = [
  "GATSBY_API_URL",
  "GATSBY_FIREBASE_API_KEY",
  "GATSBY_FIREBASE_AUTH_DOMAIN",
  "GATSBY_FIREBASE_PROJECT_ID",
  "GATSBY_FIREBASE_APP_ID",
  "GATSBY_SITE_URL",
] as const

interface DeployPlan {
  /** The Firebase project whose Hosting site is deployed (FIREBASE_PROJECT, else the app's project). */
  projectId: string
  /** The environment of the production build. */
  buildEnv: NodeJS.ProcessEnv
}

function httpsProblem(name: string, value: string): string | null {
  try {
    return new URL(value).protocol === "https:" ? null : `${name} must be an https:// address (it is ${value})`
  } catch {
    return `${name} is not a URL: ${value}`
  }
}

/** The plan, or every problem with the environment at once, each naming the variable. */
export function deployPlan(
  env: NodeJS.ProcessEnv,
): { plan: DeployPlan; problems: [] } | { plan: null; problems: string[] } {
  const problems: string[] = []
  for (const name of REQUIRED_BUILD_VARIABLES) {
    if (!env[name]?.trim()) problems.push(`${name} is not set`)
  }
  for (const name of ["GATSBY_API_URL", "GATSBY_SITE_URL"] as const) {
    const value = env[name]?.trim()
    const problem = value ? httpsProblem(name, value) : null
    if (problem) problems.push(problem)
  }
  const appProject = env.GATSBY_FIREBASE_PROJECT_ID?.trim() ?? ""
  if (appProject.startsWith("demo-"))
    problems.push(`GATSBY_FIREBASE_PROJECT_ID is ${appProject}: "demo-" projects exist only in the emulators`)
  if (env.GATSBY_FIREBASE_AUTH_EMULATOR_URL?.trim())
    problems.push("GATSBY_FIREBASE_AUTH_EMULATOR_URL is set: a production build must not use the Auth emulator")
  const databaseUrl = env[DATABASE_URL_VARIABLE]?.trim() ?? ""
  if (!databaseUrl)
    problems.push(
      `${DATABASE_URL_VARIABLE} is not set: the feedback function's store, postgres://user:password@host/db ` +
        "(Cloud SQL: postgres://user:password@/db?host=/cloudsql/<instance>)",
    )
  else if (!/^postgres(ql)?:\/\//.test(databaseUrl))
    problems.push(`${DATABASE_URL_VARIABLE} is not a postgres:// address`)
  else if (LOOPBACK.test(databaseUrl))
    problems.push(`${DATABASE_URL_VARIABLE} names a loopback address: the function cannot reach this machine's store`)
  const projectId = env.FIREBASE_PROJECT?.trim() || appProject
  if (problems.length > 0) return { plan: null, problems }
  return {
    plan: {
      projectId,
      // Empty, not unset: site-config.ts then never falls back to the local emulator.
      buildEnv: { ...env, GATSBY_FIREBASE_AUTH_EMULATOR_URL: "", NODE_ENV: "production" },
    },
    problems: [],
  }
}

/** Problems with the policy a production build wrote: it must name the production API and no loopback address. */
export function deployedPolicyProblems(policy: string, env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = []
  const api = env.GATSBY_API_URL ? new URL(env.GATSBY_API_URL) : null
  if (api && !policy.includes(`${api.origin}${api.pathname}`))
    problems.push(`the Content-Security-Policy does not name ${api.origin}${api.pathname}`)
  if (/127\.0\.0\.1|localhost/.test(policy)) problems.push("the Content-Security-Policy names a loopback address")
  return problems
}

/**
 * The functions' configuration for a production build: the docs the MCP endpoint reads and the one API it calls,
 * and the feedback store (DATABASE_URL of the deploy's environment) when it is set.
 */
export function functionEnvFor(buildEnv: NodeJS.ProcessEnv): FunctionConfig & { databaseUrl?: string } {
  const databaseUrl = buildEnv[DATABASE_URL_VARIABLE]?.trim()
  return {
    docsUrl: new URL(buildEnv.GATSBY_SITE_URL ?? "").origin,
    apiUrl: buildEnv.GATSBY_API_URL ?? "",
    ...(databaseUrl ? { databaseUrl } : {}),
  }
}

/** functions/.env.<project>: what firebase deploy sets as the functions' environment (git ignores it). */
export function functionEnvFile(config: FunctionConfig & { databaseUrl?: string }): string {
  return `${Object.entries(mcpFunctionEnv(config))
    .map(([name, value]) => `${name}=${value}`)
    .join("\n")}\n`
}

/**
 * Problems with the functions' configuration as written for a deploy: it must name the production docs and API
 * of this build (GATSBY_SITE_URL, GATSBY_API_URL), over https, the feedback function's store (DATABASE_URL, as
 * the function reads it: feedbackConfig), and no loopback address.
 */
export function functionEnvProblems(text: string, buildEnv: NodeJS.ProcessEnv): string[] {
  const values = Object.fromEntries(
    text
      .split("\n")
      .map((line) => /^([A-Z_]+)=(.*)$/.exec(line.trim()))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1], match[2]]),
  )
  const feedback = feedbackConfig(values)
  const feedbackProblems = feedback.problems
    .filter((problem) => problem.startsWith(DATABASE_URL_VARIABLE))
    .map((problem) => `the feedback function's ${problem}`)
  const { config, problems } = functionConfig(values)
  if (!config) return [...problems.map((problem) => `the MCP function's ${problem}`), ...feedbackProblems]
  const wanted = functionEnvFor(buildEnv)
  const found: string[] = []
  if (config.docsUrl !== wanted.docsUrl)
    found.push(`the MCP function's DOCS_URL is ${config.docsUrl}, not the site ${wanted.docsUrl}`)
  if (config.apiUrl !== wanted.apiUrl)
    found.push(`the MCP function's API_URL is ${config.apiUrl}, not the build's API ${wanted.apiUrl}`)
  for (const [key, name] of Object.entries(CONFIG_VARIABLES))
    if (!config[key as keyof FunctionConfig].startsWith("https://"))
      found.push(`the MCP function's ${name} is not an https:// address`)
  if (/127\.0\.0\.1|localhost/.test(text)) found.push("the MCP function's configuration names a loopback address")
  return [...found, ...feedbackProblems]
}
