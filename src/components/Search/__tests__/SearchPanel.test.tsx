import { act, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import { useState } from "react"
import SearchPanel from "../SearchPanel"
import { loadPagefind, type Pagefind, type PagefindResultData } from "../../../lib/browser/pagefind"

jest.mock("../../../lib/browser/pagefind", () => ({ loadPagefind: jest.fn() }))

const allergens: PagefindResultData = {
  url: "/docs/graphql-schema/objects/dish/#allergens",
  excerpt: "The <mark>allergens</mark> the dish contains",
  content: "The allergens the dish contains, as declared under Swiss food law. Dish.allergens allergens",
  meta: { title: "allergens", name: "Dish.allergens", kind: "Field", type: "[Allergen!]!" },
}
const priceChf: PagefindResultData = {
  url: "/docs/graphql-schema/objects/dish/#priceChf",
  excerpt: "The price in Swiss francs",
  content: "The price in Swiss francs. Dish.priceChf priceChf",
  meta: {
    title: "price Chf",
    name: "Dish.priceChf",
    kind: "Field",
    type: "Float!",
    flags: "deprecated",
    removal: "2027-05-03",
  },
}
const section: PagefindResultData = {
  url: "/docs/examples/dishes/#allergens-and-dietary-labels",
  excerpt: "Ask for a dish's <mark>allergens</mark> and labels",
  meta: { title: "Allergens and dietary labels", kind: "Section", page: "Dishes" },
}
const guide: PagefindResultData = {
  url: "/docs/examples/dishes/",
  excerpt: "List dishes with <mark>allergens</mark>",
  meta: { title: "Dishes", kind: "Guide" },
}

function index(results: PagefindResultData[]): Pagefind {
  return {
    options: async () => undefined,
    search: async () => ({ results: results.map((data, at) => ({ id: String(at), data: async () => data })) }),
  }
}

describe("SearchPanel", () => {
  beforeEach(() => {
    jest.mocked(loadPagefind).mockResolvedValue(index([section, allergens, guide]))
    jest.mocked(navigate).mockClear()
  })

  it("shows a field like its row and a section as prose, grouped under their pages; arrows move and Enter opens", async () => {
    const onClose = jest.fn()
    const user = userEvent.setup()
    render(<SearchPanel onClose={onClose} />)
    await user.type(screen.getByRole("combobox", { name: "Search the docs" }), "allergens")
    const options = await screen.findAllByRole("option")
    // The field is named exactly, so it comes first, under its type.
    expect(options.map((option) => option.textContent)).toEqual([
      "Dish.allergens: [Allergen!]!FieldThe allergens the dish contains, as declared under Swiss food law.",
      "# Allergens and dietary labels — DishesAsk for a dish's allergens and labels",
      "DishesGuideList dishes with allergens",
    ])
    expect(screen.getAllByRole("group").map((group) => group.getAttribute("aria-label"))).toEqual(["Dish", "Dishes"])
    expect(within(options[1]).getByText("allergens", { selector: "mark" })).toBeInTheDocument()
    expect(options[0]).toHaveAttribute("href", allergens.url)
    expect(screen.getByRole("status")).toHaveTextContent("3 results for “allergens”")
    expect(options[0]).toHaveAttribute("aria-selected", "true")
    await user.keyboard("{ArrowDown}")
    expect(options[1]).toHaveAttribute("aria-selected", "true")
    expect(screen.getByRole("combobox")).toHaveAttribute("aria-activedescendant", options[1].id)
    await user.keyboard("{ArrowUp}{ArrowUp}")
    expect(options[2]).toHaveAttribute("aria-selected", "true")
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}")
    expect(onClose).toHaveBeenCalled()
    expect(navigate).toHaveBeenCalledWith(section.url)
  })

  it("marks a deprecated member's result with its removal date", async () => {
    jest.mocked(loadPagefind).mockResolvedValue(index([priceChf]))
    const user = userEvent.setup()
    render(<SearchPanel onClose={jest.fn()} />)
    await user.type(screen.getByRole("combobox", { name: "Search the docs" }), "priceChf")
    const [option] = await screen.findAllByRole("option")
    expect(within(option).getByText("Deprecated, removal on 2027-05-03")).toBeInTheDocument()
  })

  it("starts from the text typed while it loaded, searching it, with the caret after it", async () => {
    const user = userEvent.setup()
    render(<SearchPanel onClose={jest.fn()} initialQuery="allergens" />)
    const field = screen.getByRole<HTMLInputElement>("combobox", { name: "Search the docs" })
    expect(field).toHaveValue("allergens")
    expect(field).toHaveFocus()
    expect(await screen.findAllByRole("option")).toHaveLength(3)
    await user.keyboard(" dish")
    expect(field).toHaveValue("allergens dish")
  })

  it("opens a result on click", async () => {
    const onClose = jest.fn()
    const user = userEvent.setup()
    render(<SearchPanel onClose={onClose} />)
    await user.type(screen.getByRole("combobox"), "allergens")
    await user.click(await screen.findByText("Dish.allergens: [Allergen!]!"))
    expect(navigate).toHaveBeenCalledWith(allergens.url)
  })

  it("says when nothing matches, and when the index cannot be loaded", async () => {
    const user = userEvent.setup()
    jest.mocked(loadPagefind).mockResolvedValue(index([]))
    render(<SearchPanel onClose={jest.fn()} />)
    await user.type(screen.getByRole("combobox"), "zzz")
    expect(await screen.findByText("No results for “zzz”.")).toBeInTheDocument()
    jest.mocked(loadPagefind).mockRejectedValue(new Error("the search index could not be loaded"))
    await user.type(screen.getByRole("combobox"), "q")
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Search is not available: the search index could not be loaded",
    )
  })
})

