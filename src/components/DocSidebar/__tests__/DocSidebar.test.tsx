import { render, screen, within } from "@testing-library/react"
import { DocSidebar } from ".."
import { buildSidebar } from "../../../../core/sidebar"

const sidebar = buildSidebar(
  [
    { id: "access-the-api", route: "/docs/access-the-api/", title: "Access the API", sidebarPosition: 1, category: "" },
    {
      id: "examples/dishes",
      route: "/docs/examples/dishes/",
      title: "Dishes",
      sidebarPosition: 1,
      category: "examples",
    },
    {
      id: "examples/outlets",
      route: "/docs/examples/outlets/",
      title: "Outlets",
      sidebarPosition: 2,
      category: "examples",
    },
  ],
  [{ dirPath: "examples", label: "Example queries", position: 2, indexRoute: "/docs/category/example-queries/" }],
)

describe("DocSidebar", () => {
  it("lists every doc with every category expanded", () => {
    render(<DocSidebar items={sidebar} activeRoute="/docs/access-the-api/" />)
    const nav = screen.getByRole("navigation", { name: "Docs sidebar" })
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual([
      "/docs/access-the-api/",
      "/docs/category/example-queries/",
      "/docs/examples/dishes/",
      "/docs/examples/outlets/",
    ])
  })

  it("marks only the current page with aria-current", () => {
    render(<DocSidebar items={sidebar} activeRoute="/docs/examples/outlets/" />)
    expect(screen.getByRole("link", { name: "Outlets" })).toHaveAttribute("aria-current", "page")
    expect(screen.getByRole("link", { name: "Dishes" })).not.toHaveAttribute("aria-current")
  })
})
