/**
 * Whether the first page has hydrated (gatsby-browser's onInitialClientRender
 * says so): a part the app renders from then on is a client render, with no
 * server HTML under it (src/lib/react/deferred-island.tsx).
 */
let started = false

export function markAppStarted() {
  started = true
}

export const appHasStarted = () => started
