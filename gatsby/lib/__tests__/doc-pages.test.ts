import path from "node:path"
import {
  CATEGORY_TEMPLATE,
  DOC_TEMPLATE,
  alignBody,
  docFile,
  docPages,
  routeSources,
  sidebarDocs,
  type DocsForPages,
} from "../doc-pages"
import { buildSidebar } from "../../../core/sidebar"

const doc = (docId: string, route: string, file: string | null) => ({
  id: `mdx-${docId}`,
  body: "",
  fields: { docId, route, category: "", title: docId, sidebarLabel: null, sidebarPosition: null },
  internal: { contentFilePath: file === null ? null : path.resolve(file) },
})
const category = (dirPath: string, indexRoute: string | null) => ({
  id: `c-${dirPath}`,
  dirPath,
  label: dirPath,
  indexRoute,
})

const data: DocsForPages = {
  allMdx: { nodes: [doc("intro", "/docs/intro/", "content/docs/intro.mdx"), doc("guide", "/docs/guide/", null)] },
  allDocCategory: {
    nodes: [
      category("examples", "/docs/category/examples/"),
      category("guide", "/docs/guide/"),
      category("none", null),
    ],
  },
  allReferencePage: {
    nodes: [{ docId: "ref", route: "/docs/reference/", title: "Reference", category: "", sidebarPosition: null }],
  },
}

describe("the docs' pages", () => {
  it("names a doc by its file relative to the project, or by its id when it has none", () => {
    expect(data.allMdx.nodes.map(docFile)).toEqual(["content/docs/intro.mdx", "guide"])
  })

  it("puts the docs and the reference's pages in the sidebar, by their ids", () => {
    expect(sidebarDocs(data).map((entry) => [entry.id, entry.route])).toEqual([
      ["intro", "/docs/intro/"],
      ["guide", "/docs/guide/"],
      ["ref", "/docs/reference/"],
    ])
  })

  it("makes a page per doc, and an index page only for a category whose route no doc has", () => {
    const sidebar = buildSidebar(sidebarDocs(data), data.allDocCategory.nodes)
    const pages = docPages(data, sidebar)
    expect(pages.map((page) => [page.path, page.component])).toEqual([
      ["/docs/intro/", `${DOC_TEMPLATE}?__contentFilePath=${path.resolve("content/docs/intro.mdx")}`],
      ["/docs/guide/", `${DOC_TEMPLATE}?__contentFilePath=null`],
      ["/docs/category/examples/", CATEGORY_TEMPLATE],
    ])
    expect(pages[0].context).toMatchObject({ id: "mdx-intro" })
    // A doc whose page code another doc shares is compiled with that doc's file (doc-page-code.ts).
    const shared = docPages(data, sidebar, new Map([[path.resolve("content/docs/intro.mdx"), "/docs/a.mdx"]]))
    expect(shared[0].component).toBe(`${DOC_TEMPLATE}?__contentFilePath=/docs/a.mdx`)
    expect(pages[2].context).toMatchObject({ dirPath: "examples" })
  })

  it("says which file claims each route: the doc's, or the category's _category_.yml", () => {
    expect(routeSources(data)).toEqual([
      { route: "/docs/intro/", file: "content/docs/intro.mdx" },
      { route: "/docs/guide/", file: "guide" },
      { route: "/docs/category/examples/", file: "content/docs/examples/_category_.yml" },
    ])
  })
})

describe("alignBody", () => {
  const file = "---\ntitle: Dishes\nsidebar_position: 2\n---\n\n# Dishes\n\n```graphql\n{ nmae }\n```\n"
  const body = "\n# Dishes\n\n```graphql\n{ nmae }\n```\n"

  it("puts a blank line for each line of the front matter before the body, so its lines are the file's", () => {
    const aligned = alignBody(file, body)
    expect(aligned.split("\n").indexOf("{ nmae }")).toBe(file.split("\n").indexOf("{ nmae }"))
    expect(aligned.endsWith(body)).toBe(true)
    expect(aligned.slice(0, aligned.length - body.length)).toMatch(/^\n+$/)
  })

  it("gives a body that is not the file's end as it is", () => {
    expect(alignBody(file, "something else")).toBe("something else")
    expect(alignBody(body, body)).toBe(body)
  })
})
