import { filterTypes, isTypeList, loadTypeList, type TypeListEntry } from "../schema-type-list"

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

describe("loadTypeList", () => {
  const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status })

  it("fetches the list once and shares it; a failure is said in words and forgotten, so the next call fetches again", async () => {
    const fetchMock = jest
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(answer(503, {}))
      .mockResolvedValueOnce(answer(200, { types: list }))
      .mockResolvedValueOnce(answer(200, list))
    const url = "/docs/graphql-schema/types.json"
    await expect(loadTypeList(url)).rejects.toThrow("the server answered 503")
    await expect(loadTypeList(url)).rejects.toThrow("the file is not a list of types")
    const [first, second] = await Promise.all([loadTypeList(url), loadTypeList(url)])
    expect(first).toEqual(list)
    expect(second).toBe(first)
    await expect(loadTypeList(url)).resolves.toBe(first)
    expect(fetchMock).toHaveBeenCalledTimes(3)
  })

  it("passes on a failure that is not an Error as one", async () => {
    jest.spyOn(globalThis, "fetch").mockRejectedValueOnce("offline")
    const failure = await loadTypeList("/other/types.json").catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(Error)
    expect((failure as Error).message).toBe("offline")
  })
})
