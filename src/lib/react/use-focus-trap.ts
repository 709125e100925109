import { useEffect, useRef, type RefObject } from "react"

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0 || element === document.activeElement,
  )
}

/** Open traps, innermost last: only the innermost one handles Tab and Escape (a dialog opened from the mobile panel). */
const openTraps: symbol[] = []

/**
 * While `active`: focus moves into `container`, Tab and Shift+Tab stay
 * inside it, Escape calls `onEscape`. When it ends, focus goes back to where
 * it was (the control that opened the dialog).
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void) {
  // The latest onEscape without re-running the trap (which would move focus) when it changes.
  const escape = useRef(onEscape)
  useEffect(() => {
    escape.current = onEscape
  }, [onEscape])

  useEffect(() => {
    const element = container.current
    if (!active || !element) return
    const id = Symbol("focus trap")
    openTraps.push(id)
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const initial = element.querySelector<HTMLElement>("[data-autofocus]") ?? focusables(element)[0] ?? element
    initial.focus()

    const onKeyDown = (event: KeyboardEvent) => {
      if (openTraps[openTraps.length - 1] !== id) return
      if (event.key === "Escape") {
        event.preventDefault()
        escape.current()
        return
      }
      if (event.key !== "Tab") return
      const items = focusables(element)
      if (items.length === 0) return
      const first = items[0]
      const last = items[items.length - 1]
      if (event.shiftKey && (document.activeElement === first || !element.contains(document.activeElement))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (document.activeElement === last || !element.contains(document.activeElement))) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener("keydown", onKeyDown)
    return () => {
      document.removeEventListener("keydown", onKeyDown)
      openTraps.splice(openTraps.indexOf(id), 1)
      if (previous && document.contains(previous)) previous.focus()
    }
  }, [container, active])
}
