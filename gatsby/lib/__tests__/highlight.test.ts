import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import {
  API_KEY_PLACEHOLDER,
  ID_TOKEN_PLACEHOLDER,
  SNIPPET_LANGUAGES,
  renderSnippet,
  renderTemplate,
  type SampleHeader,
} from "../../../core/code-samples"
import { snippetHtml, type TypeScriptSampleFile } from "../../../core/example-data"
import { codeText } from "../../../core/html-text"
import { docExamplesData, exampleData, exampleResponse, highlightSnippet } from "../example-html"
import { highlight, highlightLanguage, highlightLines } from "../highlight"
import { readSiteSchema } from "../../../schema"
import { operationTypes } from "../../../schema/typescript"
import { typescriptTemplate } from "../../../core/typescript-sample"

const ENDPOINT = "https://api.example.ch/graphql?v=1"

describe("highlight", () => {
  it("marks tokens with one short class per kind, GitHub's way", async () => {
    expect(await highlight('query Dish($id: ID!) { dish(id: $id) { name } } # one "dish"', "graphql")).toBe(
      "<span class=k>query </span><span class=e>Dish</span>(<span class=v>$id</span>: <span class=n>ID</span><span " +
        "class=k>!</span>) { <span class=v>dish</span>(<span class=v>id</span>: <span class=v>$id</span>) " +
        '{ <span class=v>name</span> } }<span class=c> # one "dish"</span>',
    )
    expect(await highlight('{ "a": [1, true, null, "x"] }', "json")).toBe(
      '{ <span class=n>"a"</span>: [<span class=n>1</span>, <span class=n>true</span>, <span class=n>null</span>, <span class=s>"x"</span>] }',
    )
  })

  it("escapes the code's text, and keeps it: the text of the HTML is the code", async () => {
    const code = 'const a = 1 < 2 && "<b>" // &amp;\nprint("x")'
    for (const language of ["javascript", "typescript", "python", "bash", null, "text"]) {
      const html = await highlight(code, language)
      expect(html).not.toContain("<b>")
      expect(codeText(html)).toBe(code)
    }
  })

  it("gives one line of HTML per line of code, each closing its spans", async () => {
    const lines = await highlightLines('"""a\nb"""\nx = 1', "python")
    expect(lines).toHaveLength(3)
    for (const line of lines) expect(line.match(/<span/g)?.length ?? 0).toBe(line.match(/<\/span>/g)?.length ?? 0)
  })

  it("knows the fence names writers use", () => {
    expect(["gql", "js", "ts", "py", "sh", "shell", "JSON"].map(highlightLanguage)).toEqual([
      "graphql",
      "javascript",
      "typescript",
      "python",
      "bash",
      "bash",
      "json",
    ])
    expect(highlightLanguage("yaml")).toBeNull()
    expect(highlightLanguage(null)).toBeNull()
  })
})

