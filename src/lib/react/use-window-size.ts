import { useSyncExternalStore } from "react"

/** Desktop from 997 px: the spec's mobile sidebar closes "when width exceeds 996 px"; below that the navbar collapses into it. */
export const DESKTOP_MIN_WIDTH = 997
const MOBILE_QUERY = `(max-width: ${DESKTOP_MIN_WIDTH - 1}px)`

export type WindowSize = "desktop" | "mobile" | "ssr"

function subscribe(onChange: () => void) {
  const query = window.matchMedia(MOBILE_QUERY)
  query.addEventListener("change", onChange)
  return () => query.removeEventListener("change", onChange)
}

/** "ssr" on the server and while hydrating, then "desktop" or "mobile", following resizes. */
export function useWindowSize(): WindowSize {
  return useSyncExternalStore<WindowSize>(
    subscribe,
    () => (window.matchMedia(MOBILE_QUERY).matches ? "mobile" : "desktop"),
    () => "ssr",
  )
}
