import { screen, within } from "@testing-library/react"
import type { ComponentProps } from "react"
import SchemaOperationsPage from "../schema-operations"
import SchemaTypePage from "../schema-type"
import { renderPage } from "../../test-utils/render"

// The lifecycle badges where the schema reference pages put them outside the member tables: under a type's kind
// label, and on each root field of the operations page. The records are fixtures: our schema's releases do not have
// every case (a type added after the first release, an unreleased root field).

type TypeRecord = NonNullable<Queries.SchemaTypePageQuery["schemaType"]>
type OperationsRecord = NonNullable<Queries.SchemaOperationsPageQuery["schemaType"]>
type RootField = OperationsRecord["fieldDefinitions"][number]

const CHANGELOG = "/docs/graphql-schema/changelog/"

function typeRecord(overrides: Partial<TypeRecord>): TypeRecord {
  return {
    name: "Allergen",
    kind: "enum",
    route: "/docs/graphql-schema/enums/allergen/",
    descriptionHtml: null,
    builtIn: false,
    specifiedByUrl: null,
    addedIn: null,
    sdl: "enum Allergen { GLUTEN }",
    fieldDefinitions: [],
    inputFields: [],
    enumValues: [],
    interfaces: [],
    implementedBy: [],
    possibleTypes: [],
    memberOf: [],
    returnedBy: [],
    usedBy: [],
    ...overrides,
  }
}

/** The type's page, once its header and body have their code (in the browser, a page the app draws loads it). */
async function renderTypePage(record: TypeRecord) {
  const props = {
    data: { schemaType: record },
    pageContext: { name: record.name, kindRoute: "/docs/graphql-schema/enums/", previous: null, next: null },
  } as unknown as ComponentProps<typeof SchemaTypePage>
  const view = renderPage(<SchemaTypePage {...props} />, { path: record.route })
  await screen.findByRole("heading", { level: 1, name: record.name })
  await screen.findByRole("heading", { level: 2, name: /SDL/ })
  return view
}

const rootField = (overrides: Partial<RootField>): RootField => ({
  name: "dishes",
  descriptionHtml: null,
  type: { display: "DishConnection!", name: "DishConnection", href: "/docs/graphql-schema/objects/dish-connection/" },
  args: [],
  deprecationReasonHtml: null,
  declaredCostHtml: null,
  addedIn: null,
  deprecatedIn: null,
  example: null,
  ...overrides,
})

async function renderOperationsPage(fields: RootField[]) {
  const record: OperationsRecord = {
    name: "Query",
    kind: "query",
    route: "/docs/graphql-schema/queries/",
    descriptionHtml: null,
    fieldDefinitions: fields,
  }
  const props = {
    data: { schemaType: record },
    pageContext: { name: "Query", previous: null, next: null },
  } as unknown as ComponentProps<typeof SchemaOperationsPage>
  const view = renderPage(<SchemaOperationsPage {...props} />, { path: record.route })
  await screen.findByRole("heading", { name: new RegExp(fields[0].name), hidden: true })
  return view
}

/** A member's row, by its anchor (the id a link to it ends with). */
function row(id: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(`tr[id="${id}"]`)
  if (!found) throw new Error(`the page has no row #${id}`)
  return found
}

/** The texts of `elements` in the order the document has them. */
const inDocumentOrder = (...elements: Element[]) =>
  [...elements]
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    .map((element) => element.textContent)