describe("an example's highlighted samples", () => {
  const operation = {
    query:
      "query Search($text: String!) {\n  dishes(filter: { search: $text }) { nodes { name } } # it's `here` ${x}\n}",
    variables: '{ "text": "Mum\'s \\"rösti\\"\\n<b>" }',
    operationName: "Search",
  }
  const headerSets: SampleHeader[][] = [
    [],
    [{ name: "api-key", value: "zfv_…_key" }],
    [{ name: "api-key", value: 'zfv_it\'s <a> "key" & more' }],
    // "$&" and "$'" are replacement patterns for String.replace with a string.
    [{ name: "api-key", value: "zfv_$&_$'_$`_key" }],
    [
      { name: "api-key", value: API_KEY_PLACEHOLDER },
      { name: "Authorization", value: `Bearer ${ID_TOKEN_PLACEHOLDER}` },
    ],
    [{ name: "Authorization", value: `Bearer ${ID_TOKEN_PLACEHOLDER}` }],
  ]

  it("read, with the reader's headers put in, exactly as the sample that Copy copies", async () => {
    for (const language of SNIPPET_LANGUAGES) {
      const snippet = await highlightSnippet(language, operation, ENDPOINT)
      for (const headers of headerSets) {
        const html = snippetHtml(language, snippet, headers)
        expect(codeText(html)).toBe(renderSnippet(language, operation, ENDPOINT, headers))
        expect(html).not.toMatch(/<(?!\/?span\b)/)
      }
    }
  })

  it("come with the operation, its variables and the response, all highlighted", async () => {
    const data = await exampleData({ ...operation, tab: "python" }, ENDPOINT, { data: { dishes: { nodes: [] } } })
    expect(codeText(data.html.graphql)).toBe(operation.query)
    expect(codeText(data.html.variables ?? "")).toBe(operation.variables)
    expect(data.tab).toBe("python")
    expect(data.auth).toBe("apiKey")
    expect((await exampleData({ ...operation, auth: "user" }, ENDPOINT, undefined)).auth).toBe("user")
    expect(data.response).toEqual({ html: expect.stringContaining('<span class=n>"data"</span>'), errors: false })
    expect(codeText(data.response?.html ?? "")).toBe(JSON.stringify({ data: { dishes: { nodes: [] } } }, null, 2))
    expect((await exampleResponse({ errors: [{ message: "No." }], data: null })).errors).toBe(true)
    expect((await exampleData(operation, ENDPOINT, undefined)).response).toBeNull()
  })

  it("carry each fence's options: the tab shown first, and who the example runs as", async () => {
    const mdx = [
      "```graphql tab=curl",
      "query A { a }",
      "```",
      "",
      "```graphql auth=user",
      "query Me { me { id } }",
      "```",
    ]
    const [first, second] = await docExamplesData(mdx.join("\n"), "doc.mdx", ENDPOINT, null)
    expect([first.tab, first.auth]).toEqual(["curl", "apiKey"])
    expect([second.tab, second.auth]).toEqual([null, "user"])
  })

  it("carry what each costs, measured with the schema and the example's own variables; nothing without a schema", async () => {
    const mdx =
      '```graphql\nquery D($n: Int) { dishes(first: $n) { nodes { name } } }\n```\n\n```json\n{ "n": 5 }\n```\n'
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "examples-public-"))
    const [measured] = await docExamplesData(mdx, "doc.mdx", ENDPOINT, readSiteSchema().schema, publicDir)
    // dishes 1, and 5 items of nodes 1 + name 1.
    expect(measured.cost).toEqual({ cost: 11, depth: 3, line: "Cost 11 of 20,000 · depth 3 of 12" })
    const [unmeasured] = await docExamplesData(mdx, "doc.mdx", ENDPOINT, null)
    expect(unmeasured.cost).toBeNull()
    fs.rmSync(publicDir, { recursive: true })
  })

  it("put each doc's TypeScript samples in one file named by its content, which the page fetches; none without a schema", async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "examples-public-"))
    const mdx =
      "```graphql\nquery A { dishes(first: 1) { nodes { name } } }\n```\n\n```graphql\nquery B { me { id } }\n```\n"
    const examples = await docExamplesData(mdx, "doc.mdx", ENDPOINT, readSiteSchema().schema, publicDir)
    const [href] = new Set(examples.map((example) => example.typescript?.href))
    expect(href).toMatch(/^\/typescript-samples\/[0-9a-f]{20}\.json$/)
    expect(examples.map((example) => example.typescript?.index)).toEqual([0, 1])
    const file = JSON.parse(fs.readFileSync(path.join(publicDir, href ?? ""), "utf8")) as TypeScriptSampleFile
    const headers = [{ name: "api-key", value: "zfv_…_key" }]
    expect(file).toHaveLength(2)
    const schema = readSiteSchema().schema
    for (const [index, sample] of file.entries()) {
      // The highlighted sample's text, which Copy copies, is the sample typed with the schema's types.
      const { query, operationName } = examples[index]
      const types = await operationTypes(schema, query, operationName)
      expect(codeText(snippetHtml("typescript", sample.html, headers))).toBe(
        renderTemplate(
          "typescript",
          typescriptTemplate({ query, variables: null, operationName }, ENDPOINT, types),
          headers,
        ),
      )
    }
    expect(codeText(snippetHtml("typescript", file[0].html, headers))).toContain("type AQuery = {")
    expect(fs.readdirSync(path.join(publicDir, "typescript-samples"))).toHaveLength(1)
    expect((await docExamplesData(mdx, "doc.mdx", ENDPOINT, null, publicDir))[0].typescript).toBeNull()
    fs.rmSync(publicDir, { recursive: true })
  })
})
