import { useState, useSyncExternalStore } from "react"
import { LazyPart } from "../LazyPart"
import { Modal } from "../Modal"
import { noSubscription } from "../../lib/react/no-subscription"
import { searchDialog } from "../../lib/browser/search-dialog"
import { SEARCH_FIELD } from "./field"
import * as styles from "./styles.module.css"
import { Icon } from "../Icon"

const isApple = () => /Mac|iPhone|iPad/.test(navigator.platform)
const subscribe = (listener: () => void) => searchDialog().subscribe(listener)
const isOpen = () => searchDialog().getSnapshot()
const closedOnServer = () => false
const close = () => searchDialog().close()

/** The navbar's search button; it and Ctrl/⌘+K open the search dialog. */
export function SearchButton() {
  // Kept outside the page (lib/browser/search-dialog.ts), so Ctrl/⌘+K works while the next page mounts.
  const open = useSyncExternalStore(subscribe, isOpen, closedOnServer)
  // ⌘ on Apple devices, Ctrl elsewhere; the server render says Ctrl.
  const mac = useSyncExternalStore(noSubscription, isApple, () => false)

  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={() => searchDialog().open()}
        aria-keyshortcuts={mac ? "Meta+K" : "Control+K"}
        aria-haspopup="dialog"
        title={`Search (${mac ? "⌘" : "Ctrl"}+K)`}
      >
        <Icon name="search" size={18} />
        <span className={styles.buttonLabel}>Search</span>
        <kbd className={styles.keys} aria-hidden="true">
          {mac ? "⌘" : "Ctrl"} K
        </kbd>
      </button>
      {open ? <SearchDialog onClose={close} /> : null}
    </>
  )
}

/**
 * The search modal: the panel (Pagefind) loads on first use; Escape or a click
 * outside closes it. While the panel's code loads, a field of the same look
 * takes what the reader types at once (Ctrl+K, then the words), and the panel
 * starts from it.
 */
function SearchDialog({ onClose }: { onClose: () => void }) {
  const [typed, setTyped] = useState("")
  return (
    <Modal title={SEARCH_FIELD["aria-label"]} titleHidden placement="top" flush maxWidth={640} onClose={onClose}>
      <LazyPart
        name="search"
        load={() => import("./SearchPanel")}
        props={{ onClose, initialQuery: typed }}
        loading={
          <div className={styles.panel}>
            <input
              autoFocus
              className={styles.input}
              {...SEARCH_FIELD}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
            <p className={styles.status}>Loading search…</p>
          </div>
        }
      />
    </Modal>
  )
}
