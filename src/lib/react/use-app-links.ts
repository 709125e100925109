import { useEffect } from "react"
import { navigate } from "gatsby"
import { isInternalPageHref } from "../../components/MdxComponents/internal-href"

interface GatsbyLoaderWindow {
  ___loader?: { enqueue?: (path: string) => void; hovering?: (path: string) => void }
}

const loader = () => (window as Window & GatsbyLoaderWindow).___loader

/** The site's page a plain link of the prose leads to, or null for a file, an anchor, another site or a new tab. */
function internalLink(target: EventTarget | null): { anchor: HTMLAnchorElement; path: string } | null {
  const anchor = target instanceof Element ? target.closest("a") : null
  const href = anchor?.getAttribute("href") ?? ""
  if (!anchor || !isInternalPageHref(href) || anchor.target || anchor.hasAttribute("download")) return null
  return { anchor, path: new URL(href, window.location.href).pathname }
}

/**
 * Links that are plain HTML, not Gatsby's Link (a doc's prose; a part of a
 * page whose code has not loaded yet, src/lib/react/deferred-island.tsx) get
 * its behaviour here, for the links of the page's article. A click on a link to a page of the
 * site navigates in the app (the progress bar and all); a link in view has its
 * page's data prefetched, and a hovered one its page loaded, through Gatsby's
 * loader (which skips both on a slow connection, client-entry.ts).
 * `content` is what the article shows (the prose, the page's data): its links are looked up again when it changes.
 */
export function useAppLinks(content: unknown) {
  useEffect(() => {
    const article = document.querySelector("main article")
    if (!article) return
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.altKey ||
        event.ctrlKey ||
        event.shiftKey
      )
        return
      const link = internalLink(event.target)
      if (!link || !article.contains(link.anchor)) return
      event.preventDefault()
      const href = link.anchor.getAttribute("href") ?? link.path
      void navigate(href, { replace: link.path === window.location.pathname && !href.includes("#") ? true : undefined })
    }
    const onHover = (event: MouseEvent) => {
      const link = internalLink(event.target)
      if (link) loader()?.hovering?.(link.path)
    }
    const observer =
      typeof IntersectionObserver === "undefined"
        ? null
        : new IntersectionObserver((entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue
              observer?.unobserve(entry.target)
              const link = internalLink(entry.target)
              if (link) loader()?.enqueue?.(link.path)
            }
          })
    for (const anchor of article.querySelectorAll("a[href]")) if (internalLink(anchor)) observer?.observe(anchor)
    // On the document, after React's own listeners (at the app's root): a Link of an island has handled its click.
    document.addEventListener("click", onClick)
    article.addEventListener("mouseover", onHover as EventListener)
    return () => {
      observer?.disconnect()
      document.removeEventListener("click", onClick)
      article.removeEventListener("mouseover", onHover as EventListener)
    }
  }, [content])
}
