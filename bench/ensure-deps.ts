import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { benchInstallReason } from "./lib/deps"

// Installs bench/ (Lighthouse, autocannon) before a bench that needs it: once, and again when its lockfile changes.
const bench = __dirname
const readJson = (file: string) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null)
const lockfile = readJson(path.join(bench, "package-lock.json"))
if (!lockfile) {
  console.error("bench/package-lock.json is missing: restore it from git (git checkout bench/package-lock.json).")
  process.exit(1)
}
const reason = benchInstallReason(lockfile, readJson(path.join(bench, "node_modules", ".package-lock.json")))
if (reason) {
  console.info(`Installing what only the benchmarks use (bench/package.json: ${reason})...`)
  try {
    execFileSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: bench, stdio: "inherit" })
  } catch {
    console.error("npm ci in bench/ failed; see npm's message above. The site and npm test do not need it.")
    process.exit(1)
  }
}
