import type { Page } from "@playwright/test"
import { LAYOUT_WIDTHS } from "../src/styles/breakpoints"
import { expect, test, waitForHydration, watchForProblems } from "./fixtures"
import { seriousViolations } from "./support/axe"

const theme = (page: Page) => page.locator("html").getAttribute("data-theme")

test.describe("colour mode", () => {
  test.use({ colorScheme: "dark" })

  test("is light by default even when the system prefers dark", async ({ page }) => {
    await page.goto("/")
    expect(await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches)).toBe(true)
    expect(await theme(page)).toBe("light")
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(255, 255, 255)")
  })

  test("the toggle switches, stores 'theme', and a reload starts dark before any content is shown", async ({
    page,
  }) => {
    await page.goto("/docs/access-the-api/")
    await waitForHydration(page)
    await page.getByRole("button", { name: /Switch between dark and light mode \(currently light mode\)/ }).click()
    expect(await theme(page)).toBe("dark")
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark")
    await expect(page.getByRole("button", { name: /currently dark mode/ })).toBeVisible()

    // Record the theme at the moment <body> is inserted, i.e. before anything in it can paint.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (document.body) {
          ;(window as Window & { __themeAtBody?: string | null }).__themeAtBody =
            document.documentElement.getAttribute("data-theme")
          observer.disconnect()
        }
      })
      observer.observe(document, { childList: true, subtree: true })
    })
    await page.reload()
    expect(await page.evaluate(() => (window as Window & { __themeAtBody?: string | null }).__themeAtBody)).toBe("dark")
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(27, 27, 29)")
  })

  test("a change in one tab applies in every open tab", async ({ context }) => {
    const first = await context.newPage()
    const second = await context.newPage()
    await first.goto("/")
    await second.goto("/docs/graphql-intro/")
    await waitForHydration(first)
    await waitForHydration(second)
    await first.getByRole("button", { name: /Switch between dark and light mode/ }).click()
    await expect.poll(() => theme(second)).toBe("dark")
    await first.getByRole("button", { name: /Switch between dark and light mode/ }).click()
    await expect.poll(() => theme(second)).toBe("light")
  })
})

test.describe("navbar", () => {
  test("choosing a docs version stores it, and the docs link follows it", async ({ page }) => {
    await page.goto("/")
    await waitForHydration(page)
    await page.getByRole("button", { name: "Docs version: Next" }).click()
    await page.getByRole("link", { name: "Next", exact: true }).click()
    await expect(page).toHaveURL(/\/docs\/access-the-api\/$/)
    expect(await page.evaluate(() => localStorage.getItem("docs-preferred-version-default"))).toBe("current")
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "API Documentation" }),
    ).toHaveAttribute("href", "/docs/access-the-api/")
  })

  test("offers English in the language dropdown", async ({ page }) => {
    await page.goto("/docs/graphql-intro/")
    await waitForHydration(page)
    await page.getByRole("button", { name: "Language: English" }).click()
    await expect(page.getByRole("link", { name: "English" })).toHaveAttribute("href", "/docs/graphql-intro/")
    await page.keyboard.press("Escape")
    await expect(page.getByRole("link", { name: "English" })).toBeHidden()
  })

  test("hides while scrolling down and comes back when scrolling up", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 420 })
    await page.goto("/docs/access-the-api/")
    await waitForHydration(page)
    const navbar = page.getByRole("navigation", { name: "Main" })
    const top = () => navbar.evaluate((element) => element.getBoundingClientRect().bottom)
    await page.mouse.wheel(0, 600)
    await expect.poll(top).toBeLessThanOrEqual(0)
    await page.mouse.wheel(0, -200)
    await expect.poll(top).toBeGreaterThan(0)
  })

  test("the footer links API Documentation", async ({ page }) => {
    await page.goto("/")
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "API Documentation" })).toHaveAttribute(
      "href",
      "/docs/access-the-api/",
    )
  })
})

