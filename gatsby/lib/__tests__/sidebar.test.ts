import fs from "node:fs"
import path from "node:path"
import {
  buildSidebar,
  findBreadcrumbs,
  findCategory,
  findDocById,
  findPrevNext,
  flattenSidebar,
  type SidebarCategoryInput,
  type SidebarDocInput,
} from "../../../core/sidebar"
import { docFieldsFromFile, parseCategoryMetadata } from "../doc-fields"
import { readFrontmatter } from "../frontmatter"

const docs: SidebarDocInput[] = [
  { id: "playground", route: "/docs/playground/", title: "Playground", sidebarPosition: 5, category: "" },
  { id: "access-the-api", route: "/docs/access-the-api/", title: "Access the API", sidebarPosition: 1, category: "" },
  {
    id: "graphql-intro",
    route: "/docs/graphql-intro/",
    title: "GraphQL introduction",
    sidebarLabel: "GraphQL intro",
    sidebarPosition: 2,
    category: "",
  },
  {
    id: "examples/outlets",
    route: "/docs/examples/outlets/",
    title: "Outlets",
    sidebarPosition: 3,
    category: "examples",
  },
  { id: "examples/dishes", route: "/docs/examples/dishes/", title: "Dishes", sidebarPosition: 1, category: "examples" },
]
const categories: SidebarCategoryInput[] = [
  { dirPath: "examples", label: "Example queries", position: 4, indexRoute: "/docs/category/example-queries/" },
]

describe("buildSidebar", () => {
  it("orders docs and categories by position and uses sidebar labels", () => {
    const sidebar = buildSidebar(docs, categories)
    expect(sidebar.map((item) => item.label)).toEqual([
      "Access the API",
      "GraphQL intro",
      "Example queries",
      "Playground",
    ])
    const examples = findCategory(sidebar, "examples")
    expect(examples?.href).toBe("/docs/category/example-queries/")
    expect(examples?.items.map((item) => item.label)).toEqual(["Dishes", "Outlets"])
  })

  it("puts items without a position after positioned ones, by file name", () => {
    const sidebar = buildSidebar(
      [
        ...docs,
        { id: "zeta", route: "/docs/zeta/", title: "Zeta", category: "" },
        { id: "alpha", route: "/docs/alpha/", title: "Alpha", category: "" },
      ],
      categories,
    )
    expect(sidebar.map((item) => item.label).slice(-3)).toEqual(["Playground", "Alpha", "Zeta"])
  })

  it("makes a category of a folder without metadata, labelled from the folder name", () => {
    const sidebar = buildSidebar(
      [{ id: "how-to/rate-limits", route: "/docs/how-to/rate-limits/", title: "Rate limits", category: "how-to" }],
      [],
    )
    expect(sidebar).toEqual([
      {
        type: "category",
        dirPath: "how-to",
        label: "How to",
        href: null,
        items: [{ type: "doc", id: "how-to/rate-limits", label: "Rate limits", href: "/docs/how-to/rate-limits/" }],
      },
    ])
  })

  it("makes a doc the page of the category whose index route it has, in the doc's place", () => {
    const reference: SidebarDocInput[] = [
      {
        id: "graphql-schema",
        route: "/docs/graphql-schema/",
        title: "GraphQL schema",
        sidebarPosition: 3,
        category: "",
      },
      {
        id: "graphql-schema/objects",
        route: "/docs/graphql-schema/objects/",
        title: "Objects",
        sidebarPosition: 2,
        category: "graphql-schema",
      },
      {
        id: "graphql-schema/queries",
        route: "/docs/graphql-schema/queries/",
        title: "Queries",
        sidebarPosition: 1,
        category: "graphql-schema",
      },
    ]
    const sidebar = buildSidebar(
      [...docs, ...reference],
      [...categories, { dirPath: "graphql-schema", label: "GraphQL schema", indexRoute: "/docs/graphql-schema/" }],
    )
    expect(sidebar.map((item) => item.label)).toEqual([
      "Access the API",
      "GraphQL intro",
      "GraphQL schema",
      "Example queries",
      "Playground",
    ])
    expect(findCategory(sidebar, "graphql-schema")).toEqual({
      type: "category",
      dirPath: "graphql-schema",
      label: "GraphQL schema",
      href: "/docs/graphql-schema/",
      items: [
        { type: "doc", id: "graphql-schema/queries", label: "Queries", href: "/docs/graphql-schema/queries/" },
        { type: "doc", id: "graphql-schema/objects", label: "Objects", href: "/docs/graphql-schema/objects/" },
      ],
    })
    expect(flattenSidebar(sidebar).filter((link) => link.href === "/docs/graphql-schema/")).toHaveLength(1)
    expect(findBreadcrumbs(sidebar, "/docs/graphql-schema/objects/")).toEqual([
      { label: "GraphQL schema", href: "/docs/graphql-schema/" },
      { label: "Objects", href: "/docs/graphql-schema/objects/" },
    ])
  })

  it("nests sub-folders inside their parent category", () => {
    const sidebar = buildSidebar(
      [
        {
          id: "examples/advanced/batching",
          route: "/docs/examples/advanced/batching/",
          title: "Batching",
          category: "examples/advanced",
        },
      ],
      categories,
    )
    const examples = findCategory(sidebar, "examples")
    expect(examples?.items[0]).toMatchObject({ type: "category", dirPath: "examples/advanced", label: "Advanced" })
    expect(findBreadcrumbs(sidebar, "/docs/examples/advanced/batching/")).toEqual([
      { label: "Example queries", href: "/docs/category/example-queries/" },
      { label: "Advanced", href: null },
      { label: "Batching", href: "/docs/examples/advanced/batching/" },
    ])
  })
})

