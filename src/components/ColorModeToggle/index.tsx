import { useColorMode } from "../../providers/ColorMode"
import * as styles from "./styles.module.css"

/**
 * Switches between light and dark. Which icon shows follows the html
 * element's data-theme attribute (set before the first paint), so the
 * button is right even before React has read the stored mode.
 */
export function ColorModeToggle({ className }: { className?: string }) {
  const { colorMode, setColorMode } = useColorMode()
  const next = colorMode === "dark" ? "light" : "dark"
  const label = `Switch between dark and light mode (currently ${colorMode} mode)`
  return (
    <button type="button" className={[styles.toggle, className].filter(Boolean).join(" ")} onClick={() => setColorMode(next)} title={label} aria-label={label}>
      <svg className={styles.sun} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <svg className={styles.moon} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1z" fill="currentColor" />
      </svg>
    </button>
  )
}
