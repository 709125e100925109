import path from "node:path"
import { gzipSync } from "node:zlib"
import { docProse } from "../doc-prose"
import { docPageCode } from "../doc-page-code"
import { DOCS_DIR } from "../../../doc-examples"
import { islandNames } from "../../../src/components/DocProse/prose"

const docsDir = path.resolve(DOCS_DIR)
const SCRATCH = path.join(docsDir, "scratch-prose.mdx")

const paragraph =
  "A reader of this page reads this sentence as HTML; the page's JavaScript does not carry it, however long the doc. " +
  "See [the intro](/docs/graphql-intro/) and the table below.\n\n" +
  "| Code | Meaning |\n| --- | --- |\n| `FORBIDDEN` | Not allowed. |\n\n"

/** What gatsby-plugin-mdx compiles a doc into for its page's code (gatsby-config.ts's remark plugins). */
const pageCode = (body: string) => docPageCode(body, SCRATCH)

describe("a doc's prose (doc-prose.ts)", () => {
  it("is HTML, with headings' ids and direct links, tables labelled for phones, and plain links", async () => {
    const prose = await docProse(`## First steps\n\n${paragraph}`, SCRATCH)
    expect(prose).toContainEqual({
      t: "h2",
      p: { id: "first-steps", className: "mdx-anchored" },
      h: expect.stringContaining('<a href="#first-steps" data-pagefind-ignore="" class="mdx-hash-link"'),
    })
    const html = JSON.stringify(prose)
    expect(html).toContain('<a href=\\"/docs/graphql-intro/\\">the intro</a>')
    expect(html).toContain('<td data-label=\\"Code\\"><code>FORBIDDEN</code></td>')
    expect(islandNames(prose)).toEqual([])
  })

  it("keeps a doc's components as islands with their props, and the elements around them as elements", async () => {
    const body =
      'Use the key <SandboxDemoKey /> here.\n\n```graphql\nquery { dishes { name } }\n```\n\n<McpClientConfig client="vscode" />\n'
    const prose = await docProse(body, SCRATCH)
    expect(prose[0]).toEqual({ t: "p", p: {}, c: ["Use the key ", { i: "SandboxDemoKey", p: {} }, " here."] })
    expect(islandNames(prose)).toEqual(["SandboxDemoKey", "GraphQLExample", "McpClientConfig"])
    expect(prose).toContainEqual({ i: "GraphQLExample", p: { index: "0" } })
    expect(prose).toContainEqual({ i: "McpClientConfig", p: { client: "vscode" } })
  })

  it("refuses a component with children, which an island cannot carry as data", async () => {
    await expect(docProse("<Note>Some *text*</Note>\n", SCRATCH)).rejects.toThrow(
      "<Note> has children; a component in a doc takes attributes only",
    )
  })
})

describe("a doc's page code (remark-doc-islands.ts)", () => {
  it("carries none of the doc's text: the same doc 1x and 10x as long differ by at most 0.3 KB gzip", async () => {
    const once = await pageCode(paragraph)
    const tenTimes = await pageCode(paragraph.repeat(10))
    expect(once).not.toContain("reads this sentence")
    expect(once).toContain("DocProse")
    expect(gzipSync(tenTimes).length - gzipSync(once).length).toBeLessThanOrEqual(300)
  })

  it("imports only the components the doc uses, and hands them to DocProse", async () => {
    const code = await pageCode("Text.\n\n```json\n{}\n```\n")
    expect(code).toMatch(/import \{MdxCodeBlock\} from ".*CodeBlock\/index\.tsx"/)
    expect(code).not.toContain("GraphQLExample")
    expect(code).toMatch(/islands: \{\s*MdxCodeBlock\s*\}/)
  })
})
