import path from "node:path"
import type { GatsbyNode } from "gatsby"
import type { Root } from "mdast"
import { docExamplesData } from "./lib/example-html"
import { highlight } from "./lib/highlight"
import { assignHeadingIds, tableOfContents, type DocHeading } from "./lib/heading-ids"
import { siteConfig } from "../src/lib/shared/site-config"

async function docToc(body: string): Promise<DocHeading[]> {
  const { createProcessor } = await import("@mdx-js/mdx")
  const tree = createProcessor({ format: "mdx" }).parse(body) as Root
  return tableOfContents(assignHeadingIds(tree))
}

interface MdxSource {
  body?: string
  internal?: { contentFilePath?: string }
}

/**
 * `Mdx.toc`: the h2 and h3 headings with the same ids the page renders (both come from assignHeadingIds).
 * `Mdx.examples`: the doc's GraphQL examples, highlighted, for its page's data; the page's code only says
 * where each goes (remark-graphql-examples.ts), so a page of examples does not carry them in its JavaScript.
 * `SchemaExample.queryHtml` and `.variablesHtml`: the reference's example operations, highlighted. A
 * type's SDL stays plain text: highlighting multiplies its bytes on every type page, which kept a large
 * schema's reference over its size goal (docs/decisions.md; the figures in docs/benchmarks.md).
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    Mdx: {
      toc: {
        type: "[DocHeading!]!",
        resolve: (source: MdxSource) => docToc(source.body ?? ""),
      },
      examples: {
        type: "[JSON!]!",
        resolve: (source: MdxSource) =>
          docExamplesData(
            source.body ?? "",
            path.relative(process.cwd(), source.internal?.contentFilePath ?? "an MDX document"),
            siteConfig.apiUrl,
          ),
      },
    },
    SchemaExample: {
      queryHtml: { type: "String!", resolve: (source: { query: string }) => highlight(source.query, "graphql") },
      variablesHtml: {
        type: "String",
        resolve: (source: { variables: string | null }) =>
          source.variables ? highlight(source.variables, "json") : null,
      },
    },
  })
}
