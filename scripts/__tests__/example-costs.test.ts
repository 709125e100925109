import fs from "node:fs"
import { examplesOfMdx, docFiles } from "../../doc-examples"
import { readSchemaExamples, readSiteSchema } from "../../schema"
import { buildSchemaReference, measureExample } from "../../schema/reference"
import { startSeededSandbox } from "../../sandbox/src/seeded-sandbox"
import { DEMO_KEY, testConfig } from "../../sandbox/src/__tests__/test-sandbox"
import { ID_TOKEN_PLACEHOLDER, type SampleOperation } from "../../core/code-samples"
import { requestBody } from "../../core/graphql-request"
import { costLine } from "../../schema/cost-words"

jest.setTimeout(120_000)

interface SandboxCost {
  requestedQueryCost: number
  depth: number
  maximumAvailable: number
  maximumDepth: number
}

// The line beside every example, the docs' and the reference's, is worked out at build time; the API works the
// cost out again when the example runs. Both must say the same, or a reader is told one cost and charged another.
describe("the cost line beside every example", () => {
  it("says what the sandbox reports for it in extensions.cost: the requested cost, the depth and the limits", async () => {
    const { schema } = readSiteSchema()
    const docs = await Promise.all(
      docFiles().map(async (file) =>
        (await examplesOfMdx(fs.readFileSync(file, "utf8"), file)).map((example) => ({
          name: `${file}, line ${example.line} (${example.operationName ?? "anonymous"})`,
          operation: example as SampleOperation,
          line: measureExample(schema, example)?.line,
        })),
      ),
    )
    const reference = buildSchemaReference(schema, readSchemaExamples(schema)).types.flatMap((type) =>
      type.fieldDefinitions.flatMap((field) =>
        field.example
          ? [
              {
                name: `the reference's ${type.name}.${field.name}`,
                operation: field.example,
                line: field.example.cost?.line,
              },
            ]
          : [],
      ),
    )
    const examples = [...docs.flat(), ...reference]
    expect(examples.length).toBeGreaterThan(40)

    // A signed-in reader whose token is the placeholder the samples show, so that every example runs: the ones
    // for `me` and the mutations too.
    const reader = { uid: "cost-reader", email: "reader@example.ch", firstName: "Robin", lastName: "Muster" }
    const sandbox = await startSeededSandbox({
      config: testConfig(),
      reader: { token: ID_TOKEN_PLACEHOLDER, ...reader },
    })
    const differences: string[] = []
    try {
      for (const { name, operation, line } of examples) {
        const response = await sandbox.yoga.fetch("http://sandbox.test/graphql", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "api-key": DEMO_KEY,
            authorization: `Bearer ${ID_TOKEN_PLACEHOLDER}`,
          },
          body: JSON.stringify(requestBody(operation)),
        })
        const cost = ((await response.json()) as { extensions?: { cost?: SandboxCost } }).extensions?.cost
        const reported = cost
          ? costLine(
              { cost: cost.requestedQueryCost, depth: cost.depth },
              { maximumCost: cost.maximumAvailable, maximumDepth: cost.maximumDepth },
            )
          : "no extensions.cost"
        if (reported !== line) differences.push(`${name}: the page says "${line}", the sandbox "${reported}"`)
      }
    } finally {
      await sandbox.close()
    }
    expect(differences).toEqual([])
  })
})
