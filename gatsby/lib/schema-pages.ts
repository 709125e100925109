import path from "node:path"
import { SCHEMA_CHANGELOG_ROUTE, SCHEMA_DEPRECATIONS_ROUTE, changesSinceRoute, kindRoute } from "../../schema/reference"
import { isOperationKind, type TypeKind } from "../../core/schema-kinds"
import { findPrevNext, type SidebarItem } from "../../core/sidebar"

/**
 * The schema reference's pages as data, for gatsby/create-schema-pages.ts to create: which template each route
 * gets and what its context holds. Pure, so the list is testable without Gatsby.
 */

export const SCHEMA_TEMPLATES = {
  kind: path.resolve("src/templates/schema-kind.tsx"),
  type: path.resolve("src/templates/schema-type.tsx"),
  operations: path.resolve("src/templates/schema-operations.tsx"),
  directives: path.resolve("src/templates/schema-directives.tsx"),
  changelog: path.resolve("src/templates/schema-changelog.tsx"),
  deprecations: path.resolve("src/templates/schema-deprecations.tsx"),
  since: path.resolve("src/templates/schema-changes-since.tsx"),
}

/** What the data layer holds of the reference, as far as the pages need it. */
export interface SchemaForPages {
  allSchemaType: { nodes: SchemaTypeEntry[] }
  schemaReference: { kinds: { kind: string; route: string | null }[] } | null
  allSchemaChangesSince: { nodes: { since: string }[] }
}

interface SchemaTypeEntry {
  name: string
  kind: string
  route: string
}

/** A page for createPage: its route, its template and its context. */
export interface PageSpec {
  path: string
  component: string
  context: object
}

type Neighbours = (route: string) => ReturnType<typeof findPrevNext>

/**
 * One page per kind: queries and mutations list the root type's fields (skipped when the schema has no such root),
 * the directives have their own page, and every other kind lists its types.
 */
export function kindPages(
  kinds: readonly { kind: string; route: string | null }[],
  types: readonly SchemaTypeEntry[],
  withNeighbours: Neighbours,
): PageSpec[] {
  return kinds.flatMap(({ kind, route }): PageSpec[] => {
    if (!route) return []
    if (isOperationKind(kind)) {
      const root = types.find((type) => type.kind === kind)
      if (!root) return []
      return [
        { path: route, component: SCHEMA_TEMPLATES.operations, context: { name: root.name, ...withNeighbours(route) } },
      ]
    }
    if (kind === "directive")
      return [{ path: route, component: SCHEMA_TEMPLATES.directives, context: withNeighbours(route) }]
    return [{ path: route, component: SCHEMA_TEMPLATES.kind, context: { kind, ...withNeighbours(route) } }]
  })
}

/** One page per type that is not a root; its previous and next are the types before and after it in its kind. */
export function typePages(types: readonly SchemaTypeEntry[]): PageSpec[] {
  const pageTypes = types.filter((type) => !isOperationKind(type.kind))
  return pageTypes.map((type, index) => {
    const link = (other: SchemaTypeEntry | undefined) =>
      other && other.kind === type.kind ? { label: other.name, href: other.route } : null
    return {
      path: type.route,
      component: SCHEMA_TEMPLATES.type,
      context: {
        name: type.name,
        kindRoute: kindRoute(type.kind as TypeKind),
        previous: link(pageTypes[index - 1]),
        next: link(pageTypes[index + 1]),
      },
    }
  })
}

/**
 * The changelog, the deprecations (which mark removals due soon after `today`, the day of the build) and one
 * changes-since page per release.
 */
export function historyPages(
  sinces: readonly { since: string }[],
  today: string,
  withNeighbours: Neighbours,
): PageSpec[] {
  return [
    {
      path: SCHEMA_CHANGELOG_ROUTE,
      component: SCHEMA_TEMPLATES.changelog,
      context: withNeighbours(SCHEMA_CHANGELOG_ROUTE),
    },
    {
      path: SCHEMA_DEPRECATIONS_ROUTE,
      component: SCHEMA_TEMPLATES.deprecations,
      context: { today, ...withNeighbours(SCHEMA_DEPRECATIONS_ROUTE) },
    },
    ...sinces.map(({ since }) => ({
      path: changesSinceRoute(since),
      component: SCHEMA_TEMPLATES.since,
      context: { since },
    })),
  ]
}

/** Every page of the reference, in the order they are created: kinds, types, then the history. */
export function schemaPages(
  data: SchemaForPages & { schemaReference: NonNullable<SchemaForPages["schemaReference"]> },
  sidebar: SidebarItem[],
  today: string,
): { pages: PageSpec[]; typePageCount: number } {
  const withNeighbours: Neighbours = (route) => findPrevNext(sidebar, route)
  const types = typePages(data.allSchemaType.nodes)
  const pages = [
    ...kindPages(data.schemaReference.kinds, data.allSchemaType.nodes, withNeighbours),
    ...types,
    ...historyPages(data.allSchemaChangesSince.nodes, today, withNeighbours),
  ]
  return { pages, typePageCount: types.length }
}
