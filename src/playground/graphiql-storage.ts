/**
 * The browser storage GraphiQL gets. Three changes to plain localStorage:
 *
 * - GraphiQL keeps the editors' text twice: in its tab list ("tabState",
 *   written 500 ms after a change) and in "query", "variables" and "headers"
 *   (written 100 ms after). On load it opens a new tab whenever the two
 *   disagree, which a reload soon after typing causes (graphiql #4224,
 *   #4435). Here the tab list is the only record: the three keys are not
 *   written, and reading them gives the active tab's values.
 * - Headers typed in the Headers editor (keys, tokens) are never stored.
 *   GraphiQL leaves them out of the tab list only while "persist headers" is
 *   off, and its History saves every run's headers whatever that setting
 *   (queries and favorites). Here `headers` is taken out of every item of
 *   those keys on write, and on read, which also cleans what was stored
 *   before; "headers" itself is never written. Within a visit, History still
 *   holds them in memory.
 * - When storage is unavailable (private mode, blocked cookies) it logs one
 *   warning and GraphiQL works for this visit, remembering nothing.
 */
import { errorMessage } from "../../core/error-message"

/** What GraphiQL's `storage` prop takes (localStorage's shape). */
interface GraphiQLStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
  clear(): void
  readonly length: number
}

const PREFIX = "graphiql:"
const TABS_KEY = `${PREFIX}tabState`
const HEADERS_KEY = `${PREFIX}headers`
const DERIVED: Record<string, "query" | "variables" | "headers"> = {
  [`${PREFIX}query`]: "query",
  [`${PREFIX}variables`]: "variables",
  [HEADERS_KEY]: "headers",
}

interface StoredTabs {
  activeTabIndex: number
  tabs: Record<string, unknown>[]
}

/** The keys whose items can hold typed headers, and the property that lists the items. */
const WITH_HEADERS: Record<string, string> = {
  [TABS_KEY]: "tabs",
  [`${PREFIX}queries`]: "queries",
  [`${PREFIX}favorites`]: "favorites",
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value)

/**
 * A stored value of `key` with the typed headers taken out of each of its
 * items: deleted from History's items, `null` in tabs (GraphiQL's check of a
 * stored tab wants the property). Any other key's value, or a value that is
 * not the JSON GraphiQL writes, comes back unchanged.
 */
export function withoutHeaders(key: string, value: string): string {
  const list = WITH_HEADERS[key]
  if (!list) return value
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    return value
  }
  const items = isRecord(parsed) ? parsed[list] : null
  if (!Array.isArray(items)) return value
  let changed = false
  const cleaned = items.map((item: unknown) => {
    if (!isRecord(item) || item.headers === undefined || (key === TABS_KEY && item.headers === null)) return item
    changed = true
    const copy = { ...item }
    if (key === TABS_KEY) copy.headers = null
    else delete copy.headers
    return copy
  })
  return changed ? JSON.stringify({ ...(parsed as Record<string, unknown>), [list]: cleaned }) : value
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

/**
 * The operation of GraphiQL's active tab as stored (what the editor will
 * open when the page has no share link), or null when nothing is stored.
 */
export function storedActiveOperation(
  storage: GraphiQLStorage,
): { query: string; variables: string; operationName: string | null } | null {
  const tabs = storage.getItem(TABS_KEY)
  const query = activeTabValue(tabs, "query")
  if (query === null) return null
  let operationName: string | null = null
  try {
    const parsed = JSON.parse(tabs ?? "") as StoredTabs
    const name = parsed.tabs?.[parsed.activeTabIndex]?.operationName
    operationName = typeof name === "string" ? name : null
  } catch {
    // activeTabValue parsed it; unreachable.
  }
  return { query, variables: activeTabValue(tabs, "variables") ?? "", operationName }
}

export function createGraphiQLStorage(
  getStorage: () => Storage | null = () => (typeof window === "undefined" ? null : window.localStorage),
): GraphiQLStorage {
  let warned = false
  const attempt = <T>(action: (storage: Storage) => T, fallback: T): T => {
    try {
      const storage = getStorage()
      return storage ? action(storage) : fallback
    } catch (error) {
      if (!warned) {
        warned = true
        console.warn(
          `Browser storage is not available (${errorMessage(error)}); the playground's tabs and history will not be remembered.`,
        )
      }
      return fallback
    }
  }
  const ownKeys = (storage: Storage) =>
    Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key?.startsWith(PREFIX) ?? false,
    )
  /** A stored value without typed headers; a value stored with them (by an earlier version) is cleaned in storage too. */
  const read = (storage: Storage, key: string) => {
    const value = storage.getItem(key)
    if (value === null) return null
    const cleaned = withoutHeaders(key, value)
    if (cleaned !== value) {
      try {
        storage.setItem(key, cleaned)
      } catch {
        // The cleaned value is shorter; if even that fails, the next write cleans it.
      }
    }
    return cleaned
  }
  return {
    getItem: (key) =>
      attempt((storage) => {
        if (!(key in DERIVED)) return read(storage, key)
        // Never written here; what GraphiQL on its own may have stored goes.
        if (key === HEADERS_KEY && storage.getItem(key) !== null) storage.removeItem(key)
        return activeTabValue(read(storage, TABS_KEY), DERIVED[key])
      }, null),
    setItem: (key, value) =>
      attempt((storage) => (key in DERIVED ? undefined : storage.setItem(key, withoutHeaders(key, value))), undefined),
    removeItem: (key) => attempt((storage) => (key in DERIVED ? undefined : storage.removeItem(key)), undefined),
    clear: () => attempt((storage) => ownKeys(storage).forEach((key) => storage.removeItem(key)), undefined),
    get length() {
      return attempt((storage) => ownKeys(storage).length, 0)
    },
  }
}
