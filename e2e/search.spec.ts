import type { Page } from "@playwright/test"
import { expect, test, waitForHydration } from "./fixtures"
import { seriousViolations } from "./support/axe"
import { SEARCH_QUESTIONS } from "../scripts/lib/search-questions"
import { formatQuality, scoreQuestions } from "../scripts/lib/search-quality"

/** Opens the search dialog with Ctrl+K on a docs page and returns it. */
async function openSearch(page: Page, route = "/docs/") {
  await page.goto(route)
  await waitForHydration(page)
  await page.keyboard.press("Control+k")
  const dialog = page.getByRole("dialog", { name: "Search the docs" })
  await expect(dialog.getByRole("combobox", { name: "Search the docs" })).toBeFocused()
  return dialog
}

/** Types a query into the open dialog and waits until the results are those of this query. */
async function search(page: Page, query: string) {
  const dialog = page.getByRole("dialog", { name: "Search the docs" })
  await dialog.getByRole("combobox").fill(query)
  await page.waitForFunction(
    (text) => document.querySelector<HTMLElement>('[role="status"][data-query]')?.dataset.query === text,
    query.trim(),
  )
  return dialog.getByRole("option")
}

test.describe("search lands on the answer", () => {
  test("Dish.allergens and Enter open the allergens row of Dish, scrolled into view", async ({ page, baseURL }) => {
    await openSearch(page)
    await page.keyboard.type("Dish.allergens")
    const first = page.getByRole("option").first()
    await expect(first).toHaveAttribute("aria-selected", "true")
    await expect(first).toContainText("Dish.allergens: [Allergen!]!")
    await expect(first).toContainText("The allergens the dish contains")
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(new URL("/docs/graphql-schema/objects/dish/#allergens", baseURL).href)
    await expect(page.locator('[id="allergens"]')).toBeInViewport()
  })

  test("dishes opens a dishes answer, not an edge or connection type", async ({ page }) => {
    await openSearch(page)
    const options = await search(page, "dishes")
    await expect(options.first()).toContainText("Query.dishes: DishConnection!")
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/docs\/graphql-schema\/queries\/#dishes$/)
    await expect(page.locator('[id="dishes"]')).toBeInViewport()
  })

  test("a guide's section is the first result, with its page as context, and opens at its heading", async ({
    page,
  }) => {
    const dialog = await openSearch(page)
    const options = await search(page, "pagination")
    await expect(options.first()).toContainText("Connections and cursor pagination")
    await expect(dialog.getByRole("group").first()).toHaveAttribute("aria-label", "GraphQL introduction")
    await expect(options.first().locator("mark").first()).toHaveText(/pagination/i)
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/docs\/graphql-intro\/#connections-and-cursor-pagination$/)
    await expect(page.getByRole("heading", { name: "Connections and cursor pagination" })).toBeInViewport()
  })

  test("works with the keyboard alone: Ctrl+K, arrows, Enter, Escape", async ({ page, baseURL }) => {
    const origins = new Set<string>()
    page.on("request", (request) => origins.add(new URL(request.url()).origin))
    const dialog = await openSearch(page, "/")
    await page.keyboard.type("opening hours")
    const options = dialog.getByRole("option")
    await expect(options.first()).toHaveAttribute("aria-selected", "true")
    await page.keyboard.press("ArrowDown")
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true")
    await expect(dialog.getByRole("combobox")).toHaveAttribute(
      "aria-activedescendant",
      (await options.nth(1).getAttribute("id")) ?? "",
    )
    await page.keyboard.press("ArrowUp")
    await expect(options.first()).toHaveAttribute("aria-selected", "true")
    const target = await options.first().getAttribute("href")
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(new URL(target ?? "", baseURL).href)
    await expect(dialog).toHaveCount(0)
    await page.keyboard.press("Control+k")
    await expect(dialog.getByRole("combobox")).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(dialog).toHaveCount(0)
    expect([...origins]).toEqual([new URL(baseURL as string).origin])
  })

  test("words typed at once after Ctrl+K, while the search's code still loads, are all kept", async ({ page }) => {
    await page.goto("/docs/")
    await waitForHydration(page)
    // The dialog's code is held back until the reader has typed, as on a slow connection.
    let release = () => {}
    const typed = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\.js$/, async (route) => {
      await typed
      await route.continue()
    })
    await page.keyboard.press("Control+k")
    const dialog = page.getByRole("dialog", { name: "Search the docs" })
    await expect(dialog.getByText("Loading search…")).toBeVisible()
    await page.keyboard.type("pagination")
    release()
    const field = dialog.getByRole("combobox", { name: "Search the docs" })
    await expect(field).toHaveValue("pagination")
    await expect(field).toBeFocused()
    await expect(dialog.getByRole("option").first()).toContainText("Connections and cursor pagination")
    await page.keyboard.type(" cursor")
    await expect(field).toHaveValue("pagination cursor")
  })

  for (const mode of ["light", "dark"] as const) {
    test(`the dialog with results has no serious or critical accessibility violations (axe-core, ${mode})`, async ({
      page,
    }) => {
      await page.addInitScript((value) => localStorage.setItem("theme", value), mode)
      await openSearch(page)
      const options = await search(page, "allergens")
      await expect(options.first()).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })
  }

  test("answers at least 90% of the labelled reader questions with the first result", async ({ page }) => {
    test.setTimeout(180_000)
    await openSearch(page)
    const report = await scoreQuestions(SEARCH_QUESTIONS, async (query) => {
      const options = await search(page, query)
      return options.evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))
    })
    console.info(formatQuality(report))
    expect(report.top1, formatQuality(report)).toBeGreaterThanOrEqual(0.9)
  })
})
