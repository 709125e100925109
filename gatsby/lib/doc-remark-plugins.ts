import path from "node:path"
import remarkHeadingIds from "./heading-ids"
import remarkDocLinks from "./remark-doc-links"
import remarkGraphqlExamples from "./remark-graphql-examples"
import remarkDocIslands from "./remark-doc-islands"
import { DOCS_DIR } from "../../doc-examples"

/**
 * The remark plugins of every MDX file (gatsby-config.ts) and of the build's
 * render of a doc's prose (doc-prose.ts): GitHub-flavoured Markdown (tables),
 * heading ids, links between docs, and code blocks highlighted at build time.
 * remark-gfm is the caller's (ESM only: gatsby-config imports it, the render
 * and its tests load it with import()).
 */
export const mdxRemarkPlugins = (remarkGfm: unknown) =>
  [remarkGfm, remarkHeadingIds, [remarkDocLinks, { docsDir: path.resolve(DOCS_DIR) }], remarkGraphqlExamples] as const

/** The remark plugins of the MDX that webpack compiles (gatsby-config.ts): the above, then a doc keeps only its islands. */
export const pageRemarkPlugins = (remarkGfm: unknown) =>
  [...mdxRemarkPlugins(remarkGfm), [remarkDocIslands, { docsDir: path.resolve(DOCS_DIR) }]] as const
