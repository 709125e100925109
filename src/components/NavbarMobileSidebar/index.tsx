import { useRef, useState } from "react"
import { NavbarBrand } from "../NavbarBrand"
import { NavbarItem } from "../NavbarItem"
import { ColorModeToggle } from "../ColorModeToggle"
import { navbar } from "../../../core/site-config"
import { useFocusTrap } from "../../lib/react/use-focus-trap"
import { useMobileSidebar } from "../../providers/MobileSidebar"
import * as styles from "./styles.module.css"
import { CloseIcon } from "../CloseIcon"

/** The bar's own controls are not repeated in the panel. */
const IN_BAR_ONLY = new Set(["search", "colorModeToggle"])

/**
 * The panel at mobile widths (src/styles/breakpoints.ts): the navbar items (primary menu) and, on docs pages,
 * the docs sidebar (secondary menu) with a way back to the primary menu.
 */
export function NavbarMobileSidebar() {
  const { shown } = useMobileSidebar()
  // Mounted afresh on each opening, so on docs pages it starts with the docs sidebar.
  return shown ? <OpenPanel /> : null
}

function OpenPanel() {
  const { close, closeAndNavigate, secondaryMenu } = useMobileSidebar()
  const panel = useRef<HTMLDivElement>(null)
  const [showPrimary, setShowPrimary] = useState(false)
  useFocusTrap(panel, true, close)
  const secondary = secondaryMenu && !showPrimary

  return (
    <>
      <div className={styles.backdrop} onClick={close} aria-hidden="true" />
      <div
        ref={panel}
        id="navbar-sidebar"
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label="Navigation"
      >
        <div className={styles.header}>
          <NavbarBrand
            onNavigate={(event) => {
              event.preventDefault()
              closeAndNavigate("/")
            }}
          />
          <ColorModeToggle />
          <button type="button" className={styles.close} onClick={close} aria-label="Close navigation bar">
            <CloseIcon size={22} />
          </button>
        </div>
        <div className={styles.items}>
          {secondary ? (
            <>
              <button type="button" className={styles.back} onClick={() => setShowPrimary(true)}>
                ← Back to main menu
              </button>
              {secondaryMenu}
            </>
          ) : (
            <ul className={styles.primary}>
              {navbar.items
                .filter((item) => !IN_BAR_ONLY.has(item.type))
                .map((item, index) => (
                  <li key={index}>
                    <NavbarItem item={item} mobile />
                  </li>
                ))}
            </ul>
          )}
        </div>
      </div>
    </>
  )
}
