import fs from "node:fs"
import { withResponses } from "../gatsby/lib/doc-responses"
import { recordDocResponses } from "./lib/doc-responses"

// npm run docs:responses: runs every GraphQL example of content/docs against a fresh sandbox (demo key) and writes
// each response into the doc, after its example, as a ```json response block. A doc with an example that does not
// answer as it should is left as it was, and the command fails naming the example.
async function main() {
  const results = await recordDocResponses()
  let count = 0
  for (const { file, examples, responses, problems } of results) {
    if (problems.length > 0) {
      console.error(problems.map((problem) => `  ${problem}`).join("\n"))
      continue
    }
    if (examples.length === 0) continue
    count += examples.length
    const source = fs.readFileSync(file, "utf8")
    const updated = await withResponses(source, file, responses)
    if (updated !== source) fs.writeFileSync(file, updated)
    console.info(
      `${updated !== source ? "updated  " : "unchanged"} ${file} (${examples.length} example${examples.length === 1 ? "" : "s"})`,
    )
  }
  const failed = results.filter((result) => result.problems.length > 0)
  if (failed.length > 0) {
    console.error(
      `docs:responses: ${failed.length} doc(s) have examples that do not answer as they should; they were left as they were.`,
    )
    process.exitCode = 1
  } else {
    console.info(`docs:responses: ${count} examples ran against the sandbox as they should.`)
  }
}

main().catch((error: unknown) => {
  console.error(`docs:responses: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
})
