import { useEffect } from "react"
import { useAppLinks } from "../../lib/react/use-app-links"

/**
 * What a page of the schema reference needs before the reference's code has
 * come (its parts are deferred islands, ./islands/): a link to a folded member
 * unfolds it, and the links of its HTML prefetch and open their pages in the
 * app, as Gatsby's Link does. `data` is the page's data.
 */
export function useReferenceHtml(data: unknown) {
  useOpenFoldedTarget()
  useAppLinks(data)
}

/**
 * Opens the folded "Deprecated …" group that holds the element the URL's
 * #fragment points at (a link from the changelog to a deprecated field), on
 * load and on every hash change. It reads the page's DOM, so it works on the
 * reference's HTML before the reference's code has loaded.
 */
function useOpenFoldedTarget() {
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
