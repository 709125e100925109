import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { DOCS_DIR } from "../doc-examples"
import { DocSourceError, docFieldsFromFile, parseCategoryMetadata, type DocFrontmatter } from "./lib/doc-fields"

const DOCS_SOURCE = "docs"
const CATEGORY_FILE = "_category_.yml"

/** Computes each doc's fields (route, category, sidebar data, version) once, and turns category files into DocCategory nodes. */
export const onCreateNode: GatsbyNode["onCreateNode"] = async ({
  node,
  getNode,
  actions,
  reporter,
  loadNodeContent,
  createNodeId,
  createContentDigest,
}) => {
  if (node.internal.type === "Mdx" && node.parent) {
    const file = getNode(node.parent)
    if (!file || file.sourceInstanceName !== DOCS_SOURCE) return
    const relativePath = String(file.relativePath)
    try {
      const fields = docFieldsFromFile(
        path.posix.join(DOCS_DIR, relativePath),
        relativePath,
        (node.frontmatter ?? {}) as DocFrontmatter,
      )
      for (const [name, value] of Object.entries(fields)) {
        if (value !== null) actions.createNodeField({ node, name, value })
      }
    } catch (error) {
      if (!(error instanceof DocSourceError)) throw error
      reporter.panicOnBuild(error.message)
    }
    return
  }

  if (node.internal.type === "File" && node.sourceInstanceName === DOCS_SOURCE && node.base === CATEGORY_FILE) {
    const relativePath = String(node.relativePath)
    const dirPath = path.posix.dirname(relativePath)
    const file = path.posix.join(DOCS_DIR, relativePath)
    if (dirPath === ".") {
      reporter.panicOnBuild(`${file}: the docs root is not a category; put ${CATEGORY_FILE} in a sub-folder`)
      return
    }
    try {
      const metadata = parseCategoryMetadata(file, dirPath, await loadNodeContent(node))
      actions.createNode({
        ...metadata,
        id: createNodeId(`DocCategory ${dirPath}`),
        parent: node.id,
        children: [],
        internal: { type: "DocCategory", contentDigest: createContentDigest(metadata) },
      })
    } catch (error) {
      if (!(error instanceof DocSourceError)) throw error
      reporter.panicOnBuild(error.message)
    }
  }
}
