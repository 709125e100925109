import { SCHEMA_SOURCE } from "../schema"
import { siteConfig } from "../core/site-config"
import { credentialsFromEnv } from "./lib/live-api"
import { breakingCount, formatPull, parsePullArgs, pullSchema } from "./lib/schema-pull"
import { errorMessage } from "../core/error-message"

// npm run schema:pull [-- --from URL] [-- --fail-on-breaking]: content/schema.graphql from what the gateway
// publishes ({origin of GATSBY_API_URL}/schema.graphql, else introspection at GATSBY_API_URL), with what changed.
async function main() {
  const args = parsePullArgs(process.argv.slice(2))
  const result = await pullSchema({
    schemaFile: SCHEMA_SOURCE,
    apiUrl: siteConfig.apiUrl,
    from: args.from,
    credentials: credentialsFromEnv(),
  })
  console.info(`schema:pull: ${formatPull(result)}`)
  if (args.failOnBreaking && breakingCount(result) > 0) {
    console.error(`schema:pull: ${breakingCount(result)} breaking change(s) (--fail-on-breaking).`)
    process.exitCode = 1
  }
}

main().catch((error: unknown) => {
  console.error(`schema:pull: ${errorMessage(error).split("\n")[0]}`)
  process.exitCode = 1
})
