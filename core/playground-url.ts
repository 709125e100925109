/**
 * The playground's share format (ARCHITECTURE "Playground"):
 * /graphql/?query=…&variables=…&operationName=…
 * The example pages, the schema reference and the playground itself all build
 * their links here, so there is one format; the playground reads them with
 * src/playground/open-link.ts. Headers and keys never go in it.
 *
 * This module is imported by docs pages, so it stays tiny and imports only the routes
 * (no graphql-js): the checks below are on text only.
 */
import { PLAYGROUND_ROUTE } from "./routes"

/**
 * The longest share link the playground makes or opens, in characters. Common
 * hosts and proxies accept request lines of 8 KB; a longer link might be cut
 * or refused on the way, so the playground neither makes nor trusts one.
 */
export const MAX_SHARE_LINK_LENGTH = 8000

export interface PlaygroundOperation {
  query: string
  /** The variables as JSON text, as the reader would type them. */
  variables?: string | null
  operationName?: string | null
}

/** The query string (with "?") of the link that opens `operation`; empty parts are left out. */
export function playgroundSearch(operation: PlaygroundOperation): string {
  const params = new URLSearchParams()
  params.set("query", operation.query)
  if (operation.variables && operation.variables.trim()) params.set("variables", operation.variables)
  if (operation.operationName) params.set("operationName", operation.operationName)
  return `?${params.toString()}`
}

/** The playground link that opens `operation`; empty parts are left out. */
export function playgroundHref(operation: PlaygroundOperation): string {
  return `${PLAYGROUND_ROUTE}${playgroundSearch(operation)}`
}

/** Whether the link to `operation` is short enough to share (see MAX_SHARE_LINK_LENGTH). */
export function fitsShareLink(operation: PlaygroundOperation): boolean {
  return playgroundHref(operation).length <= MAX_SHARE_LINK_LENGTH
}