test.describe("announcement bar", () => {
  const bar = (page: Page) => page.getByRole("region", { name: "Announcement" })

  test("shows until closed, stays closed after a reload, and shows again when its id changes", async ({ page }) => {
    await page.goto("/")
    await waitForHydration(page)
    await expect(bar(page)).toBeVisible()
    await page.getByRole("button", { name: "Close announcement" }).click()
    await expect(bar(page)).toHaveCount(0)
    expect(
      await page.evaluate(() => [
        localStorage.getItem("announcement.dismiss"),
        localStorage.getItem("announcement.id"),
      ]),
    ).toEqual(["true", "playground-2026-11"])
    await page.reload()
    await expect(bar(page)).toBeHidden()
    await waitForHydration(page)
    await expect(bar(page)).toHaveCount(0)

    // A reader who closed an earlier announcement sees the current one.
    await page.evaluate(() => localStorage.setItem("announcement.id", "an-older-announcement"))
    await page.reload()
    await waitForHydration(page)
    await expect(bar(page)).toBeVisible()
    expect(
      await page.evaluate(() => [
        localStorage.getItem("announcement.dismiss"),
        localStorage.getItem("announcement.id"),
      ]),
    ).toEqual([null, "playground-2026-11"])
  })
})

test.describe("mobile sidebar", () => {
  test.use({ viewport: { width: 800, height: 900 } })
  const panel = (page: Page) => page.getByRole("dialog", { name: "Navigation" })
  const toggle = (page: Page) => page.getByRole("button", { name: "Toggle navigation bar" })

  test("shows the docs sidebar with '← Back to main menu', and the primary menu behind it", async ({ page }) => {
    await page.goto("/docs/examples/dishes/")
    await waitForHydration(page)
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Playground" })).toBeHidden()
    await toggle(page).click()
    await expect(panel(page).getByRole("navigation", { name: "Docs sidebar" })).toBeVisible()
    await expect(panel(page).getByRole("link", { name: "Dishes" })).toHaveAttribute("aria-current", "page")
    await panel(page).getByRole("button", { name: "← Back to main menu" }).click()
    await expect(panel(page).getByRole("link", { name: "API Documentation" })).toBeVisible()
    await expect(panel(page).getByRole("link", { name: "Playground" })).toBeVisible()
    await expect(panel(page).getByRole("button", { name: "Docs version: Next" })).toBeVisible()
  })

  test("keeps focus inside and closes on Escape, returning focus to the toggle", async ({ page }) => {
    await page.goto("/docs/graphql-intro/")
    await waitForHydration(page)
    await toggle(page).click()
    await expect(panel(page)).toBeVisible()
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab")
      expect(await panel(page).evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press("Escape")
    await expect(panel(page)).toHaveCount(0)
    await expect(toggle(page)).toBeFocused()
  })

  test("closes when the window grows to desktop width", async ({ page }) => {
    await page.goto("/docs/graphql-intro/")
    await waitForHydration(page)
    await toggle(page).click()
    await expect(panel(page)).toBeVisible()
    await page.setViewportSize({ width: LAYOUT_WIDTHS.desktopMin, height: 900 })
    await expect(panel(page)).toHaveCount(0)
  })

  test("closes on browser back without leaving the page", async ({ page, baseURL }) => {
    await page.goto("/")
    await page.goto("/docs/graphql-intro/")
    await waitForHydration(page)
    await toggle(page).click()
    await expect(panel(page)).toBeVisible()
    await page.goBack()
    await expect(panel(page)).toHaveCount(0)
    await expect(page).toHaveURL(new URL("/docs/graphql-intro/", baseURL).href)
    await page.goBack()
    await expect(page).toHaveURL(new URL("/", baseURL).href)
  })

  test("a link in the panel closes it and navigates, leaving no extra history entry", async ({ page, baseURL }) => {
    await page.goto("/docs/graphql-intro/")
    await waitForHydration(page)
    await toggle(page).click()
    await panel(page).getByRole("link", { name: "Outlets" }).click()
    await expect(page).toHaveURL(new URL("/docs/examples/outlets/", baseURL).href)
    await expect(panel(page)).toHaveCount(0)
    await expect(page.getByRole("heading", { level: 1, name: "Outlets" })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(new URL("/docs/graphql-intro/", baseURL).href)
    await expect(page.getByRole("heading", { level: 1, name: "GraphQL introduction" })).toBeVisible()
  })
})

test.describe("skip link", () => {
  test("is the first focusable element, visible on focus, and moves focus to the main content", async ({ page }) => {
    await page.goto("/docs/access-the-api/")
    await waitForHydration(page)
    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: "Skip to main content" })
    await expect(skip).toBeFocused()
    const box = await skip.boundingBox()
    expect(box && box.y >= 0).toBe(true)
    await page.keyboard.press("Enter")
    await expect(page.locator("main")).toBeFocused()
  })
})

