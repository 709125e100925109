import { currentVersion } from "./docs-metadata"
import { loadOncePerKey } from "./load-once"

/**
 * The list of every type of the schema, one shared file that the build writes
 * (gatsby/source-schema-nodes.ts) and the type filter loads on demand, so
 * no page carries it. Its name is fixed, so hosts revalidate it.
 */
const TYPE_LIST_FILE = "graphql-schema/types.json"
export const TYPE_LIST_URL = `${currentVersion.path}${TYPE_LIST_FILE}`

/** One entry of the list: name, kind, link. */
export type TypeListEntry = readonly [name: string, kind: string, href: string]

const MAX_FILTER_RESULTS = 50

/** Whether a downloaded value is a type list, so a broken or foreign file reads as an error, not a crash. */
export function isTypeList(value: unknown): value is TypeListEntry[] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry) => Array.isArray(entry) && entry.length === 3 && entry.every((part) => typeof part === "string"),
    )
  )
}

/**
 * The types whose name contains the text, ignoring case: an exact match
 * first, then names that start with it, then the rest, each group by name.
 */
export function filterTypes(
  list: readonly TypeListEntry[],
  text: string,
  limit = MAX_FILTER_RESULTS,
): { matches: TypeListEntry[]; total: number } {
  const needle = text.trim().toLowerCase()
  if (!needle) return { matches: [], total: 0 }
  const rank = (name: string) => (name === needle ? 0 : name.startsWith(needle) ? 1 : 2)
  const found = list
    .map((entry) => ({ entry, name: entry[0].toLowerCase() }))
    .filter((item) => item.name.includes(needle))
    .sort((a, b) => rank(a.name) - rank(b.name) || a.name.length - b.name.length || (a.entry[0] < b.entry[0] ? -1 : 1))
  return { matches: found.slice(0, limit).map((item) => item.entry), total: found.length }
}

const typeList = loadOncePerKey((url: string) =>
  fetch(url)
    .then(async (response) => {
      if (!response.ok) throw new Error(`the server answered ${response.status}`)
      const list: unknown = await response.json()
      if (!isTypeList(list)) throw new Error("the file is not a list of types")
      return list
    })
    .catch((error: unknown) => {
      throw error instanceof Error ? error : new Error(String(error))
    }),
)

/** The type list, fetched once per visit; a failed load is forgotten, so the next call tries again. */
export function loadTypeList(url = TYPE_LIST_URL): Promise<TypeListEntry[]> {
  return typeList(url)
}
