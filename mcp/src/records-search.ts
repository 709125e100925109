/**
 * The docs search for programs: the site's search records (the file the build
 * publishes at SEARCH_RECORDS_PATH) in a word index, asked the way the site's
 * dialog asks Pagefind. The dialog's own rules (core/search-results.ts:
 * filler words, the fallback without one word, exact names first, grouping)
 * run unchanged on top, through the SearchIndex interface they already take.
 *
 * The word index scores as Pagefind does, in its essentials: BM25 over the
 * records' words, each occurrence counted with its weight (headings, names,
 * descriptions, as data-pagefind-weight says), the title and page meta with
 * the site's meta weights (RANKING), every query word required, and a query
 * word matching the words it starts ("pagin" finds "pagination") for a
 * little less. Pure: no I/O.
 */
import { RANKING } from "../../core/search-results"
import type { SearchRecordsFile, SearchRecordsFileRecord } from "../../core/agent-files"
import {
  SEARCH_LIMITS,
  SEARCH_META,
  searchGroups,
  singular,
  type PagefindResultData,
  type SearchIndex,
  type SearchResult,
} from "../../core/search-results"

/** BM25's term saturation (Pagefind's default termSaturation). */
const TERM_SATURATION = 1.4

/** A word's stem, as a light English stemmer makes it: "changed", "changes" -> "chang"; "dishes" -> "dish". */
export function stem(word: string): string {
  const one = singular(word)
  if (one !== word) return one.length >= 3 ? one : word
  for (const ending of ["ing", "ed"])
    if (word.endsWith(ending) && word.length - ending.length >= 3) return word.slice(0, -ending.length)
  return word
}

/** A text's words as the index keeps them: lower case, letters and digits, stemmed. */
export function indexWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .match(/[a-z0-9]+/g) ?? []
  ).map(stem)
}

export interface RecordsIndex extends SearchIndex {
  /** How many records it holds. */
  size: number
}

const metaWeight = (key: string) => RANKING.metaWeights?.[key] ?? 1

/** The text a result shows as its content: the body pieces in order (a schema entry's description comes first). */
const bodyText = (record: SearchRecordsFileRecord) => record.text.map(([text]) => text).join(" ")

/** A short plain excerpt: the first sentence-sized stretch holding a query word, else the text's start. */
export function plainExcerpt(text: string, words: readonly string[], length = 160): string {
  const plain = text.replace(/\s+/g, " ").trim()
  const lower = plain.toLowerCase()
  const at = words.map((word) => lower.indexOf(word)).filter((index) => index >= 0)
  const first = at.length > 0 ? Math.min(...at) : 0
  const start = Math.max(0, plain.lastIndexOf(" ", Math.max(0, first - 40)) + 1)
  const slice = plain.slice(start, start + length)
  return `${start > 0 ? "…" : ""}${slice}${start + length < plain.length ? "…" : ""}`
}

/** A record's meta values by key, in Pagefind's order; a missing value is undefined. */
const recordMeta = (record: SearchRecordsFileRecord): [string, string | undefined][] => [
  [SEARCH_META.title, record.title],
  [SEARCH_META.name, record.name],
  [SEARCH_META.kind, record.kind],
  [SEARCH_META.page, record.page],
  [SEARCH_META.type, record.type],
  [SEARCH_META.flags, record.flags],
]

/** The words of the records, each with its weight in each record that holds it, and each record's length in words. */
interface Postings {
  /** word -> record's position -> summed weight */
  postings: Map<string, Map<number, number>>
  lengths: number[]
  averageLength: number
}

/** Reads every record once into its postings: the body's pieces with their weights, and the meta with theirs. */
function buildPostings(records: readonly SearchRecordsFileRecord[]): Postings {
  const postings = new Map<string, Map<number, number>>()
  const lengths: number[] = []
  records.forEach((record, at) => {
    let length = 0
    const add = (text: string, weight: number) => {
      for (const word of indexWords(text)) {
        length += 1
        let list = postings.get(word)
        if (!list) postings.set(word, (list = new Map()))
        list.set(at, (list.get(at) ?? 0) + weight)
      }
    }
    for (const [text, weight] of record.text) add(text, weight)
    // Pagefind indexes the meta too, each with its meta weight: a weight of 0 lets a word match without scoring.
    for (const [key, value] of recordMeta(record)) if (value) add(value, metaWeight(key))
    lengths.push(length)
  })
  const averageLength = lengths.reduce((sum, length) => sum + length, 0) / Math.max(records.length, 1)
  return { postings, lengths, averageLength }
}

