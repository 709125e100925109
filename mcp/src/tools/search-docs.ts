import { z } from "zod"
import { searchDocs } from "../records-search"
import { defineTool } from "./tool"

const DEFAULT_SEARCH_LIMIT = 5
const MAX_SEARCH_LIMIT = 20
/** search_docs pages through at most this many results (AGENT_SEARCH_LIMITS.read). */
const MAX_SEARCH_OFFSET = 95
const SEARCH_SECTIONS = ["guides", "reference", "all"] as const

export const searchDocsTool = defineTool({
  name: "search_docs",
  title: "Search the ZFV API docs",
  description:
    "Searches the ZFV API documentation (guides and the GraphQL schema reference: types, queries, mutations, " +
    "fields, arguments, enum values) with the site's own search. Returns the best places, best first: title, " +
    "URL with #fragment, and one line. Read a result with get_page (guides) or get_type (schema types). " +
    'section "guides" or "reference" searches one part only; offset pages through more results.',
  inputSchema: {
    query: z.string().describe('A question or name, e.g. "pagination", "Dish.allergens", "invalid api key".'),
    limit: z
      .number()
      .int()
      .min(1)
      .max(MAX_SEARCH_LIMIT)
      .optional()
      .describe(`How many results (default ${DEFAULT_SEARCH_LIMIT}, at most ${MAX_SEARCH_LIMIT}).`),
    offset: z
      .number()
      .int()
      .min(0)
      .max(MAX_SEARCH_OFFSET)
      .optional()
      .describe("How many of the best results to skip, for the next page (default 0)."),
    section: z
      .enum(SEARCH_SECTIONS)
      .optional()
      .describe('"guides" (the pages and their sections), "reference" (the schema), or "all" (the default).'),
  },
  annotations: { readOnlyHint: true, openWorldHint: false },
  run: async ({ query, limit, offset, section }, { site: on, answer, record }) => {
    if (!query.trim()) return answer('Give words to search for, e.g. "pagination" or "Dish.allergens".', true)
    const index = !section || section === "all" ? (await on.records()).index : await on.sectionIndex(section)
    const skip = offset ?? 0
    const { hits, total } = await searchDocs(index, query, limit ?? DEFAULT_SEARCH_LIMIT, on.docsUrl, skip)
    const part = section === "guides" ? "the guides" : section === "reference" ? "the schema reference" : "the docs"
    if (total === 0) {
      // What the docs lack: the writers' report lists agents' empty searches (the query alone).
      record({ kind: "agent-search", query: query.trim().slice(0, 200) })
      return answer(`Nothing in ${part} matches "${query}". Try fewer or other words.`)
    }
    if (hits.length === 0)
      return answer(
        `"${query}" has ${total} results in ${part}; offset ${skip} is past the last. Use a smaller offset.`,
      )
    const list = hits.map((hit, at) => `${skip + at + 1}. ${hit.title} [${hit.kind}]\n   ${hit.url}\n   ${hit.snippet}`)
    const shown = skip + hits.length
    const more = shown < total ? `; call again with offset: ${shown} for more` : ""
    return answer(`${list.join("\n")}\n(${skip + 1}–${shown} of ${total} in ${part}${more})`)
  },
})
