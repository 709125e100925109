/**
 * @jest-environment jsdom
 */
import {
  connectionAllowsPrefetch,
  guardHoverPreloading,
  loadIslandsWithPages,
  routeUpdated,
  trackNavigationProgress,
  warnOnFailedRouteLoad,
  type GatsbyLoader,
} from "../client-entry"
import { PROGRESS_DELAY_MS, finishNavigationProgress, startNavigationProgress } from "../navigation-progress"
import { prePaintScript } from "../../server/pre-paint-script"
import { ISLAND_CODE_WAIT_MS, islandLoading, markAppStarted } from "../app-started"

const withConnection = (connection: object | undefined) => ({ connection }) as unknown as Navigator

describe("prefetching on slow connections", () => {
  it("is skipped on 2g and slow-2g and with data saver on", () => {
    expect(connectionAllowsPrefetch(withConnection(undefined))).toBe(true)
    expect(connectionAllowsPrefetch(withConnection({ effectiveType: "4g", saveData: false }))).toBe(true)
    expect(connectionAllowsPrefetch(withConnection({ effectiveType: "2g" }))).toBe(false)
    expect(connectionAllowsPrefetch(withConnection({ effectiveType: "slow-2g" }))).toBe(false)
    expect(connectionAllowsPrefetch(withConnection({ effectiveType: "4g", saveData: true }))).toBe(false)
  })

  it("stops hover preloading when the connection is slow", () => {
    const hovering = jest.fn()
    const loader: GatsbyLoader = { hovering, loadPage: jest.fn() }
    guardHoverPreloading(loader)
    loader.hovering("/docs/a/")
    expect(hovering).toHaveBeenCalledWith("/docs/a/")
    Object.defineProperty(navigator, "connection", { value: { effectiveType: "2g" }, configurable: true })
    loader.hovering("/docs/b/")
    expect(hovering).toHaveBeenCalledTimes(1)
    Object.defineProperty(navigator, "connection", { value: undefined, configurable: true })
  })
})

describe("failed route loads", () => {
  it("logs a warning and passes the loader's result on unchanged", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {})
    const loader: GatsbyLoader = {
      hovering: jest.fn(),
      loadPage: jest.fn().mockResolvedValueOnce({ status: "error" }).mockResolvedValueOnce({ status: "success" }),
    }
    warnOnFailedRouteLoad(loader)
    expect(await loader.loadPage("/docs/a/")).toEqual({ status: "error" })
    expect(warn).toHaveBeenCalledWith(
      "Could not load the code for /docs/a/; loading the page afresh to get the current version of the site.",
    )
    expect(await loader.loadPage("/docs/b/")).toEqual({ status: "success" })
    expect(warn).toHaveBeenCalledTimes(1)
  })
})

describe("pages with deferred islands, after the first page", () => {
  it("are opened once the islands' code their module asked for has come, or failed to", async () => {
    markAppStarted()
    const order: string[] = []
    let arrive = () => {}
    const loader: GatsbyLoader = {
      hovering: jest.fn(),
      loadPage: jest.fn(async () => {
        // The page's module, as it loads, asks for its islands' code (deferred-island.tsx).
        islandLoading(new Promise<void>((resolve) => (arrive = resolve)).then(() => void order.push("island code")))
        islandLoading(Promise.reject(new Error("offline")))
        return { status: "success" }
      }),
    }
    loadIslandsWithPages(loader)
    const opened = loader.loadPage("/docs/graphql-schema/objects/dish/").then((resources) => {
      order.push("page")
      return resources
    })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(order).toEqual([])
    arrive()
    expect(await opened).toEqual({ status: "success" })
    expect(order).toEqual(["island code", "page"])
  })

  it("are opened after at most ISLAND_CODE_WAIT_MS when the islands' code does not come", async () => {
    jest.useFakeTimers()
    try {
      const loader: GatsbyLoader = {
        hovering: jest.fn(),
        loadPage: jest.fn(async () => {
          islandLoading(new Promise(() => undefined))
          return { status: "success" }
        }),
      }
      loadIslandsWithPages(loader)
      let opened = false
      const page = loader.loadPage("/docs/graphql-schema/changelog/").then((resources) => {
        opened = true
        return resources
      })
      await jest.advanceTimersByTimeAsync(ISLAND_CODE_WAIT_MS - 1)
      expect(opened).toBe(false)
      await jest.advanceTimersByTimeAsync(1)
      expect(await page).toEqual({ status: "success" })
    } finally {
      jest.useRealTimers()
    }
  })
})

describe("progress on history steps", () => {
  it("starts for Back to another page, not for a step that stays on the same URL", () => {
    jest.useFakeTimers()
    const navigate = jest.fn()
    const win = Object.assign(new EventTarget(), {
      location: { pathname: "/docs/a/", search: "" },
      ___navigate: navigate,
    }) as unknown as Window
    trackNavigationProgress(win)
    win.dispatchEvent(new Event("popstate"))
    jest.advanceTimersByTime(PROGRESS_DELAY_MS)
    expect(document.querySelector('[role="progressbar"]')).toBeNull()
    ;(win.location as { pathname: string }).pathname = "/docs/b/"
    win.dispatchEvent(new Event("popstate"))
    jest.advanceTimersByTime(PROGRESS_DELAY_MS)
    expect(document.querySelector('[role="progressbar"]')).not.toBeNull()
    routeUpdated(win)
    jest.advanceTimersByTime(400)
    expect(document.querySelector('[role="progressbar"]')).toBeNull()
    win.___navigate("/docs/c/")
    expect(navigate).toHaveBeenCalledWith("/docs/c/", undefined)
    jest.useRealTimers()
  })
})

describe("navigation progress bar", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => {
    jest.runOnlyPendingTimers()
    jest.useRealTimers()
  })
  const bar = () => document.querySelector('[role="progressbar"]')

  it("does not appear when the route changes within 200 ms", () => {
    startNavigationProgress()
    jest.advanceTimersByTime(PROGRESS_DELAY_MS - 1)
    finishNavigationProgress()
    jest.advanceTimersByTime(1000)
    expect(bar()).toBeNull()
  })

  it("appears after 200 ms and goes away when the route arrives", () => {
    startNavigationProgress()
    jest.advanceTimersByTime(PROGRESS_DELAY_MS)
    expect(bar()).not.toBeNull()
    finishNavigationProgress()
    jest.advanceTimersByTime(400)
    expect(bar()).toBeNull()
  })
})

describe("the pre-paint script", () => {
  const run = (id: string | null) => new Function(prePaintScript(id))()
  beforeEach(() => {
    localStorage.clear()
    document.documentElement.removeAttribute("data-theme")
    document.documentElement.removeAttribute("data-announcement-dismissed")
  })

  it("applies light by default and the stored dark mode", () => {
    run(null)
    expect(document.documentElement.getAttribute("data-theme")).toBe("light")
    localStorage.setItem("theme", "dark")
    run(null)
    expect(document.documentElement.getAttribute("data-theme")).toBe("dark")
  })

  it("hides the announcement only when this id was dismissed", () => {
    localStorage.setItem("announcement.id", "old")
    localStorage.setItem("announcement.dismiss", "true")
    run("new")
    expect(document.documentElement.hasAttribute("data-announcement-dismissed")).toBe(false)
    run("old")
    expect(document.documentElement.getAttribute("data-announcement-dismissed")).toBe("true")
  })

  it("keeps the defaults when storage is blocked", () => {
    jest.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError")
    })
    expect(() => run("x")).not.toThrow()
    expect(document.documentElement.getAttribute("data-theme")).toBe("light")
    jest.restoreAllMocks()
  })
})
