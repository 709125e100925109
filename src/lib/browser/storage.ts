import { useCallback, useSyncExternalStore } from "react"
import { errorMessage } from "../../../core/error-message"
import { createListeners, type Listeners } from "../../../core/listeners"

/**
 * One localStorage key, safe to use anywhere. When storage is unavailable
 * (private mode, blocked cookies) nothing is stored: the value lives in memory
 * for this visit only, and one console warning per key says which feature
 * will not be remembered. On the server, reads give null.
 */
interface StorageSlot {
  readonly key: string
  get(): string | null
  set(value: string): void
  del(): void
  /** Calls `onChange` when another tab changes the key. Returns the unsubscribe function. */
  listen(onChange: (value: string | null) => void): () => void
}

const warnedKeys = new Set<string>()

function warnOnce(key: string, feature: string, error: unknown) {
  if (warnedKeys.has(key)) return
  warnedKeys.add(key)
  const reason = errorMessage(error)
  console.warn(`Browser storage is not available (${reason}); ${feature} will not be remembered (key "${key}").`)
}

function storage(): Storage | null {
  if (typeof window === "undefined") return null
  return window.localStorage
}

/** A storage slot for `key`; `feature` names what breaks without storage, for the warning. */
export function createStorageSlot(key: string, feature: string): StorageSlot {
  // Once storage refused this key (blocked, or full), the value lives here for the rest of the visit;
  // reading storage again would bring back a value the reader has since changed.
  let memory: string | null = null
  let failed = false
  const run = <T>(action: (store: Storage) => T, fallback: () => T): T => {
    if (failed) return fallback()
    try {
      const store = storage()
      return store ? action(store) : fallback()
    } catch (error) {
      warnOnce(key, feature, error)
      if (!failed) {
        failed = true
        try {
          memory = storage()?.getItem(key) ?? memory
        } catch {
          // storage cannot be read either
        }
      }
      return fallback()
    }
  }
  return {
    key,
    get: () =>
      run(
        (store) => store.getItem(key),
        () => memory,
      ),
    set: (value) =>
      run(
        (store) => store.setItem(key, value),
        () => {
          memory = value
        },
      ),
    del: () =>
      run(
        (store) => store.removeItem(key),
        () => {
          memory = null
        },
      ),
    listen(onChange) {
      if (typeof window === "undefined") return () => {}
      const handler = (event: StorageEvent) => {
        if (event.key === key || event.key === null) onChange(event.key === null ? null : event.newValue)
      }
      window.addEventListener("storage", handler)
      return () => window.removeEventListener("storage", handler)
    },
  }
}

/**
 * Whether any localStorage key starts with `prefix` (false when storage is
 * unavailable, with the same one-time warning).
 */
export function hasStoredKeyWithPrefix(prefix: string, feature: string): boolean {
  try {
    const store = storage()
    if (!store) return false
    for (let index = 0; index < store.length; index++) {
      if (store.key(index)?.startsWith(prefix)) return true
    }
    return false
  } catch (error) {
    warnOnce(prefix, feature, error)
    return false
  }
}

/** Tests reset the "warn once" memory with this. */
export function resetStorageWarnings() {
  warnedKeys.clear()
}

const sameTabListeners = new Map<string, Listeners>()

/**
 * The slot's value as React state, updated when this tab or another tab
 * changes it. The server render and the hydrating render both see null, so
 * they match; the stored value follows right after hydration.
 */
export function useStorageSlot(slot: StorageSlot): [string | null, (value: string | null) => void] {
  const subscribe = useCallback(
    (notify: () => void) => {
      const local = sameTabListeners.get(slot.key) ?? createListeners()
      sameTabListeners.set(slot.key, local)
      const stopLocal = local.subscribe(notify)
      const stopOther = slot.listen(notify)
      return () => {
        stopLocal()
        stopOther()
      }
    },
    [slot],
  )
  const value = useSyncExternalStore(subscribe, slot.get, () => null)
  const setValue = useCallback(
    (next: string | null) => {
      if (next === null) slot.del()
      else slot.set(next)
      sameTabListeners.get(slot.key)?.notify()
    },
    [slot],
  )
  return [value, setValue]
}
