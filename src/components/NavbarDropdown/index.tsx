import { Link } from "gatsby"
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from "react"
import { useMobileSidebar } from "../../providers/MobileSidebar"
import * as styles from "./styles.module.css"
import { Icon } from "../Icon"

interface DropdownItem {
  label: string
  to: string
  active?: boolean
  /** Extra attributes for the link, e.g. lang and hrefLang for a locale. */
  lang?: string
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void
}

interface NavbarDropdownProps {
  label: ReactNode
  /** Accessible name of the button, e.g. "Docs version: Next". */
  buttonLabel: string
  items: readonly DropdownItem[]
  /** In the mobile panel the list opens inline under its button. */
  mobile?: boolean
}

/** A button that shows a list of links (disclosure pattern); Escape, a click outside or leaving it closes the list. */
export function NavbarDropdown({ label, buttonLabel, items, mobile = false }: NavbarDropdownProps) {
  const [open, setOpen] = useState(false)
  const { closeAndNavigate } = useMobileSidebar()
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open || mobile) return
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false)
        button.current?.focus()
      }
    }
    document.addEventListener("pointerdown", onPointerDown)
    document.addEventListener("keydown", onKeyDown)
    return () => {
      document.removeEventListener("pointerdown", onPointerDown)
      document.removeEventListener("keydown", onKeyDown)
    }
  }, [open, mobile])

  return (
    <div
      ref={root}
      className={mobile ? styles.mobile : styles.dropdown}
      onBlur={(event) => {
        if (!mobile && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={id}
        aria-label={buttonLabel}
        onClick={() => setOpen(!open)}
      >
        {label}
        <Icon name="caret" size={14} className={styles.caret} />
      </button>
      <ul id={id} className={styles.menu} hidden={!open}>
        {items.map((item) => (
          <li key={item.to + item.label}>
            <Link
              to={item.to}
              className={item.active ? `${styles.item} ${styles.active}` : styles.item}
              aria-current={item.active ? "true" : undefined}
              lang={item.lang}
              hrefLang={item.lang}
              onClick={(event) => {
                item.onClick?.(event)
                setOpen(false)
                // In the mobile panel, close it first, so no extra history entry is left behind.
                if (
                  mobile &&
                  event.button === 0 &&
                  !event.metaKey &&
                  !event.ctrlKey &&
                  !event.shiftKey &&
                  !event.altKey
                ) {
                  event.preventDefault()
                  closeAndNavigate(item.to)
                }
              }}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