test.describe("search", () => {
  test("finds the dishes example page with Ctrl+K, arrow keys and Enter, without leaving the site", async ({
    page,
    baseURL,
  }) => {
    const origins = new Set<string>()
    page.on("request", (request) => origins.add(new URL(request.url()).origin))
    await page.goto("/")
    await waitForHydration(page)
    await page.keyboard.press("Control+k")
    const dialog = page.getByRole("dialog", { name: "Search the docs" })
    await expect(dialog.getByRole("combobox")).toBeFocused()
    await page.keyboard.type("allergens")
    const options = dialog.getByRole("option")
    await expect(options.first()).toHaveAttribute("aria-selected", "true")
    const landings = await options.evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))
    const dishes = landings.findIndex((href) => href.startsWith("/docs/examples/dishes/"))
    expect(dishes, `results: ${landings.join(", ")}`).toBeGreaterThanOrEqual(0)
    for (let i = 0; i < dishes; i++) await page.keyboard.press("ArrowDown")
    await expect(options.nth(dishes)).toHaveAttribute("aria-selected", "true")
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(new URL(landings[dishes], baseURL).href)
    await expect(dialog).toHaveCount(0)
    expect([...origins]).toEqual([new URL(baseURL as string).origin])
  })

  test("opens in view after the navbar has hidden on scroll", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 420 })
    await page.goto("/docs/access-the-api/")
    await waitForHydration(page)
    await page.mouse.wheel(0, 600)
    await expect
      .poll(() =>
        page.getByRole("navigation", { name: "Main" }).evaluate((element) => element.getBoundingClientRect().bottom),
      )
      .toBeLessThanOrEqual(0)
    await page.keyboard.press("Control+k")
    const box = await page.getByRole("dialog", { name: "Search the docs" }).boundingBox()
    expect(box && box.y >= 0 && box.y < 420).toBe(true)
  })

  test("finds headings and the schema page; Escape closes", async ({ page }) => {
    await page.goto("/docs/")
    await waitForHydration(page)
    await page.getByRole("button", { name: "Search" }).click()
    const dialog = page.getByRole("dialog", { name: "Search the docs" })
    await dialog.getByRole("combobox").fill("schema")
    await expect(dialog.getByRole("option", { name: /GraphQL schema/ }).first()).toBeVisible()
    await dialog.getByRole("combobox").fill("opening hours")
    await expect(dialog.getByRole("option", { name: /# Opening hours/ })).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(dialog).toHaveCount(0)
  })
})

test.describe("navigation progress bar", () => {
  // Remembers whether a progress bar was ever added to the page.
  const recordProgressBar = (page: Page) =>
    page.addInitScript(() => {
      const seen = { progress: false }
      ;(window as Window & { __progress?: typeof seen }).__progress = seen
      new MutationObserver(() => {
        if (document.querySelector('[role="progressbar"]')) seen.progress = true
      }).observe(document, { childList: true, subtree: true })
    })
  const sawProgressBar = (page: Page) =>
    page.evaluate(() => (window as Window & { __progress?: { progress: boolean } }).__progress?.progress)

  // Holds the requests for the next page's data (GraphQL schema) until the test releases them: a navigation to it
  // takes exactly as long as the test says. `requested` resolves when the first request has arrived.
  const holdPageData = async (page: Page) => {
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    let arrived = () => {}
    const requested = new Promise<void>((resolve) => (arrived = resolve))
    await page.route("**/page-data/docs/graphql-schema/page-data.json", async (route) => {
      arrived()
      await released
      await route.continue()
    })
    return { requested, release }
  }

  test("appears when the next page takes longer than 200 ms", async ({ page }) => {
    await recordProgressBar(page)
    const nextPage = await holdPageData(page)
    await page.goto("/docs/graphql-intro/")
    await waitForHydration(page)
    await page.getByRole("link", { name: /Next.*GraphQL schema/ }).click()
    // The next page's data is held until the bar has shown: the change takes as long as the bar needs, no longer.
    await expect(page.getByRole("progressbar", { name: "Loading the page" })).toBeVisible()
    nextPage.release()
    await expect(page.getByRole("heading", { level: 1, name: "GraphQL schema" })).toBeVisible()
    await expect(page.getByRole("progressbar")).toHaveCount(0)
  })

  test("does not appear when the mobile panel closes (a history step on the same page)", async ({ page }) => {
    await recordProgressBar(page)
    // Held from the start, so no prefetch has the next page's data ready before the click below.
    const nextPage = await holdPageData(page)
    await page.setViewportSize({ width: 800, height: 900 })
    await page.goto("/docs/graphql-intro/")
    await waitForHydration(page)
    // From here the page's clock is the test's: the bar's 200 ms timer, if one started, fires when the test says.
    await page.clock.install()
    await page.getByRole("button", { name: "Toggle navigation bar" }).click()
    await page.keyboard.press("Escape")
    await expect(page.getByRole("dialog", { name: "Navigation" })).toHaveCount(0)
    await page.clock.runFor(2000)
    expect(await sawProgressBar(page)).toBe(false)
    // The same clock does show the bar for a navigation that is slow (the proof that the window above was long enough):
    // the next page's data is held until the page's 2 s have run, so the change is still under way when they do.
    await page.getByRole("link", { name: /Next.*GraphQL schema/ }).click()
    await nextPage.requested
    await page.clock.runFor(2000)
    expect(await sawProgressBar(page)).toBe(true)
    nextPage.release()
    await expect(page.getByRole("heading", { level: 1, name: "GraphQL schema" })).toBeVisible()
  })

  test("does not appear when the next page is quick", async ({ page }) => {
    await recordProgressBar(page)
    await page.goto("/docs/graphql-intro/")
    await waitForHydration(page)
    await page.getByRole("link", { name: /Next.*GraphQL schema/ }).hover()
    await page.waitForLoadState("networkidle")
    // The page's clock moves only when the test says, 10 ms at a time, so the change is done within 150 ms of
    // the page's time however busy the machine is; then time runs on, and a bar whose timer was not cleared would show.
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 1000)
    const heading = page.getByRole("heading", { level: 1, name: "GraphQL schema" })
    await page.getByRole("link", { name: /Next.*GraphQL schema/ }).click()
    for (let elapsed = 0; elapsed < 150 && !(await heading.isVisible()); elapsed += 10) await page.clock.runFor(10)
    await expect(heading).toBeVisible({ timeout: 1 })
    await page.clock.runFor(2000)
    expect(await sawProgressBar(page)).toBe(false)
  })
})

