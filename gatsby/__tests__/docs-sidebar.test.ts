import { docsSidebar, type ResolverContext } from "../create-resolvers"
import { buildSidebar } from "../../core/sidebar"

/** The data layer as the resolver reads it: every node of a type, less the docs without an id. */
function nodeModel(nodes: Record<string, unknown[]>): ResolverContext["nodeModel"] {
  return {
    findOne: async () => null,
    findAll: async <T>({ type }: { type: string }) => ({ entries: (nodes[type] ?? []) as T[] }),
  }
}

describe("Query.docsSidebar, the sidebar the build makes for every page", () => {
  it("is buildSidebar of the docs, the reference's pages and the categories, with only the fields it takes", async () => {
    const intro = { docId: "intro", route: "/docs/intro/", title: "Intro", category: "", sidebarPosition: 2 }
    const dishes = {
      docId: "examples/dishes",
      route: "/docs/examples/dishes/",
      title: "Dishes",
      category: "examples",
      sidebarLabel: "All dishes",
    }
    const reference = {
      id: "node-1",
      docId: "ref",
      route: "/docs/ref/",
      title: "Reference",
      category: "",
      sidebarPosition: 1,
    }
    const category = { id: "node-2", dirPath: "examples", label: "Examples", position: 3, indexRoute: null, extra: 1 }
    const sidebar = await docsSidebar({
      nodeModel: nodeModel({
        Mdx: [
          { id: "m1", fields: intro },
          { id: "m2", fields: dishes },
        ],
        ReferencePage: [reference],
        DocCategory: [category],
      }),
    })
    const input = (doc: typeof intro | typeof dishes | typeof reference) => ({
      id: doc.docId,
      route: doc.route,
      title: doc.title,
      category: doc.category,
      sidebarLabel: "sidebarLabel" in doc ? doc.sidebarLabel : undefined,
      sidebarPosition: "sidebarPosition" in doc ? doc.sidebarPosition : undefined,
    })
    expect(sidebar).toEqual(
      buildSidebar(
        [input(intro), input(dishes), input(reference)],
        [{ dirPath: "examples", label: "Examples", position: 3, indexRoute: null }],
      ),
    )
    expect(JSON.stringify(sidebar)).not.toContain("node-")
    expect(sidebar.map((item) => item.label)).toEqual(["Reference", "Intro", "Examples"])
  })
})
