/**
 * The docs' MCP server: six tools over the published site (search_docs,
 * list_pages, get_page, get_type, validate_operation, run_operation). The
 * rules are in the modules it calls; this file says what each tool takes and
 * answers. Two transports carry it: stdio (main.ts, for a clone) and
 * Streamable HTTP (http.ts, the hosted endpoint at {site}/mcp). Every tool
 * answers in text; a failure is an error result with a sentence, never a
 * thrown error, and no answer ever holds the reader's key or token.
 */
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js"
import { z } from "zod"
import { buildHeaders, type AuthorizationMode } from "../../core/authorization-modes"
import { localSiteUrl } from "../../core/local-services"
import { markdownCopyPath } from "../../core/markdown-copy"
import { MCP_SERVER_NAME } from "../../core/mcp-connect"
import {
  formatBytes,
  formatDuration,
  mergeRequestHeaders,
  runGraphQLRequest,
  type RunWords,
} from "../../core/run-operation"
import { answerCostLine, checkOperation, formatCheck, variablesValue } from "./operations"
import { API_LIMITS, formatCount } from "../../schema/cost"
import { formatPages } from "./pages"
import { searchDocs } from "./records-search"
import { suggestionList } from "./suggestions"
import { ToolProblem, createSite, type Site } from "./site"
import { MemberProblem, typeMembers } from "./type-members"
import { errorMessage } from "../../core/error-message"
import { redactor, secretProblem } from "../../core/secrets"

/** The server's name, as each client's configuration on the AI agents page names it. */
const SERVER_NAME = MCP_SERVER_NAME
const DEFAULT_SEARCH_LIMIT = 5
const MAX_SEARCH_LIMIT = 20
/** search_docs pages through at most this many results (AGENT_SEARCH_LIMITS.read). */
const MAX_SEARCH_OFFSET = 95
const SEARCH_SECTIONS = ["guides", "reference", "all"] as const

