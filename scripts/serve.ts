import path from "node:path"
import { startStaticServer } from "./lib/static-server"

// Serves the production build like a static host would: `npm run serve` (PORT overrides 9000).
async function main() {
  const port = Number(process.env.PORT || 9000)
  const site = await startStaticServer({ root: path.resolve("public"), port, host: process.env.HOST || "127.0.0.1" })
  console.info(`Site: http://localhost:${site.port}/`)
  const stop = () => void site.close().then(() => process.exit(0))
  process.on("SIGINT", stop)
  process.on("SIGTERM", stop)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
