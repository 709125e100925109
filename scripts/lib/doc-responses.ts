import fs from "node:fs"
import path from "node:path"
import { examplesOfMdx, type DocExample } from "../../gatsby/lib/doc-examples"
import { requestBody } from "../../src/lib/shared/code-samples"
import { ensureDemoClient } from "../../sandbox/src/api-keys"
import {
  DEFAULT_DEMO_API_KEY,
  DEFAULT_FIREBASE_PROJECT_ID,
  DEFAULT_LIMITS,
  type SandboxConfig,
} from "../../sandbox/src/config"
import { migrate, openPglite } from "../../sandbox/src/db"
import type { TokenVerifier } from "../../sandbox/src/identity"
import { seedDatabase } from "../../sandbox/src/seed"
import { upsertUser } from "../../sandbox/src/users"
import { createSandboxYoga } from "../../sandbox/src/yoga"

/**
 * Runs the docs' GraphQL examples against the sandbox, in process, on a
 * fresh seeded database: the demo key for most, a signed-in reader with a
 * profile for those marked auth=user. `npm run docs:responses` writes what
 * they return into each doc, after its example; the responses test checks
 * that what the docs show is still what the sandbox returns.
 */

export const DOCS_DIR = "content/docs"

/** The signed-in reader that auth=user examples run as; the profile is reset before each one, so no example depends on another. */
export const DOCS_READER = { uid: "docs-reader", email: "reader@example.ch", firstName: "Robin", lastName: "Muster" }
const READER_TOKEN = "docs-reader-token"

/** Every doc file under `dir`, in name order. */
export function docFiles(dir = DOCS_DIR): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) =>
      path.posix.join(path.relative(process.cwd(), entry.parentPath).split(path.sep).join("/"), entry.name),
    )
    .sort()
}

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
  /** What the sandbox answers to each example, in order. */
  responses: unknown[]
  /** One line per example that did not answer as it should. */
  problems: string[]
}

/** Runs every example of `files` against a fresh sandbox. */
export async function recordDocResponses(files: readonly string[] = docFiles()): Promise<DocResponses[]> {
  const db = await openPglite(null)
  await migrate(db)
  await seedDatabase(db)
  await ensureDemoClient(db, DEFAULT_DEMO_API_KEY)
  const reader = { uid: DOCS_READER.uid, email: DOCS_READER.email }
  const verifier: TokenVerifier = {
    verify: async (token) =>
      token === READER_TOKEN
        ? { ok: true, identity: reader }
        : { ok: false, message: "The identity token is not valid." },
    close: async () => {},
  }
  const config: SandboxConfig = {
    host: "127.0.0.1",
    port: 0,
    databaseUrl: null,
    dataDir: "",
    demoApiKey: DEFAULT_DEMO_API_KEY,
    corsOrigins: [],
    firebaseProjectId: DEFAULT_FIREBASE_PROJECT_ID,
    authEmulatorHost: null,
    limits: DEFAULT_LIMITS,
  }
  const { yoga, close } = createSandboxYoga({ config, db, verifier })
  try {
    const results: DocResponses[] = []
    for (const file of files) {
      const examples = await examplesOfMdx(fs.readFileSync(file, "utf8"), file)
      const result: DocResponses = { file, examples, responses: [], problems: [] }
      for (const [index, example] of examples.entries()) {
        if (example.options.auth === "user") await upsertUser(db, reader, DOCS_READER.firstName, DOCS_READER.lastName)
        const headers: Record<string, string> = { "content-type": "application/json" }
        if (example.options.auth === "user") headers.authorization = `Bearer ${READER_TOKEN}`
        else headers["api-key"] = DEFAULT_DEMO_API_KEY
        const response: unknown = await (
          await yoga.fetch("http://sandbox.local/graphql", {
            method: "POST",
            headers,
            body: JSON.stringify(requestBody(example)),
          })
        ).json()
        const problem = responseProblem(example, response)
        if (problem)
          result.problems.push(
            `${file}, GraphQL example ${index + 1} (${example.operationName ?? "anonymous"}, line ${example.line ?? "?"}) ${problem}`,
          )
        result.responses.push(response)
      }
      results.push(result)
    }
    return results
  } finally {
    await close()
    await db.close()
  }
}
