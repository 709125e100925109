/**
 * Whether the first page has hydrated (gatsby-browser's onInitialClientRender
 * says so): a part the app renders from then on is a client render, with no
 * server HTML under it (src/lib/react/deferred-island.tsx). From then on, a
 * page the reader hovers or opens brings the deferred islands' code along, and
 * a page the app opens waits for it (client-entry.ts), so it draws them at
 * once, and a #fragment in one of them is there to scroll to.
 */
let started = false
const islandLoaders = new Set<() => Promise<unknown>>()
const loading = new Set<Promise<unknown>>()

export function markAppStarted() {
  started = true
}

export const appHasStarted = () => started

/** An island's code on its way (after the first page): the next page the app opens waits for it, loaded or not. */
export function islandLoading(load: Promise<unknown>) {
  const settled: Promise<unknown> = load.catch(() => undefined).finally(() => loading.delete(settled))
  loading.add(settled)
}

/** A deferred island's loader (it loads once), run by the first page load after the first page. */
export function registerIslandLoader(load: () => Promise<unknown>) {
  islandLoaders.add(load)
}

/** Gatsby's loader is loading a page (a hover, a navigation): after the first page, the islands' code comes too. */
export function pageLoading() {
  if (!started) return
  for (const load of islandLoaders) islandLoading(load())
  islandLoaders.clear()
}

/** How long a page the app opens waits for its islands' code; then it draws them as their code comes. */
export const ISLAND_CODE_WAIT_MS = 3000

/**
 * Resolves once every island's code on its way has come (or failed: the island then says so, with Retry), or after
 * ISLAND_CODE_WAIT_MS, so a stalled chunk does not hold every navigation.
 */
export function islandsLoaded(): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const waited = new Promise((resolve) => (timer = setTimeout(resolve, ISLAND_CODE_WAIT_MS)))
  return Promise.race([Promise.all([...loading]), waited]).finally(() => clearTimeout(timer))
}
