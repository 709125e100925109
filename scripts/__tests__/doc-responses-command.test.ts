import { runScript } from "../harness/run-script"
import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import type { AddressInfo } from "node:net"
import { examplesOfMdx } from "../../doc-examples"
import { DEMO_KEY, serveTestSandbox, type ServedSandbox } from "../../sandbox/src/__tests__/test-sandbox"

// `npm run docs:responses` itself, run as a child process on a scratch folder of docs (--docs), never on content/.
jest.setTimeout(120_000)

/** Runs the command with `args` and `env`, without this process's DOCS_API_KEY or DOCS_ID_TOKEN. */
const runCommand = (args: string[], env: Record<string, string> = {}) =>
  runScript("scripts/docs-responses.ts", args, { env, without: ["DOCS_API_KEY", "DOCS_ID_TOKEN"] })

const doc = (...blocks: string[]) => ["---", "title: X", "---", "", ...blocks].join("\n")
const example = (query: string, meta = "") => `\`\`\`graphql${meta ? ` ${meta}` : ""}\n${query}\n\`\`\`\n`
const recorded = (response: unknown) => `\`\`\`json response\n${JSON.stringify(response)}\n\`\`\`\n`

const DISH = 'query Dish { dish(id: "1") { name } }'

/** What the doc at `file` shows as each example's response now. */
async function responsesIn(file: string): Promise<unknown[]> {
  return (await examplesOfMdx(fs.readFileSync(file, "utf8"), file)).map((item) => item.response)
}

describe("npm run docs:responses, as a command", () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "docs-responses-"))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  describe("with --api URL", () => {
    // Its one dish has a name that the command's own sandbox (the seed) does not have.
    let sandbox: ServedSandbox
    beforeAll(async () => {
      sandbox = await serveTestSandbox({
        prepare: async (db) => {
          await db.query("UPDATE dishes SET name = $1 WHERE id = 1", ["Only at the endpoint"])
        },
      })
    })
    afterAll(() => sandbox.close())

    it("records what that endpoint answers, with DOCS_API_KEY", async () => {
      const file = path.join(dir, "dish.mdx")
      fs.writeFileSync(file, doc(example(DISH)))
      const run = await runCommand(["--api", sandbox.url, "--docs", dir], { DOCS_API_KEY: DEMO_KEY })
      expect(run.stderr).toBe("")
      expect(run.status).toBe(0)
      const [response] = await responsesIn(file)
      expect(response).toMatchObject({ data: { dish: { name: "Only at the endpoint" } } })
      expect(run.stdout).toContain(`docs:responses: 1 examples ran against ${sandbox.url} as they should.`)
    })
  })

  it("with --api URL but no DOCS_API_KEY, refuses in one line naming the variable, sends nothing and writes nothing", async () => {
    const requests: string[] = []
    const server = http.createServer((request, response) => {
      requests.push(`${request.method} ${request.url}`)
      response.writeHead(200, { "content-type": "application/json" })
      response.end(JSON.stringify({ data: { dish: { name: "sent anyway" } } }))
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`
    try {
      const file = path.join(dir, "dish.mdx")
      const text = doc(example(DISH))
      fs.writeFileSync(file, text)
      const run = await runCommand(["--api", url, "--docs", dir])
      expect(run.stderr).toBe(
        `docs:responses: set DOCS_API_KEY to an API key of ${url} (DOCS_ID_TOKEN too, for the auth=user examples)\n`,
      )
      expect(run.status).toBe(1)
      expect(requests).toEqual([])
      expect(fs.readFileSync(file, "utf8")).toBe(text)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it("leaves a doc with an example that fails as it was, writes the others, and fails naming the example", async () => {
    const good = path.join(dir, "good.mdx")
    const bad = path.join(dir, "bad.mdx")
    // The bad doc's first example answers as it should; its stale response stays, since the doc is not written.
    const badText = doc(
      example(DISH),
      recorded({ data: { dish: { name: "recorded before" } } }),
      example('query Nope { dish(id: "1") { nope } }'),
    )
    fs.writeFileSync(good, doc(example(DISH)))
    fs.writeFileSync(bad, badText)
    const run = await runCommand(["--docs", dir])
    expect(run.status).toBe(1)
    expect(run.stderr).toBe(
      `  ${path.relative(process.cwd(), bad)}, GraphQL example 2 (Nope, line 13) returned errors: ` +
        'GRAPHQL_VALIDATION_FAILED: Cannot query field "nope" on type "Dish". Did you mean "name"?\n' +
        "docs:responses: 1 doc(s) have examples that do not answer as they should; they were left as they were.\n",
    )
    expect(fs.readFileSync(bad, "utf8")).toBe(badText)
    const [response] = await responsesIn(good)
    expect(response).toMatchObject({ data: { dish: { name: expect.any(String) } } })
    expect(run.stdout).toContain(`updated   ${path.relative(process.cwd(), good)} (1 of 1 example)`)
  })
})
