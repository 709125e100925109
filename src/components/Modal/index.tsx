import { useId, useRef, type ReactNode } from "react"
import { useFocusTrap } from "../../lib/use-focus-trap"
import * as styles from "./styles.module.css"

interface ModalProps {
  /** The dialog's title, shown and used as its accessible name. */
  title: string
  /** Called on Escape and on a click outside; leave it out for a dialog that must be answered. */
  onClose?: () => void
  /** The card's maximum width in px. */
  maxWidth?: number
  children: ReactNode
}

/** A modal dialog: role="dialog", focus kept inside, Escape and a click outside close it. */
export function Modal({ title, onClose, maxWidth = 420, children }: ModalProps) {
  const card = useRef<HTMLDivElement>(null)
  const titleId = useId()
  useFocusTrap(card, true, onClose ?? noop)
  return (
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose?.()}>
      <div ref={card} className={styles.card} style={{ maxWidth }} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {onClose ? (
            <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            </button>
          ) : null}
        </div>
        {children}
      </div>
    </div>
  )
}

function noop() {}
