import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { TableOfContents, TableOfContentsToggle } from ".."

const items = [
  { depth: 2, value: "List dishes", id: "list-dishes" },
  { depth: 3, value: "Filter by outlet", id: "filter-by-outlet" },
]

describe("TableOfContents", () => {
  it("links each heading by its id", () => {
    render(
      <TableOfContents
        items={[
          { depth: 2, value: "List dishes", id: "list-dishes" },
          { depth: 3, value: "Filter by outlet", id: "filter-by-outlet" },
        ]}
      />,
    )
    const links = within(screen.getByRole("navigation", { name: "On this page" })).getAllByRole("link")
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["List dishes", "#list-dishes"],
      ["Filter by outlet", "#filter-by-outlet"],
    ])
  })

  it("renders nothing for a page without headings", () => {
    const { container } = render(<TableOfContents items={[]} />)
    expect(container).toBeEmptyDOMElement()
  })

  it("marks the link of the section being read", () => {
    render(<TableOfContents items={items} activeId="filter-by-outlet" />)
    expect(screen.getByRole("link", { name: "Filter by outlet" })).toHaveAttribute("aria-current", "location")
    expect(screen.getByRole("link", { name: "List dishes" })).not.toHaveAttribute("aria-current")
  })

  it("as a toggle, starts closed, opens, and closes again when a link is followed", async () => {
    const user = userEvent.setup()
    render(<TableOfContentsToggle items={items} />)
    const details = screen.getByRole("navigation", { name: "On this page" }).querySelector("details")!
    expect(details.open).toBe(false)
    await user.click(screen.getByText("On this page"))
    expect(details.open).toBe(true)
    await user.click(screen.getByRole("link", { name: "List dishes" }))
    expect(details.open).toBe(false)
  })
})
