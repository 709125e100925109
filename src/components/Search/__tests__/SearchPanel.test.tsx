import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import SearchPanel, { toOptions } from "../SearchPanel"
import { loadPagefind, type PagefindResultData } from "../../../lib/pagefind"

jest.mock("../../../lib/pagefind", () => ({ loadPagefind: jest.fn() }))

const dishes: PagefindResultData = {
  url: "/docs/examples/dishes/",
  excerpt: "List <mark>dishes</mark> with their prices",
  meta: { title: "Dishes" },
  sub_results: [
    { title: "Dishes", url: "/docs/examples/dishes/", excerpt: "page" },
    { title: "List dishes", url: "/docs/examples/dishes/#list-dishes", excerpt: "first page of <mark>dishes</mark>" },
  ],
}
const outlets: PagefindResultData = { url: "/docs/examples/outlets/", excerpt: "outlets serve <mark>dishes</mark>", meta: { title: "Outlets" } }

describe("toOptions", () => {
  it("lists each page, then its headings (without repeating the page itself)", () => {
    expect(toOptions([dishes, outlets]).map((option) => [option.title, option.url, option.heading])).toEqual([
      ["Dishes", "/docs/examples/dishes/", false],
      ["List dishes", "/docs/examples/dishes/#list-dishes", true],
      ["Outlets", "/docs/examples/outlets/", false],
    ])
  })
})

describe("SearchPanel", () => {
  beforeEach(() => {
    jest.mocked(loadPagefind).mockResolvedValue({ search: async () => ({ results: [dishes, outlets].map((data, index) => ({ id: String(index), data: async () => data })) }) })
    jest.mocked(navigate).mockClear()
  })

  it("finds pages and headings; arrow keys move and Enter opens", async () => {
    const onClose = jest.fn()
    const user = userEvent.setup()
    render(<SearchPanel onClose={onClose} />)
    await user.type(screen.getByRole("combobox", { name: "Search the docs" }), "dishes")
    const options = await screen.findAllByRole("option")
    expect(options.map((option) => option.textContent)).toEqual(["DishesList dishes with their prices", "# List dishesfirst page of dishes", "Outletsoutlets serve dishes"])
    expect(options[0]).toHaveAttribute("aria-selected", "true")
    await user.keyboard("{ArrowDown}")
    expect(options[1]).toHaveAttribute("aria-selected", "true")
    await user.keyboard("{Enter}")
    expect(onClose).toHaveBeenCalled()
    expect(navigate).toHaveBeenCalledWith("/docs/examples/dishes/#list-dishes")
  })

  it("says when nothing matches, and when the index cannot be loaded", async () => {
    const user = userEvent.setup()
    jest.mocked(loadPagefind).mockResolvedValueOnce({ search: async () => ({ results: [] }) })
    render(<SearchPanel onClose={jest.fn()} />)
    await user.type(screen.getByRole("combobox"), "zzz")
    expect(await screen.findByText("No results for “zzz”.")).toBeInTheDocument()
    jest.mocked(loadPagefind).mockRejectedValueOnce(new Error("the search index could not be loaded"))
    await user.type(screen.getByRole("combobox"), "q")
    expect(await screen.findByRole("alert")).toHaveTextContent("Search is not available: the search index could not be loaded")
  })
})
