import { useColorMode } from "../../providers/ColorMode"
import * as styles from "./styles.module.css"
import { Icon } from "../Icon"

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
    <button
      type="button"
      className={[styles.toggle, className].filter(Boolean).join(" ")}
      onClick={() => setColorMode(next)}
      title={label}
      aria-label={label}
    >
      <Icon name="sun" size={22} className={styles.sun} />
      <Icon name="moon" size={22} className={styles.moon} />
    </button>
  )
}
