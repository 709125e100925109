import { render, screen, within } from "@testing-library/react"
import { EnumValueTable, ExampleOperation, FieldTable, TypeRef, type FieldData } from ".."

const string = { display: "String!", name: "String", href: "/docs/graphql-schema/scalars/string/" }
const fields: FieldData[] = [
  {
    name: "name",
    descriptionHtml: "<p>The name.</p>",
    type: string,
    args: [],
    deprecationReasonHtml: null,
    declaredCostHtml: null,
    addedIn: null,
    deprecatedIn: null,
  },
  {
    name: "price",
    descriptionHtml: null,
    type: { display: "Float!", name: "Float", href: "/docs/graphql-schema/scalars/float/" },
    args: [
      {
        name: "currency",
        anchor: "price.currency",
        descriptionHtml: null,
        type: { display: "Currency", name: "Currency", href: "/docs/graphql-schema/enums/currency/" },
        defaultValue: "CHF",
        deprecationReasonHtml: null,
        addedIn: "unreleased",
        deprecatedIn: null,
      },
      {
        name: "rounded",
        anchor: "price.rounded",
        descriptionHtml: null,
        type: { display: "Boolean", name: "Boolean", href: "/b/" },
        defaultValue: null,
        deprecationReasonHtml: "Always rounded.",
        addedIn: null,
        deprecatedIn: null,
      },
    ],
    deprecationReasonHtml: null,
    declaredCostHtml: "Cost: weight 5 · sized by <code>currency</code>",
    addedIn: "2026-11-16",
    deprecatedIn: null,
  },
  {
    name: "priceChf",
    descriptionHtml: null,
    type: string,
    args: [],
    deprecationReasonHtml: 'Use <a href="/docs/graphql-schema/objects/dish/#price"><code>price</code></a>.',
    declaredCostHtml: null,
    addedIn: null,
    deprecatedIn: "2026-11-16",
  },
]

describe("schema reference components", () => {
  it("links the named type inside a wrapped type", () => {
    render(<TypeRef type={{ display: "[Dish!]!", name: "Dish", href: "/docs/graphql-schema/objects/dish/" }} />)
    expect(screen.getByRole("link", { name: "Dish" })).toHaveAttribute("href", "/docs/graphql-schema/objects/dish/")
    expect(screen.getByRole("link", { name: "Dish" }).parentElement).toHaveTextContent("[Dish!]!")
  })

  it("lists fields with types, defaults and arguments, and folds deprecated ones after the rest with their reason", () => {
    const { container } = render(<FieldTable fields={fields} typeName="Dish" />)
    const current = screen.getByRole("table", { name: "Fields of Dish" })
    expect(
      within(current)
        .getAllByRole("row")
        .map((row) => row.id),
    ).toEqual(["", "name", "price"])
    expect(container.querySelector('[id="price.currency"]')).toHaveTextContent("currency: Currency = CHF")
    const rounded = container.querySelector('[id="price.rounded"]')
    expect(rounded?.closest("details")).not.toHaveAttribute("open")
    expect(rounded).toHaveTextContent("rounded: BooleanDeprecated Always rounded.")
    const folded = screen.getByText("Deprecated fields (1)").closest("details")
    expect(folded).not.toHaveAttribute("open")
    expect(
      within(folded as HTMLElement).getByRole("table", { name: "Deprecated fields of Dish", hidden: true }),
    ).toHaveTextContent("priceChfString!Deprecated in 2026-11-16 Use price.")
  })

  it("marks each member with the release that added and deprecated it, linked to the changelog, and the replacement", () => {
    const { container } = render(<FieldTable fields={fields} typeName="Dish" />)
    const price = container.querySelector('tr[id="price"]') as HTMLElement
    expect(within(price).getByRole("link", { name: "Added in 2026-11-16" })).toHaveAttribute(
      "href",
      "/docs/graphql-schema/changelog/#release-2026-11-16",
    )
    // An argument only in the current schema is "Unreleased"; a member of the first release has no badge.
    expect(within(price).getByRole("link", { name: "Unreleased" })).toHaveAttribute(
      "href",
      "/docs/graphql-schema/changelog/#release-unreleased",
    )
    expect(container.querySelector('tr[id="name"]')).not.toHaveTextContent(/Added in|Unreleased/)
    const priceChf = container.querySelector('tr[id="priceChf"]') as HTMLElement
    expect(within(priceChf).getByRole("link", { name: "Deprecated in 2026-11-16", hidden: true })).toHaveAttribute(
      "href",
      "/docs/graphql-schema/changelog/#release-2026-11-16",
    )
    expect(within(priceChf).getByRole("link", { name: "price", hidden: true })).toHaveAttribute(
      "href",
      "/docs/graphql-schema/objects/dish/#price",
    )
  })

  it("says in a field's row what its cost directives declare, above its arguments", () => {
    const { container } = render(<FieldTable fields={fields} typeName="Dish" />)
    const price = container.querySelector('tr[id="price"]') as HTMLElement
    const declared = within(price).getByText(/^Cost: weight 5/)
    expect(declared).toHaveTextContent("Cost: weight 5 · sized by currency")
    expect(declared.querySelector("code")).toHaveTextContent("currency")
    expect(declared.compareDocumentPosition(within(price).getByText("Arguments"))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    )
    expect(container.querySelector('tr[id="name"]')).not.toHaveTextContent("Cost")
  })

  it("gives a root field's example its cost line, linked to the API's limits", () => {
    const example = {
      operationName: "Dish",
      query: "query Dish { dish { name } }",
      variables: null,
      queryHtml: "query Dish { dish { name } }",
      variablesHtml: null,
      cost: { line: "Cost 2 of 20,000 · depth 2 of 12" },
    }
    const { unmount } = render(<ExampleOperation example={example} />)
    expect(screen.getByRole("link", { name: "Cost 2 of 20,000 · depth 2 of 12" })).toHaveAttribute(
      "href",
      "/docs/access-the-api/#limits",
    )
    unmount()
    render(<ExampleOperation example={{ ...example, cost: null }} />)
    expect(screen.queryByRole("link", { name: /^Cost / })).toBeNull()
  })

  it("shows enum values without a type column", () => {
    render(
      <EnumValueTable
        values={[
          {
            name: "CHF",
            descriptionHtml: "<p>Swiss franc.</p>",
            deprecationReasonHtml: null,
            addedIn: null,
            deprecatedIn: null,
          },
        ]}
        typeName="Currency"
      />,
    )
    expect(screen.getAllByRole("columnheader").map((header) => header.textContent)).toEqual(["Value", "Description"])
    expect(screen.getByRole("row", { name: /CHF/ })).toHaveAttribute("id", "CHF")
  })
})
