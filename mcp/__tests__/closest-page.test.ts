import type { SearchRecordsFile } from "../../core/agent-files"
import { closestPageFinder, editDistance } from "../src/closest-page"

const file: SearchRecordsFile = {
  version: 1,
  records: [
    {
      url: "/docs/access-the-api/#limits",
      kind: "Section",
      title: "Rate limits",
      page: "Access the API",
      text: [["Each key may send 600 requests a minute.", 1]],
    },
    {
      url: "/docs/graphql-schema/objects/dish/#allergens",
      kind: "Field",
      title: "allergens",
      name: "Dish.allergens",
      text: [["The allergens the dish contains.", 1]],
    },
  ],
}

describe("the closest page of an empty search", () => {
  const closest = closestPageFinder(file)

  it("is what the site's search finds first, a section with its page", async () => {
    expect(await closest("rate limits")).toEqual({
      title: "Rate limits (Access the API)",
      url: "/docs/access-the-api/#limits",
    })
    // The search drops a word that finds nothing.
    expect(await closest("webhook rate limits")).toEqual({
      title: "Rate limits (Access the API)",
      url: "/docs/access-the-api/#limits",
    })
  })

  it("reads a misspelt word as the nearest word of a title", async () => {
    expect(await closest("alergens")).toEqual({
      title: "Dish.allergens",
      url: "/docs/graphql-schema/objects/dish/#allergens",
    })
    expect(await closest("rate limt")).toMatchObject({ url: "/docs/access-the-api/#limits" })
  })

  it("is none when nothing is near", async () => {
    expect(await closest("webhooks")).toBeNull()
  })

  it("measures edits, stopping past the limit", () => {
    expect(editDistance("limt", "limit")).toBe(1)
    expect(editDistance("kitten", "sitting")).toBe(3)
    expect(editDistance("kitten", "sitting", 1)).toBe(2)
  })
})
