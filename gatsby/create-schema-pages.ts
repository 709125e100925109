import path from "node:path"
import type { Actions, CreatePagesArgs } from "gatsby"
import { SCHEMA_CHANGELOG_ROUTE, SCHEMA_DEPRECATIONS_ROUTE, changesSinceRoute, kindRoute } from "../schema/reference"
import { buildDay } from "./site-reference"
import { isOperationKind, type TypeKind } from "../core/schema-kinds"
import { findPrevNext, type SidebarItem } from "../core/sidebar"

const TEMPLATES = {
  kind: path.resolve("src/templates/schema-kind.tsx"),
  type: path.resolve("src/templates/schema-type.tsx"),
  operations: path.resolve("src/templates/schema-operations.tsx"),
  directives: path.resolve("src/templates/schema-directives.tsx"),
  changelog: path.resolve("src/templates/schema-changelog.tsx"),
  deprecations: path.resolve("src/templates/schema-deprecations.tsx"),
  since: path.resolve("src/templates/schema-changes-since.tsx"),
}

interface SchemaForPages {
  allSchemaType: { nodes: { name: string; kind: string; route: string }[] }
  schemaReference: { kinds: { kind: string; route: string | null }[] } | null
  allSchemaChangesSince: { nodes: { since: string }[] }
}

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
  if (result.errors || !result.data?.schemaReference) {
    reporter.panicOnBuild("Could not read the schema reference from the data layer", result.errors)
    return
  }
  const { allSchemaType, schemaReference, allSchemaChangesSince } = result.data
  const withNeighbours = (route: string) => findPrevNext(sidebar, route)

  for (const { kind, route } of schemaReference.kinds) {
    if (!route) continue
    if (isOperationKind(kind)) {
      const root = allSchemaType.nodes.find((type) => type.kind === kind)
      if (root)
        actions.createPage({
          path: route,
          component: TEMPLATES.operations,
          context: { name: root.name, ...withNeighbours(route) },
        })
    } else if (kind === "directive") {
      actions.createPage({ path: route, component: TEMPLATES.directives, context: withNeighbours(route) })
    } else {
      actions.createPage({ path: route, component: TEMPLATES.kind, context: { kind, ...withNeighbours(route) } })
    }
  }

  // A type page's previous and next are the types before and after it in its kind.
  const types = allSchemaType.nodes.filter((type) => !isOperationKind(type.kind))
  for (const [index, type] of types.entries()) {
    const link = (other: (typeof types)[number] | undefined) =>
      other && other.kind === type.kind ? { label: other.name, href: other.route } : null
    actions.createPage({
      path: type.route,
      component: TEMPLATES.type,
      context: {
        name: type.name,
        kindRoute: kindRoute(type.kind as TypeKind),
        previous: link(types[index - 1]),
        next: link(types[index + 1]),
      },
    })
  }

  actions.createPage({
    path: SCHEMA_CHANGELOG_ROUTE,
    component: TEMPLATES.changelog,
    context: withNeighbours(SCHEMA_CHANGELOG_ROUTE),
  })
  // The deprecations page marks removals due soon after the day of the build.
  actions.createPage({
    path: SCHEMA_DEPRECATIONS_ROUTE,
    component: TEMPLATES.deprecations,
    context: { today: buildDay(), ...withNeighbours(SCHEMA_DEPRECATIONS_ROUTE) },
  })
  for (const { since } of allSchemaChangesSince.nodes)
    actions.createPage({ path: changesSinceRoute(since), component: TEMPLATES.since, context: { since } })
  reporter.info(
    `Schema reference: ${types.length} type pages, deprecations, ${allSchemaChangesSince.nodes.length} changes-since pages`,
  )
}