test.describe("prefetching", () => {
  const pageDataRequests = async (page: Page, slowConnection: boolean) => {
    if (slowConnection) {
      await page.addInitScript(() =>
        Object.defineProperty(navigator, "connection", {
          value: { effectiveType: "2g", saveData: false },
          configurable: true,
        }),
      )
    }
    const requested: string[] = []
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname
      if (
        path.startsWith("/page-data/") &&
        !path.startsWith("/page-data/docs/access-the-api/") &&
        !path.startsWith("/page-data/sq/") &&
        !path.endsWith("app-data.json")
      )
        requested.push(path)
    })
    await page.goto("/docs/access-the-api/")
    await waitForHydration(page)
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Outlets" }).hover()
    // Gatsby preloads on hover at once and prefetches links in view when the page is idle: two idle
    // callbacks in a row have run after any work queued before them, and its requests have started.
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))),
    )
    await page.waitForLoadState("networkidle")
    return requested
  }

  test("loads other pages ahead of time on a normal connection", async ({ page }) => {
    expect((await pageDataRequests(page, false)).length).toBeGreaterThan(0)
  })

  test("skips prefetching and hover preloading on a 2g connection", async ({ page }) => {
    expect(await pageDataRequests(page, true)).toEqual([])
  })
})

test.describe("errors", () => {
  test("a page that crashes shows the message and 'Try again', and Back leads to a page that works", async ({
    page,
  }) => {
    // A page's data arrives broken, as from a faulty deploy: the doc has no route, which its template refuses to render.
    await page.route("**/page-data/docs/graphql-intro/page-data.json", async (route) => {
      const response = await route.fetch()
      const pageData = (await response.json()) as { result: { data: { mdx: { fields: { route: string | null } } } } }
      pageData.result.data.mdx.fields.route = null
      await route.fulfill({ response, json: pageData })
    })
    const crashLogged = page.waitForEvent(
      "console",
      (message) => message.type() === "error" && message.text().includes("The page crashed"),
    )
    await page.goto("/docs/access-the-api/")
    await waitForHydration(page)
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "GraphQL intro" }).click()
    const crash = page
      .getByRole("alert")
      .filter({ has: page.getByRole("heading", { level: 1, name: "This page crashed." }) })
    await expect(crash).toBeVisible()
    await expect(crash).toContainText("has no route; was it sourced from content/docs?")
    await expect(page).toHaveTitle("Page Error")
    await crashLogged
    // "Try again" renders the page again: with the same broken data it crashes again, and says so again.
    await crash.getByRole("button", { name: "Try again" }).click()
    await expect(crash).toContainText("has no route")
    // The crash is the page's alone: Back leads to the page before, which renders.
    await page.goBack()
    await expect(page.getByRole("heading", { level: 1, name: "Access the API" })).toBeVisible()
    await expect(page).not.toHaveTitle("Page Error")
  })

  test("a part of the page that fails to load shows the error and 'Retry'", async ({ page }) => {
    await page.goto("/")
    await waitForHydration(page)
    await page.waitForLoadState("networkidle")
    await page.route("**/*.js", (route) => route.abort())
    await page.getByRole("button", { name: "Search" }).click()
    const dialog = page.getByRole("dialog", { name: "Search the docs" })
    await expect(dialog.getByRole("alert")).toContainText("Could not load search:")
    await page.unroute("**/*.js")
    await dialog.getByRole("button", { name: "Retry" }).click()
    await expect(dialog.getByRole("combobox", { name: "Search the docs" })).toBeVisible()
  })

  test("a route whose code fails to load logs a warning and loads the page afresh, once", async ({
    page,
    baseURL,
    request,
  }) => {
    // The page's component, as its data names it (docs with the same components share one: doc-page-code.ts).
    const { componentChunkName } = await (await request.get("/page-data/docs/graphql-intro/page-data.json")).json()
    await page.route(
      (url) => url.pathname.startsWith(`/${componentChunkName}-`) && url.pathname.endsWith(".js"),
      (route) => route.abort(),
    )
    const warnings: string[] = []
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text())
    })
    const documents: string[] = []
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname)
    })
    await page.goto("/docs/access-the-api/")
    await waitForHydration(page)
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "GraphQL intro" }).click()
    await expect(page).toHaveURL(new URL("/docs/graphql-intro/", baseURL).href)
    await expect(page.getByRole("heading", { level: 1, name: "GraphQL introduction" })).toBeVisible()
    // The fresh page tries the same code at its start and fails too (the route still refuses it): once it
    // has said so, it has decided, and it must not load itself again.
    const failures = () =>
      warnings.filter((text) => text.includes("Could not load the code for /docs/graphql-intro/")).length
    await expect.poll(failures).toBe(2)
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())))
    expect(documents).toEqual(["/docs/access-the-api/", "/docs/graphql-intro/"])
  })
})

