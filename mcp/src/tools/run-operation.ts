import { Kind, type DocumentNode, type FieldNode, type OperationDefinitionNode } from "graphql"
import { z } from "zod"
import { buildHeaders, type AuthorizationMode } from "../../../core/authorization-modes"
import { errorMessage } from "../../../core/error-message"
import {
  formatBytes,
  formatDuration,
  mergeRequestHeaders,
  runGraphQLRequest,
  type RunWords,
} from "../../../core/run-operation"
import { API_LIMITS, limitProblems } from "../../../schema/cost"
import { answerCostLine, checkOperation, formatCheck, variablesValue } from "../operations"
import { operationInput } from "./operation-input"
import { defineTool } from "./tool"

/** What an agent's reader can do about a request run_operation could not send, or that got no answer. */
const RUN_WORDS: RunWords = {
  notSent: "Check the credentials in your MCP client's configuration.",
  noResponse: "It may be down, or unreachable from where this MCP server runs.",
}

/** An error's code as the report keys it: the API's own (UPPER_CASE), else UNKNOWN. */
const errorCode = (code: unknown) => (typeof code === "string" && /^[A-Z_]{1,40}$/.test(code) ? code : "UNKNOWN")

const ROOT_TYPES = { query: "Query", mutation: "Mutation", subscription: "Subscription" } as const

/** The root fields the operation selects, as Query.dishes: what failed, without any of its arguments' values. */
function rootFields(document: DocumentNode, name: string | null, kind: keyof typeof ROOT_TYPES): string[] {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION && (name === null || definition.name?.value === name),
  )
  return (operation?.selectionSet.selections ?? [])
    .filter((selection) => selection.kind === Kind.FIELD && !selection.name.value.startsWith("__"))
    .map((selection) => `${ROOT_TYPES[kind]}.${(selection as FieldNode).name.value}`)
    .slice(0, 20)
}

export const runOperationTool = defineTool({
  name: "run_operation",
  title: "Run a GraphQL operation against the ZFV API",
  description:
    "Sends a GraphQL operation to the ZFV API the docs name, with the reader's credentials (their API key in " +
    "the api-key header, or a signed-in user's identity token), as the docs' code samples do. Returns the " +
    "HTTP status, the time, what the API counted the operation to cost (its extensions.cost: the estimate, the " +
    "actual cost and the limits) and the JSON response. A mutation changes real data, so it is refused " +
    "(nothing is sent) unless allowMutations is true.",
  inputSchema: {
    ...operationInput,
    allowMutations: z
      .boolean()
      .optional()
      .describe("Set to true to send a mutation: it changes data on the API as the owner of the key."),
  },
  annotations: { readOnlyHint: false, destructiveHint: true, openWorldHint: true },
  run: async (
    { query, variables, operationName, allowMutations },
    { site: on, answer, apiKey, idToken, words, record },
  ) => {
    const check = checkOperation(await on.schema(), query, variables, operationName)
    if (!check.document || !check.operation)
      return answer(`Not sent: the operation cannot be run.\n${formatCheck(check)}`, true)
    // The API refuses an operation over its limits unrun; measured the same way here, it is not sent at all.
    if (check.cost && limitProblems(check.cost, API_LIMITS).length > 0)
      return answer(`Not sent: the API would refuse it unrun.\n${formatCheck(check)}`, true)
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
    const failed = report.status === null || outcome.result.data === undefined
    if (failed || (outcome.result.errors?.length ?? 0) > 0)
      // The writers learn which code and which root fields fail, never the operation's values (readers' own data).
      record({
        kind: "agent-run",
        code: errorCode(outcome.result.errors?.[0]?.extensions?.code),
        fields: rootFields(check.document, check.operation.name, check.operation.kind),
      })
    return answer(lines.join("\n"), failed)
  },
})
