/**
 * The search dialog's rules, as pure functions: what a result of the index
 * says, which results an exact name puts first, and how results group under
 * their page. The build (gatsby/lib/search-records.ts) writes the meta these
 * read; the ranking itself is mostly in the index (weights), and what is left
 * here is the part an index of words cannot know: that a query IS a name.
 */

/** What a result is, shown as its badge. */
export type SearchKind =
  | "Guide"
  | "Section"
  | "Query"
  | "Mutation"
  | "Subscription"
  | "Field"
  | "Argument"
  | "Input field"
  | "Enum value"
  | "Object"
  | "Interface"
  | "Union"
  | "Enum"
  | "Input object"
  | "Scalar"

/** The meta keys of a record (HTML attribute names, so lower case). */
export const SEARCH_META = {
  title: "title",
  name: "name",
  kind: "kind",
  page: "page",
  type: "type",
  flags: "flags",
  /** A deprecated member's removal date. */
  removal: "removal",
} as const

/** A result as Pagefind's browser API returns it (the parts the dialog reads). */
export interface PagefindResultData {
  url: string
  excerpt: string
  content?: string
  meta: Partial<Record<string, string>>
}

export interface SearchResult {
  url: string
  kind: SearchKind | null
  /** "Dish.allergens", "Dish", or a guide's heading. */
  title: string
  /** The page the result is on, and its address: results group under it. */
  page: string
  pageUrl: string
  /** The names a query can match exactly: "Dish.allergens" and "allergens". */
  names: string[]
  /** A schema member's row as code, e.g. "Dish.allergens: [Allergen!]!". */
  signature: string | null
  /** Plain text: a schema entry's first sentence. */
  summary: string | null
  /** HTML from Pagefind: the matching words of a guide in <mark>. */
  excerpt: string
  deprecated: boolean
  /** A deprecated member's announced removal date (YYYY-MM-DD), shown with its "Deprecated" badge. */
  removalDate: string | null
  helper: boolean
}

const OPERATION_PAGES: Partial<Record<SearchKind, string>> = {
  Query: "Queries",
  Mutation: "Mutations",
  Subscription: "Subscriptions",
}

