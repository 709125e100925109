import { useId, useRef, type ReactNode } from "react"
import { createPortal } from "react-dom"
import { useFocusTrap } from "../../lib/react/use-focus-trap"
import * as styles from "./styles.module.css"
import { CloseIcon } from "../CloseIcon"

interface ModalProps {
  /** The dialog's title, its accessible name. */
  title: string
  /** Keep the title for screen readers only, with no header row (the search dialog). */
  titleHidden?: boolean
  /** "top" places the card near the top of the window, as search boxes usually are. */
  placement?: "center" | "top"
  /** No padding inside the card; the content lays itself out. */
  flush?: boolean
  /** Called on Escape and on a click outside; leave it out for a dialog that must be answered. */
  onClose?: () => void
  /** The card's maximum width in px. */
  maxWidth?: number
  children: ReactNode
}

/**
 * A modal dialog: role="dialog", focus kept inside, Escape and a click
 * outside close it. It is rendered at the end of <body>, so no ancestor (a
 * navbar hidden by a transform, a panel hidden on small screens) can hide or
 * clip it. Modals only open after a reader acts or after hydration, never in
 * the server render.
 */
export function Modal({
  title,
  titleHidden = false,
  placement = "center",
  flush = false,
  onClose,
  maxWidth = 420,
  children,
}: ModalProps) {
  const card = useRef<HTMLDivElement>(null)
  const titleId = useId()
  useFocusTrap(card, true, onClose ?? noop)
  const backdropClass = placement === "top" ? `${styles.backdrop} ${styles.top}` : styles.backdrop
  return createPortal(
    <div className={backdropClass} onMouseDown={(event) => event.target === event.currentTarget && onClose?.()}>
      <div
        ref={card}
        className={flush ? `${styles.card} ${styles.flush}` : styles.card}
        style={{ maxWidth }}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        {titleHidden ? (
          <h2 id={titleId} className="visually-hidden">
            {title}
          </h2>
        ) : (
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {onClose ? (
              <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
                <CloseIcon size={18} />
              </button>
            ) : null}
          </div>
        )}
        {children}
      </div>
    </div>,
    document.body,
  )
}

function noop() {}
