import fs from "node:fs"
import { examplesOfMdx, type DocExample, docFiles } from "../../doc-examples"
import type { Credentials } from "../../core/authorization-modes"
import { requestBody } from "../../core/graphql-request"
import { startSeededSandbox } from "../../sandbox/src/seeded-sandbox"
import { upsertUser } from "../../sandbox/src/users"
import { graphqlAnswer, type ExampleRunner } from "./live-api"

/**
 * Runs the docs' GraphQL examples against the sandbox, in process, on a
 * fresh seeded database (the demo key for most, a signed-in reader with a
 * profile for those marked auth=user), or against a live endpoint with the
 * DOCS_* credentials. `npm run docs:responses` writes what they return into
 * each doc, after its example; the responses test checks that what the docs
 * show is still what the sandbox returns.
 */

/** The signed-in reader that auth=user examples run as; the profile is reset before each one, so no example depends on another. */
const DOCS_READER = { uid: "docs-reader", email: "reader@example.ch", firstName: "Robin", lastName: "Muster" }
const READER_TOKEN = "docs-reader-token"
/** The in-process sandbox's address: yoga.fetch answers it without a network. */
const SANDBOX_URL = "http://sandbox.local/graphql"

/** What is wrong with an example's response, or null. */
export function responseProblem(example: DocExample, response: unknown): string | null {
  const body = (response ?? {}) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] }
  const errors = body.errors ?? []
  if (example.options.expect === "data" && errors.length > 0) {
    return `returned errors: ${errors.map((error) => `${error.extensions?.code ?? "no code"}: ${error.message}`).join("; ")}`
  }
  if (example.options.expect === "errors" && errors.length === 0) return "is marked expect=errors but returned no error"
  return null
}

export interface DocResponses {
  file: string
  /** The doc's examples, with the responses the doc shows now. */
  examples: DocExample[]
  /** What the API answers to each example, in order; undefined for one that was skipped. */
  responses: unknown[]
  /** One line per example that did not answer as it should. */
  problems: string[]
  /** One line per example that was not sent, saying why. */
  skipped: string[]
}

/** A fresh, seeded sandbox in process, with the demo key; auth=user examples run as DOCS_READER with a fresh profile. */
async function sandboxRunner(): Promise<ExampleRunner> {
  const { yoga, db, config, close } = await startSeededSandbox({ reader: { token: READER_TOKEN, ...DOCS_READER } })
  const reader = { uid: DOCS_READER.uid, email: DOCS_READER.email }
  const fetchInProcess: typeof fetch = async (input, init) =>
    yoga.fetch(input instanceof Request ? input.url : String(input), init ?? {})
  return {
    target: "the sandbox",
    run: async (example) => {
      if (example.options.auth === "user") await upsertUser(db, reader, DOCS_READER.firstName, DOCS_READER.lastName)
      // The reader's token for auth=user examples, the demo key for the others, sent as the site sends them.
      const credentials: Credentials =
        example.options.auth === "user"
          ? { activeModes: ["user"], apiKey: null, token: READER_TOKEN }
          : { activeModes: ["apiKey"], apiKey: config.demoApiKey, token: null }
      return { response: await graphqlAnswer(SANDBOX_URL, requestBody(example), credentials, fetchInProcess) }
    },
    close,
  }
}

const label = (file: string, index: number, example: DocExample) =>
  `${file}, GraphQL example ${index + 1} (${example.operationName ?? "anonymous"}, line ${example.line ?? "?"})`

/** Runs every example of `files` with `runner` (a fresh sandbox by default), and closes it. */
export async function recordDocResponses(
  files: readonly string[] = docFiles(),
  runner?: ExampleRunner,
): Promise<DocResponses[]> {
  const api = runner ?? (await sandboxRunner())
  try {
    const results: DocResponses[] = []
    for (const file of files) {
      const examples = await examplesOfMdx(fs.readFileSync(file, "utf8"), file)
      const result: DocResponses = { file, examples, responses: [], problems: [], skipped: [] }
      for (const [index, example] of examples.entries()) {
        const outcome = await api.run(example)
        if ("skipped" in outcome) {
          result.skipped.push(`${label(file, index, example)}: ${outcome.skipped}`)
          result.responses.push(undefined)
          continue
        }
        const problem = responseProblem(example, outcome.response)
        if (problem) result.problems.push(`${label(file, index, example)} ${problem}`)
        result.responses.push(outcome.response)
      }
      results.push(result)
    }
    return results
  } finally {
    await api.close()
  }
}
