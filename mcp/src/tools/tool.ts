/**
 * What a tool of the docs' MCP server is: its name, what it says of itself,
 * its input (zod shapes, which the SDK's clients see as JSON Schema), and how
 * it answers. Each tool is a file of this folder; server.ts assembles them.
 * Nothing here depends on a request: what a call brings (the reader's
 * credentials, how answers name them) comes in the call's context.
 */
import type { CallToolResult, ToolAnnotations } from "@modelcontextprotocol/sdk/types.js"
import type { z } from "zod"
import type { Feedback } from "../../../core/feedback"
import type { Site } from "../site"

/** How the reader's credentials reached the server, which is how its answers name them. */
export interface CredentialWords {
  /** The key, as an answer names it: "ZFV_API_KEY" (stdio) or "your key" (from the request's api-key header). */
  apiKey: string
  /** The token, likewise. */
  idToken: string
  /** What to do when there is neither. */
  missing: string
  /** What an answer says in place of each, were it ever to hold one. */
  keyPlaceholder: string
  tokenPlaceholder: string
}

/** What one call of a tool has: the site, the reader's credentials and how to name them, and how to answer. */
export interface ToolContext {
  site: Site
  apiKey: string | null
  idToken: string | null
  words: CredentialWords
  /** A text answer; `isError` marks a failure the agent should read. The server redacts every answer. */
  answer(text: string, isError?: boolean): CallToolResult
  /** Sends feedback to the writers' store; rejects with a ToolProblem when it is not taken. */
  sendFeedback(piece: Feedback): Promise<void>
  /** Records what the writers should learn of a call (an empty search, a failed run), never failing the call. */
  record(piece: Feedback): void
}

type Shape = Record<string, z.ZodType>

export interface Tool<S extends Shape = Shape> {
  name: string
  title: string
  description: string
  inputSchema: S
  annotations: ToolAnnotations
  run(args: z.infer<z.ZodObject<S>>, context: ToolContext): Promise<CallToolResult>
}

/**
 * A tool, with its arguments typed from its input schema: `args.nmae` does not compile. Tools are kept in one
 * list of `Tool`, so the arguments' type is erased there; the server checks each call against the schema first.
 */
export function defineTool<S extends Shape>(tool: Tool<S>): Tool {
  return tool as unknown as Tool
}

/** A failure the agent should read: the tool returns its message as an error result. */
export { ToolProblem } from "../site"
