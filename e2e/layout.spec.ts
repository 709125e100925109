import type { Locator, Page } from "@playwright/test"
import { announcementBar } from "../core/site-config"
import { LAYOUT_WIDTHS } from "../src/styles/breakpoints"
import { seriousViolations } from "./support/axe"
import { DOC_ROUTES, expect, test, waitForHydration } from "./fixtures"

/** A reader's first five minutes on a phone and on a desktop: what each screen shows first, and what stays in reach. */

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }

const box = async (locator: Locator) => {
  const found = await locator.boundingBox()
  if (!found) throw new Error(`${String(locator)} has no box: it is not shown`)
  return found
}

const setColorMode = (page: Page, mode: "light" | "dark") =>
  page.addInitScript((value) => localStorage.setItem("theme", value), mode)

test.describe("on a phone", () => {
  test.use({ viewport: PHONE })

  test("every doc's title is on the first screen", async ({ page }) => {
    expect(DOC_ROUTES.length).toBeGreaterThan(5)
    for (const route of DOC_ROUTES) {
      await page.goto(route)
      const title = await box(page.getByRole("heading", { level: 1 }))
      expect(title.y + title.height, `the h1 of ${route} ends within the first screen`).toBeLessThanOrEqual(
        PHONE.height,
      )
    }
  })

  test("'On this page' is a closed toggle under the title; it opens, closes, and a followed link closes it", async ({
    page,
  }) => {
    await page.goto("/docs/access-the-api/")
    await waitForHydration(page)
    const contents = page.getByRole("navigation", { name: "On this page" })
    await expect(contents).toHaveCount(1)
    const toggle = contents.getByText("On this page")
    const errorsLink = contents.getByRole("link", { name: "Errors" })
    await expect(errorsLink).toBeHidden()
    const title = await box(page.getByRole("heading", { level: 1, name: "Access the API" }))
    expect((await box(toggle)).y).toBeGreaterThanOrEqual(title.y + title.height)

    await toggle.click()
    await expect(errorsLink).toBeVisible()
    await toggle.click()
    await expect(errorsLink).toBeHidden()

    await toggle.click()
    await errorsLink.click()
    await expect(page).toHaveURL(/#errors$/)
    await expect(errorsLink).toBeHidden()
    await expect(page.getByRole("heading", { level: 2, name: "Errors" })).toBeInViewport()
  })

  test("no Copy button covers a tab of an example", async ({ page }) => {
    await page.goto("/docs/examples/dishes/")
    await waitForHydration(page)
    const overlaps = await page.evaluate(() => {
      const boxes = (selector: string) =>
        [...document.querySelectorAll(selector)].map((element) => ({
          name: element.getAttribute("aria-label") ?? element.textContent ?? "",
          rect: element.getBoundingClientRect(),
        }))
      const tabs = boxes('[role="tab"]')
      const copies = boxes('button[aria-label^="Copy the "]')
      const meet = (a: DOMRect, b: DOMRect) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
      return {
        tabs: tabs.length,
        copies: copies.length,
        overlaps: copies.flatMap((copy) =>
          tabs.filter((tab) => meet(copy.rect, tab.rect)).map((tab) => `${copy.name} covers ${tab.name}`),
        ),
      }
    })
    expect(overlaps.tabs).toBeGreaterThanOrEqual(8)
    expect(overlaps.copies).toBeGreaterThanOrEqual(2)
    expect(overlaps.overlaps).toEqual([])
  })

  test("the Errors table reads as cards, every cell wide enough to read", async ({ page }) => {
    await page.goto("/docs/access-the-api/")
    const table = page.locator("table").filter({ hasText: "GRAPHQL_PARSE_FAILED" })
    const cells = await table.getByRole("cell").all()
    expect(cells.length).toBeGreaterThanOrEqual(4 * 7)
    for (const cell of cells) expect((await box(cell)).width).toBeGreaterThanOrEqual(120)
    // Nothing hides to the side: the table is no wider than the page.
    const sizes = await table.evaluate((element) => [element.scrollWidth, element.clientWidth])
    expect(sizes[0]).toBeLessThanOrEqual(sizes[1])
  })
})

test.describe("on a desktop", () => {
  test.use({ viewport: { width: DESKTOP.width, height: 600 } })

  test("when the navbar hides, the sidebar and the contents column move up to the top, and back down when it returns", async ({
    page,
  }) => {
    await page.goto("/docs/access-the-api/")
    await waitForHydration(page)
    const navbar = page.getByRole("navigation", { name: "Main" })
    const sidebarTop = () =>
      page
        .getByRole("navigation", { name: "Docs sidebar" })
        .evaluate((element) => element.closest("aside")!.getBoundingClientRect().top)
    const contentsColumnTop = () =>
      page
        .getByRole("navigation", { name: "On this page" })
        .evaluate((element) => element.parentElement!.getBoundingClientRect().top)
    const navbarBottom = () => navbar.evaluate((element) => element.getBoundingClientRect().bottom)

    await page.mouse.move(DESKTOP.width / 2, 300)
    await page.mouse.wheel(0, 1200)
    await expect.poll(navbarBottom).toBeLessThanOrEqual(0)
    await expect.poll(sidebarTop).toBeLessThanOrEqual(2)
    expect(await sidebarTop()).toBeGreaterThanOrEqual(-2)
    await expect.poll(contentsColumnTop).toBeLessThanOrEqual(2)
    expect(await contentsColumnTop()).toBeGreaterThanOrEqual(-2)

    await page.mouse.wheel(0, -200)
    await expect.poll(navbarBottom).toBeGreaterThan(50)
    const bottom = await navbarBottom()
    await expect.poll(sidebarTop).toBeGreaterThanOrEqual(bottom - 2)
    await expect.poll(contentsColumnTop).toBeGreaterThanOrEqual(bottom - 2)
  })
})

test.describe("the contents column on a desktop", () => {
  test.use({ viewport: DESKTOP })

  test("marks the section being read as the reader scrolls", async ({ page }) => {
    await page.goto("/docs/access-the-api/")
    await waitForHydration(page)
    const contents = page.getByRole("navigation", { name: "On this page" })
    const current = contents.locator("a[aria-current]")
    const scrollToTop = (id: string) =>
      page.evaluate((target) => {
        const heading = document.getElementById(target)
        if (!heading) throw new Error(`no heading #${target}`)
        window.scrollBy(0, heading.getBoundingClientRect().top)
      }, id)

    await scrollToTop("authorize-your-requests")
    await expect(current).toHaveCount(1)
    await expect(current).toHaveText("Authorize your requests")
    await expect(current).toHaveAttribute("aria-current", "location")
    // Seen, not only announced: the marked link looks unlike the others.
    const look = (link: Locator) =>
      link.evaluate((element) => `${getComputedStyle(element).color} ${getComputedStyle(element).fontWeight}`)
    expect(await look(current)).not.toBe(await look(contents.getByRole("link", { name: "Limits" })))

    await scrollToTop("your-first-call")
    await expect(current).toHaveText("Your first call")
    await expect(current).toHaveCount(1)

    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(current).toHaveCount(0)
  })
})

test.describe("the announcement bar", () => {
  /** "#fff4ce" as getComputedStyle writes it: "rgb(255, 244, 206)". */
  const rgb = (hex: string) => `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(", ")})`

  for (const mode of ["light", "dark"] as const) {
    test(`follows the colour mode, readable (${mode})`, async ({ page }) => {
      await setColorMode(page, mode)
      await page.goto("/docs/access-the-api/")
      await waitForHydration(page)
      const bar = page.getByRole("region", { name: "Announcement" })
      const [barBackground, pageBackground] = await bar.evaluate((element) => [
        getComputedStyle(element).backgroundColor,
        getComputedStyle(document.body).backgroundColor,
      ])
      // The mode's own colours from the site config: pale yellow in light, a dark yellow in dark.
      const colors = mode === "light" ? announcementBar! : announcementBar!.dark
      expect(announcementBar!.backgroundColor).not.toBe(announcementBar!.dark.backgroundColor)
      expect(barBackground).toBe(rgb(colors.backgroundColor))
      expect(pageBackground).toBe(mode === "light" ? "rgb(255, 255, 255)" : "rgb(27, 27, 29)")
      const contrast = (await seriousViolations(page)).filter((violation) => violation.id === "color-contrast")
      expect(contrast).toEqual([])
    })
  }
})

test("'Continue with Google' fits on one line of the 268 px sign-in card", async ({ page }) => {
  await page.goto("/docs/")
  await waitForHydration(page)
  await page.getByRole("button", { name: "Login" }).click()
  const google = page.getByRole("dialog", { name: "Sign in" }).getByRole("button", { name: "Continue with Google" })
  await expect(google).toBeVisible()
  const layout = await google.evaluate((button) => {
    const text = [...button.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
    if (!text) throw new Error("the button has no text")
    const range = document.createRange()
    range.selectNodeContents(text)
    return { lines: range.getClientRects().length, overflow: button.scrollWidth - button.clientWidth }
  })
  expect(layout).toEqual({ lines: 1, overflow: 0 })
})

test.describe("accessibility on phone and desktop (axe-core)", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    for (const mode of ["light", "dark"] as const) {
      test(`a docs page at ${viewport.width} px has no serious or critical violations (${mode})`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await setColorMode(page, mode)
        await page.goto("/docs/access-the-api/")
        await waitForHydration(page)
        if (viewport.width < LAYOUT_WIDTHS.tocColumnMin)
          await page.getByRole("navigation", { name: "On this page" }).getByText("On this page").click()
        expect(await seriousViolations(page)).toEqual([])
      })
    }
  }
})
