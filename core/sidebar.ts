/**
 * The docs sidebar (apiDocsSidebar) as a pure function of the docs and the
 * category metadata. The build uses it for previous/next links and builds the
 * tree the browser gets (`Query.docsSidebar`); the browser looks things up in
 * that tree (breadcrumbs, a doc by id, a category). Nothing here touches
 * Gatsby, so tests can feed it plain objects.
 */

export interface SidebarDocInput {
  id: string
  route: string
  title: string
  sidebarLabel?: string | null
  sidebarPosition?: number | null
  /** Folder of the doc relative to content/docs ("" for the root). */
  category: string
}

export interface SidebarCategoryInput {
  /** Folder relative to content/docs, e.g. "examples". */
  dirPath: string
  label: string
  position?: number | null
  /** Route of the generated index page, when the category has one. */
  indexRoute?: string | null
}

interface SidebarDocItem {
  type: "doc"
  id: string
  label: string
  href: string
}

interface SidebarCategoryItem {
  type: "category"
  dirPath: string
  label: string
  /** The generated index page, or null when the category has none. */
  href: string | null
  items: SidebarItem[]
}

export type SidebarItem = SidebarDocItem | SidebarCategoryItem

interface Sortable {
  position: number | null
  sortKey: string
  item: SidebarItem
}

/** A folder's name as a category's label, when its `_category_.yml` gives none. */
export function humanise(dirName: string): string {
  const words = dirName.replace(/[-_]+/g, " ").trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function compare(a: Sortable, b: Sortable): number {
  if (a.position !== null && b.position !== null && a.position !== b.position) return a.position - b.position
  if (a.position !== null && b.position === null) return -1
  if (a.position === null && b.position !== null) return 1
  return a.sortKey.localeCompare(b.sortKey)
}

function parentDir(dirPath: string): string {
  const slash = dirPath.lastIndexOf("/")
  return slash === -1 ? "" : dirPath.slice(0, slash)
}

/**
 * Builds the sidebar tree. A folder is a category (label and position from its
 * metadata, or from the folder name); items are ordered by position, then by
 * file or folder name. Every category is listed expanded; collapsing is a UI
 * concern.
 */
export function buildSidebar(
  docs: readonly SidebarDocInput[],
  categories: readonly SidebarCategoryInput[],
): SidebarItem[] {
  const metadata = new Map(categories.map((category) => [category.dirPath, category]))
  const children = new Map<string, Sortable[]>()
  const add = (dir: string, entry: Sortable) => {
    const list = children.get(dir)
    if (list) list.push(entry)
    else children.set(dir, [entry])
  }

  // A doc whose route is a category's index route is that category's page (the
  // schema reference's entry doc, for one): it is not listed again inside or
  // beside it, and lends the category its position when the category has none.
  const categoryByIndexRoute = new Map(
    categories.flatMap((category) => (category.indexRoute ? [[category.indexRoute, category] as const] : [])),
  )
  const indexDocPosition = new Map<string, number | null>()
  const dirs = new Set<string>()
  for (const doc of docs) {
    const ownedBy = categoryByIndexRoute.get(doc.route)
    if (ownedBy) {
      indexDocPosition.set(ownedBy.dirPath, doc.sidebarPosition ?? null)
      for (let dir = ownedBy.dirPath; dir !== ""; dir = parentDir(dir)) dirs.add(dir)
      continue
    }
    for (let dir = doc.category; dir !== ""; dir = parentDir(dir)) dirs.add(dir)
    add(doc.category, {
      position: doc.sidebarPosition ?? null,
      sortKey: doc.id,
      item: { type: "doc", id: doc.id, label: doc.sidebarLabel || doc.title, href: doc.route },
    })
  }

  const categoryItems = new Map<string, SidebarCategoryItem>()
  for (const dir of dirs) {
    const meta = metadata.get(dir)
    const item: SidebarCategoryItem = {
      type: "category",
      dirPath: dir,
      label: meta?.label || humanise(dir.slice(dir.lastIndexOf("/") + 1)),
      href: meta?.indexRoute ?? null,
      items: [],
    }
    categoryItems.set(dir, item)
    add(parentDir(dir), { position: meta?.position ?? indexDocPosition.get(dir) ?? null, sortKey: dir, item })
  }

  const sorted = (dir: string): SidebarItem[] => (children.get(dir) ?? []).sort(compare).map((entry) => entry.item)
  for (const [dir, item] of categoryItems) item.items = sorted(dir)
  return sorted("")
}

export interface SidebarLink {
  label: string
  href: string
}

/** Every page of the sidebar in reading order: docs and category index pages. */
export function flattenSidebar(items: readonly SidebarItem[]): SidebarLink[] {
  return items.flatMap((item): SidebarLink[] => {
    if (item.type === "doc") return [{ label: item.label, href: item.href }]
    const own = item.href ? [{ label: item.label, href: item.href }] : []
    return [...own, ...flattenSidebar(item.items)]
  })
}

export interface Crumb {
  label: string
  /** Null for a category without an index page. */
  href: string | null
}

export interface PrevNext {
  previous: SidebarLink | null
  next: SidebarLink | null
}

/** The pages before and after `route` in reading order. */
export function findPrevNext(items: readonly SidebarItem[], route: string): PrevNext {
  const links = flattenSidebar(items)
  const index = links.findIndex((link) => link.href === route)
  if (index === -1) return { previous: null, next: null }
  return { previous: links[index - 1] ?? null, next: links[index + 1] ?? null }
}

/**
 * The categories that lead to `route`, outermost first, followed by the page
 * itself.
 * Returns [] when the route is not in the sidebar.
 */
export function findBreadcrumbs(items: readonly SidebarItem[], route: string): Crumb[] {
  for (const item of items) {
    if (item.type === "doc" && item.href === route) return [{ label: item.label, href: item.href }]
    if (item.type === "category") {
      if (item.href === route) return [{ label: item.label, href: item.href }]
      const inner = findBreadcrumbs(item.items, route)
      if (inner.length > 0) return [{ label: item.label, href: item.href }, ...inner]
    }
  }
  return []
}

/** The category whose folder is `dirPath`, anywhere in the tree. */
export function findCategory(items: readonly SidebarItem[], dirPath: string): SidebarCategoryItem | null {
  for (const item of items) {
    if (item.type !== "category") continue
    if (item.dirPath === dirPath) return item
    const inner = findCategory(item.items, dirPath)
    if (inner) return inner
  }
  return null
}

/** Throws an error that lists the available ids, as the spec requires, when `id` is not a doc of the sidebar. */
export function findDocById(items: readonly SidebarItem[], id: string): SidebarDocItem {
  const docs: SidebarDocItem[] = []
  const collect = (list: readonly SidebarItem[]) => {
    for (const item of list) {
      if (item.type === "doc") docs.push(item)
      else collect(item.items)
    }
  }
  collect(items)
  const found = docs.find((doc) => doc.id === id)
  if (!found) {
    throw new Error(
      `No doc with id "${id}" in the docs data. Available doc ids: ${docs.map((doc) => doc.id).join(", ")}`,
    )
  }
  return found
}
