/**
 * The playground's share format (ARCHITECTURE "Playground"):
 * /graphql/?query=…&variables=…&operationName=…
 * The example pages, the schema reference and the playground itself all build
 * their links here, so there is one format. Headers and keys never go in it.
 */
export const PLAYGROUND_ROUTE = "/graphql/"

export interface PlaygroundOperation {
  query: string
  /** The variables as JSON text, as the reader would type them. */
  variables?: string | null
  operationName?: string | null
}

/** The playground link that opens `operation`; empty parts are left out. */
export function playgroundHref(operation: PlaygroundOperation): string {
  const params = new URLSearchParams()
  params.set("query", operation.query)
  if (operation.variables && operation.variables.trim()) params.set("variables", operation.variables)
  if (operation.operationName) params.set("operationName", operation.operationName)
  return `${PLAYGROUND_ROUTE}?${params.toString()}`
}
