import { useCallback, useEffect, useState, useSyncExternalStore } from "react"
import { LazyPart } from "../LazyPart"
import { Modal } from "../Modal"
import { noSubscription } from "../../lib/react/no-subscription"
import { SEARCH_FIELD } from "./field"
import * as styles from "./styles.module.css"
import { Icon } from "../Icon"

/** The navbar's search button; it and Ctrl/⌘+K open the search dialog. */
const isApple = () => /Mac|iPhone|iPad/.test(navigator.platform)

export function SearchButton() {
  const [open, setOpen] = useState(false)
  // ⌘ on Apple devices, Ctrl elsewhere; the server render says Ctrl.
  const mac = useSyncExternalStore(noSubscription, isApple, () => false)
  const close = useCallback(() => setOpen(false), [])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault()
        setOpen((value) => !value)
      }
    }
    document.addEventListener("keydown", onKeyDown)
    return () => document.removeEventListener("keydown", onKeyDown)
  }, [])

  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={() => setOpen(true)}
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