describe("a type page", () => {
  it("shows the release that added the type in its header, under its kind label, above its name, linked to that release", async () => {
    await renderTypePage(typeRecord({ addedIn: "2026-11-16" }))
    const badge = screen.getByRole("link", { name: "Added in 2026-11-16" })
    expect(badge).toHaveAttribute("href", `${CHANGELOG}#release-2026-11-16`)
    const kindLabel = screen.getByText("Enum", { selector: "p" })
    const title = screen.getByRole("heading", { level: 1, name: "Allergen" })
    expect(inDocumentOrder(title, badge, kindLabel)).toEqual(["Enum", "Added in 2026-11-16", "Allergen"])
  })

  it("says Unreleased in the header of a type only the current schema has, and nothing for one of the first release", async () => {
    const { unmount } = await renderTypePage(typeRecord({ addedIn: "unreleased" }))
    expect(screen.getByRole("link", { name: "Unreleased" })).toHaveAttribute("href", `${CHANGELOG}#release-unreleased`)
    unmount()
    await renderTypePage(typeRecord({ addedIn: null }))
    expect(screen.getByRole("heading", { level: 1, name: "Allergen" })).toBeInTheDocument()
    expect(screen.queryByRole("link", { name: /^(Added in|Unreleased)/ })).toBeNull()
  })

  it("marks an enum value with the release that added it, or deprecated it with its reason", async () => {
    await renderTypePage(
      typeRecord({
        enumValues: [
          { name: "GLUTEN", descriptionHtml: null, deprecationReasonHtml: null, addedIn: null, deprecatedIn: null },
          {
            name: "SESAME",
            descriptionHtml: null,
            deprecationReasonHtml: null,
            addedIn: "2026-11-16",
            deprecatedIn: null,
          },
          {
            name: "NUTS",
            descriptionHtml: null,
            deprecationReasonHtml: "Use <code>TREE_NUTS</code>.",
            addedIn: null,
            deprecatedIn: "2026-11-16",
          },
        ],
      }),
    )
    const sesame = row("SESAME")
    expect(within(sesame).getByRole("link", { name: "Added in 2026-11-16" })).toHaveAttribute(
      "href",
      `${CHANGELOG}#release-2026-11-16`,
    )
    expect(row("GLUTEN")).not.toHaveTextContent(/Added in|Unreleased|Deprecated/)
    const nuts = row("NUTS")
    expect(within(nuts).getByRole("link", { name: "Deprecated in 2026-11-16", hidden: true })).toHaveAttribute(
      "href",
      `${CHANGELOG}#release-2026-11-16`,
    )
    expect(nuts).toHaveTextContent("Deprecated in 2026-11-16 Use TREE_NUTS.")
  })

  it("marks an input field with the release that added it, or deprecated it", async () => {
    const string = { display: "String", name: "String", href: "/docs/graphql-schema/scalars/string/" }
    const inputField = (name: string, more: { addedIn?: string; deprecatedIn?: string; reason?: string }) => ({
      name,
      anchor: name,
      descriptionHtml: null,
      type: string,
      defaultValue: null,
      deprecationReasonHtml: more.reason ?? null,
      addedIn: more.addedIn ?? null,
      deprecatedIn: more.deprecatedIn ?? null,
    })
    await renderTypePage(
      typeRecord({
        name: "DishFilter",
        kind: "input",
        route: "/docs/graphql-schema/inputs/dish-filter/",
        inputFields: [
          inputField("search", {}),
          inputField("outletSlug", { addedIn: "unreleased" }),
          inputField("city", { deprecatedIn: "unreleased", reason: "Use <code>outletSlug</code>." }),
        ],
      }),
    )
    expect(within(row("outletSlug")).getByRole("link", { name: "Unreleased" })).toHaveAttribute(
      "href",
      `${CHANGELOG}#release-unreleased`,
    )
    expect(row("search")).not.toHaveTextContent(/Added in|Unreleased|Deprecated/)
    const city = row("city")
    expect(within(city).getByRole("link", { name: "Deprecated (unreleased)", hidden: true })).toHaveAttribute(
      "href",
      `${CHANGELOG}#release-unreleased`,
    )
  })
})

describe("the operations page", () => {
  it("marks each root field with the release that added it, beside what it returns", async () => {
    await renderOperationsPage([
      rootField({ name: "dishes" }),
      rootField({ name: "outletBySlug", addedIn: "2026-11-16" }),
      rootField({ name: "events", addedIn: "unreleased" }),
    ])
    const section = (name: string) =>
      screen.getByRole("heading", { level: 2, name: new RegExp(`^${name} `) }).closest("section") as HTMLElement
    const added = within(section("outletBySlug")).getByRole("link", { name: "Added in 2026-11-16" })
    expect(added).toHaveAttribute("href", `${CHANGELOG}#release-2026-11-16`)
    expect(added.closest("p")).toHaveTextContent("Returns DishConnection! Added in 2026-11-16")
    expect(within(section("events")).getByRole("link", { name: "Unreleased" })).toHaveAttribute(
      "href",
      `${CHANGELOG}#release-unreleased`,
    )
    expect(section("dishes")).not.toHaveTextContent(/Added in|Unreleased/)
  })

  it("marks a deprecated root field with the release that deprecated it and its reason, in the folded group", async () => {
    await renderOperationsPage([
      rootField({ name: "dishes" }),
      rootField({
        name: "menu",
        addedIn: "2026-10-01",
        deprecationReasonHtml:
          'Use <a href="/docs/graphql-schema/queries/#dishes"><code>dishes</code></a>. Removal on 2027-05-03.',
        deprecatedIn: "2026-11-16",
      }),
    ])
    const folded = screen.getByText("Deprecated queries (1)").closest("details") as HTMLElement
    expect(folded).not.toHaveAttribute("open")
    const menu = within(folded)
      .getByRole("heading", { level: 3, name: /^menu /, hidden: true })
      .closest("section")
    const deprecated = within(menu as HTMLElement).getByRole("link", { name: "Deprecated in 2026-11-16", hidden: true })
    expect(deprecated).toHaveAttribute("href", `${CHANGELOG}#release-2026-11-16`)
    expect(deprecated.closest("p")).toHaveTextContent("Deprecated in 2026-11-16 Use dishes. Removal on 2027-05-03.")
    expect(
      within(menu as HTMLElement).getByRole("link", { name: "Added in 2026-10-01", hidden: true }),
    ).toHaveAttribute("href", `${CHANGELOG}#release-2026-10-01`)
    expect(within(menu as HTMLElement).getByRole("link", { name: "dishes", hidden: true })).toHaveAttribute(
      "href",
      "/docs/graphql-schema/queries/#dishes",
    )
  })
})
