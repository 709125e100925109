/**
 * Compares a live answer with the response a doc shows by shape, not by
 * value: live data changes all the time, so other names, prices or list
 * lengths are not drift; a field missing or added, a value of another kind
 * (a string where the doc shows a number, an object, a list), or an error
 * where the doc shows data (or the reverse) is. docs:check-live uses it.
 */

type Kind = "null" | "string" | "number" | "boolean" | "object" | "list"

function kindOf(value: unknown): Kind {
  if (value === null || value === undefined) return "null"
  if (Array.isArray(value)) return "list"
  if (typeof value === "object") return "object"
  if (typeof value === "string") return "string"
  if (typeof value === "number") return "number"
  if (typeof value === "boolean") return "boolean"
  return "null"
}

const ARTICLE: Record<Kind, string> = {
  null: "null",
  string: "a string",
  number: "a number",
  boolean: "a boolean",
  object: "an object",
  list: "a list",
}

interface GraphqlBody {
  data?: unknown
  errors?: { message?: string; extensions?: { code?: string } }[]
}

const errorsOf = (body: unknown): GraphqlBody["errors"] & object => {
  const errors = (body as GraphqlBody | null)?.errors
  return Array.isArray(errors) ? errors : []
}

const describeErrors = (errors: GraphqlBody["errors"] & object) =>
  errors.map((error) => `${error.extensions?.code ?? "no code"}: ${error.message ?? ""}`.trim()).join("; ")

/** The element of `recorded` to compare a live list element with: the same __typename when there is one, else the first. */
function counterpart(recorded: unknown[], element: unknown): unknown {
  const typename = (element as { __typename?: unknown } | null)?.__typename
  if (typeof typename === "string") {
    const same = recorded.find((item) => (item as { __typename?: unknown } | null)?.__typename === typename)
    if (same !== undefined) return same
  }
  return recorded.find((item) => kindOf(item) !== "null") ?? recorded[0]
}

function valueDifferences(recorded: unknown, live: unknown, path: string, out: string[]) {
  const was = kindOf(recorded)
  const is = kindOf(live)
  // A nullable field may be null in one answer and set in the other: that is data, not shape.
  if (was === "null" || is === "null") return
  if (was !== is) {
    out.push(`${path}: ${ARTICLE[was]} in the docs, ${ARTICLE[is]} from the API`)
    return
  }
  if (was === "list") {
    const recordedList = recorded as unknown[]
    const liveList = live as unknown[]
    if (recordedList.length === 0 || liveList.length === 0) return
    const before = out.length
    for (const element of liveList) {
      valueDifferences(counterpart(recordedList, element), element, `${path}[]`, out)
      // One element that differs says it; every other element would say the same.
      if (out.length > before) return
    }
    return
  }
  if (was === "object") {
    const recordedObject = recorded as Record<string, unknown>
    const liveObject = live as Record<string, unknown>
    for (const key of Object.keys(recordedObject))
      if (!(key in liveObject)) out.push(`${path}.${key}: in the docs, missing from the API's answer`)
    for (const key of Object.keys(liveObject))
      if (!(key in recordedObject)) out.push(`${path}.${key}: in the API's answer, not in the docs`)
    for (const key of Object.keys(recordedObject))
      if (key in liveObject) valueDifferences(recordedObject[key], liveObject[key], `${path}.${key}`, out)
  }
}

/**
 * How the live answer's shape differs from the recorded response's, one
 * readable line per difference ("data.dish.price: a number in the docs, a
 * string from the API"); [] when they have the same shape.
 */
export function shapeDifferences(recorded: unknown, live: unknown): string[] {
  const recordedErrors = errorsOf(recorded)
  const liveErrors = errorsOf(live)
  if (recordedErrors.length === 0 && liveErrors.length > 0)
    return [`an error where the docs show data: ${describeErrors(liveErrors)}`]
  if (recordedErrors.length > 0 && liveErrors.length === 0) return ["data where the docs show an error"]
  const out: string[] = []
  if (recordedErrors.length > 0) {
    const codes = (errors: typeof recordedErrors) =>
      [...new Set(errors.map((error) => error.extensions?.code ?? "no code"))].sort().join(", ")
    if (codes(recordedErrors) !== codes(liveErrors))
      out.push(`errors: ${codes(recordedErrors)} in the docs, ${codes(liveErrors)} from the API`)
  }
  valueDifferences(
    (recorded as GraphqlBody | null)?.data ?? null,
    (live as GraphqlBody | null)?.data ?? null,
    "data",
    out,
  )
  return out
}
