/**
 * The docs' MCP tools, in the order tools/list gives them, and what the
 * server derives from them once per instance: the list as clients see it
 * (JSON Schema from the zod shapes) and a parser per tool. A request binds
 * only its credentials; nothing here is made again for it.
 */
import type { Tool as ListedTool } from "@modelcontextprotocol/sdk/types.js"
import { toJsonSchemaCompat } from "@modelcontextprotocol/sdk/server/zod-json-schema-compat.js"
import { z } from "zod"
import { getPageTool } from "./get-page"
import { getTypeTool } from "./get-type"
import { listPagesTool } from "./list-pages"
import { runOperationTool } from "./run-operation"
import { searchDocsTool } from "./search-docs"
import { submitFeedbackTool } from "./submit-feedback"
import type { Tool } from "./tool"
import { validateOperationTool } from "./validate-operation"

export const TOOLS: readonly Tool[] = [
  searchDocsTool,
  listPagesTool,
  getPageTool,
  getTypeTool,
  validateOperationTool,
  runOperationTool,
  submitFeedbackTool,
]

export interface ToolRegistry {
  /** tools/list's answer. */
  list: ListedTool[]
  /** Each tool by name, with the zod object its arguments are checked against. */
  byName: ReadonlyMap<string, { tool: Tool; input: z.ZodObject }>
}

/** The registry, made on first use and kept for the life of the process. */
let registry: ToolRegistry | null = null
export const toolRegistry = (): ToolRegistry => (registry ??= registryOf(TOOLS))

function registryOf(tools: readonly Tool[]): ToolRegistry {
  const byName = new Map<string, { tool: Tool; input: z.ZodObject }>()
  const list: ListedTool[] = []
  for (const tool of tools) {
    const input = z.object(tool.inputSchema)
    byName.set(tool.name, { tool, input })
    list.push({
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: toJsonSchemaCompat(input, {
        strictUnions: true,
        pipeStrategy: "input",
      }) as ListedTool["inputSchema"],
      annotations: tool.annotations,
    })
  }
  return { list, byName }
}
