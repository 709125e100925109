import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { DocsLayout } from ".."
import { renderPage } from "../../../test-utils/render"

function renderDoc() {
  return renderPage(
    <DocsLayout
      route="/docs/examples/dishes/"
      toc={[{ depth: 2, value: "List dishes", id: "list-dishes" }]}
      previous={{ label: "Example queries", href: "/docs/category/example-queries/" }}
      next={null}
      header={<h1>Dishes</h1>}
    >
      <p>A dish is an item on a menu.</p>
    </DocsLayout>,
    { path: "/docs/examples/dishes/" },
  )
}

describe("DocsLayout", () => {
  it("shows sidebar, breadcrumbs, the page, the table of contents and the previous link", () => {
    renderDoc()
    expect(screen.getByRole("navigation", { name: "Docs sidebar" })).toBeInTheDocument()
    expect(screen.getByRole("navigation", { name: "Breadcrumbs" })).toHaveTextContent("Example queries")
    expect(screen.getByRole("heading", { level: 1, name: "Dishes" })).toBeInTheDocument()
    // Both forms are in the page (the stylesheet shows one): the column, and the toggle after the title.
    const [column, toggle] = screen.getAllByRole("navigation", { name: "On this page" })
    expect(column).toHaveTextContent("List dishes")
    const heading = screen.getByRole("heading", { level: 1, name: "Dishes" })
    expect(heading.compareDocumentPosition(toggle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(
      toggle.compareDocumentPosition(screen.getByText("A dish is an item on a menu.")) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    expect(screen.getByRole("link", { name: /Previous/ })).toHaveAttribute("href", "/docs/category/example-queries/")
  })

  it("hides the sidebar and brings it back, keeping focus on the toggle", async () => {
    const user = userEvent.setup()
    renderDoc()
    await user.click(screen.getByRole("button", { name: "Collapse sidebar" }))
    expect(screen.queryByRole("navigation", { name: "Docs sidebar" })).toBeNull()
    const expand = screen.getByRole("button", { name: "Expand sidebar" })
    expect(expand).toHaveFocus()
    await user.click(expand)
    expect(screen.getByRole("navigation", { name: "Docs sidebar" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Collapse sidebar" })).toHaveFocus()
  })
})
