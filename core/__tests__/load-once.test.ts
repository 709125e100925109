import { loadOnce, loadOncePerKey } from "../load-once"

/** A load whose every attempt the test settles by hand. */
function controlledLoad<K = void>() {
  const attempts: { key: K; resolve: (value: string) => void; reject: (error: Error) => void }[] = []
  const load = jest.fn(
    (key: K) =>
      new Promise<string>((resolve, reject) => {
        attempts.push({ key, resolve, reject })
      }),
  )
  return { load, attempts }
}

describe("loadOnce", () => {
  it("starts the load on the first call, not before, and shares its promise with every caller", async () => {
    const { load, attempts } = controlledLoad()
    const get = loadOnce(() => load())
    expect(load).not.toHaveBeenCalled()
    const first = get()
    const second = get()
    expect(second).toBe(first)
    attempts[0].resolve("loaded")
    await expect(Promise.all([first, second])).resolves.toEqual(["loaded", "loaded"])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it("keeps a success: later calls get it without loading again", async () => {
    const { load, attempts } = controlledLoad()
    const get = loadOnce(() => load())
    const first = get()
    attempts[0].resolve("loaded")
    await first
    await new Promise((resolve) => setTimeout(resolve, 10))
    await expect(get()).resolves.toBe("loaded")
    expect(get()).toBe(first)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it("passes a failure to every waiting caller, then forgets it, so the next call loads again", async () => {
    const { load, attempts } = controlledLoad()
    const get = loadOnce(() => load())
    const waiting = [get(), get()]
    attempts[0].reject(new Error("offline"))
    for (const promise of waiting) await expect(promise).rejects.toThrow("offline")
    const again = get()
    expect(load).toHaveBeenCalledTimes(2)
    attempts[1].resolve("loaded")
    await expect(again).resolves.toBe("loaded")
  })

  it("has forgotten the failure by the time a caller hears of it, so a retry from its handler loads again", async () => {
    const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error("offline")).mockResolvedValue("loaded")
    const get = loadOnce(load)
    await expect(get().catch(() => get())).resolves.toBe("loaded")
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describe("loadOncePerKey", () => {
  it("loads each key once and shares its promise, keeping one key's load apart from another's", async () => {
    const { load, attempts } = controlledLoad<string>()
    const get = loadOncePerKey(load)
    const a = get("a")
    expect(get("a")).toBe(a)
    const b = get("b")
    expect(b).not.toBe(a)
    expect(attempts.map((attempt) => attempt.key)).toEqual(["a", "b"])
    attempts[0].resolve("A")
    attempts[1].resolve("B")
    await expect(Promise.all([a, b, get("a")])).resolves.toEqual(["A", "B", "A"])
    expect(load).toHaveBeenCalledTimes(2)
  })

  it("forgets a key's failure, so that key loads again, and keeps the other keys' successes", async () => {
    const { load, attempts } = controlledLoad<string>()
    const get = loadOncePerKey(load)
    const a = get("a")
    const b = get("b")
    attempts[0].reject(new Error("HTTP 404"))
    attempts[1].resolve("B")
    await expect(a).rejects.toThrow("HTTP 404")
    await expect(b).resolves.toBe("B")
    const again = get("a")
    expect(get("b")).toBe(b)
    expect(attempts.map((attempt) => attempt.key)).toEqual(["a", "b", "a"])
    attempts[2].resolve("A")
    await expect(again).resolves.toBe("A")
  })
})
