import fs from "node:fs"
import { examplesOfMdx, findExamples, parseMdx, docFiles } from ".."
import { exampleProblems, typescriptSampleDocProblems } from "../checks"
import { buildSchemaFromText } from "../../schema"

const { schema } = buildSchemaFromText("content/schema.graphql", fs.readFileSync("content/schema.graphql", "utf8"))

describe("GraphQL examples in the docs", () => {
  it("are all valid against content/schema.graphql", async () => {
    const files = docFiles()
    const examples = (await Promise.all(files.map((file) => examplesOfMdx(fs.readFileSync(file, "utf8"), file)))).flat()
    expect(examples.length).toBeGreaterThanOrEqual(30)
    expect(
      (await Promise.all(files.map((file) => exampleProblems(schema, file, fs.readFileSync(file, "utf8"))))).flat(),
    ).toEqual([])
  })

  it("have TypeScript samples that compile and recorded responses that fit their types, as the build proves", async () => {
    const docs = docFiles().map((file) => ({ file, markdown: fs.readFileSync(file, "utf8") }))
    const { problems, samples } = await typescriptSampleDocProblems(schema, docs, "https://api.example.ch/graphql")
    expect(samples).toBeGreaterThanOrEqual(30)
    expect(problems).toEqual([])
  })

  it("names the file, the example, its line and the problem", async () => {
    const markdown =
      "## A\n\n```graphql\n{ dishes { nodes { name } } }\n```\n\n```graphql\n{ dishes { nodes { nam } } }\n```\n"
    expect(await exampleProblems(schema, "content/docs/x.mdx", markdown)).toEqual([
      'content/docs/x.mdx, GraphQL example 2 (line 7): Cannot query field "nam" on type "Dish". Did you mean "name"?',
    ])
    expect(await exampleProblems(schema, "content/docs/x.mdx", "```graphql\n{ broken\n```\n")).toEqual([
      "content/docs/x.mdx, GraphQL example 1 (line 1): Syntax Error: Expected Name, found <EOF>.",
    ])
  })
})

describe("an example", () => {
  const find = async (markdown: string) => findExamples(await parseMdx(markdown), "x.mdx")

  it("is a ```graphql block, with the ```json block right after it as its variables and a ```json response block as its response", async () => {
    const [example] = await find(
      "---\ntitle: X\n---\n\n```graphql tab=curl\nquery Dish($id: ID!) { dish(id: $id) { name } }\n```\n\n```json\n{ " +
        '"id": "42" }\n```\n\n```json response\n{ "data": { "dish": null } }\n```\n',
    )
    expect(example.example).toEqual({
      query: "query Dish($id: ID!) { dish(id: $id) { name } }",
      variables: '{ "id": "42" }',
      operationName: "Dish",
      options: { auth: "apiKey", expect: "data", tab: "curl" },
      line: 5,
      response: { data: { dish: null } },
    })
    expect(example.variablesNode?.value).toBe('{ "id": "42" }')
    expect(example.responseNode?.meta).toBe("response")
  })

  it("takes a ```json block that is not right after it as a plain code block", async () => {
    const matches = await find("```graphql\n{ a }\n```\n\nText.\n\n```json\n{}\n```\n")
    expect(
      matches.map((match) => [match.example.variables, match.example.operationName, match.example.response]),
    ).toEqual([[null, null, undefined]])
  })

  it("holds one operation, with variables that are a JSON object and known options", async () => {
    await expect(find("```graphql\nquery A { a }\nquery B { b }\n```\n")).rejects.toThrow(
      "x.mdx, GraphQL example 1 (line 1): an example holds one operation, this one has 2",
    )
    await expect(find("```graphql\n{ a }\n```\n\n```json\n[1]\n```\n")).rejects.toThrow(
      "x.mdx, GraphQL example 1 (line 1), its variables: The variables must be a JSON object",
    )
    await expect(find("```graphql auth=admin\n{ a }\n```\n")).rejects.toThrow('unknown option "auth=admin"')
    expect(
      (await find("```graphql\nquery A { a ...F }\nfragment F on Query { b }\n```\n"))[0].example.operationName,
    ).toBe("A")
  })
})
