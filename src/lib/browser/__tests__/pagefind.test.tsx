/**
 * loadPagefind with Pagefind's script stood in for (a .tsx test: the dom project compiles import() to require(), so
 * jest.mock reaches the script the site serves at /pagefind/pagefind.js).
 */
import { loadPagefind } from "../pagefind"
import { RANKING } from "../../../../core/search-results"

const options = jest.fn<Promise<void>, [unknown]>()
jest.mock("/pagefind/pagefind.js", () => ({ options, search: jest.fn() }), { virtual: true })

describe("loadPagefind", () => {
  it("says a failed load in words, forgets it, and sets the ranking once the next attempt loads, then keeps it", async () => {
    options.mockRejectedValueOnce(new Error("offline")).mockResolvedValue(undefined)
    await expect(loadPagefind()).rejects.toThrow(
      'the search index could not be loaded (offline). It is built by "npm run build".',
    )
    const [first, second] = await Promise.all([loadPagefind(), loadPagefind()])
    expect(second).toBe(first)
    await expect(loadPagefind()).resolves.toBe(first)
    expect(options).toHaveBeenCalledTimes(2)
    expect(options).toHaveBeenLastCalledWith({ ranking: RANKING, excerptLength: 24 })
  })
})
