/**
 * The subscribers of a store read with React's useSyncExternalStore (the auth
 * and API stores, the search dialog, the editor's settings): `subscribe`
 * returns its own undo, and `notify` calls every listener subscribed when it
 * starts.
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
