import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react"
import { LazyPart } from "../LazyPart"
import { useFocusTrap } from "../../lib/use-focus-trap"
import * as styles from "./styles.module.css"

/** The navbar's search button; it and Ctrl/⌘+K open the search dialog. */
const noSubscription = () => () => {}
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
      <button type="button" className={styles.button} onClick={() => setOpen(true)} aria-keyshortcuts={mac ? "Meta+K" : "Control+K"} aria-haspopup="dialog">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" stroke="currentColor" strokeWidth="2.2" fill="none" />
          <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        <span className={styles.buttonLabel}>Search</span>
        <kbd className={styles.keys} aria-hidden="true">
          {mac ? "⌘" : "Ctrl"} K
        </kbd>
      </button>
      {open ? <SearchDialog onClose={close} /> : null}
    </>
  )
}

/** The modal around the search: focus stays inside, Escape or a click outside closes it. */
function SearchDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDivElement>(null)
  useFocusTrap(dialog, true, onClose)
  return (
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialog} className={styles.dialog} role="dialog" aria-modal="true" aria-label="Search the docs">
        <LazyPart name="search" load={() => import("./SearchPanel")} props={{ onClose }} loading={<p className={styles.status}>Loading search…</p>} />
      </div>
    </div>
  )
}
