/**
 * Where a playground link opens among GraphiQL's stored tabs. GraphiQL's own
 * rule (initialQuery) appends a tab whenever the link differs from every
 * stored tab, so a reload shortly after typing, or any reload of an edited
 * link, piles up tabs (graphiql #4224, #4435). The playground decides instead:
 *
 * 1. the page was reloaded and the link was written from one of its tabs
 *    (history.state remembers that tab's id): it opens in that tab, which it
 *    is the latest state of. Only a reload says so (`reloadedTabId`): Back,
 *    Forward and client-side navigation can return to an older entry that
 *    names a tab edited since;
 * 2. a tab already holds the same query and variables: that tab is shown;
 * 3. the active tab holds nothing of the reader's (blank, or the untouched
 *    default query): the link opens there;
 * 4. otherwise it opens in a new tab, so no work is overwritten.
 */
import type { PlaygroundOperation } from "../../core/playground-url"

export interface StoredTab {
  id: string
  query: string | null
  variables?: string | null
}

type LinkPlacement = { kind: "tab"; index: number } | { kind: "newTab" }

const normalise = (text: string | null | undefined) => (text ?? "").trim()

/** Whether a query holds nothing to lose: empty, or only comments. */
export function isBlankQuery(query: string | null): boolean {
  return normalise(query)
    .split("\n")
    .every((line) => line.trim() === "" || line.trim().startsWith("#"))
}

const withoutFragment = (url: string) => url.split("#")[0]

/**
 * The tab id from history.state that rule 1 may trust, or null. Only when the
 * document was loaded by a reload (the navigation type is "reload") of this
 * very address, and the editor mounts for the first time in it: after Back or
 * Forward, a client-side visit, or a reload of another page followed by Back,
 * the entry's tab may hold newer text than the address.
 */
export function reloadedTabId(options: {
  historyTabId: string | null
  navigationType: string | null
  documentUrl: string | null
  currentUrl: string
  firstMount: boolean
}): string | null {
  const { historyTabId, navigationType, documentUrl, currentUrl, firstMount } = options
  if (!historyTabId || !firstMount || navigationType !== "reload" || documentUrl === null) return null
  return withoutFragment(documentUrl) === withoutFragment(currentUrl) ? historyTabId : null
}

export function placeLink(options: {
  tabs: readonly StoredTab[]
  activeTabIndex: number
  link: PlaygroundOperation
  reloadedTabId: string | null
  defaultQuery: string
}): LinkPlacement {
  const { tabs, activeTabIndex, link, reloadedTabId, defaultQuery } = options
  const reloaded = reloadedTabId ? tabs.findIndex((tab) => tab.id === reloadedTabId) : -1
  if (reloaded >= 0) return { kind: "tab", index: reloaded }
  const same = tabs.findIndex(
    (tab) => normalise(tab.query) === normalise(link.query) && normalise(tab.variables) === normalise(link.variables),
  )
  if (same >= 0) return { kind: "tab", index: same }
  const active = tabs[activeTabIndex]
  if (
    active &&
    !normalise(active.variables) &&
    (isBlankQuery(active.query) || normalise(active.query) === normalise(defaultQuery))
  )
    return { kind: "tab", index: activeTabIndex }
  return { kind: "newTab" }
}

/** The offset in `query` where the operation called `name` starts (so the cursor can select it), or -1. */
export function operationOffset(query: string, name: string): number {
  const match = new RegExp(`\\b(?:query|mutation|subscription)\\s+${name}(?![_0-9A-Za-z])`).exec(query)
  return match ? match.index : -1
}
