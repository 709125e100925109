import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { FOREIGN_RELEASES_VARIABLE, FOREIGN_SCHEMA_VARIABLE } from "../../schema"
import { ROOT } from "./services"

/**
 * A whole-site build in a scratch copy of the project, with the schema
 * reference of any schema: what the schema and search benches measure.
 */
/** What a scratch copy needs to build; node_modules is linked, not copied. */
const PROJECT_FILES = [
  "firebase.json",
  "package-lock.json",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "tsconfig.json",
  "package.json",
  "gatsby",
  "schema",
  "src",
  "content",
  "static",
]
/** The content type a bench's page is served each built file with, by extension. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".pagefind": "application/wasm",
}

export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

export const sizeOf = (files: readonly string[]) => files.reduce((sum, file) => sum + fs.statSync(file).size, 0)

export function scratchCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "zfv-bench-schema-"))
  for (const name of PROJECT_FILES) fs.cpSync(path.join(ROOT, name), path.join(dir, name), { recursive: true })
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir")
  return dir
}

/** `gatsby build` in the scratch copy; a foreign schema file replaces ours. */
export function buildScratch(
  dir: string,
  schemaFile: string | null,
  /** The foreign schema's releases (a folder of YYYY-MM-DD.graphql files), for its lifecycle and changelog. */
  releasesDir: string | null = null,
): Promise<{ seconds: number; log: string }> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const env = {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: "1",
      ...(schemaFile ? { [FOREIGN_SCHEMA_VARIABLE]: schemaFile } : {}),
      ...(releasesDir ? { [FOREIGN_RELEASES_VARIABLE]: releasesDir } : {}),
    }
    const child = spawn(process.execPath, [path.join(ROOT, "node_modules", "gatsby", "cli.js"), "build"], {
      cwd: dir,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    })
    let log = ""
    child.stdout.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")))
    child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")))
    child.once("exit", (code) => {
      if (code === 0) resolve({ seconds: (Date.now() - started) / 1000, log })
      else reject(new Error(`gatsby build failed in ${dir} (exit code ${code}):\n${log.slice(-4000)}`))
    })
  })
}
