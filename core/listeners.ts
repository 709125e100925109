/**
 * The subscribers of a store read with React's useSyncExternalStore (the auth
 * and API stores, the search dialog, the editor's settings, the storage
 * slots); each store makes its own. `subscribe` returns its own undo, and
 * `notify` calls the listeners subscribed when it begins: one unsubscribed
 * during the notify is still called this time, one added is called from the
 * next notify on.
 */
export interface Listeners {
  subscribe(listener: () => void): () => void
  notify(): void
}

export function createListeners(): Listeners {
  const listeners = new Set<() => void>()
  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    notify() {
      for (const listener of [...listeners]) listener()
    },
  }
}