describe("sidebar navigation helpers", () => {
  const sidebar = buildSidebar(docs, categories)

  it("lists pages in reading order, category index before its docs", () => {
    expect(flattenSidebar(sidebar).map((link) => link.href)).toEqual([
      "/docs/access-the-api/",
      "/docs/graphql-intro/",
      "/docs/category/example-queries/",
      "/docs/examples/dishes/",
      "/docs/examples/outlets/",
      "/docs/playground/",
    ])
  })

  it("finds previous and next pages", () => {
    expect(findPrevNext(sidebar, "/docs/examples/dishes/")).toEqual({
      previous: { label: "Example queries", href: "/docs/category/example-queries/" },
      next: { label: "Outlets", href: "/docs/examples/outlets/" },
    })
    expect(findPrevNext(sidebar, "/docs/access-the-api/").previous).toBeNull()
    expect(findPrevNext(sidebar, "/docs/playground/").next).toBeNull()
    expect(findPrevNext(sidebar, "/nowhere/")).toEqual({ previous: null, next: null })
  })

  it("finds breadcrumbs: category then page", () => {
    expect(findBreadcrumbs(sidebar, "/docs/examples/outlets/")).toEqual([
      { label: "Example queries", href: "/docs/category/example-queries/" },
      { label: "Outlets", href: "/docs/examples/outlets/" },
    ])
    expect(findBreadcrumbs(sidebar, "/docs/category/example-queries/")).toEqual([
      { label: "Example queries", href: "/docs/category/example-queries/" },
    ])
    expect(findBreadcrumbs(sidebar, "/docs/")).toEqual([])
  })

  it("finds a doc by id, or lists the available ids", () => {
    expect(findDocById(sidebar, "examples/dishes").href).toBe("/docs/examples/dishes/")
    expect(() => findDocById(sidebar, "nope")).toThrow(
      'No doc with id "nope" in the docs data. Available doc ids: access-the-api, graphql-intro, examples/dishes, examples/outlets, playground',
    )
  })
})

/** The real content folder, read with the same functions the build uses in onCreateNode. */
function readContentDocs(extraFiles: Record<string, string> = {}) {
  const root = path.resolve("content/docs")
  const files = new Map<string, string>()
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else files.set(path.relative(root, full).split(path.sep).join("/"), fs.readFileSync(full, "utf8"))
    }
  }
  walk(root)
  for (const [name, text] of Object.entries(extraFiles)) files.set(name, text)
  const docInputs: SidebarDocInput[] = []
  const categoryInputs: SidebarCategoryInput[] = []
  for (const [relative, text] of files) {
    if (relative.endsWith(".mdx")) {
      const fields = docFieldsFromFile(`content/docs/${relative}`, relative, readFrontmatter(text))
      docInputs.push({ ...fields, id: fields.docId })
    } else if (relative.endsWith("_category_.yml")) {
      categoryInputs.push(parseCategoryMetadata(`content/docs/${relative}`, path.posix.dirname(relative), text))
    }
  }
  return buildSidebar(docInputs, categoryInputs)
}

describe("the content folder", () => {
  it("builds the apiDocsSidebar with the access doc first", () => {
    const sidebar = readContentDocs()
    expect(flattenSidebar(sidebar).map((link) => link.href)).toEqual([
      "/docs/access-the-api/",
      "/docs/graphql-intro/",
      "/docs/graphql-schema/",
      "/docs/category/example-queries/",
      "/docs/examples/dishes/",
      "/docs/examples/menu-categories/",
      "/docs/examples/outlets/",
      "/docs/typescript/",
      "/docs/playground/",
      "/docs/troubleshooting/",
      "/docs/ai-agents/",
    ])
  })

  it("shows a new file in examples/ in the sidebar, the category index and the breadcrumbs with no code change", () => {
    const sidebar = readContentDocs({ "examples/foo.mdx": "---\ntitle: Foo\n---\n\n## Query\n" })
    expect(flattenSidebar(sidebar).map((link) => link.href)).toContain("/docs/examples/foo/")
    expect(findCategory(sidebar, "examples")?.items.map((item) => item.href)).toContain("/docs/examples/foo/")
    expect(findBreadcrumbs(sidebar, "/docs/examples/foo/")).toEqual([
      { label: "Example queries", href: "/docs/category/example-queries/" },
      { label: "Foo", href: "/docs/examples/foo/" },
    ])
  })
})
