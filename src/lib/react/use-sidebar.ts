import { graphql, useStaticQuery } from "gatsby"
import type { SidebarItem } from "../../../core/sidebar"

/**
 * The apiDocsSidebar (docs, categories and the schema reference's kind pages), from one static query shared by every
 * page (not copied into page data): the tree as the build made it (`Query.docsSidebar`, gatsby/create-resolvers.ts).
 */
export function useSidebar(): SidebarItem[] {
  const data = useStaticQuery<Queries.SidebarDataQuery>(graphql`
    query SidebarData {
      docsSidebar
    }
  `)
  return data.docsSidebar as unknown as SidebarItem[]
}
