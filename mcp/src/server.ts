/**
 * The docs' MCP server: the tools of tools/ (search_docs, list_pages,
 * get_page, get_type, validate_operation, run_operation, submit_feedback) over the published
 * site. Each tool is a file that says what it takes and answers; this file
 * assembles them into a server for one reader's credentials. Two transports
 * carry it: stdio (main.ts, for a clone) and Streamable HTTP (http.ts, the
 * hosted endpoint at {site}/mcp). Every tool answers in text; a failure is
 * an error result with a sentence, never a thrown error, and no answer ever
 * holds the reader's key or token, in any encoding.
 *
 * What does not depend on the request is made once per process: the tools'
 * list and input parsers (tools/index.ts) and the JSON Schema validator the
 * SDK's server keeps. A request makes only a small server bound to its
 * credentials.
 */
import { Server } from "@modelcontextprotocol/sdk/server/index.js"
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv-provider.js"
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js"
import { localSiteUrl } from "../../core/local-services"
import { MCP_SERVER_NAME } from "../../core/mcp-connect"
import { errorMessage } from "../../core/error-message"
import { redactor, secretProblem } from "../../core/secrets"
import { ToolProblem, createSite, type Site } from "./site"
import { toolRegistry } from "./tools"
import type { CredentialWords, ToolContext } from "./tools/tool"
import { withFreeText, type Feedback } from "../../core/feedback"

export type { CredentialWords }

const STDIO_WORDS: CredentialWords = {
  apiKey: "ZFV_API_KEY",
  idToken: "ZFV_ID_TOKEN",
  missing:
    "Set ZFV_API_KEY to your API key in the server's environment (your agent's MCP configuration), " +
    "or ZFV_ID_TOKEN to a signed-in user's identity token, and restart the server.",
  keyPlaceholder: "<ZFV_API_KEY>",
  tokenPlaceholder: "<ZFV_ID_TOKEN>",
}

/** The hosted endpoint's words; `connectUrl` is the docs' set-up section. */
export function httpWords(connectUrl: string): CredentialWords {
  return {
    apiKey: "your key",
    idToken: "your identity token",
    missing:
      "Add your API key to your MCP client's configuration as an `api-key` header, or a signed-in user's identity " +
      `token as \`Authorization: Bearer …\`, and reconnect. How, for each client: ${connectUrl}`,
    keyPlaceholder: "<YOUR_API_KEY>",
    tokenPlaceholder: "<YOUR_ID_TOKEN>",
  }
}

export interface ServerOptions {
  /** The docs site (DOCS_URL); by default the one `npm start` serves. */
  docsUrl?: string
  /** The reader's API key (ZFV_API_KEY, or the request's api-key header), or null. */
  apiKey?: string | null
  /** A signed-in reader's identity token (ZFV_ID_TOKEN, or the request's Authorization: Bearer), or null. */
  idToken?: string | null
  /** The network; tests hand in one that routes the API to an in-process sandbox. */
  fetch?: typeof fetch
  /** The site, shared between servers (the hosted endpoint makes a server per request, and one site). */
  site?: Site
  /** How answers name the credentials; stdio's by default. */
  words?: CredentialWords
  /** Where feedback goes: the site's /api/feedback by default; the hosted endpoint writes to its store directly. */
  sendFeedback?: (piece: Feedback) => Promise<void>
}

/**
 * Why the reader's credentials cannot be used, named as `words` names them (ZFV_API_KEY, or the api-key
 * header); null when they can. A credential too short to be told apart from other text is refused up front,
 * rather than sent and possibly echoed unredacted.
 */
export function credentialsProblem(
  credentials: { apiKey?: string | null; idToken?: string | null },
  names: { apiKey: string; idToken: string },
): string | null {
  return (
    (credentials.apiKey ? secretProblem(names.apiKey, credentials.apiKey) : null) ??
    (credentials.idToken ? secretProblem(names.idToken, credentials.idToken) : null)
  )
}

/** A redactor of the reader's credentials in every form an answer or a log line can hold them (secrets.ts). */
export function credentialRedactor(
  credentials: { apiKey: string | null; idToken: string | null },
  words: Pick<CredentialWords, "keyPlaceholder" | "tokenPlaceholder">,
): (text: string) => string {
  return redactor([
    [credentials.apiKey, words.keyPlaceholder],
    [credentials.idToken, words.tokenPlaceholder],
  ])
}

