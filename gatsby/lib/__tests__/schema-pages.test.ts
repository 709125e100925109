import {
  SCHEMA_CHANGELOG_ROUTE,
  SCHEMA_DEPRECATIONS_ROUTE,
  changesSinceRoute,
  kindRoute,
} from "../../../schema/reference"
import { SCHEMA_TEMPLATES, historyPages, kindPages, schemaPages, typePages } from "../schema-pages"

const noNeighbours = () => ({ previous: null, next: null })
const type = (name: string, kind: string) => ({ name, kind, route: `/reference/${kind}/${name}/` })

describe("the schema reference's pages", () => {
  it("gives queries the root type's name, the directives their own template, and skips a kind without a route", () => {
    const pages = kindPages(
      [
        { kind: "query", route: "/q/" },
        { kind: "mutation", route: "/m/" },
        { kind: "directive", route: "/d/" },
        { kind: "object", route: "/o/" },
        { kind: "enum", route: null },
      ],
      [type("Query", "query"), type("Dish", "object")],
      noNeighbours,
    )
    const said = (context: { name?: string; kind?: string }) => context.name ?? context.kind
    expect(pages.map((page) => [page.path, page.component, said(page.context)])).toEqual([
      ["/q/", SCHEMA_TEMPLATES.operations, "Query"],
      ["/d/", SCHEMA_TEMPLATES.directives, undefined],
      ["/o/", SCHEMA_TEMPLATES.kind, "object"],
    ])
  })

  it("links a type page to the types before and after it in its own kind only, and leaves the roots out", () => {
    const pages = typePages([
      type("Query", "query"),
      type("Dish", "object"),
      type("Outlet", "object"),
      type("Diet", "enum"),
    ])
    expect(pages.map((page) => [page.path, page.context])).toEqual([
      [
        "/reference/object/Dish/",
        {
          name: "Dish",
          kindRoute: kindRoute("object"),
          previous: null,
          next: { label: "Outlet", href: "/reference/object/Outlet/" },
        },
      ],
      [
        "/reference/object/Outlet/",
        {
          name: "Outlet",
          kindRoute: kindRoute("object"),
          previous: { label: "Dish", href: "/reference/object/Dish/" },
          next: null,
        },
      ],
      ["/reference/enum/Diet/", { name: "Diet", kindRoute: kindRoute("enum"), previous: null, next: null }],
    ])
  })

  it("adds the changelog, the deprecations as of the build's day, and a changes-since page per release", () => {
    expect(historyPages([{ since: "2026-01-01" }], "2026-03-01", noNeighbours)).toEqual([
      { path: SCHEMA_CHANGELOG_ROUTE, component: SCHEMA_TEMPLATES.changelog, context: noNeighbours() },
      {
        path: SCHEMA_DEPRECATIONS_ROUTE,
        component: SCHEMA_TEMPLATES.deprecations,
        context: { today: "2026-03-01", ...noNeighbours() },
      },
      { path: changesSinceRoute("2026-01-01"), component: SCHEMA_TEMPLATES.since, context: { since: "2026-01-01" } },
    ])
  })

  it("lists the kinds, then the types, then the history, and counts the type pages", () => {
    const { pages, typePageCount } = schemaPages(
      {
        allSchemaType: { nodes: [type("Dish", "object")] },
        schemaReference: { kinds: [{ kind: "object", route: "/o/" }] },
        allSchemaChangesSince: { nodes: [] },
      },
      [],
      "2026-03-01",
    )
    expect(pages.map((page) => page.path)).toEqual([
      "/o/",
      "/reference/object/Dish/",
      SCHEMA_CHANGELOG_ROUTE,
      SCHEMA_DEPRECATIONS_ROUTE,
    ])
    expect(typePageCount).toBe(1)
  })
})
