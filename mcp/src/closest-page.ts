import type { SearchRecordsFile } from "../../core/agent-files"
import { SEARCH_LIMITS, searchGroups, searchQuery } from "../../core/search-results"
import { indexWords, recordsIndex } from "./records-search"
import type { ClosestPage } from "../../feedback"

/** How far apart two words may be (edits) and still be one misspelt: one edit in five letters, at least one. */
const allowedEdits = (word: string) => Math.max(1, Math.floor(word.length / 5))

const sharedStart = (a: string, b: string) => {
  let at = 0
  while (at < a.length && a[at] === b[at]) at++
  return at
}

/** Levenshtein's distance, stopping early once it passes `limit`. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let previous = Array.from({ length: b.length + 1 }, (_, at) => at)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
      best = Math.min(best, current[j])
    }
    if (best > limit) return limit + 1
    previous = current
  }
  return previous[b.length]
}

/**
 * The closest existing page to a query that found nothing on the site, from the built site's search records: what
 * the site's search (the MCP server's word index under the dialog's rules, core/search-results.ts) finds first for
 * it, each word the records do not hold read as the nearest word of a title (a misspelling: "alergens" is
 * "allergens"), and a word dropped when all of them together find nothing; null when even that finds nothing.
 */
export function closestPageFinder(file: SearchRecordsFile): (query: string) => Promise<ClosestPage | null> {
  const index = recordsIndex(file)
  const titleWords = [
    ...new Set(
      file.records.flatMap((record) => indexWords(`${record.title} ${record.name ?? ""} ${record.page ?? ""}`)),
    ),
  ]
  const known = async (word: string) => Boolean((await index.search(word))?.results.length)
  /** The title word nearest by edits; else the one sharing the longest start, if that is most of the word. */
  const nearest = (word: string) => {
    let best = { word, edits: allowedEdits(word) + 1 }
    for (const candidate of titleWords) {
      const edits = editDistance(word, candidate, best.edits - 1)
      if (edits < best.edits) best = { word: candidate, edits }
    }
    if (best.word !== word) return best.word
    let longest = { word, shared: Math.max(5, Math.ceil(word.length * 0.6)) - 1 }
    for (const candidate of titleWords) {
      const shared = sharedStart(word, candidate)
      if (shared > longest.shared) longest = { word: candidate, shared }
    }
    return longest.word
  }
  const found = new Map<string, Promise<ClosestPage | null>>()
  const closest = async (query: string): Promise<ClosestPage | null> => {
    const words = await Promise.all(
      indexWords(searchQuery(query)).map(async (word) => ((await known(word)) ? word : nearest(word))),
    )
    const [group] = await searchGroups(index, words.join(" "), SEARCH_LIMITS)
    const result = group?.results[0]
    if (!result) return null
    const title =
      result.kind === "Section" && result.page !== result.title ? `${result.title} (${result.page})` : result.title
    return { title, url: result.url }
  }
  // Readers' and agents' empty searches often repeat a query: each is looked up once.
  return (query) => {
    const key = query.toLowerCase()
    if (!found.has(key)) found.set(key, closest(query))
    return found.get(key) as Promise<ClosestPage | null>
  }
}
