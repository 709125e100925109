/**
 * The docs' MCP server: five tools over the published site (search_docs,
 * get_page, get_type, validate_operation, run_operation). The rules are in
 * the modules it calls; this file says what each tool takes and answers.
 * Every tool answers in text; a failure is an error result with a sentence,
 * never a thrown error, and no answer ever holds the API key.
 */
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js"
import { suggestionList } from "graphql/jsutils/suggestionList"
import { z } from "zod"
import { buildHeaders } from "../../src/lib/shared/authorization-modes"
import { localSiteUrl } from "../../src/lib/shared/local-services"
import { markdownCopyPath } from "../../src/lib/shared/markdown-copy"
import {
  formatBytes,
  formatDuration,
  mergeRequestHeaders,
  runGraphQLRequest,
} from "../../src/lib/browser/run-operation"
import { checkOperation, formatCheck, variablesValue } from "./operations"
import { searchDocs } from "./records-search"
import { ToolProblem, createSite } from "./site"
import { errorMessage } from "../../src/lib/shared/error-message"

export const SERVER_NAME = "zfv-docs"
export const DEFAULT_SEARCH_LIMIT = 5
export const MAX_SEARCH_LIMIT = 20

export interface ServerOptions {
  /** The docs site (DOCS_URL); by default the one `npm start` serves. */
  docsUrl?: string
  /** The reader's API key (ZFV_API_KEY), or null. */
  apiKey?: string | null
  /** The network; tests hand in one that routes the API to an in-process sandbox. */
  fetch?: typeof fetch
}

/** The options from the environment: DOCS_URL and ZFV_API_KEY. */
export function optionsFromEnv(env: Record<string, string | undefined>): ServerOptions {
  return { docsUrl: env.DOCS_URL?.trim() || localSiteUrl(), apiKey: env.ZFV_API_KEY?.trim() || null }
}

const TYPE_KINDS = new Set(["Object", "Interface", "Union", "Enum", "Input object", "Scalar"])

