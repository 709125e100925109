import { createSchema, createYoga } from "graphql-yoga"
import { loadSandboxConfig } from "../../sandbox/src/config"
import { serveOnLoopback, startSeededSandbox } from "../../sandbox/src/seeded-sandbox"
import { errorMessage } from "../../core/error-message"

// The two servers bench/sandbox-load.ts loads, in their own process so the load generator
// does not share their event loop. Prints one JSON line with their URLs.
async function main() {
  const key = process.env.BENCH_API_KEY || "zfv_bench_key"
  const sandbox = await startSeededSandbox({ config: { ...loadSandboxConfig({}), demoApiKey: key } })
  const hello = createYoga({
    schema: createSchema({ typeDefs: "type Query { hello: String! }", resolvers: { Query: { hello: () => "world" } } }),
    logging: false,
  })
  const urls = {
    sandbox: (await serveOnLoopback(sandbox.yoga)).url,
    hello: (await serveOnLoopback(hello)).url,
    database: sandbox.db.kind,
  }
  process.stdout.write(`${JSON.stringify(urls)}\n`)
}

main().catch((error: unknown) => {
  console.error(errorMessage(error))
  process.exit(1)
})
