import {
  groupResults,
  nameMatch,
  namedKind,
  rankResults,
  searchGroups,
  searchQuery,
  signatureOf,
  singular,
  toSearchResult,
  type PagefindResultData,
  type SearchResult,
} from "../search-results"

const SCHEMA = "/docs/graphql-schema"

function data(url: string, meta: Record<string, string>, content = ""): PagefindResultData {
  return { url, excerpt: `excerpt of ${url}`, content, meta }
}

const dishType = data(`${SCHEMA}/objects/dish/`, { title: "Dish", kind: "Object" }, "An item on a menu. Dish")
const dishEdge = data(`${SCHEMA}/objects/dishedge/`, {
  title: "Dish Edge",
  name: "DishEdge",
  kind: "Object",
  flags: "helper",
})
const queryDish = data(`${SCHEMA}/queries/#dish`, { title: "dish", name: "Query.dish", kind: "Query", type: "Dish" })
const queryDishes = data(
  `${SCHEMA}/queries/#dishes`,
  { title: "dishes", name: "Query.dishes", kind: "Query", type: "DishConnection!" },
  "Dishes, ordered by name. Query.dishes dishes",
)
const outletDishes = data(`${SCHEMA}/objects/outlet/#dishes`, {
  title: "dishes",
  name: "Outlet.dishes",
  kind: "Field",
  type: "DishConnection!",
})
const dishesGuide = data("/docs/examples/dishes/", { title: "Dishes", kind: "Guide" })
const allergens = data(
  `${SCHEMA}/objects/dish/#allergens`,
  { title: "allergens", name: "Dish.allergens", kind: "Field", type: "[Allergen!]!" },
  "The allergens the dish contains, as declared under Swiss food law. Dish.allergens allergens",
)
const pagination = data("/docs/graphql-intro/#connections-and-cursor-pagination", {
  title: "Connections and cursor pagination",
  kind: "Section",
  page: "GraphQL introduction",
})
const meQuery = data(`${SCHEMA}/queries/#me`, { title: "me", name: "Query.me", kind: "Query", type: "Profile" })
const firstArg = data(`${SCHEMA}/queries/#dishes.first`, {
  title: "first",
  name: "Query.dishes(first:)",
  kind: "Argument",
  type: "Int = 20",
})
const oldPrice = data(`${SCHEMA}/objects/dish/#priceChf`, {
  title: "price Chf",
  name: "Dish.priceChf",
  kind: "Field",
  flags: "deprecated",
  removal: "2027-05-03",
})
const price = data(`${SCHEMA}/objects/dish/#price`, { title: "price", name: "Dish.price", kind: "Field" })

const results = (...items: PagefindResultData[]) => items.map(toSearchResult)
const urls = (items: readonly SearchResult[]) => items.map((item) => item.url)

describe("toSearchResult", () => {
  it("reads a field like its row: signature, first sentence, its type as page", () => {
    expect(toSearchResult(allergens)).toMatchObject({
      title: "Dish.allergens",
      kind: "Field",
      page: "Dish",
      pageUrl: `${SCHEMA}/objects/dish/`,
      names: ["Dish.allergens", "allergens"],
      signature: "Dish.allergens: [Allergen!]!",
      summary: "The allergens the dish contains, as declared under Swiss food law.",
    })
  })

  it("puts an operation under its operations page and an argument's default in its signature", () => {
    expect(toSearchResult(queryDishes)).toMatchObject({ page: "Queries", signature: "Query.dishes: DishConnection!" })
    expect(toSearchResult(firstArg)).toMatchObject({
      page: "Queries",
      names: ["Query.dishes(first:)", "first", "dishes.first"],
      signature: "Query.dishes(first: Int = 20)",
    })
  })

  it("reads a section as prose with its page as context", () => {
    expect(toSearchResult(pagination)).toMatchObject({
      title: "Connections and cursor pagination",
      page: "GraphQL introduction",
      pageUrl: "/docs/graphql-intro/",
      signature: null,
      summary: null,
      excerpt: "excerpt of /docs/graphql-intro/#connections-and-cursor-pagination",
    })
  })

  it("reads the flags", () => {
    expect(toSearchResult(dishEdge)).toMatchObject({ title: "DishEdge", helper: true, deprecated: false })
    expect(toSearchResult(oldPrice)).toMatchObject({ helper: false, deprecated: true, removalDate: "2027-05-03" })
    expect(toSearchResult(dishEdge).removalDate).toBeNull()
  })
})

