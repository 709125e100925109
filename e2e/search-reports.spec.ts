import type { Page, Request } from "@playwright/test"
import { buildReport, connect, type Sql } from "../feedback"
import { FEEDBACK_ROUTE } from "../core/feedback-form"
import { SETTLE_MS } from "../src/lib/browser/search-reports"
import { expect, test, waitForHydration } from "./fixtures"

// The tests run in parallel against one store: each types queries of its own.

/** Opens the search dialog with Ctrl+K on a docs page and returns it. */
async function openSearch(page: Page) {
  await page.goto("/docs/")
  await waitForHydration(page)
  await page.keyboard.press("Control+k")
  const dialog = page.getByRole("dialog", { name: "Search the docs" })
  await expect(dialog.getByRole("combobox", { name: "Search the docs" })).toBeFocused()
  return dialog
}

const isFeedback = (request: Request) => new URL(request.url()).pathname === FEEDBACK_ROUTE

/** The store the site's /api/feedback writes to, open for `read`. */
async function withStore<T>(read: (sql: Sql) => Promise<T>): Promise<T> {
  const sql = await connect(process.env.E2E_FEEDBACK_DATABASE_URL ?? "")
  try {
    return await read(sql)
  } finally {
    await sql.close()
  }
}

test.describe("the search tells the writers what is missing", () => {
  test("a search that finds nothing and a pick at rank 5 show up in the feedback report", async ({ page }) => {
    const dialog = await openSearch(page)
    await page.keyboard.type("zzqxv")
    await expect(dialog.getByText("No results for “zzqxv”.")).toBeVisible()
    // Left unchanged past the settling time: the reader settled on it.
    await page.waitForTimeout(SETTLE_MS + 300)
    await dialog.getByRole("combobox").fill("dish")
    await page.waitForFunction(
      () => document.querySelector<HTMLElement>('[role="status"][data-query]')?.dataset.query === "dish",
    )
    const options = dialog.getByRole("option")
    expect(await options.count()).toBeGreaterThanOrEqual(5)
    const fifth = (await options.nth(4).getAttribute("href")) ?? ""
    const beacon = page.waitForResponse((response) => isFeedback(response.request()))
    // The pick closes the panel, which sends the batch.
    await options.nth(4).click()
    await expect(page).toHaveURL((url) => url.pathname + url.hash === fifth)
    expect((await beacon).status()).toBe(200)

    // The report the writers read (`npm run feedback:report`).
    const written = await withStore(buildReport)
    expect(written.emptySearches).toContainEqual(expect.objectContaining({ query: "zzqxv", searches: 1 }))
    // Other tests search "Dish" at the same time: the report groups queries by their lower case.
    const dish = written.lowPicks.find((item) => item.query.toLowerCase() === "dish")
    expect(dish?.lowPicks).toBeGreaterThanOrEqual(1)
    const rows = await withStore((sql) =>
      sql.query(
        "SELECT pick_rank, pick_url FROM feedback_events WHERE kind = 'search' AND query = 'dish' AND pick_url = $1",
        [fifth],
      ),
    )
    expect(rows).toContainEqual({ pick_rank: 5, pick_url: fifth })
  })

  test("with Global Privacy Control on, the search sends nothing", async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, "globalPrivacyControl", { value: true }))
    const sent: string[] = []
    page.on("request", (request) => {
      if (isFeedback(request)) sent.push(request.postData() ?? "")
    })
    const dialog = await openSearch(page)
    await page.keyboard.type("zzqgpc")
    await expect(dialog.getByText("No results for “zzqgpc”.")).toBeVisible()
    await page.waitForTimeout(SETTLE_MS + 300)
    await page.keyboard.press("Escape")
    await expect(dialog).toHaveCount(0)
    // Leaving the page would send what waits, were anything collected.
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pagehide")))
    await page.waitForTimeout(500)
    expect(sent).toEqual([])
    // The store's tables exist once the endpoint has been called; before that, nothing is stored at all.
    const stored = await withStore(async (sql) => {
      const [{ present }] = await sql.query<{ present: boolean }>(
        "SELECT to_regclass('feedback_events') IS NOT NULL AS present",
      )
      return present ? sql.query("SELECT kind FROM feedback_events WHERE query = $1", ["zzqgpc"]) : []
    })
    expect(stored).toEqual([])
  })
})
