import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { load } from "js-yaml"
import { DEMO_KEY, TEST_ID_TOKEN, serveTestSandbox, type ServedSandbox } from "../../sandbox/src/__tests__/test-sandbox"

jest.setTimeout(180_000)

const WORKFLOW = ".github/workflows/api-drift.yml"

interface Workflow {
  on: { schedule?: { cron: string }[]; workflow_dispatch?: unknown }
  jobs: Record<string, { env?: Record<string, string>; steps: { run?: string; if?: string; id?: string }[] }>
}

const workflow = load(fs.readFileSync(WORKFLOW, "utf8")) as Workflow
const [job] = Object.values(workflow.jobs)
const commands = job.steps.flatMap((step) => (step.run ? [step.run.trim()] : []))

describe("the nightly API drift workflow", () => {
  it("runs every night and on demand, with the key and the token as secrets", () => {
    expect(workflow.on.schedule?.[0].cron).toMatch(/^\d+ \d+ \* \* \*$/)
    expect(workflow.on).toHaveProperty("workflow_dispatch")
    expect(job.env).toEqual({
      GATSBY_API_URL: "${{ vars.GATSBY_API_URL }}",
      DOCS_API_KEY: "${{ secrets.DOCS_API_KEY }}",
      DOCS_ID_TOKEN: "${{ secrets.DOCS_ID_TOKEN }}",
    })
    expect(commands).toEqual([
      "npm ci",
      "npm run schema:pull -- --fail-on-breaking",
      'npm run docs:check-live -- --api "$GATSBY_API_URL"',
    ])
  })

  it("runs the live check after a breaking pull too, but not when the install failed or the run was cancelled", () => {
    // A step without `if:` runs only when every step before it succeeded; the pull fails on a breaking change.
    const check = job.steps.find((step) => step.run?.includes("docs:check-live"))
    const install = job.steps.find((step) => step.run?.trim() === "npm ci")
    expect(install?.id).toBe("install")
    expect(check?.if).toBe("${{ !cancelled() && steps.install.outcome == 'success' }}")
  })

  // The workflow's own command lines, run by bash as CI would, in a copy of the project whose content/ they may change.
  describe("its commands, run as written against a sandbox on a port", () => {
    let dir: string
    let db: ServedSandbox["db"]
    let closeFirst: () => Promise<void>
    beforeAll(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "api-drift-"))
      for (const entry of ["package.json", "tsconfig.json", "node_modules", "scripts", "gatsby", "src", "sandbox"])
        fs.symlinkSync(path.resolve(entry), path.join(dir, entry))
      fs.cpSync("content", path.join(dir, "content"), { recursive: true })
      const first = await serveTestSandbox()
      db = first.db
      closeFirst = first.close
    })
    afterAll(async () => {
      await closeFirst()
      fs.rmSync(dir, { recursive: true, force: true })
    })

    // Asynchronously: the sandbox answers from this process while the command runs.
    function run(command: string, url: string): Promise<{ status: number | null; output: string }> {
      const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("npm_")))
      const child = spawn("bash", ["-c", command], {
        cwd: dir,
        env: { ...env, GATSBY_API_URL: url, DOCS_API_KEY: DEMO_KEY, DOCS_ID_TOKEN: TEST_ID_TOKEN },
      })
      let output = ""
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
      return new Promise((resolve) => child.on("close", (status) => resolve({ status, output })))
    }

    it("passes when the API serves our schema and answers as the docs show", async () => {
      const sandbox = await serveTestSandbox({ db })
      try {
        const pull = await run(commands[1], sandbox.url)
        expect(pull.output).toContain("content/schema.graphql is already the schema")
        expect(pull.status).toBe(0)
        const check = await run(commands[2], sandbox.url)
        expect(check.output).toMatch(/ 0 drift, 0 not valid, \d+ skipped\.\n$/)
        expect(check.status).toBe(0)
      } finally {
        await sandbox.close()
      }
    })

    it("fails, naming the breaking change and the examples it breaks, when the API removed a field", async () => {
      const ours = fs.readFileSync("content/schema.graphql", "utf8")
      const removed = ours.replace('  "What the dish is, in a sentence."\n  description: String!\n', "")
      const sandbox = await serveTestSandbox({ db, schemaText: removed })
      try {
        const pull = await run(commands[1], sandbox.url)
        expect(pull.output).toContain("  breaking   Field 'description' was removed from object type 'Dish'")
        expect(pull.status).toBe(1)
        expect(fs.readFileSync(path.join(dir, "content/schema.graphql"), "utf8")).toBe(removed)
        const check = await run(commands[2], sandbox.url)
        expect(check.output).toContain(
          'content/docs/examples/dishes.mdx:87  Dish  not valid  Cannot query field "description" on type "Dish".',
        )
        expect(check.output).toMatch(/ 3 not valid, \d+ skipped\.\n$/)
        expect(check.status).toBe(1)
      } finally {
        await sandbox.close()
      }
    })
  })
})