/** The options from the environment: DOCS_URL, ZFV_API_KEY and ZFV_ID_TOKEN. */
export function optionsFromEnv(env: Record<string, string | undefined>): ServerOptions {
  return {
    docsUrl: env.DOCS_URL?.trim() || localSiteUrl(),
    apiKey: env.ZFV_API_KEY?.trim() || null,
    idToken: env.ZFV_ID_TOKEN?.trim() || null,
  }
}

/** JSON-RPC's "invalid params". */
const INVALID_PARAMS = -32602

/** Why a call of `name` with `args` cannot run, in words; null when it can. */
function callProblem(name: unknown, args: unknown): string | null {
  const { byName } = toolRegistry()
  const entry = typeof name === "string" ? byName.get(name) : undefined
  if (!entry)
    return `Unknown tool: ${typeof name === "string" ? `"${name}"` : "no name given"}. The tools are ${[...byName.keys()].join(", ")}.`
  const parsed = entry.input.safeParse(args ?? {})
  if (parsed.success) return null
  const problems = parsed.error.issues.map(
    (issue) => `${issue.path.length ? issue.path.join(".") : "arguments"}: ${issue.message}`,
  )
  return `Invalid arguments for ${entry.tool.name}: ${problems.join("; ")}.`
}

/**
 * A tools/call that cannot run, as a JSON-RPC error (invalid params, -32602) naming what is wrong: an unknown
 * tool, or arguments that do not fit the tool's input. The hosted endpoint answers it so; null when the call fits.
 */
export function toolCallProblem(message: unknown): { id: string | number; code: number; message: string } | null {
  const { method, id, params } = (message ?? {}) as { method?: unknown; id?: unknown; params?: unknown }
  if (method !== "tools/call" || (typeof id !== "string" && typeof id !== "number")) return null
  const { name, arguments: args } = (params ?? {}) as { name?: unknown; arguments?: unknown }
  const problem = callProblem(name, args)
  return problem ? { id, code: INVALID_PARAMS, message: problem } : null
}

/** The SDK's JSON Schema validator (an Ajv instance): costly to make, used only for elicitation, shared. */
let validator: AjvJsonSchemaValidator | null = null

/** A server for one reader's credentials: the tools of the registry, each call checked, run and redacted. */
export function createDocsServer(options: ServerOptions = {}): Server {
  const docsUrl = options.docsUrl ?? localSiteUrl()
  const apiKey = options.apiKey ?? null
  const idToken = options.idToken ?? null
  const words = options.words ?? STDIO_WORDS
  let site: Site | null = options.site ?? null
  let siteProblem: ToolProblem | null = null
  if (!site) {
    try {
      site = createSite(docsUrl, { fetch: options.fetch })
    } catch (error) {
      siteProblem = error instanceof ToolProblem ? error : new ToolProblem(errorMessage(error))
    }
  }

  /** The credentials never leave: any answer that would hold one, in any encoding, says where it came from instead. */
  const redact = credentialRedactor({ apiKey, idToken }, words)
  const answer = (text: string, isError = false): CallToolResult => ({
    content: [{ type: "text", text: redact(text) }],
    ...(isError ? { isError: true } : {}),
  })

  const server = new Server(
    { name: MCP_SERVER_NAME, version: "1.0.0" },
    {
      capabilities: { tools: { listChanged: false } },
      jsonSchemaValidator: (validator ??= new AjvJsonSchemaValidator()),
    },
  )
  const registry = toolRegistry()
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: registry.list }))
  server.setRequestHandler(CallToolRequestSchema, async ({ params }): Promise<CallToolResult> => {
    const problem = callProblem(params.name, params.arguments)
    if (problem) return answer(problem, true)
    if (!site) return answer(siteProblem?.message ?? "The docs site is not configured.", true)
    const { tool, input } = registry.byName.get(params.name)!
    const on = site
    const send = options.sendFeedback ?? ((piece: Feedback) => on.sendFeedback(piece))
    // What the agent wrote is stored: the reader's own credentials leave it first, in every form (core/secrets.ts).
    const sendFeedback = (piece: Feedback) => send(withFreeText(piece, redact))
    const context: ToolContext = {
      site,
      apiKey,
      idToken,
      words,
      answer,
      sendFeedback,
      // Never holds a credential: an empty search's words and a failure's code and fields (core/feedback.ts).
      record: (piece) => void sendFeedback(piece).catch(() => {}),
    }
    try {
      return await tool.run(input.parse(params.arguments ?? {}), context)
    } catch (error) {
      // A ToolProblem is said as it is; anything unexpected is said as a failure of the tool. Redacted either way.
      const message = errorMessage(error)
      return answer(error instanceof ToolProblem ? message : `The tool failed: ${message}`, true)
    }
  })
  return server
}
