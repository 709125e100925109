import { RANKING, type PagefindResultData, type Ranking } from "../../../core/search-results"
import { errorMessage } from "../../../core/error-message"
import { loadOnce } from "../../../core/load-once"
import { SEARCH_SCRIPT_ROUTE } from "../../../core/routes"

export type { PagefindResultData }

/** The parts of Pagefind's browser API the search dialog uses (https://pagefind.app/docs/api/). */
export interface Pagefind {
  options(options: { ranking?: Ranking; excerptLength?: number }): Promise<void>
  search(query: string): Promise<{ results: { id: string; data(): Promise<PagefindResultData> }[] } | null>
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
