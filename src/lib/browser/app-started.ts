/**
 * Whether the first page has hydrated (gatsby-browser's onInitialClientRender
 * says so): a part the app renders from then on is a client render, with no
 * server HTML under it (src/lib/react/deferred-island.tsx). From then on, a
 * page the reader hovers or opens brings the deferred islands' code along, so
 * the next page draws them at once.
 */
let started = false
const islandLoaders = new Set<() => unknown>()

export function markAppStarted() {
  started = true
}

export const appHasStarted = () => started

/** A deferred island's loader (it loads once), run by the first page load after the first page. */
export function registerIslandLoader(load: () => unknown) {
  islandLoaders.add(load)
}

/** Gatsby's loader is loading a page (a hover, a navigation): after the first page, the islands' code comes too. */
export function pageLoading() {
  if (!started) return
  for (const load of islandLoaders) load()
  islandLoaders.clear()
}
