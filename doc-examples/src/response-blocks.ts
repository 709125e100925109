import { exampleMatchesOfMdx } from "./find-examples"

/**
 * The responses the docs show are recorded from the seeded sandbox by
 * `npm run docs:responses` and kept in the doc itself, right after their
 * example, as a ```json response block. The page shows it (collapsed), the
 * Markdown copy carries it, and because it lives in the doc's own file, a
 * build can never show an older response than the file holds.
 */

/**
 * What a doc records of a response: all but its top-level `extensions`. The API answers every operation with
 * `extensions.cost`, whose figures the example's cost line already shows (and whose actual cost depends on the data of
 * the day); the recorded block shows what code reads, `data` and `errors`, each error with its own `extensions`.
 */
export function recordedResponse(response: unknown): unknown {
  if (!response || typeof response !== "object" || Array.isArray(response) || !("extensions" in response))
    return response
  const { extensions: _extensions, ...rest } = response as Record<string, unknown>
  return rest
}

/** A fenced ```json response block; the fence is longer than any run of backticks inside. */
export function responseFence(response: unknown): string {
  const json = JSON.stringify(response, null, 2)
  const longestRun = Math.max(0, ...[...json.matchAll(/`+/g)].map((match) => match[0].length))
  const fence = "`".repeat(Math.max(3, longestRun + 1))
  return `${fence}json response\n${json}\n${fence}`
}

/**
 * The doc's text with each example's response block set to `responses[i]`
 * (in example order), as recordedResponse keeps it: an existing block is
 * replaced, a missing one is added after the example (and its variables). An
 * undefined response (an example that was not run) leaves its example as it
 * is. Nothing else changes.
 */
export async function withResponses(source: string, file: string, responses: readonly unknown[]): Promise<string> {
  const matches = await exampleMatchesOfMdx(source, file)
  if (matches.length !== responses.length)
    throw new Error(`${file}: ${matches.length} examples, but ${responses.length} responses to write`)
  let text = source
  // From the last example to the first, so earlier offsets stay right.
  for (let index = matches.length - 1; index >= 0; index--) {
    if (responses[index] === undefined) continue
    const { node, variablesNode, responseNode } = matches[index]
    // An example inside a list item is indented; its response block is too.
    const indent = " ".repeat((node.position?.start.column ?? 1) - 1)
    const block = responseFence(recordedResponse(responses[index])).replace(/\n/g, `\n${indent}`)
    if (responseNode) {
      const start = responseNode.position?.start.offset
      const end = responseNode.position?.end.offset
      if (start === undefined || end === undefined)
        throw new Error(`${file}: the response block of example ${index + 1} has no position`)
      text = text.slice(0, start) + block + text.slice(end)
    } else {
      const end = (variablesNode ?? node).position?.end.offset
      if (end === undefined) throw new Error(`${file}: example ${index + 1} has no position`)
      text = `${text.slice(0, end)}\n\n${indent}${block}${text.slice(end)}`
    }
  }
  return text
}
