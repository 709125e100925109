import { useSyncExternalStore } from "react"
import { CUSTOM_MEDIA } from "../../styles/breakpoints"

/** Below desktop width the navbar collapses into the mobile sidebar; the same condition the stylesheets' `(--mobile)` means. */
const MOBILE_QUERY = CUSTOM_MEDIA["--mobile"]

type WindowSize = "desktop" | "mobile" | "ssr"

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
