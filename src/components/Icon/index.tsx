import * as styles from "./styles.module.css"

type IconName =
  "close" | "menu" | "chevronRight" | "chevronLeft" | "caret" | "home" | "search" | "globe" | "sun" | "moon"
export type IconSize = 14 | 16 | 18 | 20 | 22 | 26

/**
 * An icon of the site's chrome, hidden from assistive technology (the
 * control around it carries the name). Drawn by the stylesheet, so a page's
 * HTML holds one short element per icon.
 */
export function Icon({ name, size = 18, className }: { name: IconName; size?: IconSize; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={[styles.icon, styles[name], styles[`size${size}`], className].filter(Boolean).join(" ")}
    />
  )
}
