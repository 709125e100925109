import { isValidElement, type ReactNode } from "react"

/**
 * Gatsby also runs wrapRootElement around each page's Head export, in a
 * second hidden React root, re-rendered after every page render. Our
 * providers load Firebase and Apollo and run queries, which must happen once,
 * for the page; so the Head element is passed through unwrapped. (Head
 * exports therefore must not use the site's contexts; none does.) The Head
 * element is the page's Head component with the page props; the page root
 * element Gatsby passes has none.
 */
export function isHeadElement(element: ReactNode): boolean {
  if (!isValidElement(element)) return false
  const props = element.props as Record<string, unknown> | null
  return Boolean(props && "location" in props && "pageContext" in props)
}
