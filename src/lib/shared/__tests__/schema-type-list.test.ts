import { filterTypes, isTypeList, type TypeListEntry } from "../schema-type-list"

const list: TypeListEntry[] = [
  ["DishFilter", "input", "/docs/graphql-schema/input-objects/dishfilter/"],
  ["Dish", "object", "/docs/graphql-schema/objects/dish/"],
  ["SideDish", "object", "/docs/graphql-schema/objects/sidedish/"],
  ["DishConnection", "object", "/docs/graphql-schema/objects/dishconnection/"],
  ["Outlet", "object", "/docs/graphql-schema/objects/outlet/"],
]

describe("filterTypes", () => {
  it("puts the exact name first, then names starting with the text, then the rest, ignoring case", () => {
    expect(filterTypes(list, "dish").matches.map(([name]) => name)).toEqual([
      "Dish",
      "DishFilter",
      "DishConnection",
      "SideDish",
    ])
  })

  it("matches nothing for empty text, and counts all matches beyond the limit", () => {
    expect(filterTypes(list, "  ")).toEqual({ matches: [], total: 0 })
    const result = filterTypes(list, "i", 2)
    expect(result.matches).toHaveLength(2)
    expect(result.total).toBe(4)
  })
})

describe("isTypeList", () => {
  it("accepts the list the build writes and rejects anything else", () => {
    expect(isTypeList(list)).toBe(true)
    expect(isTypeList({ types: list })).toBe(false)
    expect(isTypeList([["Dish", "object"]])).toBe(false)
    expect(isTypeList([["Dish", "object", 3]])).toBe(false)
  })
})
