import type { SearchRecordsFile } from "../../core/agent-files"
import { indexWords, plainExcerpt, prefixMatches, recordsIndex, searchDocs, stem } from "../src/records-search"

const SITE = "http://docs.test"
const file: SearchRecordsFile = {
  version: 1,
  records: [
    {
      url: "/docs/graphql-intro/#pagination",
      kind: "Section",
      title: "Connections and cursor pagination",
      page: "GraphQL introduction",
      text: [
        ["Connections and cursor pagination", 6],
        ["Lists come in pages: pass endCursor as after.", 1],
      ],
    },
    {
      url: "/docs/graphql-schema/objects/dish/",
      kind: "Object",
      title: "Dish",
      text: [
        ["An item on a menu.", 1],
        ["Dish", 3],
      ],
    },
    {
      url: "/docs/graphql-schema/objects/dish/#allergens",
      kind: "Field",
      title: "allergens",
      name: "Dish.allergens",
      type: "[Allergen!]!",
      text: [
        ["The allergens the dish contains. Dishes list them by code.", 1],
        ["Dish.allergens", 2],
        ["allergens", 3],
      ],
    },
    {
      url: "/docs/graphql-schema/objects/dish/#priceChf",
      kind: "Field",
      title: "price Chf",
      name: "Dish.priceChf",
      type: "Float!",
      flags: "deprecated",
      text: [
        ["The price in Swiss francs.", 0.6],
        ["Dish.priceChf", 1.2],
        ["priceChf", 1.8],
      ],
    },
  ],
}
const index = recordsIndex(file)
const urls = async (query: string) => (await searchDocs(index, query, 10, SITE)).hits.map((hit) => hit.url)

describe("the records index", () => {
  it("stems words on both sides, so a plural or a past tense finds the word", () => {
    expect(["dishes", "categories", "changed", "paging", "is"].map(stem)).toEqual([
      "dish",
      "category",
      "chang",
      "pag",
      "is",
    ])
    expect(indexWords("Dish.allergens: Café")).toEqual(["dish", "allergen", "cafe"])
  })

  it("puts the record a query names first, as the site's dialog does, with an absolute URL", async () => {
    expect((await urls("Dish.allergens"))[0]).toBe(`${SITE}/docs/graphql-schema/objects/dish/#allergens`)
    expect((await urls("dish"))[0]).toBe(`${SITE}/docs/graphql-schema/objects/dish/`)
  })

  it("needs every word of the query, matches the start of a word, and drops filler words", async () => {
    expect(await urls("how do I paginat")).toEqual([`${SITE}/docs/graphql-intro/#pagination`])
    // No record holds both words: the dialog's fallback drops the word whose loss leaves the best answer.
    expect(await urls("cursor zzzz")).toEqual([`${SITE}/docs/graphql-intro/#pagination`])
    expect(await urls("zzzz")).toEqual([])
  })

  it("finds a record by its meta (its kind), which Pagefind indexes too", async () => {
    expect(await urls("deprecated price")).toEqual([`${SITE}/docs/graphql-schema/objects/dish/#priceChf`])
  })

  it("says each hit in one line: a schema entry's signature and first sentence, a section under its page", async () => {
    const {
      hits: [field],
    } = await searchDocs(index, "Dish.allergens", 1, SITE)
    expect(field).toEqual({
      title: "Dish.allergens",
      url: `${SITE}/docs/graphql-schema/objects/dish/#allergens`,
      kind: "Field",
      snippet: "Dish.allergens: [Allergen!]! — The allergens the dish contains.",
    })
    const {
      hits: [section],
    } = await searchDocs(index, "pagination", 1, SITE)
    expect(section.title).toBe("Connections and cursor pagination (GraphQL introduction)")
    expect(section.snippet).toContain("pagination")
  })

  it("cuts an excerpt around the first matching word", () => {
    const text = `${"word ".repeat(60)}the answer is here ${"tail ".repeat(60)}`
    const excerpt = plainExcerpt(text, ["answer"], 60)
    expect(excerpt.startsWith("…")).toBe(true)
    expect(excerpt).toContain("the answer is here")
    expect(excerpt.length).toBeLessThanOrEqual(62)
  })
  it("matches the vocabulary's words that start with a query word, the word itself closest", () => {
    expect(prefixMatches(["al", "allerg", "allergen", "dish"], "allerg")).toEqual([
      { word: "allerg", similarity: 1 },
      { word: "allergen", similarity: (6 / 8) ** 2 },
    ])
    expect(prefixMatches(["dish"], "menu")).toEqual([])
  })
})
