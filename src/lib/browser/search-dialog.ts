/**
 * Whether the search dialog is open, held outside React: every route change
 * remounts the page (and its navbar) under a new crash boundary, so state and
 * listeners kept in the search button would miss a Ctrl/⌘+K pressed while
 * the next page is being put in place. The shortcut's listener is added once,
 * with the first subscriber, and stays for the life of the tab.
 */
import { createListeners } from "../../../core/listeners"

interface SearchDialogStore {
  subscribe(listener: () => void): () => void
  getSnapshot(): boolean
  open(): void
  close(): void
}

type KeyTarget = Pick<Document, "addEventListener">
type HistoryTarget = Pick<Window, "addEventListener">

/** Ctrl+K, or ⌘+K on Apple devices, with either case of K. */
export function isSearchShortcut(event: Pick<KeyboardEvent, "ctrlKey" | "metaKey" | "key">): boolean {
  return (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k"
}

export function createSearchDialogStore(keys: KeyTarget, history: HistoryTarget): SearchDialogStore {
  let isOpen = false
  let installed = false
  const listeners = createListeners()
  const set = (value: boolean) => {
    if (value === isOpen) return
    isOpen = value
    listeners.notify()
  }
  const install = () => {
    if (installed) return
    installed = true
    keys.addEventListener("keydown", (event) => {
      if (!isSearchShortcut(event)) return
      event.preventDefault()
      set(!isOpen)
    })
    // Back and Forward leave the page the dialog was opened on; following a result closes it itself.
    history.addEventListener("popstate", () => set(false))
  }
  return {
    subscribe(listener) {
      install()
      return listeners.subscribe(listener)
    },
    getSnapshot: () => isOpen,
    open: () => set(true),
    close: () => set(false),
  }
}

let store: SearchDialogStore | null = null

/** The tab's one store (created on first use in the browser). */
export function searchDialog(): SearchDialogStore {
  store ??= createSearchDialogStore(document, window)
  return store
}
