import fs from "node:fs"
import path from "node:path"
import type { Link, Root } from "mdast"
import { docIdFromRelativePath, docRoute } from "./doc-paths"
import { readFrontmatter } from "./frontmatter"

const MARKDOWN_LINK = /^(?![a-z][a-z0-9+.-]*:|\/\/|#)([^?#]*\.mdx?)(#.*)?$/i

interface Node {
  type: string
  url?: string
  children?: Node[]
}

/**
 * Resolves a Markdown link such as "./dishes.mdx#filters" written in
 * `fromFile` to the route of the doc it points at. Returns null when the
 * target is not a doc file under `docsDir`; the link is then left as written
 * and the post-build check warns about it.
 */
export function resolveDocLink(url: string, fromFile: string, docsDir: string): string | null {
  const match = MARKDOWN_LINK.exec(url)
  if (!match) return null
  const [, filePart, hash = ""] = match
  const decoded = decodeURI(filePart)
  const target = decoded.startsWith("/") ? path.join(docsDir, decoded) : path.resolve(path.dirname(fromFile), decoded)
  const relative = path.relative(docsDir, target)
  if (relative.startsWith("..") || path.isAbsolute(relative) || !fs.existsSync(target)) return null
  const slug = readFrontmatter(fs.readFileSync(target, "utf8")).slug
  return docRoute(docIdFromRelativePath(relative), typeof slug === "string" ? slug : null) + hash
}

export function isMarkdownLink(url: string): boolean {
  return MARKDOWN_LINK.test(url)
}

/** remark plugin: Markdown links between docs become links to their routes. */
export default function remarkDocLinks(options: { docsDir: string }) {
  return (tree: Root, file: { path?: string }) => {
    const from = file.path
    if (!from) return
    const walk = (node: Node) => {
      if (node.type === "link" && node.url) {
        const route = resolveDocLink(node.url, from, options.docsDir)
        if (route) (node as unknown as Link).url = route
      }
      node.children?.forEach(walk)
    }
    walk(tree as unknown as Node)
  }
}
