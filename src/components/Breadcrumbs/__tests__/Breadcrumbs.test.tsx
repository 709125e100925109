import { render, screen, within } from "@testing-library/react"
import { Breadcrumbs } from ".."

describe("Breadcrumbs", () => {
  it("shows docs home > category > page, the page unlinked and current", () => {
    render(
      <Breadcrumbs
        crumbs={[
          { label: "Example queries", href: "/docs/category/example-queries/" },
          { label: "Dishes", href: "/docs/examples/dishes/" },
        ]}
      />,
    )
    const nav = screen.getByRole("navigation", { name: "Breadcrumbs" })
    const items = within(nav).getAllByRole("listitem")
    expect(items).toHaveLength(3)
    expect(within(items[0]).getByRole("link", { name: "Docs home" })).toHaveAttribute("href", "/docs/")
    expect(within(items[1]).getByRole("link", { name: "Example queries" })).toHaveAttribute(
      "href",
      "/docs/category/example-queries/",
    )
    expect(within(items[2]).queryByRole("link")).toBeNull()
    expect(within(items[2]).getByText("Dishes")).toHaveAttribute("aria-current", "page")
  })
})
