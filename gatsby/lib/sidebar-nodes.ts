import type { SidebarCategoryInput } from "../../core/sidebar"
import type { DocFields } from "./doc-fields"

/**
 * The nodes the sidebar is built from, as the build's queries select them: the docs' fields, the categories and
 * the reference's pages. create-pages.ts and write-markdown-copies.ts put these selections into their queries, each
 * adding what it needs. (The browser's sidebar is built from the same nodes by `Query.docsSidebar`,
 * create-resolvers.ts.)
 */
export const DOC_SIDEBAR_FIELDS = `
  fields {
    docId
    route
    category
    title
    sidebarLabel
    sidebarPosition
  }
`

export const CATEGORY_SIDEBAR_FIELDS = `
  dirPath
  label
  position
  indexRoute
`

export const REFERENCE_PAGES = `
  allReferencePage {
    nodes {
      docId
      route
      title
      category
      sidebarPosition
    }
  }
`

export type DocSidebarFields = Omit<DocFields, "version">

export type CategorySidebarFields = Required<SidebarCategoryInput>

export interface ReferencePageNode {
  docId: string
  route: string
  title: string
  category: string
  sidebarPosition: number | null
}
