import type { Heading, PhrasingContent, Root } from "mdast"
import { assignHeadingIds, tableOfContents } from "../heading-ids"

// Trees as @mdx-js/mdx parses them (the real parser is ESM-only; the browser tests cover it end to end).
const text = (value: string): PhrasingContent => ({ type: "text", value })
const heading = (depth: Heading["depth"], ...children: PhrasingContent[]): Heading => ({
  type: "heading",
  depth,
  children,
})
const root = (...children: Heading[]): Root => ({ type: "root", children })

describe("assignHeadingIds", () => {
  it("gives headings GitHub-style ids, numbering repeats", () => {
    const tree = root(
      heading(1, text("Title")),
      heading(2, text("Hello "), { type: "emphasis", children: [text("World")] }, text("!")),
      heading(3, { type: "inlineCode", value: "client" }, text(" query")),
      heading(2, text("Hello World")),
      heading(4, text("Deep")),
    )
    expect(assignHeadingIds(tree)).toEqual([
      { depth: 1, value: "Title", id: "title" },
      { depth: 2, value: "Hello World!", id: "hello-world" },
      { depth: 3, value: "client query", id: "client-query" },
      { depth: 2, value: "Hello World", id: "hello-world-1" },
      { depth: 4, value: "Deep", id: "deep" },
    ])
  })

  it("stores the id where the page renderer reads it", () => {
    const tree = root(heading(2, text("Outlets & hours")))
    assignHeadingIds(tree)
    expect(tree.children[0].data).toEqual({ hProperties: { id: "outlets--hours" } })
  })

  it("keeps only levels 2 and 3 for the table of contents", () => {
    const headings = assignHeadingIds(
      root(heading(1, text("A")), heading(2, text("B")), heading(3, text("C")), heading(4, text("D"))),
    )
    expect(tableOfContents(headings).map((item) => item.id)).toEqual(["b", "c"])
  })
})
