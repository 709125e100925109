import { formatPages } from "../pages"
import { defineTool } from "./tool"

export const listPagesTool = defineTool({
  name: "list_pages",
  title: "List the docs' pages",
  description:
    "Lists every page of the ZFV API docs with its title, URL and one-line description: the guides first, then " +
    "the schema reference (a page per type). Read a page with get_page, a type with get_type.",
  inputSchema: {},
  annotations: { readOnlyHint: true, openWorldHint: false },
  run: async (_args, { site: on, answer }) => answer(formatPages(await on.pages())),
})
