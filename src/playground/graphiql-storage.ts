/**
 * The browser storage GraphiQL gets. Two changes to plain localStorage:
 *
 * - GraphiQL keeps the editors' text twice: in its tab list ("tabState",
 *   written 500 ms after a change) and in "query", "variables" and "headers"
 *   (written 100 ms after). On load it opens a new tab whenever the two
 *   disagree, which a reload soon after typing causes (graphiql #4224,
 *   #4435). Here the tab list is the only record: the three keys are not
 *   written, and reading them gives the active tab's values.
 * - When storage is unavailable (private mode, blocked cookies) it logs one
 *   warning and GraphiQL works for this visit, remembering nothing.
 */

/** What GraphiQL's `storage` prop takes (localStorage's shape). */
export interface GraphiQLStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
  clear(): void
  readonly length: number
}

const PREFIX = "graphiql:"
const TABS_KEY = `${PREFIX}tabState`
const DERIVED: Record<string, "query" | "variables" | "headers"> = {
  [`${PREFIX}query`]: "query",
  [`${PREFIX}variables`]: "variables",
  [`${PREFIX}headers`]: "headers",
}

interface StoredTabs {
  activeTabIndex: number
  tabs: Record<string, unknown>[]
}

function activeTabValue(tabsJson: string | null, field: "query" | "variables" | "headers"): string | null {
  if (!tabsJson) return null
  try {
    const parsed = JSON.parse(tabsJson) as StoredTabs
    const value = parsed.tabs?.[parsed.activeTabIndex]?.[field]
    return typeof value === "string" ? value : null
  } catch {
    return null
  }
}

/** An error's message; DOMExceptions from another realm are not `instanceof Error`. */
const messageOf = (error: unknown) => (error !== null && typeof error === "object" && "message" in error && typeof error.message === "string" ? error.message : String(error))

export function createGraphiQLStorage(getStorage: () => Storage | null = () => (typeof window === "undefined" ? null : window.localStorage)): GraphiQLStorage {
  let warned = false
  const attempt = <T>(action: (storage: Storage) => T, fallback: T): T => {
    try {
      const storage = getStorage()
      return storage ? action(storage) : fallback
    } catch (error) {
      if (!warned) {
        warned = true
        console.warn(`Browser storage is not available (${messageOf(error)}); the playground's tabs and history will not be remembered.`)
      }
      return fallback
    }
  }
  const ownKeys = (storage: Storage) => Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key?.startsWith(PREFIX) ?? false)
  return {
    getItem: (key) => attempt((storage) => (key in DERIVED ? activeTabValue(storage.getItem(TABS_KEY), DERIVED[key]) : storage.getItem(key)), null),
    setItem: (key, value) => attempt((storage) => (key in DERIVED ? undefined : storage.setItem(key, value)), undefined),
    removeItem: (key) => attempt((storage) => (key in DERIVED ? undefined : storage.removeItem(key)), undefined),
    clear: () => attempt((storage) => ownKeys(storage).forEach((key) => storage.removeItem(key)), undefined),
    get length() {
      return attempt((storage) => ownKeys(storage).length, 0)
    },
  }
}
