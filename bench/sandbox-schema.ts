import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { freePort, startSandboxApi } from "../scripts/harness/services"
import { GITHUB_SCHEMA_FILE, GITHUB_THREE_CONNECTIONS } from "../sandbox/sample-schemas"
import { errorMessage } from "../core/error-message"
import { median } from "./lib/stats"
import type { Credentials } from "../core/authorization-modes"
import { graphqlAnswer } from "../scripts/lib/live-api"

// npm run bench:sandbox-schema: the sandbox serving a foreign schema (GitHub's
// public one by default, or the file given as the argument), started as
// npm start starts it (its own process, a fresh PGlite database). Prints how
// long it took to be ready, how many fields it serves from data and how many
// it generates, and the time of a query three connections deep (median of
// BENCH_RUNS, 50 by default). Prints figures; asserts nothing.
const KEY = "zfv_bench_key"
const CREDENTIALS: Credentials = { activeModes: ["apiKey"], apiKey: KEY, token: null }
const runs = Number(process.env.BENCH_RUNS || 50)

async function main() {
  const schemaFile = path.resolve(process.argv[2] || GITHUB_SCHEMA_FILE)
  const query = process.argv[3] ? fs.readFileSync(process.argv[3], "utf8") : GITHUB_THREE_CONNECTIONS
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "zfv-bench-schema-"))
  const port = await freePort()
  const log: string[] = []
  const started = performance.now()
  const sandbox = await startSandboxApi({
    port,
    authEmulatorHost: "127.0.0.1:9",
    projectId: "demo-bench",
    corsOrigins: [],
    demoApiKey: KEY,
    dataDir,
    schemaFile,
    log: (line) => log.push(line),
  })
  const ready = performance.now() - started
  try {
    const ask = async () => {
      const start = performance.now()
      const body = (await graphqlAnswer(sandbox.url, { query }, CREDENTIALS)) as { errors?: { message: string }[] }
      if (body.errors) throw new Error(`the query failed: ${body.errors[0].message}`)
      return performance.now() - start
    }
    await ask() // warm: the first request compiles the operation
    const times: number[] = []
    for (let run = 0; run < runs; run++) times.push(await ask())
    console.info(`Schema: ${path.relative(process.cwd(), schemaFile)}`)
    console.info(log.find((line) => line.includes("Serving ")) ?? "(the sandbox printed no summary)")
    console.info(`Ready (process start to /health answering, fresh database): ${(ready / 1000).toFixed(2)} s`)
    console.info(
      `Query three connections deep: median ${median(times).toFixed(1)} ms, slowest ${Math.max(...times).toFixed(1)} ms (${runs} runs, warm)`,
    )
  } finally {
    await sandbox.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(errorMessage(error))
  process.exit(1)
})
