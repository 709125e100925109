import fs from "node:fs"
import { ID_TOKEN_PLACEHOLDER } from "../../../core/code-samples"
import { requestBody } from "../../../core/graphql-request"
import { buildSchemaFromText, readSchemaExamples } from "../../../schema"
import { buildSchemaReference } from "../../../schema/reference"
import { startSeededSandbox } from "../seeded-sandbox"
import { DEMO_KEY, testConfig } from "./test-sandbox"

const ours = buildSchemaFromText("content/schema.graphql", fs.readFileSync("content/schema.graphql", "utf8")).schema

// Every root field's example as the reference shows it, run against a seeded sandbox with the demo key and a
// signed-in reader (whose identity token is the placeholder the examples show): each must return data.
describe("every reference example, run against the sandbox", () => {
  // A fresh PGlite database takes seconds to migrate and seed on a busy 2-core machine.
  jest.setTimeout(60_000)
  it("returns data: no error, and a value for its root field", async () => {
    const { yoga, close } = await startSeededSandbox({
      config: testConfig(),
      reader: {
        token: ID_TOKEN_PLACEHOLDER,
        uid: "reference-reader",
        email: "reader@example.ch",
        firstName: "Robin",
        lastName: "Muster",
      },
    })
    try {
      const reference = buildSchemaReference(ours, readSchemaExamples(ours))
      const examples = reference.types.flatMap((type) =>
        type.fieldDefinitions.flatMap((field) =>
          field.example ? [{ field: `${type.name}.${field.name}`, ...field.example }] : [],
        ),
      )
      expect(examples.length).toBe(11)
      const failures: string[] = []
      for (const example of examples) {
        const response = await yoga.fetch("http://sandbox.test/graphql", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "api-key": DEMO_KEY,
            authorization: `Bearer ${ID_TOKEN_PLACEHOLDER}`,
          },
          body: JSON.stringify(requestBody(example)),
        })
        const body = (await response.json()) as {
          data?: Record<string, unknown> | null
          errors?: { message: string }[]
        }
        const root = example.field.split(".")[1]
        if (body.errors?.length || body.data?.[root] == null)
          failures.push(
            `${example.field}: ${JSON.stringify(body)}; give it arguments that return data in content/schema-examples.json`,
          )
      }
      expect(failures).toEqual([])
    } finally {
      await close()
    }
  })
})