/** How the reader's credentials reached the server, which is how its answers name them. */
interface CredentialWords {
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

/** What an agent's reader can do about a request run_operation could not send, or that got no answer. */
const RUN_WORDS: RunWords = {
  notSent: "Check the credentials in your MCP client's configuration.",
  noResponse: "It may be down, or unreachable from where this MCP server runs.",
}

const TYPE_KINDS = new Set(["Object", "Interface", "Union", "Enum", "Input object", "Scalar"])

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

const operationInput = {
  query: z
    .string()
    .describe("The GraphQL document: one operation (with its fragments), or several with operationName."),
  variables: z
    .union([z.record(z.string(), z.unknown()), z.string()])
    .optional()
    .describe('The variables as a JSON object (or JSON text), e.g. { "id": "1" }.'),
  operationName: z.string().optional().describe("Which operation of the document, when it holds more than one."),
}

/** What each tool takes: the SDK checks a call against it, and so does toolCallProblem, before the call runs. */
const TOOL_INPUTS = {
  search_docs: {
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
  list_pages: {},
  get_page: { path: z.string().describe("The page's path or URL on the docs site, e.g. /docs/graphql-intro/.") },
  get_type: {
    name: z.string().describe('The type\'s name, e.g. "Dish", "DishFilter", "Allergen".'),
    fields: z
      .array(z.string())
      .max(50)
      .optional()
      .describe('Only these members, e.g. ["name", "allergens"]: their types, arguments and deprecations.'),
  },
  validate_operation: operationInput,
  run_operation: {
    ...operationInput,
    allowMutations: z
      .boolean()
      .optional()
      .describe("Set to true to send a mutation: it changes data on the API as the owner of the key."),
  },
} as const

type ToolName = keyof typeof TOOL_INPUTS

/**
 * A tools/call that cannot run, as a JSON-RPC error (invalid params, -32602) naming what is wrong: an unknown
 * tool, or arguments that do not fit the tool's input. The hosted endpoint answers it so; null when the call fits.
 */
export function toolCallProblem(message: unknown): { id: string | number; code: number; message: string } | null {
  const { method, id, params } = (message ?? {}) as { method?: unknown; id?: unknown; params?: unknown }
  if (method !== "tools/call" || (typeof id !== "string" && typeof id !== "number")) return null
  const { name, arguments: args } = (params ?? {}) as { name?: unknown; arguments?: unknown }
  const tools = Object.keys(TOOL_INPUTS)
  if (typeof name !== "string" || !Object.hasOwn(TOOL_INPUTS, name))
    return {
      id,
      code: INVALID_PARAMS,
      message: `Unknown tool: ${typeof name === "string" ? `"${name}"` : "no name given"}. The tools are ${tools.join(", ")}.`,
    }
  const parsed = z.object(TOOL_INPUTS[name as ToolName]).safeParse(args ?? {})
  if (parsed.success) return null
  const problems = parsed.error.issues.map(
    (issue) => `${issue.path.length ? issue.path.join(".") : "arguments"}: ${issue.message}`,
  )
  return { id, code: INVALID_PARAMS, message: `Invalid arguments for ${name}: ${problems.join("; ")}.` }
}

/** JSON-RPC's "invalid params". */
const INVALID_PARAMS = -32602

export function createDocsServer(options: ServerOptions = {}): McpServer {
  const docsUrl = options.docsUrl ?? localSiteUrl()
  const apiKey = options.apiKey ?? null
  const idToken = options.idToken ?? null
  const words = options.words ?? STDIO_WORDS
  const server = new McpServer({ name: SERVER_NAME, version: "1.0.0" })
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

  /**
   * Runs a tool; a ToolProblem (or anything unexpected) becomes an error result with its message. `A` is never
   * written out: registerTool's callback type (the SDK's ToolCallback) gives it, as the output of the tool's zod
   * inputSchema, so a tool's arguments have their schema's types and a misspelt or misused one does not compile.
   */
  function tool<A>(run: (args: A, on: Site) => Promise<CallToolResult>) {
    return async (args: A): Promise<CallToolResult> => {
      if (!site) return answer(siteProblem?.message ?? "The docs site is not configured.", true)
      try {
        return await run(args, site)
      } catch (error) {
        const message = errorMessage(error)
        return answer(error instanceof ToolProblem ? message : `The tool failed: ${message}`, true)
      }
    }
  }

  server.registerTool(
    "search_docs",
    {
      title: "Search the ZFV API docs",
      description:
        "Searches the ZFV API documentation (guides and the GraphQL schema reference: types, queries, mutations, " +
        "fields, arguments, enum values) with the site's own search. Returns the best places, best first: title, " +
        "URL with #fragment, and one line. Read a result with get_page (guides) or get_type (schema types). " +
        'section "guides" or "reference" searches one part only; offset pages through more results.',
      inputSchema: TOOL_INPUTS.search_docs,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    tool(async ({ query, limit, offset, section }, on) => {
      if (!query.trim()) return answer('Give words to search for, e.g. "pagination" or "Dish.allergens".', true)
      const index = !section || section === "all" ? (await on.records()).index : await on.sectionIndex(section)
      const skip = offset ?? 0
      const { hits, total } = await searchDocs(index, query, limit ?? DEFAULT_SEARCH_LIMIT, on.docsUrl, skip)
      const part = section === "guides" ? "the guides" : section === "reference" ? "the schema reference" : "the docs"
      if (total === 0) return answer(`Nothing in ${part} matches "${query}". Try fewer or other words.`)
      if (hits.length === 0)
        return answer(
          `"${query}" has ${total} results in ${part}; offset ${skip} is past the last. Use a smaller offset.`,
        )
      const list = hits.map(
        (hit, at) => `${skip + at + 1}. ${hit.title} [${hit.kind}]\n   ${hit.url}\n   ${hit.snippet}`,
      )
      const shown = skip + hits.length
      const more = shown < total ? `; call again with offset: ${shown} for more` : ""
      return answer(`${list.join("\n")}\n(${skip + 1}–${shown} of ${total} in ${part}${more})`)
    }),
  )

  server.registerTool(
    "list_pages",
    {
      title: "List the docs' pages",
      description:
        "Lists every page of the ZFV API docs with its title, URL and one-line description: the guides first, then " +
        "the schema reference (a page per type). Read a page with get_page, a type with get_type.",
      inputSchema: TOOL_INPUTS.list_pages,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    tool(async (_args, on) => answer(formatPages(await on.pages()))),
  )

  server.registerTool(
    "get_page",
    {
      title: "Read a docs page",
      description:
        "Returns a page of the ZFV API docs as Markdown (its .md copy), by path or URL, e.g. /docs/access-the-api/ " +
        "or a URL that search_docs returned (the #fragment is ignored).",
      inputSchema: TOOL_INPUTS.get_page,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    tool(async ({ path }, on) => {
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
    }),
  )

  server.registerTool(
    "get_type",
    {
      title: "Read a schema type's reference",
      description:
        "Returns the reference of a GraphQL type of the ZFV API as Markdown: its description, fields with arguments " +
        "and types, deprecations with their replacements, what returns and takes it, its SDL and an example. " +
        'Also takes "Query" or "Mutation" (every root operation), and "Dish.allergens" (the type Dish). For a big ' +
        "type, fields lists only the fields (or enum values, or input fields) to read.",
      inputSchema: TOOL_INPUTS.get_type,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    tool(async ({ name, fields }, on) => {
      const typeName = name.trim().replace(/[.(].*$/, "")
      const [schema, { records }] = await Promise.all([on.schema(), on.records()])
      const type =
        schema.getType(typeName) ??
        Object.values(schema.getTypeMap()).find((t) => t.name.toLowerCase() === typeName.toLowerCase())
      if (!type) {
        const names = Object.keys(schema.getTypeMap()).filter((candidate) => !candidate.startsWith("__"))
        const close = suggestionList(typeName, names).slice(0, 5)
        throw new ToolProblem(
          `The schema has no type "${typeName}".` +
            (close.length ? ` Did you mean ${close.map((candidate) => `"${candidate}"`).join(", ")}?` : "") +
            " search_docs finds types by topic.",
        )
      }
      const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]
      const root = roots.find((candidate) => candidate?.name === type.name)
      const record = root
        ? records.find((candidate) => (candidate.name ?? "").startsWith(`${type.name}.`) && candidate.url.includes("#"))
        : records.find(
            (candidate) =>
              TYPE_KINDS.has(candidate.kind) &&
              (candidate.name ?? candidate.title) === type.name &&
              !candidate.url.includes("#"),
          )
      if (fields) {
        const url = record ? new URL(record.url, on.docsUrl).href : `${on.docsUrl}/docs/`
        try {
          return answer(typeMembers(type, fields, url))
        } catch (error) {
          if (error instanceof MemberProblem) throw new ToolProblem(error.message)
          throw error
        }
      }
      if (!record) throw new ToolProblem(`The docs have no reference page for "${type.name}" (a built-in type?).`)
      return answer(await on.text(markdownCopyPath(record.url)))
    }),
  )

  server.registerTool(
    "validate_operation",
    {
      title: "Validate a GraphQL operation",
      description:
        "Checks a GraphQL operation against the ZFV API's published schema without running it: errors with line and " +
        "column (unknown fields are named), a warning for each deprecated field, argument or enum value with its " +
        "replacement, and the variables checked against their declared types. For a valid operation, what it " +
        `costs and how deep it nests, against the API's limits (cost ${formatCount(API_LIMITS.maximumCost)}, ` +
        `depth ${API_LIMITS.maximumDepth}): over either is an error, since the API refuses it unrun; ask for fewer ` +
        "items with `first`. Use it before run_operation.",
      inputSchema: TOOL_INPUTS.validate_operation,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    tool(async ({ query, variables, operationName }, on) => {
      const check = checkOperation(await on.schema(), query, variables, operationName)
      return answer(formatCheck(check), check.errors.length > 0)
    }),
  )

  server.registerTool(
    "run_operation",
    {
      title: "Run a GraphQL operation against the ZFV API",
      description:
        "Sends a GraphQL operation to the ZFV API the docs name, with the reader's credentials (their API key in " +
        "the api-key header, or a signed-in user's identity token), as the docs' code samples do. Returns the " +
        "HTTP status, the time, what the API counted the operation to cost (its extensions.cost: the estimate, the " +
        "actual cost and the limits) and the JSON response. A mutation changes real data, so it is refused " +
        "(nothing is sent) unless allowMutations is true.",
      inputSchema: TOOL_INPUTS.run_operation,
      annotations: { readOnlyHint: false, destructiveHint: true, openWorldHint: true },
    },
    tool(async ({ query, variables, operationName, allowMutations }, on) => {
      const check = checkOperation(await on.schema(), query, variables, operationName)
      if (!check.document || !check.operation)
        return answer(`Not sent: the operation cannot be run.\n${formatCheck(check)}`, true)
      if (!apiKey && !idToken) return answer(`Not sent: no credentials came with this request. ${words.missing}`, true)
      const owner = apiKey ? `the owner of ${words.apiKey}` : "you"
      if (check.operation.kind === "mutation" && allowMutations !== true)
        return answer(
          `Not sent: ${check.operation.name ?? "this operation"} is a mutation; it changes data on the API as ` +
            `${owner}. Call run_operation again with allowMutations: true to send it.`,
          true,
        )
      let inputs: Record<string, unknown> | null
      try {
        inputs = variablesValue(variables)
      } catch (error) {
        return answer(`Not sent: ${errorMessage(error)}`, true)
      }
      const apiUrl = await on.apiUrl()
      const modes: AuthorizationMode[] = [...(apiKey ? ["apiKey" as const] : []), ...(idToken ? ["user" as const] : [])]
      const headers = mergeRequestHeaders(buildHeaders({ activeModes: modes, apiKey, token: idToken }))
      const outcome = await runGraphQLRequest(
        { query, variables: inputs ?? undefined, operationName: operationName ?? null },
        { endpoint: apiUrl, headers, fetch: on.apiFetch, words: RUN_WORDS },
      )
      const { report } = outcome
      const status =
        report.status === null
          ? report.statusText
          : `HTTP ${report.status}${report.statusText ? ` ${report.statusText}` : ""}`
      const sentWith = [
        apiKey ? `${words.apiKey} in the api-key header` : "",
        idToken ? `${words.idToken} as the bearer token` : "",
      ].filter(Boolean)
      const lines = [
        `${status}, ${formatDuration(report.durationMs)}${report.sizeBytes !== null ? `, ${formatBytes(report.sizeBytes)}` : ""}; ` +
          `sent to ${apiUrl} with ${sentWith.join(" and ")}.`,
      ]
      const cost = answerCostLine(outcome.result)
      if (cost) lines.push(cost)
      if (outcome.problem) lines.push(`Problem: ${outcome.problem}`)
      if (check.warnings.length > 0) lines.push(...check.warnings.map((warning) => `Warning: ${warning.message}`))
      lines.push(JSON.stringify(outcome.result, null, 2))
      return answer(lines.join("\n"), report.status === null || outcome.result.data === undefined)
    }),
  )

  return server
}
