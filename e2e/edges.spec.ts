import type { Page } from "@playwright/test"
import { expect, test, waitForHydration } from "./fixtures"

/**
 * The layout at the exact widths where it changes, in a real browser: one
 * pixel below the desktop layout is the mobile one, and the desktop layout
 * starts at its first pixel. And the sign-in card, which must be at most
 * 268 px wide at any window width. The widths are the spec's numbers, written
 * here rather than read from src/styles/breakpoints.ts, so that moving the
 * breakpoint fails these tests instead of moving them along.
 */

const MOBILE_MAX = 996
const DESKTOP_MIN = 997
const DOC = "/docs/graphql-intro/"

const toggle = (page: Page) => page.getByRole("button", { name: "Toggle navigation bar" })
const panel = (page: Page) => page.getByRole("dialog", { name: "Navigation" })
/** The sidebar beside the text (the mobile panel has one of its own, only while it is open). */
const desktopSidebar = (page: Page) => page.locator("aside").getByRole("navigation", { name: "Docs sidebar" })
const navbarLogin = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Login" })

test.describe(`at ${MOBILE_MAX} px, the last mobile width`, () => {
  test.use({ viewport: { width: MOBILE_MAX, height: 900 } })

  test("the navigation toggle shows and the docs sidebar is hidden; the toggle opens the sidebar in the panel", async ({
    page,
  }) => {
    await page.goto(DOC)
    await waitForHydration(page)
    await expect(toggle(page)).toBeVisible()
    await expect(desktopSidebar(page)).toBeHidden()
    await expect(navbarLogin(page)).toBeHidden()
    await toggle(page).click()
    await expect(panel(page).getByRole("navigation", { name: "Docs sidebar" })).toBeVisible()
  })
})

test.describe(`at ${DESKTOP_MIN} px, the first desktop width`, () => {
  test.use({ viewport: { width: DESKTOP_MIN, height: 900 } })

  test("the docs sidebar shows beside the text and the navigation toggle is hidden", async ({ page }) => {
    await page.goto(DOC)
    await waitForHydration(page)
    await expect(desktopSidebar(page)).toBeVisible()
    await expect(desktopSidebar(page).getByRole("link", { name: "GraphQL intro" })).toHaveAttribute(
      "aria-current",
      "page",
    )
    await expect(toggle(page)).toBeHidden()
    await expect(navbarLogin(page)).toBeVisible()
  })
})

test.describe("the sign-in card", () => {
  const cardWidth = async (page: Page) => {
    const card = page.getByRole("dialog", { name: "Sign in" })
    await expect(card.getByRole("button", { name: "Sign in with email" })).toBeEnabled()
    const box = await card.boundingBox()
    if (!box) throw new Error("the sign-in card has no box")
    return box.width
  }

  test("is no wider than 268 px on a wide desktop", async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 })
    await page.goto("/docs/")
    await waitForHydration(page)
    await navbarLogin(page).click()
    const width = await cardWidth(page)
    expect(width).toBeGreaterThan(0)
    expect(width).toBeLessThanOrEqual(268)
  })

  test(`is no wider than 268 px when opened from the mobile panel at ${MOBILE_MAX} px`, async ({ page }) => {
    await page.setViewportSize({ width: MOBILE_MAX, height: 900 })
    // The home page has no docs sidebar: the panel opens on the main menu, where Login is.
    await page.goto("/")
    await waitForHydration(page)
    await toggle(page).click()
    await panel(page).getByRole("button", { name: "Login" }).click()
    const width = await cardWidth(page)
    expect(width).toBeGreaterThan(0)
    expect(width).toBeLessThanOrEqual(268)
  })
})
