import { APP_DATA_URL, SITE_UPDATED_MESSAGE, loadOnDemand, retryOrReload, siteWasUpdated } from "../site-update"

/** A page of build "abc" whose site now serves `served` (a compilation hash, a status, or a network failure). */
function pageOfBuild(served: string | number | Error) {
  const reload = jest.fn()
  const fetch = jest.fn(async (url: string) => {
    if (served instanceof Error) throw served
    if (typeof served === "number") return new Response("", { status: served })
    return Response.json(url === APP_DATA_URL ? { webpackCompilationHash: served } : {})
  })
  const win = { ___webpackCompilationHash: "abc", fetch, location: { reload } } as unknown as Window & {
    ___webpackCompilationHash: string
  }
  return { win, reload, fetch }
}

describe("siteWasUpdated", () => {
  it("compares the page's compilation hash with the one the site serves now, asking past the cache", async () => {
    const updated = pageOfBuild("def")
    expect(await siteWasUpdated(updated.win)).toBe(true)
    expect(updated.fetch).toHaveBeenCalledWith(APP_DATA_URL, { cache: "no-cache" })
    expect(await siteWasUpdated(pageOfBuild("abc").win)).toBe(false)
  })

  it("is false when it cannot tell: offline, an error status, or no hash in the page (gatsby develop)", async () => {
    expect(await siteWasUpdated(pageOfBuild(new TypeError("Failed to fetch")).win)).toBe(false)
    expect(await siteWasUpdated(pageOfBuild(404).win)).toBe(false)
    const { win } = pageOfBuild("def")
    expect(await siteWasUpdated({ ...win, ___webpackCompilationHash: undefined })).toBe(false)
  })
})

describe("loadOnDemand", () => {
  const chunkError = new Error("Loading chunk 669 failed.")

  it("passes a loaded module through", async () => {
    expect(await loadOnDemand(async () => "module", pageOfBuild("def").win)()).toBe("module")
  })

  it("says the site was updated when a deploy is why the code is gone, keeping the cause", async () => {
    const failure = await loadOnDemand(() => Promise.reject(chunkError), pageOfBuild("def").win)().catch(
      (error: unknown) => error,
    )
    expect(failure).toEqual(new Error(SITE_UPDATED_MESSAGE))
    expect((failure as Error).cause).toBe(chunkError)
  })

  it("keeps the original error otherwise (offline, a broken chunk)", async () => {
    await expect(loadOnDemand(() => Promise.reject(chunkError), pageOfBuild("abc").win)()).rejects.toBe(chunkError)
  })
})

describe("retryOrReload", () => {
  it("reloads the page after a deploy, and tries again otherwise", async () => {
    const updated = pageOfBuild("def")
    const retry = jest.fn()
    await retryOrReload(retry, updated.win)
    expect([updated.reload.mock.calls.length, retry.mock.calls.length]).toEqual([1, 0])
    const same = pageOfBuild("abc")
    await retryOrReload(retry, same.win)
    expect([same.reload.mock.calls.length, retry.mock.calls.length]).toEqual([0, 1])
  })
})
