import fs from "node:fs"
import http from "node:http"
import { pidFile } from "./cli"
import { loadSandboxConfig } from "./config"
import { createSandboxYoga, openSandboxDatabase, readSandboxSchema, servedSummary } from "./yoga"
import { errorMessage } from "../../core/error-message"

/** Serves the sandbox API: `npm run sandbox:serve` (SANDBOX_PORT overrides the default port, core/local-services.ts). */
async function main() {
  const config = loadSandboxConfig()
  // A broken schema stops the start before the database is opened.
  const schema = readSandboxSchema()
  const db = await openSandboxDatabase(config, (line) => console.info(`[sandbox] ${line}`))
  const { yoga, served, close } = createSandboxYoga({ config, db, schema })
  console.info(`[sandbox] ${servedSummary(served)}`)
  const server = http.createServer(yoga)
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(config.port, config.host, resolve)
  })
  const address = server.address()
  const port = typeof address === "object" && address ? address.port : config.port
  if (!config.databaseUrl) fs.writeFileSync(pidFile(config), String(process.pid))
  console.info(
    `[sandbox] GraphQL API ready at http://${config.host}:${port}/graphql (database: ${db.kind}` +
      `${config.authEmulatorHost ? `, identity emulator ${config.authEmulatorHost}` : ""})`,
  )

  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    if (!config.databaseUrl) fs.rmSync(pidFile(config), { force: true })
    server.closeAllConnections()
    server.close()
    await close()
    await db.close()
    process.exit(0)
  }
  process.on("SIGINT", () => void stop())
  process.on("SIGTERM", () => void stop())
}

main().catch((error: unknown) => {
  console.error(`[sandbox] could not start: ${errorMessage(error)}`)
  process.exit(1)
})
