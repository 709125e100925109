import { flattenSidebar, type SidebarItem } from "./sidebar"

/** A card of an index page: a link to a page, with its description. */
export interface DocCard {
  href: string
  title: string
  description?: string | null
}

/**
 * The cards of an index page (the docs home, a category index) for sidebar
 * items, and the same list for their Markdown copies: a doc with its
 * description, a category with its index page (or first page) and its
 * description or size.
 */
export function sidebarCards(
  items: readonly SidebarItem[],
  descriptionOf: (href: string) => string | null | undefined,
): DocCard[] {
  return items.flatMap((item): DocCard[] => {
    if (item.type === "doc")
      return [{ href: item.href, title: item.label, description: descriptionOf(item.href) ?? null }]
    const pages = flattenSidebar(item.items)
    const href = item.href ?? pages[0]?.href
    if (!href) return []
    return [
      {
        href,
        title: item.label,
        description:
          (item.href ? descriptionOf(item.href) : null) ?? `${pages.length} ${pages.length === 1 ? "page" : "pages"}`,
      },
    ]
  })
}
