import type { Actions, CreatePagesArgs } from "gatsby"
import { buildDay } from "./site-reference"
import type { SidebarItem } from "../core/sidebar"
import { schemaPages, type SchemaForPages } from "./lib/schema-pages"

/**
 * The schema reference's pages: one per kind (queries and mutations list
 * their fields, with anchors), one per type, the directives and the
 * changelog. Page context carries only names and previous/next; each page
 * queries its own data, so no page carries the list of every type.
 */
export async function createSchemaPages(
  { graphql, reporter }: Pick<CreatePagesArgs, "graphql" | "reporter">,
  actions: Actions,
  sidebar: SidebarItem[],
) {
  const result = await graphql<SchemaForPages>(`
    query SchemaForPages {
      allSchemaType(sort: { name: ASC }) {
        nodes {
          name
          kind
          route
        }
      }
      schemaReference {
        kinds {
          kind
          route
        }
      }
      allSchemaChangesSince {
        nodes {
          since
        }
      }
    }
  `)
  const schemaReference = result.data?.schemaReference
  if (result.errors || !result.data || !schemaReference) {
    reporter.panicOnBuild("Could not read the schema reference from the data layer", result.errors)
    return
  }
  const { pages, typePageCount } = schemaPages({ ...result.data, schemaReference }, sidebar, buildDay())
  for (const page of pages) actions.createPage(page)
  reporter.info(
    `Schema reference: ${typePageCount} type pages, deprecations, ${result.data.allSchemaChangesSince.nodes.length} changes-since pages`,
  )
}