/** The words of a sorted vocabulary that start with `word`, each with how close it is (1 for the word itself). */
export function prefixMatches(vocabulary: readonly string[], word: string): { word: string; similarity: number }[] {
  let low = 0
  let high = vocabulary.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (vocabulary[middle] < word) low = middle + 1
    else high = middle
  }
  const found: { word: string; similarity: number }[] = []
  for (let at = low; at < vocabulary.length && vocabulary[at].startsWith(word); at++)
    found.push({ word: vocabulary[at], similarity: (word.length / vocabulary[at].length) ** 2 })
  return found
}

/**
 * The BM25 score of every record that holds all the query's words (or a word they start), by position; null for a
 * query without words.
 */
function queryScores({ postings, lengths, averageLength }: Postings, vocabulary: readonly string[], query: string) {
  const words = [...new Set(indexWords(query))]
  if (words.length === 0) return null
  const pageLength = RANKING.pageLength ?? 0.75
  let total: Map<number, number> | null = null
  for (const word of words) {
    const frequency = new Map<number, number>()
    for (const match of prefixMatches(vocabulary, word))
      for (const [record, weight] of postings.get(match.word) ?? [])
        frequency.set(record, (frequency.get(record) ?? 0) + weight * match.similarity)
    const idf = Math.log(1 + (lengths.length - frequency.size + 0.5) / (frequency.size + 0.5))
    const next = new Map<number, number>()
    for (const [record, tf] of frequency) {
      // Every word is required, as in Pagefind: a record missing one drops out.
      if (total && !total.has(record)) continue
      const norm = 1 - pageLength + (pageLength * lengths[record]) / averageLength
      const score = (idf * tf * (TERM_SATURATION + 1)) / (tf + TERM_SATURATION * norm)
      next.set(record, (total?.get(record) ?? 0) + score)
    }
    total = next
  }
  return total
}

/** A record as Pagefind would give its result: the address, an excerpt around the query's words, and the meta. */
function resultData(record: SearchRecordsFileRecord, words: readonly string[]): PagefindResultData {
  const content = bodyText(record)
  return {
    url: record.url,
    excerpt: plainExcerpt(content, words),
    content,
    meta: Object.fromEntries(recordMeta(record)),
  }
}

/** A word index over the records file. Building it reads every record once; a search reads only the matching words. */
export function recordsIndex(file: SearchRecordsFile): RecordsIndex {
  const records = file.records
  const postings = buildPostings(records)
  const vocabulary = [...postings.postings.keys()].sort()
  return {
    size: records.length,
    async search(query: string) {
      const found = queryScores(postings, vocabulary, query)
      if (!found) return null
      const words = query.toLowerCase().match(/[a-z0-9]+/g) ?? []
      const ranked = [...found].sort((a, b) => b[1] - a[1] || a[0] - b[0])
      return {
        results: ranked.map(([at, score]) => ({ score, data: async () => resultData(records[at], words) })),
      }
    },
  }
}

/** One result as a tool says it: what it is, where it lands, one line about it. */
interface DocsHit {
  title: string
  /** Absolute, with the #fragment of the row or heading. */
  url: string
  kind: string
  snippet: string
}

/** A result's one line: a schema entry's signature and first sentence, a guide's page and excerpt. */
function hitOf(result: SearchResult, siteUrl: string): DocsHit {
  const guide = result.kind === null || result.kind === "Guide" || result.kind === "Section"
  const flags = [result.deprecated ? "deprecated" : "", result.helper ? "helper type" : ""].filter(Boolean)
  const snippet = guide
    ? result.excerpt.replace(/<[^>]+>/g, "")
    : [result.signature ?? result.title, result.summary].filter(Boolean).join(" — ")
  return {
    title:
      result.kind === "Section" && result.page !== result.title ? `${result.title} (${result.page})` : result.title,
    url: new URL(result.url, siteUrl).href,
    kind: `${result.kind ?? "Page"}${flags.length ? `, ${flags.join(", ")}` : ""}`,
    snippet: snippet.replace(/\s+/g, " ").trim(),
  }
}

/** How deep an agent may page: the dialog groups as it does, but reads 100 results where the dialog reads 24. */
export const AGENT_SEARCH_LIMITS = { ...SEARCH_LIMITS, read: 100, pages: 100 } as const

/**
 * The best places for a question, in the order the site's search dialog shows them; `offset` skips the first
 * ones, for the next page. `total` is how many there are to page through.
 */
export async function searchDocs(
  index: SearchIndex,
  query: string,
  limit: number,
  siteUrl: string,
  offset = 0,
): Promise<{ hits: DocsHit[]; total: number }> {
  const groups = await searchGroups(index, query, AGENT_SEARCH_LIMITS)
  const results = groups.flatMap((group) => group.results)
  return { hits: results.slice(offset, offset + limit).map((result) => hitOf(result, siteUrl)), total: results.length }
}
