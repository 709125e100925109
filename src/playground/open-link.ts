/**
 * Reads the playground's share links (the format of
 * core/playground-url.ts). Only /graphql/ reads links, so this
 * stays out of the docs pages' code.
 */
import { MAX_SHARE_LINK_LENGTH, type PlaygroundOperation } from "../../core/playground-url"
import { PLAYGROUND_ROUTE } from "../../core/routes"
import { errorMessage } from "../../core/error-message"

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/

interface OpenedLink {
  /** What the link asks the playground to show; null when it holds nothing to open. */
  operation: PlaygroundOperation | null
  /** What was wrong with the link, in words for the reader; empty when nothing was. */
  problems: string[]
}

const formatCount = (value: number) => value.toLocaleString("en-US")

/**
 * Reads a playground link's query string (`location.search`). Nothing is
 * dropped silently: a link that cannot be opened says why, and variables that
 * are not a JSON object are still opened (with a note) so the reader can fix
 * them in the editor.
 */
export function openPlaygroundLink(search: string): OpenedLink {
  const text = search.startsWith("?") ? search.slice(1) : search
  if (!text) return { operation: null, problems: [] }
  if (PLAYGROUND_ROUTE.length + 1 + text.length > MAX_SHARE_LINK_LENGTH) {
    return {
      operation: null,
      problems: [
        `This link is too long to open: ${formatCount(PLAYGROUND_ROUTE.length + 1 + text.length)} characters, ` +
          `and the playground opens links of up to ${formatCount(MAX_SHARE_LINK_LENGTH)}. Nothing from ` +
          `it was loaded.`,
      ],
    }
  }
  const params = new URLSearchParams(text)
  const query = params.get("query")
  const variables = params.get("variables")
  const operationName = params.get("operationName")
  if (query === null || !query.trim()) {
    const given = [variables !== null && "variables", operationName !== null && "an operation name"].filter(Boolean)
    return {
      operation: null,
      problems: given.length
        ? [`This link has ${given.join(" and ")} but no query, so there was nothing to open.`]
        : [],
    }
  }

  const problems: string[] = []
  const operation: PlaygroundOperation = { query }
  if (variables !== null && variables.trim()) {
    operation.variables = variables
    const problem = variablesProblem(variables)
    if (problem) problems.push(`The link's variables ${problem}; they were opened as they are, so you can fix them.`)
  }
  if (operationName !== null && operationName !== "") {
    if (!NAME.test(operationName))
      problems.push(
        `The link's operation name "${operationName.slice(0, 80)}" is not a GraphQL name, so it was left out.`,
      )
    else if (!definesOperation(query, operationName))
      problems.push(
        `The link names the operation "${operationName}", which its query does not define, so it was left out.`,
      )
    else operation.operationName = operationName
  }
  return { operation, problems }
}

function variablesProblem(variables: string): string | null {
  let value: unknown
  try {
    value = JSON.parse(variables)
  } catch (error) {
    return `are not valid JSON (${errorMessage(error)})`
  }
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? null
    : 'must be a JSON object such as {"first": 5}'
}

/** Whether `query` declares an operation called `name` (a text check: the query need not be valid yet). */
function definesOperation(query: string, name: string): boolean {
  return new RegExp(`\\b(?:query|mutation|subscription)\\s+${name}(?![_0-9A-Za-z])`).test(query)
}
