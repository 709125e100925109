import type { GatsbyNode } from "gatsby"
import type { Root } from "mdast"
import { assignHeadingIds, tableOfContents, type DocHeading } from "./lib/heading-ids"

async function docToc(body: string): Promise<DocHeading[]> {
  const { createProcessor } = await import("@mdx-js/mdx")
  const tree = createProcessor({ format: "mdx" }).parse(body) as Root
  return tableOfContents(assignHeadingIds(tree))
}

/** `Mdx.toc`: the h2 and h3 headings with the same ids the page renders (both come from assignHeadingIds). */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    Mdx: {
      toc: {
        type: "[DocHeading!]!",
        resolve: (source: { body?: string }) => docToc(source.body ?? ""),
      },
    },
  })
}
