import { render, screen, within } from "@testing-library/react"
import { TableOfContents } from ".."

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
})
