/** The parts of Pagefind's browser API the search dialog uses (https://pagefind.app/docs/api/). */
export interface PagefindSubResult {
  title: string
  url: string
  excerpt: string
}

export interface PagefindResultData {
  url: string
  excerpt: string
  meta: { title?: string }
  sub_results?: PagefindSubResult[]
}

export interface Pagefind {
  search(query: string): Promise<{ results: { id: string; data(): Promise<PagefindResultData> }[] } | null>
}

/** Where `npm run build` writes the index (pagefind --site public). */
export const PAGEFIND_URL = "/pagefind/pagefind.js"

let loading: Promise<Pagefind> | null = null

/**
 * Pagefind's script, loaded from the site itself on first use; the index
 * files it fetches are on the site too, so no query leaves it. A failed load
 * is forgotten, so the next attempt tries again.
 */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (import(/* webpackIgnore: true */ PAGEFIND_URL) as Promise<Pagefind>).catch((error: unknown) => {
    loading = null
    throw new Error(
      `the search index could not be loaded (${error instanceof Error ? error.message : String(error)}). It is built by "npm run build".`,
      { cause: error },
    )
  })
  return loading
}
