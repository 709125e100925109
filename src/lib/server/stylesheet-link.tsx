import { isValidElement, type ReactElement, type ReactNode } from "react"

interface InlinedStyleProps {
  "data-href"?: string
  dangerouslySetInnerHTML?: { __html: string }
}

/**
 * Gatsby inlines the whole site stylesheet into every page's HTML (a
 * <style data-href="/styles.<hash>.css">). This swaps it for a <link> to the
 * same hashed file: a reader's browser caches it once for every page, and
 * pages do not each carry the whole stylesheet, which a large schema's
 * reference (a page per type) would repeat on every one of its pages.
 * The sizes saved are in docs/benchmarks.md.
 */
export function linkInlinedStylesheets(components: readonly ReactNode[]): ReactNode[] {
  return components.map((component) => {
    if (!isValidElement(component) || component.type !== "style") return component
    const href = (component as ReactElement<InlinedStyleProps>).props["data-href"]
    if (!href) return component
    return <link key={component.key ?? href} rel="stylesheet" href={href} />
  })
}