describe("signatureOf and singular", () => {
  it("writes a member's row", () => {
    expect(signatureOf("Allergen.GLUTEN", undefined)).toBe("Allergen.GLUTEN")
    expect(signatureOf("Query.dishes(filter:)", "DishFilter")).toBe("Query.dishes(filter: DishFilter)")
  })

  it("makes the schema's plurals singular", () => {
    expect(["dishes", "categories", "allergens", "address", "menu"].map(singular)).toEqual([
      "dish",
      "category",
      "allergen",
      "address",
      "menu",
    ])
  })
})

describe("searchQuery", () => {
  it("drops the words of a question that say nothing about the answer", () => {
    expect(searchQuery("where do I put my api key")).toBe("api key")
    expect(searchQuery("  how to ")).toBe("how to")
  })
})

describe("rankResults: one case per rule", () => {
  it("puts what the query names first, whatever the index's order", () => {
    expect(urls(rankResults(results(pagination, price, allergens), "Dish.allergens"))[0]).toBe(allergens.url)
  })

  it("matches a name ignoring case, spaces and dots", () => {
    expect(nameMatch("dish allergens", ["Dish.allergens"])).toBe(0)
    expect(nameMatch("MENU CATEGORY", ["MenuCategory"])).toBe(0)
  })

  it("matches singular and plural, after the exact name", () => {
    expect(nameMatch("dishes", ["Dish"])).toBe(1)
    expect(urls(rankResults(results(dishType, queryDishes), "dishes"))).toEqual([queryDishes.url, dishType.url])
  })

  it("among names matched equally, puts a type, then an operation, a guide, then a field", () => {
    expect(urls(rankResults(results(outletDishes, dishesGuide, queryDishes), "dishes"))).toEqual([
      queryDishes.url,
      dishesGuide.url,
      outletDishes.url,
    ])
    expect(urls(rankResults(results(queryDish, dishType), "dish"))).toEqual([dishType.url, queryDish.url])
  })

  it("puts helper types and deprecated members behind the others named as exactly", () => {
    expect(urls(rankResults(results(dishEdge, dishType), "dish"))[0]).toBe(dishType.url)
    const renamed = toSearchResult({ ...oldPrice, meta: { ...oldPrice.meta, name: "Dish.price" } })
    expect(urls(rankResults([renamed, toSearchResult(price)], "price"))).toEqual([price.url, oldPrice.url])
  })

  it("reads a kind word beside a name: 'me query' names the query me", () => {
    expect(namedKind("me query")).toEqual({ name: "me", kinds: ["Query"] })
    expect(urls(rankResults(results(pagination, meQuery), "me query"))[0]).toBe(meQuery.url)
  })

  it("keeps the index's order for everything the query does not name", () => {
    expect(urls(rankResults(results(price, pagination), "cursor"))).toEqual([price.url, pagination.url])
  })
})

describe("groupResults", () => {
  it("groups results under their page, in the order of each page's best result, a few per page", () => {
    const ranked = results(allergens, pagination, price, oldPrice, dishType, queryDishes)
    expect(groupResults(ranked, 3, 8).map((group) => [group.page, urls(group.results)])).toEqual([
      ["Dish", [allergens.url, price.url, oldPrice.url]],
      ["GraphQL introduction", [pagination.url]],
      ["Queries", [queryDishes.url]],
    ])
    expect(groupResults(ranked, 1, 1).map((group) => urls(group.results))).toEqual([[allergens.url]])
  })
})

describe("searchGroups", () => {
  const index = (answers: Record<string, PagefindResultData[]>) => ({
    search: jest.fn(async (query: string) => ({
      results: (answers[query] ?? []).map((item, at) => ({ score: 10 - at, data: async () => item })),
    })),
  })

  it("asks the index without filler words, then ranks and groups", async () => {
    const search = index({ "dish allergens": [price, allergens] })
    const groups = await searchGroups(search, "what are the dish allergens")
    expect(search.search).toHaveBeenCalledWith("dish allergens")
    expect(groups.map((group) => urls(group.results))).toEqual([[allergens.url, price.url]])
  })

  it("drops a word the docs do not use when every word together finds nothing", async () => {
    const search = index({ "query depth": [pagination] })
    const groups = await searchGroups(search, "max query depth")
    expect(groups.map((group) => urls(group.results))).toEqual([[pagination.url]])
  })
})
