import { Kind, parse } from "graphql"

/**
 * The operation name to send with a run. GraphiQL reads the query from the
 * editor when Run is pressed, but takes the operation name from what it saw
 * of the editor about 100 ms earlier (it looks at an edit after a pause). A
 * reader who pastes `query B` over `query A` and runs at once would send B's
 * text named A, and the API answers "Unknown operation named A". This picks
 * the name from the text that is sent: the requested name when the text has
 * that operation; else the only operation's name (none when it is anonymous);
 * else, among several, the first, as GraphiQL itself does when the selected
 * name goes away. Text that does not parse keeps the requested name: the API
 * reports the syntax error.
 */
export function operationNameToSend(query: string, requested: string | null | undefined): string | null | undefined {
  let names: (string | null)[]
  try {
    names = parse(query, { noLocation: true })
      .definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION)
      .map((definition) => (definition.kind === Kind.OPERATION_DEFINITION ? (definition.name?.value ?? null) : null))
  } catch {
    return requested
  }
  if (requested && names.includes(requested)) return requested
  if (names.length === 0) return requested
  return names[0]
}
