import { z } from "zod"
import { markdownCopyPath } from "../../../core/markdown-copy"
import { ToolProblem, defineTool } from "./tool"

/** The Markdown copy of a page the agent names: a path, a URL on the site, with or without ".md" or "#…". */
function pageCopyPath(input: string, docsUrl: string): string {
  const trimmed = input.trim()
  if (!trimmed) throw new ToolProblem("Give a page's path, e.g. /docs/access-the-api/.")
  const url = new URL(trimmed.startsWith("/") || /^[a-z]+:/i.test(trimmed) ? trimmed : `/${trimmed}`, docsUrl)
  if (url.origin !== new URL(docsUrl).origin)
    throw new ToolProblem(`get_page reads only pages of the docs site ${new URL(docsUrl).origin}, not ${url.origin}.`)
  const path = decodeURIComponent(url.pathname)
  if (path.endsWith(".md")) return path
  if (path === "/" || path === "")
    throw new ToolProblem("The site's home page has no Markdown copy; the docs start at /docs/.")
  return markdownCopyPath(path)
}

export const getPageTool = defineTool({
  name: "get_page",
  title: "Read a docs page",
  description:
    "Returns a page of the ZFV API docs as Markdown (its .md copy), by path or URL, e.g. /docs/access-the-api/ " +
    "or a URL that search_docs returned (the #fragment is ignored).",
  inputSchema: { path: z.string().describe("The page's path or URL on the docs site, e.g. /docs/graphql-intro/.") },
  annotations: { readOnlyHint: true, openWorldHint: false },
  run: async ({ path }, { site: on, answer }) => {
    const copy = pageCopyPath(path, on.docsUrl)
    try {
      return answer(await on.text(copy))
    } catch (error) {
      if (error instanceof ToolProblem && error.message.startsWith("Not found"))
        throw new ToolProblem(
          `No docs page at ${path} (no ${copy} on ${on.docsUrl}). search_docs finds pages by topic.`,
        )
      throw error
    }
  },
})
