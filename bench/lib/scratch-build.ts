import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { FOREIGN_RELEASES_VARIABLE, FOREIGN_SCHEMA_VARIABLE } from "../../schema"
import { ROOT } from "../../scripts/harness/services"
import { relativeSpecifiers } from "../../scripts/lib/import-graph"
import { projectFiles } from "../../scripts/lib/project-files"

/**
 * A whole-site build in a scratch copy of the project, with the schema
 * reference of any schema: what the schema and search benches measure.
 */
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

/** A copy of the project's files in a new scratch folder, with node_modules linked, not copied. */
export function scratchCopy(root = ROOT): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "zfv-scratch-"))
  for (const file of projectFiles(root)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.copyFileSync(path.join(root, file), path.join(dir, file))
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir")
  return dir
}

/** The files in a scratch copy, relative to it, leaving out the linked node_modules. */
export const copiedFiles = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))

const EXTENSIONS = ["", ".ts", ".tsx", ".js", ".mjs", ".json", "/index.ts", "/index.tsx", "/index.js"]

/** Every relative import in the copy's sources (not its tests) that does not resolve inside it, as "file: specifier". */
export function unresolvedImports(dir: string): string[] {
  const missing: string[] = []
  for (const file of copiedFiles(dir)) {
    // The sources a build or a command loads; tests hold import-like strings in their fixtures.
    if (!/\.(ts|tsx|mjs|js)$/.test(file) || file.split(path.sep).includes("__tests__")) continue
    const text = fs.readFileSync(path.join(dir, file), "utf8")
    for (const specifier of relativeSpecifiers(text)) {
      const target = path.join(dir, path.dirname(file), specifier)
      if (!EXTENSIONS.some((extension) => fs.existsSync(target + extension))) missing.push(`${file}: ${specifier}`)
    }
  }
  return missing
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
