import { useEffect, useRef, useState } from "react"

/**
 * Hides the navbar while the reader scrolls down and shows it again when they
 * scroll up (or reach the top). Never hides while focus is inside it, so
 * keyboard users do not lose what they are on.
 */
export function useHideableNavbar(enabled: boolean, navbar: React.RefObject<HTMLElement | null>): boolean {
  const [hidden, setHidden] = useState(false)
  const lastY = useRef(0)
  useEffect(() => {
    if (!enabled) return
    lastY.current = window.scrollY
    const onScroll = () => {
      const y = window.scrollY
      const height = navbar.current?.offsetHeight ?? 60
      const focusInside = navbar.current?.contains(document.activeElement) ?? false
      if (y < height || focusInside) setHidden(false)
      else if (y > lastY.current + 2) setHidden(true)
      else if (y < lastY.current - 2) setHidden(false)
      lastY.current = y
    }
    window.addEventListener("scroll", onScroll, { passive: true })
    return () => window.removeEventListener("scroll", onScroll)
  }, [enabled, navbar])
  return enabled && hidden
}
