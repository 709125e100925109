import fs from "node:fs"
import path from "node:path"
import type { BuildOptions } from "esbuild"
import { CONFIG_VARIABLES, type FunctionConfig } from "../../functions/src/options"
import { ENDPOINT_VARIABLES } from "../../mcp/src/config"

const ROOT = path.resolve(__dirname, "../..")

/** The MCP endpoint's Cloud Function: its source folder (firebase.json's functions.source) and its bundle. */
export const FUNCTIONS_DIR = "functions"
const FUNCTION_ENTRY = path.join(FUNCTIONS_DIR, "src", "index.ts")
export const FUNCTION_BUNDLE = path.join(FUNCTIONS_DIR, "lib", "index.js")

/**
 * One file with everything the function runs (the MCP tools, the SDK, graphql, zod), so the folder firebase
 * deploys holds no source from outside it. firebase-functions and firebase-admin stay out: the platform installs
 * them from functions/package.json, and the emulator finds the root's copies.
 */
function functionBuildOptions(root: string = ROOT): BuildOptions {
  return {
    absWorkingDir: root,
    entryPoints: [FUNCTION_ENTRY],
    outfile: FUNCTION_BUNDLE,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "cjs",
    // pg's optional native binding is never installed: pg falls back to its JavaScript client.
    external: ["firebase-functions", "firebase-functions/*", "firebase-admin", "firebase-admin/*", "pg-native"],
    sourcemap: false,
    minify: false,
    legalComments: "none",
    logLevel: "warning",
  }
}

/**
 * Bundles the functions; fails naming the file esbuild could not read. Takes well under a second. The feedback
 * store's SQL migrations go beside the bundle (functions/migrations), where feedback/src/migrate.ts looks for them
 * from functions/lib, since firebase deploys the functions folder alone.
 */
export async function buildFunction(root: string = ROOT): Promise<void> {
  const esbuild = await import("esbuild")
  await esbuild.build(functionBuildOptions(root))
  const migrations = path.join(root, FUNCTIONS_DIR, "migrations")
  fs.rmSync(migrations, { recursive: true, force: true })
  fs.cpSync(path.join(root, "feedback", "migrations"), migrations, { recursive: true })
}

/**
 * The functions' environment: where the docs are and the one API the MCP endpoint may call
 * (functions/src/options.ts), and, where given, the feedback store's database.
 */
export function mcpFunctionEnv(config: FunctionConfig & { databaseUrl?: string }): Record<string, string> {
  return {
    [CONFIG_VARIABLES.docsUrl]: config.docsUrl,
    [CONFIG_VARIABLES.apiUrl]: config.apiUrl,
    ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}),
  }
}

/**
 * Limits no harness reaches: the browser tests and the benches call the emulator's function from one address, far
 * more than a reader's agent would in a minute. The limits themselves are tested on the handler (mcp/__tests__).
 */
export const HARNESS_LIMITS_ENV: Readonly<Record<string, string>> = {
  [ENDPOINT_VARIABLES.toolCalls]: "1000000",
  [ENDPOINT_VARIABLES.runOperations]: "1000000",
}