describe("what the search reports", () => {
  /** The dialog as the site has it: the panel goes when it closes. */
  function Dialog() {
    const [open, setOpen] = useState(true)
    return open ? <SearchPanel onClose={() => setOpen(false)} /> : <p>Closed</p>
  }
  /** The batches sent by navigator.sendBeacon, as the endpoint reads them. */
  const beacons = () =>
    jest.mocked(navigator.sendBeacon).mock.calls.map(([url, body]) => ({ url, body: JSON.parse(String(body)) }))
  /** Longer than a query takes to settle. */
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 1100)))

  beforeEach(() => {
    // Only queries that begin with "allerg" find something.
    jest.mocked(loadPagefind).mockResolvedValue({
      options: async () => undefined,
      search: async (query) => ({
        results: (query.startsWith("allerg") ? [section, allergens, guide] : []).map((data, at) => ({
          id: String(at),
          data: async () => data,
        })),
      }),
    })
    Object.defineProperty(navigator, "sendBeacon", { value: jest.fn(() => true), configurable: true })
  })
  afterEach(() => {
    Reflect.deleteProperty(navigator, "globalPrivacyControl")
  })

  it("sends the settled queries, their counts and the pick's rank and address when a pick closes the panel", async () => {
    const user = userEvent.setup()
    render(<Dialog />)
    const field = screen.getByRole("combobox", { name: "Search the docs" })
    await user.type(field, "zzqxv")
    await screen.findByText("No results for “zzqxv”.")
    await settle()
    await user.clear(field)
    await user.type(field, "allerg")
    await screen.findAllByRole("option")
    await settle()
    await user.type(field, "ens")
    await screen.findByText("3 results for “allergens”")
    expect(navigator.sendBeacon).not.toHaveBeenCalled()
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}")
    expect(screen.getByText("Closed")).toBeInTheDocument()
    // "allerg" settled, but the reader went on typing it: only "allergens" is reported.
    expect(beacons()).toEqual([
      {
        url: "/api/feedback",
        body: {
          kind: "search",
          searches: [
            { query: "zzqxv", results: 0 },
            { query: "allergens", results: 3, picked: { rank: 3, url: guide.url } },
          ],
        },
      },
    ])
  })

  it("sends the query on screen when the page is hidden, and nothing more when the panel then closes", async () => {
    const user = userEvent.setup()
    const { unmount } = render(<Dialog />)
    await user.type(screen.getByRole("combobox"), "allergens")
    await screen.findByText("3 results for “allergens”")
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true })
    document.dispatchEvent(new Event("visibilitychange"))
    Reflect.deleteProperty(document, "visibilityState")
    expect(beacons().map((beacon) => beacon.body.searches)).toEqual([[{ query: "allergens", results: 3 }]])
    unmount()
    expect(navigator.sendBeacon).toHaveBeenCalledTimes(1)
  })

  it("collects and sends nothing with Global Privacy Control on", async () => {
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true })
    const user = userEvent.setup()
    render(<Dialog />)
    await user.type(screen.getByRole("combobox"), "allergens")
    await screen.findByText("3 results for “allergens”")
    await settle()
    await user.keyboard("{Enter}")
    expect(screen.getByText("Closed")).toBeInTheDocument()
    expect(navigator.sendBeacon).not.toHaveBeenCalled()
  })
})
