import { createContext, createElement, useContext, useEffect, type ComponentType, type ReactNode } from "react"
import { navigate } from "gatsby"
import { isInternalPageHref } from "../MdxComponents/internal-href"
import { isIsland, type ProseNode } from "./prose"

/** The doc's prose from its page's data (`Mdx.prose`), given by the doc template. */
const ProseContext = createContext<readonly ProseNode[] | null>(null)

export function ProseProvider({ prose, children }: { prose: readonly ProseNode[]; children: ReactNode }) {
  return <ProseContext.Provider value={prose}>{children}</ProseContext.Provider>
}

/** The doc's components by name; each takes its own props (the build checks them), so any component fits here. */
type Islands = Record<string, ComponentType<never>>

function renderNode(node: ProseNode, key: number, islands: Islands): ReactNode {
  if (typeof node === "string") return node
  if (isIsland(node)) {
    const Island = islands[node.i] as ComponentType<Record<string, unknown>> | undefined
    if (!Island) throw new Error(`The doc's code has no component ${node.i}`)
    return <Island key={key} {...node.p} />
  }
  if (node.h !== undefined)
    return createElement(node.t, { key, ...node.p, dangerouslySetInnerHTML: { __html: node.h } })
  return createElement(
    node.t,
    { key, ...node.p },
    ...(node.c ?? []).map((child, index) => renderNode(child, index, islands)),
  )
}

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
 * The prose's links are plain HTML, not Gatsby's Link: they get its behaviour
 * here, for the links of the docs' article. A click on a link to a page of the
 * site navigates in the app (the progress bar and all); a link in view has its
 * page's data prefetched, and a hovered one its page loaded, through Gatsby's
 * loader (which skips both on a slow connection, client-entry.ts).
 */
function useAppLinks(prose: readonly ProseNode[]) {
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
  }, [prose])
}

/**
 * A doc's prose, where its MDX was (remark-doc-islands.ts puts it there with
 * the components the doc uses): its elements from the page's data, whose inner
 * HTML React sets once, on the server, and leaves alone on hydration; only the
 * islands are components, hydrated in place, inside the page's providers.
 */
export function DocProse({ islands }: { islands: Islands }) {
  const prose = useContext(ProseContext)
  if (!prose) throw new Error("DocProse renders a doc's prose; the doc template provides it (ProseProvider)")
  useAppLinks(prose)
  return <>{prose.map((node, index) => renderNode(node, index, islands))}</>
}