test.describe("browser storage blocked", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError")
        },
      })
    })
  })

  test("pages render, each storage feature warns once, and the controls still work for the visit", async ({ page }) => {
    const problems = watchForProblems(page)
    const warnings: string[] = []
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text())
    })
    await page.goto("/docs/examples/dishes/")
    await waitForHydration(page)
    await expect(page.getByRole("heading", { level: 1, name: "Dishes" })).toBeVisible()
    await page.getByRole("button", { name: /Switch between dark and light mode/ }).click()
    expect(await theme(page)).toBe("dark")
    await page.getByRole("button", { name: "Close announcement" }).click()
    await expect(page.getByRole("region", { name: "Announcement" })).toHaveCount(0)
    expect(problems.errors).toEqual([])
    const storageWarnings = warnings.filter((text) => text.startsWith("Browser storage is not available"))
    expect(storageWarnings.length).toBeGreaterThan(0)
    expect(new Set(storageWarnings).size).toBe(storageWarnings.length)
  })
})

test.describe("accessibility (axe-core)", () => {
  for (const mode of ["light", "dark"] as const) {
    test(`the home page and a docs page have no serious or critical violations (${mode})`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem("theme", value), mode)
      for (const path of ["/", "/docs/examples/dishes/"]) {
        await page.goto(path)
        await waitForHydration(page)
        expect(await theme(page)).toBe(mode)
        expect(await seriousViolations(page), path).toEqual([])
      }
    })
  }

  test("the open mobile panel has no serious or critical violations", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 })
    await page.goto("/docs/examples/dishes/")
    await waitForHydration(page)
    await page.getByRole("button", { name: "Toggle navigation bar" }).click()
    await expect(page.getByRole("dialog", { name: "Navigation" })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole("button", { name: "← Back to main menu" }).click()
    expect(await seriousViolations(page)).toEqual([])
  })
})
