import { screen } from "@testing-library/react"
import { NavbarItem } from ".."
import { navbar } from "../../../../core/site-config"
import { renderPage } from "../../../test-utils/render"

describe("navbar items", () => {
  it("are configured in the order the spec lists: docs entry, Playground, language, version; then search, colour, authorization, login", () => {
    expect(navbar.items.map((item) => item.type)).toEqual([
      "docSidebar",
      "link",
      "localeDropdown",
      "docsVersionDropdown",
      "search",
      "colorModeToggle",
      "authorizationModes",
      "login",
    ])
    expect(navbar.items.filter((item) => item.position === "right").map((item) => item.type)).toEqual([
      "search",
      "colorModeToggle",
      "authorizationModes",
      "login",
    ])
    expect(navbar.hideOnScroll).toBe(true)
  })

  it("links the docs entry to the first doc of apiDocsSidebar", () => {
    renderPage(<NavbarItem item={navbar.items[0]} />, { path: "/" })
    expect(screen.getByRole("link", { name: "API Documentation" })).toHaveAttribute("href", "/docs/access-the-api/")
  })

  it("links each docs version to its main doc", async () => {
    renderPage(<NavbarItem item={{ type: "docsVersionDropdown", position: "left" }} />, {
      path: "/docs/examples/dishes/",
    })
    expect(screen.getByRole("link", { name: "Next", hidden: true })).toHaveAttribute("href", "/docs/access-the-api/")
  })

  it("shows an error naming the item that failed, and keeps the others working", () => {
    jest.spyOn(console, "error").mockImplementation(() => {})
    renderPage(
      <>
        <NavbarItem item={{ type: "docSidebar", sidebarId: "tutorialSidebar", label: "Tutorial", position: "left" }} />
        <NavbarItem item={{ type: "link", to: "/graphql/", label: "Playground", position: "left" }} />
      </>,
    )
    expect(screen.getByRole("alert")).toHaveTextContent(
      'Navbar item Tutorial (docSidebar) failed: No sidebar with id "tutorialSidebar" in the docs data. Available sidebar ids: apiDocsSidebar',
    )
    expect(screen.getByRole("link", { name: "Playground" })).toHaveAttribute("href", "/graphql/")
  })
})
