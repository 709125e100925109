import { removalDate, replacementPath } from "../src/deprecation-reason"

describe("removalDate", () => {
  it.each([
    [
      "GitHub's wording",
      "`isPrivate` will be removed. Use `Repository.visibility` instead. Removal on 2025-04-01 UTC.",
      "2025-04-01",
    ],
    ["ours", "Use `price { amount currency }`, which names the currency. Removal on 2027-05-01.", "2027-05-01"],
    ["no date", "Use `address { city }`; `city` will be removed in the next version of the API.", null],
    ["a day the calendar lacks", "Removal on 2027-02-30.", null],
    ["no reason", null, null],
  ])("%s", (_, reason, expected) => {
    expect(removalDate(reason)).toBe(expected)
  })
})

describe("replacementPath", () => {
  const members = new Set([
    "Dish",
    "Dish.price",
    "Dish.priceChf",
    "Outlet.address",
    "Outlet.city",
    "Query.dishes",
    "Query.dishes.filter",
    "Query.dishes.vegetarian",
    "Repository.visibility",
    "Cuisine.SWISS",
  ])
  const exists = (path: string) => members.has(path)
  it.each([
    ["a field beside it", "Use `price { amount currency }`, which names the currency.", "Dish.priceChf", "Dish.price"],
    [
      "the first name that is a member",
      "Use `address { city }`; `city` will be removed.",
      "Outlet.city",
      "Outlet.address",
    ],
    [
      "an argument of the same field",
      "Use `filter: { dietaryLabels: [VEGETARIAN] }`.",
      "Query.dishes.vegetarian",
      "Query.dishes.filter",
    ],
    [
      "a Type.field path",
      "`isPrivate` will be removed. Use `Repository.visibility` instead.",
      "Repository.isPrivate",
      "Repository.visibility",
    ],
    ["an enum value beside it", "Use `SWISS`.", "Cuisine.CAFE", "Cuisine.SWISS"],
  ])("%s", (_, reason, deprecated, expected) => {
    expect(replacementPath(reason, deprecated, exists)).toBe(expected)
  })

  it("is null when the reason names nothing that exists, or only the member itself", () => {
    expect(replacementPath("Not used any more.", "Dish.priceChf", exists)).toBeNull()
    expect(replacementPath("`priceChf` goes away.", "Dish.priceChf", exists)).toBeNull()
    expect(replacementPath("Use `nothing`.", "Dish.priceChf", exists)).toBeNull()
  })
})
