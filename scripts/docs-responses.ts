import fs from "node:fs"
import { withResponses, docFiles } from "../doc-examples"
import { recordDocResponses } from "./lib/record-doc-responses"
import { credentialsFromEnv, liveRunner, parseResponsesArgs, requireApiKey } from "./lib/live-api"
import { errorMessage } from "../core/error-message"

// npm run docs:responses [-- [--api URL [--allow-mutations]] [--docs DIR]]: runs every GraphQL example of content/docs
// (or of the docs under DIR) against a fresh sandbox (demo key), or against the endpoint at URL (DOCS_API_KEY,
// DOCS_ID_TOKEN), and writes each response into the doc, after its example, as a ```json response block. A doc with an
// example that does not answer as it should is left as it was, and the command fails naming the example. A skipped
// example keeps the response it had.
async function main() {
  const args = parseResponsesArgs(process.argv.slice(2))
  const runner = args.api
    ? liveRunner(args.api, requireApiKey(credentialsFromEnv(), args.api), args.allowMutations)
    : undefined
  const target = args.api ?? "the sandbox"
  const results = await recordDocResponses(docFiles(args.docs), runner)
  let count = 0
  for (const { file, examples, responses, problems } of results) {
    if (problems.length > 0) {
      console.error(problems.map((problem) => `  ${problem}`).join("\n"))
      continue
    }
    if (examples.length === 0) continue
    const ran = responses.filter((response) => response !== undefined).length
    count += ran
    const source = fs.readFileSync(file, "utf8")
    const updated = await withResponses(source, file, responses)
    if (updated !== source) fs.writeFileSync(file, updated)
    console.info(
      `${updated !== source ? "updated  " : "unchanged"} ${file} (${ran} of ${examples.length} example${examples.length === 1 ? "" : "s"})`,
    )
  }
  const skipped = results.flatMap((result) => result.skipped)
  if (skipped.length > 0)
    console.info(`Not sent, their responses left as they were:\n${skipped.map((line) => `  ${line}`).join("\n")}`)
  const failed = results.filter((result) => result.problems.length > 0)
  if (failed.length > 0) {
    console.error(
      `docs:responses: ${failed.length} doc(s) have examples that do not answer as they should; they were left as they were.`,
    )
    process.exitCode = 1
  } else {
    console.info(
      `docs:responses: ${count} examples ran against ${target} as they should${skipped.length > 0 ? `; ${skipped.length} skipped` : ""}.`,
    )
  }
}

main().catch((error: unknown) => {
  console.error(`docs:responses: ${errorMessage(error).split("\n")[0]}`)
  process.exitCode = 1
})
