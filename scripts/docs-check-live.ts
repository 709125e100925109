import { readSiteSchema } from "../schema"
import { checkLive, docExamples, formatLiveCheck, hasDrift, referenceExamples } from "./lib/check-live"
import { docFiles } from "../doc-examples"
import { credentialsFromEnv, liveRunner, parseLiveArgs, requireApiKey } from "./lib/live-api"
import { errorMessage } from "../core/error-message"

// npm run docs:check-live -- --api URL [--allow-mutations]: every docs and reference example, validated against the
// schema of the endpoint at URL, then run (DOCS_API_KEY, DOCS_ID_TOKEN) and compared by shape with what the docs
// show. One line per example, warnings (deprecated fields, a cost the API counts otherwise than the docs) and a
// summary; exits 1 on drift, never for a warning.
async function main() {
  const args = parseLiveArgs(process.argv.slice(2))
  if (!args.api) throw new Error("--api URL is required: the endpoint to check the docs against")
  const credentials = requireApiKey(credentialsFromEnv(), args.api)
  const site = readSiteSchema()
  const examples = [
    ...(await docExamples(docFiles())),
    ...referenceExamples(site.schema, site.file, Boolean(credentials.idToken)),
  ]
  const runner = liveRunner(args.api, credentials, args.allowMutations)
  const check = await checkLive(args.api, credentials, examples, runner, site.schema)
  console.info(formatLiveCheck(check))
  if (hasDrift(check)) process.exitCode = 1
}

main().catch((error: unknown) => {
  console.error(`docs:check-live: ${errorMessage(error).split("\n")[0]}`)
  process.exitCode = 1
})
