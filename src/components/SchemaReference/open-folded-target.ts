import { useEffect } from "react"

/**
 * Opens the folded "Deprecated …" group that holds the element the URL's
 * #fragment points at (a link from the changelog to a deprecated field), on
 * load and on every hash change. It reads the page's DOM, so it works on the
 * reference's HTML before the reference's code has loaded.
 */
export function useOpenFoldedTarget() {
  useEffect(() => {
    const open = () => {
      const id = decodeURIComponent(window.location.hash.slice(1))
      const target = id ? document.getElementById(id) : null
      const details = target?.closest("details")
      if (!target || !details || details.open) return
      details.open = true
      target.scrollIntoView()
    }
    open()
    window.addEventListener("hashchange", open)
    return () => window.removeEventListener("hashchange", open)
  }, [])
}
