import { useMemo } from "react"
import { graphql, useStaticQuery } from "gatsby"
import { buildSidebar, type SidebarDocInput, type SidebarItem } from "../../../core/sidebar"

/** The apiDocsSidebar (docs, categories and the schema reference's kind pages), from one static query shared by every page (not copied into page data). */
export function useSidebar(): SidebarItem[] {
  const data = useStaticQuery<Queries.SidebarDataQuery>(graphql`
    query SidebarData {
      allMdx(filter: { fields: { docId: { ne: null } } }) {
        nodes {
          fields {
            docId
            route
            category
            title
            sidebarLabel
            sidebarPosition
          }
        }
      }
      allDocCategory {
        nodes {
          dirPath
          label
          position
          indexRoute
        }
      }
      allReferencePage {
        nodes {
          docId
          route
          title
          category
          sidebarPosition
        }
      }
    }
  `)
  return useMemo(
    () =>
      buildSidebar(
        [
          ...data.allMdx.nodes.flatMap(({ fields }): SidebarDocInput[] =>
            fields?.docId && fields.route && fields.title
              ? [
                  {
                    id: fields.docId,
                    route: fields.route,
                    title: fields.title,
                    category: fields.category ?? "",
                    sidebarLabel: fields.sidebarLabel,
                    sidebarPosition: fields.sidebarPosition,
                  },
                ]
              : [],
          ),
          ...data.allReferencePage.nodes.map((page): SidebarDocInput => ({
            id: page.docId,
            route: page.route,
            title: page.title,
            category: page.category,
            sidebarPosition: page.sidebarPosition,
          })),
        ],
        data.allDocCategory.nodes,
      ),
    [data],
  )
}
