import { useCallback, useEffect, useState, useSyncExternalStore } from "react"
import { LazyPart } from "../LazyPart"
import { Modal } from "../Modal"
import { noSubscription } from "../../lib/react/no-subscription"
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

/** The search modal: the panel (Pagefind) loads on first use; Escape or a click outside closes it. */
function SearchDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Search the docs" titleHidden placement="top" flush maxWidth={640} onClose={onClose}>
      <LazyPart
        name="search"
        load={() => import("./SearchPanel")}
        props={{ onClose }}
        loading={<p className={styles.status}>Loading search…</p>}
      />
    </Modal>
  )
}
