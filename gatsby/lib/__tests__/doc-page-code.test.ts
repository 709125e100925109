import path from "node:path"
import { docPageCode, sharedPageFiles } from "../doc-page-code"
import { DOCS_DIR } from "../../../doc-examples"

const docsDir = path.resolve(DOCS_DIR)
const top = path.join(docsDir, "scratch-top.mdx")
const nested = path.join(docsDir, "scratch", "nested.mdx")

describe("a doc's page code (doc-page-code.ts)", () => {
  it("is the same for two docs in two folders with the same components, whatever their text", async () => {
    const first = await docPageCode(
      'import { ApiEndpoint } from "../../src/components/ApiEndpoint"\n\nThe endpoint: <ApiEndpoint />.\n',
      top,
    )
    const second = await docPageCode(
      'import { ApiEndpoint } from "../../../src/components/ApiEndpoint"\n\n## Other words\n\nHere <ApiEndpoint /> is.\n\n' +
        "Much more text. ".repeat(50),
      nested,
    )
    expect(second).toBe(first)
    expect(first).toContain(JSON.stringify(path.resolve("src/components/ApiEndpoint")))
    expect(first).not.toContain("The endpoint")
  })

  it("keeps apart two docs that import different files by the same relative name, in either quotes", async () => {
    const other = path.join(docsDir, "other", "page.mdx")
    for (const quote of ['"', "'"]) {
      const body = `import { Note } from ${quote}./note${quote}\nimport ${quote}./note.css${quote}\n\n<Note />\n`
      const mine = await docPageCode(body, nested)
      expect(await docPageCode(body, other)).not.toBe(mine)
      expect(mine).toContain(JSON.stringify(path.join(path.dirname(nested), "note")))
      expect(mine).toContain(JSON.stringify(path.join(path.dirname(nested), "note.css")))
    }
  })

  it("names the doc's file and the place when its MDX does not compile", async () => {
    await expect(docPageCode("Text.\n\n<Broken prop={ } />\n", nested)).rejects.toThrow(
      /^content\/docs\/scratch\/nested\.mdx: \d+:\d+/,
    )
  })

  it("names the doc's file and the component a doc uses without importing it, instead of a page that fails to render", async () => {
    await expect(docPageCode("The endpoint: <ApiEndpoint />.\n", nested)).rejects.toThrow(
      /^content\/docs\/scratch\/nested\.mdx: .*<ApiEndpoint \/> is used but not imported: import it after the front matter/,
    )
    // A component the doc declares itself is its own.
    await expect(docPageCode("export const Note = () => null\n\n<Note />\n", nested)).resolves.toContain("Note")
  })

  it("differs when the components differ: a GraphQL example brings its component", async () => {
    const prose = await docPageCode("Words.\n", top)
    const example = await docPageCode("Words.\n\n```graphql\nquery { dishes { name } }\n```\n", top)
    expect(example).not.toBe(prose)
    expect(example).toContain("GraphQLExample")
  })
})

describe("the docs' shared page components (sharedPageFiles)", () => {
  it("gives the docs with the same code the first of their files, by name, and another code its own", () => {
    const files = sharedPageFiles([
      { file: "/d/outlets.mdx", code: "examples" },
      { file: "/d/dishes.mdx", code: "examples" },
      { file: "/d/access.mdx", code: "key and examples" },
      { file: "/d/intro.mdx", code: "examples" },
    ])
    expect(Object.fromEntries(files)).toEqual({
      "/d/outlets.mdx": "/d/dishes.mdx",
      "/d/dishes.mdx": "/d/dishes.mdx",
      "/d/access.mdx": "/d/access.mdx",
      "/d/intro.mdx": "/d/dishes.mdx",
    })
  })
})
