/**
 * A doc's text is in its HTML and its page's data, never in the JavaScript a
 * first visit loads: checked on the build `npm run build` wrote to public/
 * (`npm run test:site`, a step of `npm test`). With the compile-level check of
 * gatsby/lib/__tests__/doc-prose.test.ts (the same doc 1x and 10x as long),
 * this holds that a doc's JavaScript does not grow with its text (issue 42).
 */
import fs from "node:fs"
import path from "node:path"
import { chunkName, firstVisitScripts, type ChunkGroups } from "../../bench/lib/page-js"

const PUBLIC = path.resolve("public")
/** Gatsby names a doc's page chunk after the template and the doc's file. */
const DOC_CHUNK = /^component---src-templates-doc-page-tsx-content-file-path-/

interface BuiltDoc {
  route: string
  component: string
  context: Record<string, unknown>
  html: string
  scripts: string[]
}

function builtDocs(): BuiltDoc[] {
  const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC, "webpack.stats.json"), "utf8")) as ChunkGroups
  const dir = path.join(PUBLIC, "page-data")
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === "page-data.json")
    .map((entry) => JSON.parse(fs.readFileSync(path.join(entry.parentPath, entry.name), "utf8")))
    .filter((data: { componentChunkName: string }) => DOC_CHUNK.test(data.componentChunkName))
    .map((data: { componentChunkName: string; path: string; result: { pageContext: Record<string, unknown> } }) => {
      const html = fs.readFileSync(path.join(PUBLIC, data.path, "index.html"), "utf8")
      return {
        route: data.path,
        component: data.componentChunkName,
        context: data.result.pageContext,
        html,
        scripts: firstVisitScripts(html, stats, data.componentChunkName),
      }
    })
}

/** The article's sentences of plain words, 40 characters each: text a JS string would hold as it is. */
function articleSentences(html: string): string[] {
  const article = html.slice(html.indexOf("<article"), html.indexOf("</article>"))
  return [...article.matchAll(/<p>([^<]+)</g)]
    .map((match) => match[1].match(/[A-Za-z][A-Za-z ,]{39}/)?.[0])
    .filter((sentence): sentence is string => sentence !== undefined)
}

const read = (file: string) => fs.readFileSync(path.join(PUBLIC, file), "utf8")
const docs = builtDocs()

describe("a doc's first-visit JavaScript (public/)", () => {
  it("finds the docs of the build", () => {
    expect(docs.map((doc) => doc.route)).toEqual(expect.arrayContaining(["/docs/access-the-api/", "/docs/typescript/"]))
  })

  it.each(docs.map((doc) => [doc.route, doc] as const))(
    "%s: none of its sentences is in its scripts",
    (_route, doc) => {
      const sentences = articleSentences(doc.html)
      expect(sentences.length).toBeGreaterThan(0)
      const js = doc.scripts.map(read).join("\n")
      expect(sentences.filter((sentence) => js.includes(sentence))).toEqual([])
    },
  )

  it("shares a page component among the docs with the same components (gatsby/lib/doc-page-code.ts)", () => {
    // The example pages use the same components (examples and code blocks): one component, not one each.
    const examples = docs.filter((doc) => doc.route.startsWith("/docs/examples/"))
    expect(examples.length).toBeGreaterThan(1)
    expect(new Set(examples.map((doc) => doc.component)).size).toBe(1)
    expect(new Set(docs.map((doc) => doc.component)).size).toBeLessThan(docs.length)
    // The page's context carries no front matter, so none of the file its component is compiled with.
    for (const doc of docs) expect([doc.route, doc.context.frontmatter]).toEqual([doc.route, {}])
  })
})

describe("what every page uses (gatsby/lib/page-chunks.ts, commonsIntoApp)", () => {
  const stats = JSON.parse(read("webpack.stats.json")) as ChunkGroups
  const appScript = stats.namedChunkGroups.app.assets
    .map((asset) => asset.name)
    .find((name) => chunkName(name) === "app")

  it("is in the app's chunk, with the navbar and the footer", () => {
    expect(appScript).toBeDefined()
    const sources = (JSON.parse(read(`${appScript}.map`)) as { sources: string[] }).sources
    for (const file of ["src/components/Navbar/index.tsx", "src/components/Footer/index.tsx"])
      expect(sources.some((source) => source.endsWith(file))).toBe(true)
  })

  it("is in no chunk of its own: a doc loads Gatsby's and React's, the app's, the docs' layout, the doc's page, its own", () => {
    const shared = ["chunk-map", "webpack-runtime", "framework", "app", "docs-layout", "doc-page"]
    for (const doc of docs) {
      expect([doc.route, doc.scripts.slice(0, shared.length).map(chunkName)]).toEqual([doc.route, shared])
      expect([doc.route, doc.scripts.slice(shared.length).every((script) => script.startsWith(doc.component))]).toEqual(
        [doc.route, true],
      )
    }
  })
})
