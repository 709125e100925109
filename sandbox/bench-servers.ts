import http from "node:http"
import type { AddressInfo } from "node:net"
import { createSchema, createYoga } from "graphql-yoga"
import { ensureDemoClient } from "./src/api-keys"
import { loadSandboxConfig } from "./src/config"
import { migrate, openPglite } from "./src/db"
import { seedDatabase } from "./src/seed"
import { createSandboxYoga } from "./src/yoga"
import { errorMessage } from "../src/lib/shared/error-message"

// The two servers bench.ts loads, in their own process so the load generator
// does not share their event loop. Prints one JSON line with their URLs.
async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`
}

async function main() {
  const key = process.env.BENCH_API_KEY || "zfv_bench_key"
  const db = await openPglite(null)
  await migrate(db)
  await seedDatabase(db)
  await ensureDemoClient(db, key)
  const sandbox = createSandboxYoga({
    config: { ...loadSandboxConfig({}), demoApiKey: key },
    db,
    verifier: { verify: async () => ({ ok: false, message: "not used" }), close: async () => {} },
  })
  const hello = createYoga({
    schema: createSchema({ typeDefs: "type Query { hello: String! }", resolvers: { Query: { hello: () => "world" } } }),
    logging: false,
  })
  const urls = { sandbox: await listen(sandbox.yoga), hello: await listen(hello), database: db.kind }
  process.stdout.write(`${JSON.stringify(urls)}\n`)
}

main().catch((error: unknown) => {
  console.error(errorMessage(error))
  process.exit(1)
})
