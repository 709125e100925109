import { examplesOfMdx, responseFence, withResponses, docFiles } from "../../doc-examples"
import { recordDocResponses, responseProblem, type DocResponses } from "../lib/record-doc-responses"
import { shapeDifferences } from "../lib/response-shape"

jest.setTimeout(120_000)

describe("every example in content/docs, run against the sandbox in process", () => {
  let results: DocResponses[]
  beforeAll(async () => {
    results = await recordDocResponses(docFiles())
  })

  it("answers without an error (or with one, where the doc shows an error on purpose)", () => {
    const count = results.reduce((sum, result) => sum + result.examples.length, 0)
    console.info(
      `${count} examples in ${results.filter((result) => result.examples.length > 0).length} docs ran against the sandbox`,
    )
    expect(count).toBeGreaterThanOrEqual(30)
    expect(results.flatMap((result) => result.problems)).toEqual([])
  })

  // By shape, as docs:check-live compares: the responses may be recorded from the live API (docs:responses --api),
  // whose values are not the sandbox's; a field, a kind of value or an error that differs still fails here.
  it("answers what the docs show: each example's response block has the shape of the sandbox's answer", () => {
    const stale = results.flatMap(({ file, examples, responses }) =>
      examples.flatMap((example, index) => {
        const differences = example.response === undefined ? [] : shapeDifferences(example.response, responses[index])
        return example.response !== undefined && differences.length === 0
          ? []
          : [
              `${file}, example ${index + 1} (${example.operationName ?? "anonymous"}, line ${example.line}): ` +
                `${example.response === undefined ? "no response recorded" : differences.join("; ")}`,
            ]
      }),
    )
    if (stale.length > 0) throw new Error(`${stale.join("\n")}\nRun \`npm run docs:responses\` and review the change.`)
  })
})

describe("recording responses", () => {
  const doc = [
    "---",
    "title: X",
    "---",
    "",
    "## A",
    "",
    "```graphql",
    "query A { a }",
    "```",
    "",
    "Text.",
    "",
    "```graphql",
    "query B($id: ID!) { b(id: $id) }",
    "```",
    "",
    "```json",
    '{ "id": "1" }',
    "```",
    "",
    "```json response",
    '{ "data": { "b": "old" } }',
    "```",
    "",
    "- In a list:",
    "",
    "  ```graphql",
    "  { c }",
    "  ```",
    "",
  ].join("\n")

  it("writes each response after its example, or over its old one, and changes nothing else", async () => {
    const updated = await withResponses(doc, "x.mdx", [
      { data: { a: 1 } },
      { data: { b: "new" } },
      { data: { c: "`x`" } },
    ])
    expect(updated).toBe(
      doc
        .replace(
          "query A { a }\n```\n",
          'query A { a }\n```\n\n```json response\n{\n  "data": {\n    "a": 1\n  }\n}\n```\n',
        )
        .replace(
          '```json response\n{ "data": { "b": "old" } }\n```',
          '```json response\n{\n  "data": {\n    "b": "new"\n  }\n}\n```',
        )
        .replace(
          "  { c }\n  ```\n",
          '  { c }\n  ```\n\n  ```json response\n  {\n    "data": {\n      "c": "`x`"\n    }\n  }\n  ```\n',
        ),
    )
    const examples = await examplesOfMdx(updated, "x.mdx")
    expect(examples.map((example) => example.response)).toEqual([
      { data: { a: 1 } },
      { data: { b: "new" } },
      { data: { c: "`x`" } },
    ])
    expect(examples[1].variables).toBe('{ "id": "1" }')
    expect(
      await withResponses(
        updated,
        "x.mdx",
        examples.map((example) => example.response),
      ),
    ).toBe(updated)
  })

  it("records data and errors, each error with its extensions, and leaves out the answer's own extensions (the cost line shows the cost)", async () => {
    const answer = {
      errors: [{ message: "No.", extensions: { code: "FORBIDDEN" } }],
      data: { a: null },
      extensions: { cost: { requestedQueryCost: 2, actualQueryCost: 1 } },
    }
    const updated = await withResponses("```graphql\n{ a }\n```\n", "x.mdx", [answer])
    const [example] = await examplesOfMdx(updated, "x.mdx")
    expect(example.response).toEqual({ errors: answer.errors, data: answer.data })
  })

  it("fences a response whose text holds backticks with a longer fence", () => {
    expect(responseFence({ data: { code: "```" } })).toBe(
      '````json response\n{\n  "data": {\n    "code": "```"\n  }\n}\n````',
    )
  })

  it("knows which responses must hold errors", async () => {
    const [plain, failing] = await examplesOfMdx(
      "```graphql\n{ a }\n```\n\n```graphql expect=errors\n{ b }\n```\n",
      "x.mdx",
    )
    expect(responseProblem(plain, { data: { a: 1 } })).toBeNull()
    expect(responseProblem(plain, { errors: [{ message: "No.", extensions: { code: "FORBIDDEN" } }] })).toBe(
      "returned errors: FORBIDDEN: No.",
    )
    expect(responseProblem(failing, { errors: [{ message: "No." }] })).toBeNull()
    expect(responseProblem(failing, { data: { b: 1 } })).toBe("is marked expect=errors but returned no error")
  })
})