/** The first sentence of a text; empty when there is none. */
export function firstSentence(text: string): string {
  const plain = text.replace(/\s+/g, " ").trim()
  const end = /[.!?](?=\s+[A-Z0-9"“(])/.exec(plain)
  return end ? plain.slice(0, end.index + 1) : plain
}

/** A member's row as code: "Dish.allergens: [Allergen!]!", "Query.dishes(first: Int = 20)". */
export function signatureOf(name: string, type: string | undefined): string {
  if (!type) return name
  return name.endsWith(":)") ? `${name.slice(0, -1)} ${type})` : `${name}: ${type}`
}

/** Pagefind's result data as the dialog's result. A record without our meta (an older index) still shows. */
export function toSearchResult(data: PagefindResultData): SearchResult {
  const meta = data.meta
  const title = meta[SEARCH_META.name] ?? meta[SEARCH_META.title] ?? data.url
  const kind = (meta[SEARCH_META.kind] as SearchKind | undefined) ?? null
  const flags = (meta[SEARCH_META.flags] ?? "").split(" ")
  const guide = kind === null || kind === "Guide" || kind === "Section"
  const pageUrl = data.url.replace(/#.*$/, "")
  // A member's page is its type ("Dish" of "Dish.allergens"), or Queries, Mutations for an operation and its arguments.
  const owner = title.replace(/[.(].*$/, "")
  const page = guide
    ? (meta[SEARCH_META.page] ?? title)
    : data.url.includes("#")
      ? (Object.values(OPERATION_PAGES).find((label) => pageUrl.endsWith(`/${label.toLowerCase()}/`)) ?? owner)
      : title
  const bare = title.match(/\.([_A-Za-z][_0-9A-Za-z]*)(?:\(([_A-Za-z][_0-9A-Za-z]*):\))?$/)
  // An argument answers to "dishes.filter" too, as readers write it.
  const names = bare ? [title, bare[2] ?? bare[1], ...(bare[2] ? [`${bare[1]}.${bare[2]}`] : [])] : [title]
  const summary = guide ? "" : firstSentence(data.content ?? "")
  return {
    url: data.url,
    kind,
    title,
    page,
    pageUrl,
    names,
    signature: guide || !data.url.includes("#") ? null : signatureOf(title, meta[SEARCH_META.type]),
    summary: summary && !summary.startsWith(title) ? summary : null,
    excerpt: data.excerpt,
    deprecated: flags.includes("deprecated"),
    removalDate: meta[SEARCH_META.removal] ?? null,
    helper: flags.includes("helper"),
  }
}

/**
 * Words a reader adds to a question that say nothing about where the answer
 * is. The index returns only records holding every word of the query, so
 * "how do I page through dishes" would find nothing with them.
 */
const FILLER = new Set(
  (
    "a an and are can do does find for from get how i in is it many much my need of on or please put set " +
    "the to use want what when where which why with you your"
  ).split(" "),
)

/** The query as the index is asked: filler words dropped, unless nothing else is left. */
export function searchQuery(text: string): string {
  const words = text.trim().split(/\s+/).filter(Boolean)
  const kept = words.filter((word) => !FILLER.has(word.toLowerCase()))
  return (kept.length > 0 ? kept : words).join(" ")
}

/** A name or query folded for comparison: lower case, without spaces, dots or argument punctuation. */
function foldName(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s.():@]+/g, "")
}

/** The singular of an English plural the schema uses ("dishes", "categories", "allergens"). */
export function singular(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`
  if (/(sh|ch|x|ss)es$/.test(word)) return word.slice(0, -2)
  if (/[^s]s$/.test(word)) return word.slice(0, -1)
  return word
}

/**
 * How exactly a query names a result: 0 its name ignoring case, 1 ignoring
 * case and plural; null when it does not name it.
 */
export function nameMatch(query: string, names: readonly string[]): 0 | 1 | null {
  const folded = foldName(query)
  if (!folded) return null
  const foldedNames = names.map(foldName)
  if (foldedNames.includes(folded)) return 0
  if (foldedNames.some((name) => singular(name) === singular(folded))) return 1
  return null
}

/** Words a reader puts beside a name to say what it is: "me query", "allergen enum". */
const KIND_WORDS: Record<string, readonly SearchKind[]> = {
  query: ["Query"],
  mutation: ["Mutation"],
  subscription: ["Subscription"],
  field: ["Field", "Input field"],
  argument: ["Argument"],
  arg: ["Argument"],
  enum: ["Enum"],
  type: ["Object", "Interface", "Union", "Enum", "Input object", "Scalar"],
  object: ["Object"],
  input: ["Input object"],
  interface: ["Interface"],
  union: ["Union"],
  scalar: ["Scalar"],
}

/** The query's name and the kinds it asks for: "me query" is the name "me" of a Query; null kinds when it names none. */
export function namedKind(query: string): { name: string; kinds: readonly SearchKind[] | null } {
  const words = query.trim().split(/\s+/)
  if (words.length > 1) {
    for (const at of [words.length - 1, 0]) {
      const kinds = KIND_WORDS[words[at].toLowerCase()]
      if (kinds) return { name: words.filter((_, index) => index !== at).join(" "), kinds }
    }
  }
  return { name: query, kinds: null }
}

/** Among results named equally exactly: a type, then an operation, a guide, a member; plumbing last. */
const KIND_ORDER: Record<SearchKind, number> = {
  Object: 0,
  Interface: 0,
  Union: 0,
  Enum: 0,
  "Input object": 0,
  Scalar: 0,
  Query: 1,
  Mutation: 1,
  Subscription: 1,
  Guide: 2,
  Section: 3,
  Field: 4,
  "Input field": 4,
  Argument: 5,
  "Enum value": 5,
}

/**
 * The results in the order the dialog shows them: those the query names
 * exactly first (most exact first, then by kind; "me query" names the query
 * me), then the rest in the index's order. Helper types and deprecated
 * members named exactly stay behind the others named exactly.
 */
export function rankResults(results: readonly SearchResult[], query: string): SearchResult[] {
  const asked = namedKind(query)
  const keyed = results.map((result, index) => {
    const match =
      asked.kinds && !(result.kind && asked.kinds.includes(result.kind))
        ? nameMatch(query, result.names)
        : nameMatch(asked.name, result.names)
    return {
      result,
      index,
      key:
        match === null
          ? [1, 0, 0, 0, 0]
          : [
              0,
              match,
              Number(result.helper || result.deprecated),
              result.kind ? KIND_ORDER[result.kind] : 3,
              // The name as written (Dish, not dish) decides last.
              Number(!result.names.includes(asked.name.trim())),
            ],
    }
  })
  keyed.sort((a, b) => {
    for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return a.key[i] - b.key[i]
    return a.index - b.index
  })
  return keyed.map((item) => item.result)
}

export interface SearchGroup {
  page: string
  pageUrl: string
  results: SearchResult[]
}

/**
 * Results under their page, pages in the order of their best result, at
 * most `perPage` results each, so one long page cannot fill the list.
 */
export function groupResults(results: readonly SearchResult[], perPage: number, maxGroups: number): SearchGroup[] {
  const groups: SearchGroup[] = []
  for (const result of results) {
    let group = groups.find((candidate) => candidate.pageUrl === result.pageUrl)
    if (!group) {
      if (groups.length === maxGroups) continue
      group = { page: result.page, pageUrl: result.pageUrl, results: [] }
      groups.push(group)
    }
    if (group.results.length < perPage) group.results.push(result)
  }
  return groups
}

/** How many of the index's best results the dialog reads (each is a small fetch), and how it shows them. */
export const SEARCH_LIMITS = { read: 24, perPage: 3, pages: 8 } as const

export interface SearchIndex {
  search(query: string): Promise<{ results: { score?: number; data(): Promise<PagefindResultData> }[] } | null>
}

/** One search as the dialog runs it: ask the index, read its best results, rank, group. */
export async function searchGroups(
  index: SearchIndex,
  text: string,
  limits: { read: number; perPage: number; pages: number } = SEARCH_LIMITS,
): Promise<SearchGroup[]> {
  const query = searchQuery(text)
  let found = await index.search(query)
  const words = query.split(" ")
  if (!found?.results.length && words.length > 1) {
    // The index wants every word; one the docs never use ("max" in "max query depth") would hide the answer,
    // so the query loses the word whose loss leaves the best first result.
    const without = await Promise.all(
      words.map((_, at) => index.search(words.filter((__, other) => other !== at).join(" "))),
    )
    const best = (candidate: typeof found) => candidate?.results[0]?.score ?? 0
    found = without.reduce((winner, candidate) => (best(candidate) > best(winner) ? candidate : winner), found)
  }
  const data = await Promise.all((found?.results ?? []).slice(0, limits.read).map((result) => result.data()))
  return groupResults(rankResults(data.map(toSearchResult), query), limits.perPage, limits.pages)
}

/** Pagefind's ranking options (https://pagefind.app/docs/ranking/). */
export interface Ranking {
  termFrequency?: number
  termSimilarity?: number
  pageLength?: number
  termSaturation?: number
  metaWeights?: Record<string, number>
}

/**
 * How Pagefind ranks our records (gatsby/lib/search-records.ts writes their
 * meta). A match in the title (a schema name as words, a heading) counts
 * most; the page a section is on a little, so "dishes pagination" finds the
 * dishes guide's pagination section. The other meta is for display only.
 * Every record is short (a row, a section), so its length says little about
 * its worth: page length counts for less than Pagefind's default.
 */
export const RANKING: Ranking = {
  pageLength: 0.3,
  metaWeights: { title: 10, page: 1, name: 0, kind: 0, type: 0, flags: 0 },
}
