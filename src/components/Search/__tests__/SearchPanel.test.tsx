import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import SearchPanel, { toOptions, withExactTypeFirst } from "../SearchPanel"
import { loadPagefind, type PagefindResultData } from "../../../lib/browser/pagefind"
import { loadTypeList } from "../../../lib/shared/schema-type-list"

jest.mock("../../../lib/browser/pagefind", () => ({ loadPagefind: jest.fn() }))
jest.mock("../../../lib/shared/schema-type-list", () => ({
  ...jest.requireActual("../../../lib/shared/schema-type-list"),
  loadTypeList: jest.fn(),
}))

const dishes: PagefindResultData = {
  url: "/docs/examples/dishes/",
  excerpt: "List <mark>dishes</mark> with their prices",
  meta: { title: "Dishes" },
  sub_results: [
    { title: "Dishes", url: "/docs/examples/dishes/", excerpt: "page" },
    { title: "List dishes", url: "/docs/examples/dishes/#list-dishes", excerpt: "first page of <mark>dishes</mark>" },
  ],
}
const outlets: PagefindResultData = {
  url: "/docs/examples/outlets/",
  excerpt: "outlets serve <mark>dishes</mark>",
  meta: { title: "Outlets" },
}

describe("toOptions", () => {
  it("lists each page, then its headings (without repeating the page itself)", () => {
    expect(toOptions([dishes, outlets]).map((option) => [option.title, option.url, option.heading])).toEqual([
      ["Dishes", "/docs/examples/dishes/", false],
      ["List dishes", "/docs/examples/dishes/#list-dishes", true],
      ["Outlets", "/docs/examples/outlets/", false],
    ])
  })
})

describe("withExactTypeFirst", () => {
  const option = (url: string, title: string) => ({ id: url, url, title, excerpt: "", heading: false })
  const dishPage = "/docs/graphql-schema/objects/dish/"

  it("moves the named type's page, with its headings, to the top", () => {
    const options = [
      option("/docs/graphql-schema/objects/dishedge/", "DishEdge"),
      option(dishPage, "Dish"),
      option(`${dishPage}#field-list`, "Fields"),
    ]
    expect(withExactTypeFirst(options, ["Dish", "object", dishPage]).map((item) => item.title)).toEqual([
      "Dish",
      "Fields",
      "DishEdge",
    ])
  })

  it("adds the page when the index did not rank it among the results", () => {
    const options = [option("/docs/graphql-schema/objects/dishedge/", "DishEdge")]
    expect(
      withExactTypeFirst(options, ["Dish", "object", dishPage]).map((item) => [item.title, item.url, item.excerpt]),
    ).toEqual([
      ["Dish", dishPage, "Object in the GraphQL schema"],
      ["DishEdge", "/docs/graphql-schema/objects/dishedge/", ""],
    ])
  })

  it("leaves the order alone when no type has that name", () => {
    const options = [option("/a/", "A")]
    expect(withExactTypeFirst(options, null)).toEqual(options)
  })
})

describe("SearchPanel", () => {
  beforeEach(() => {
    jest.mocked(loadTypeList).mockResolvedValue([])
    jest.mocked(loadPagefind).mockResolvedValue({
      search: async () => ({
        results: [dishes, outlets].map((data, index) => ({ id: String(index), data: async () => data })),
      }),
    })
    jest.mocked(navigate).mockClear()
  })

  it("finds pages and headings; arrow keys move and Enter opens", async () => {
    const onClose = jest.fn()
    const user = userEvent.setup()
    render(<SearchPanel onClose={onClose} />)
    await user.type(screen.getByRole("combobox", { name: "Search the docs" }), "dishes")
    const options = await screen.findAllByRole("option")
    expect(options.map((option) => option.textContent)).toEqual([
      "DishesList dishes with their prices",
      "# List dishesfirst page of dishes",
      "Outletsoutlets serve dishes",
    ])
    expect(options[0]).toHaveAttribute("aria-selected", "true")
    await user.keyboard("{ArrowDown}")
    expect(options[1]).toHaveAttribute("aria-selected", "true")
    await user.keyboard("{Enter}")
    expect(onClose).toHaveBeenCalled()
    expect(navigate).toHaveBeenCalledWith("/docs/examples/dishes/#list-dishes")
  })

  it("puts the page of a type named exactly first, and still searches when the type list cannot be loaded", async () => {
    const user = userEvent.setup()
    jest.mocked(loadTypeList).mockResolvedValueOnce([["Outlets", "object", "/docs/examples/outlets/"]])
    render(<SearchPanel onClose={jest.fn()} />)
    await user.type(screen.getByRole("combobox"), "outlets")
    await screen.findAllByRole("option")
    expect(screen.getAllByRole("option")[0]).toHaveTextContent("Outlets")
    jest.mocked(loadTypeList).mockRejectedValueOnce(new Error("offline"))
    await user.clear(screen.getByRole("combobox"))
    await user.type(screen.getByRole("combobox"), "dishes")
    await screen.findByText("# List dishes")
    expect(screen.getAllByRole("option")[0]).toHaveTextContent("Dishes")
  })

  it("says when nothing matches, and when the index cannot be loaded", async () => {
    const user = userEvent.setup()
    jest.mocked(loadPagefind).mockResolvedValueOnce({ search: async () => ({ results: [] }) })
    render(<SearchPanel onClose={jest.fn()} />)
    await user.type(screen.getByRole("combobox"), "zzz")
    expect(await screen.findByText("No results for “zzz”.")).toBeInTheDocument()
    jest.mocked(loadPagefind).mockRejectedValueOnce(new Error("the search index could not be loaded"))
    await user.type(screen.getByRole("combobox"), "q")
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Search is not available: the search index could not be loaded",
    )
  })
})