/** The Markdown copy of a page the agent names: a path, a URL on the site, with or without ".md" or "#…". */
export function pageCopyPath(input: string, docsUrl: string): string {
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

export function createDocsServer(options: ServerOptions = {}): McpServer {
  const docsUrl = options.docsUrl ?? localSiteUrl()
  const apiKey = options.apiKey ?? null
  const fetchImpl = options.fetch ?? globalThis.fetch
  const server = new McpServer({ name: SERVER_NAME, version: "1.0.0" })
  let site: ReturnType<typeof createSite> | null = null
  let siteProblem: ToolProblem | null = null
  try {
    site = createSite(docsUrl, fetchImpl)
  } catch (error) {
    siteProblem = error instanceof ToolProblem ? error : new ToolProblem(errorMessage(error))
  }

  /** The key never leaves: any answer that would hold it says ZFV_API_KEY instead. */
  const redact = (text: string) => (apiKey && apiKey.length >= 4 ? text.split(apiKey).join("<ZFV_API_KEY>") : text)
  const answer = (text: string, isError = false): CallToolResult => ({
    content: [{ type: "text", text: redact(text) }],
    ...(isError ? { isError: true } : {}),
  })

  /** Runs a tool; a ToolProblem (or anything unexpected) becomes an error result with its message. */
  function tool<A>(run: (args: A, on: NonNullable<typeof site>) => Promise<CallToolResult>) {
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

  server.registerTool(
    "search_docs",
    {
      title: "Search the ZFV API docs",
      description:
        "Searches the ZFV API documentation (guides and the GraphQL schema reference: types, queries, mutations, " +
        "fields, arguments, enum values) with the site's own search. Returns the best places, best first: title, " +
        "URL with #fragment, and one line. Read a result with get_page (guides) or get_type (schema types).",
      inputSchema: {
        query: z.string().describe('A question or name, e.g. "pagination", "Dish.allergens", "invalid api key".'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(MAX_SEARCH_LIMIT)
          .optional()
          .describe(`How many results (default ${DEFAULT_SEARCH_LIMIT}, at most ${MAX_SEARCH_LIMIT}).`),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    tool<{ query: string; limit?: number }>(async ({ query, limit }, on) => {
      if (!query.trim()) return answer('Give words to search for, e.g. "pagination" or "Dish.allergens".', true)
      const { index } = await on.records()
      const hits = await searchDocs(index, query, limit ?? DEFAULT_SEARCH_LIMIT, on.docsUrl)
      if (hits.length === 0) return answer(`Nothing in the docs matches "${query}". Try fewer or other words.`)
      return answer(
        hits.map((hit, at) => `${at + 1}. ${hit.title} [${hit.kind}]\n   ${hit.url}\n   ${hit.snippet}`).join("\n"),
      )
    }),
  )

  server.registerTool(
    "get_page",
    {
      title: "Read a docs page",
      description:
        "Returns a page of the ZFV API docs as Markdown (its .md copy), by path or URL, e.g. /docs/access-the-api/ " +
        "or a URL that search_docs returned (the #fragment is ignored).",
      inputSchema: { path: z.string().describe("The page's path or URL on the docs site, e.g. /docs/graphql-intro/.") },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    tool<{ path: string }>(async ({ path }, on) => {
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
        'Also takes "Query" or "Mutation" (every root operation), and "Dish.allergens" (the type Dish).',
      inputSchema: { name: z.string().describe('The type\'s name, e.g. "Dish", "DishFilter", "Allergen".') },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    tool<{ name: string }>(async ({ name }, on) => {
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
        "replacement, and the variables checked against their declared types. Use it before run_operation.",
      inputSchema: operationInput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    tool<{ query: string; variables?: unknown; operationName?: string }>(
      async ({ query, variables, operationName }, on) => {
        const check = checkOperation(await on.schema(), query, variables, operationName)
        return answer(formatCheck(check), check.errors.length > 0)
      },
    ),
  )

  server.registerTool(
    "run_operation",
    {
      title: "Run a GraphQL operation against the ZFV API",
      description:
        "Sends a GraphQL operation to the ZFV API the docs name, with the reader's API key (ZFV_API_KEY) in the " +
        "api-key header, as the docs' code samples do. Returns the HTTP status, the time and the JSON response. A " +
        "mutation changes real data, so it is refused (nothing is sent) unless allowMutations is true.",
      inputSchema: {
        ...operationInput,
        allowMutations: z
          .boolean()
          .optional()
          .describe("Set to true to send a mutation: it changes data on the API as the owner of the key."),
      },
      annotations: { readOnlyHint: false, destructiveHint: true, openWorldHint: true },
    },
    tool<{ query: string; variables?: unknown; operationName?: string; allowMutations?: boolean }>(
      async ({ query, variables, operationName, allowMutations }, on) => {
        const check = checkOperation(await on.schema(), query, variables, operationName)
        if (!check.document || !check.operation)
          return answer(`Not sent: the operation cannot be run.\n${formatCheck(check)}`, true)
        if (check.operation.kind === "mutation" && allowMutations !== true)
          return answer(
            `Not sent: ${check.operation.name ?? "this operation"} is a mutation; it changes data on the API as the ` +
              `owner of ZFV_API_KEY. Call run_operation again with allowMutations: true to send it.`,
            true,
          )
        let inputs: Record<string, unknown> | null
        try {
          inputs = variablesValue(variables)
        } catch (error) {
          return answer(`Not sent: ${errorMessage(error)}`, true)
        }
        const { apiUrl } = await on.manifest()
        const headers = mergeRequestHeaders(buildHeaders({ activeModes: ["apiKey"], apiKey, token: null }))
        const outcome = await runGraphQLRequest(
          { query, variables: inputs ?? undefined, operationName: operationName ?? null },
          { endpoint: apiUrl, headers, fetch: on.apiFetch },
        )
        const { report } = outcome
        const status =
          report.status === null
            ? report.statusText
            : `HTTP ${report.status}${report.statusText ? ` ${report.statusText}` : ""}`
        const lines = [
          `${status}, ${formatDuration(report.durationMs)}${report.sizeBytes !== null ? `, ${formatBytes(report.sizeBytes)}` : ""}; ` +
            `sent to ${apiUrl} ${apiKey ? "with ZFV_API_KEY in the api-key header" : "without an API key (ZFV_API_KEY is not set)"}.`,
        ]
        if (outcome.problem) lines.push(`Problem: ${outcome.problem}`)
        if (check.warnings.length > 0) lines.push(...check.warnings.map((warning) => `Warning: ${warning.message}`))
        lines.push(JSON.stringify(outcome.result, null, 2))
        return answer(lines.join("\n"), report.status === null || outcome.result.data === undefined)
      },
    ),
  )

  return server
}
