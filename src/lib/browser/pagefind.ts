import type { PagefindResultData } from "../shared/search-results"
import { errorMessage } from "../shared/error-message"
import { loadOnce } from "../shared/load-once"
import { SEARCH_SCRIPT_ROUTE } from "../shared/routes"

export type { PagefindResultData }

/** The parts of Pagefind's browser API the search dialog uses (https://pagefind.app/docs/api/). */
export interface Pagefind {
  options(options: { ranking?: Ranking; excerptLength?: number }): Promise<void>
  search(query: string): Promise<{ results: { id: string; data(): Promise<PagefindResultData> }[] } | null>
}

interface Ranking {
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

/**
 * Pagefind's script, loaded from the site itself on first use; the index
 * files it fetches are on the site too, so no query leaves it. A failed load
 * is forgotten, so the next attempt tries again.
 */
export const loadPagefind: () => Promise<Pagefind> = loadOnce(() =>
  (import(/* webpackIgnore: true */ SEARCH_SCRIPT_ROUTE) as Promise<Pagefind>)
    .then(async (pagefind) => {
      await pagefind.options({ ranking: RANKING, excerptLength: 24 })
      return pagefind
    })
    .catch((error: unknown) => {
      throw new Error(
        `the search index could not be loaded (${errorMessage(error)}). It is built by "npm run build".`,
        { cause: error },
      )
    }),
)
