import { randomUUID } from "node:crypto"
import type { Page } from "@playwright/test"
import { connect } from "../feedback"
import { expect, test, waitForHydration } from "./fixtures"
import { seriousViolations } from "./support/axe"

const DISHES = "/docs/examples/dishes/"
/** A mark that tells this test's comment apart, short enough not to look like a key (the store removes those). */
const unique = () => randomUUID().slice(0, 8)
const DISH_TYPE = "/docs/graphql-schema/objects/dish/"

/** The rows the e2e's store holds for a query (the store /api/feedback writes to, global-setup.ts). */
async function stored(where: string, params: unknown[]) {
  const sql = await connect(process.env.E2E_FEEDBACK_DATABASE_URL ?? "")
  try {
    return await sql.query<Record<string, unknown>>(
      `SELECT kind, subject, target, helpful, problem, comment FROM feedback_events WHERE ${where} ORDER BY id`,
      params,
    )
  } finally {
    await sql.close()
  }
}
const noVotesOn = async (page: string) =>
  (await stored("kind = 'page' AND subject = $1 AND helpful = false", [page])).length

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false })

  test("a No vote and a comment on the Dishes page land in the store, and the page thanks the reader", async ({
    page,
  }) => {
    const before = await noVotesOn(DISHES)
    const comment = `Where is the next page? ${unique()}`
    await page.goto(DISHES)
    await expect(page.getByText("Thank you for your answer.")).toBeHidden()
    await page
      .getByRole("group", { name: "Was this page helpful?" })
      .getByRole("button", { name: "No", exact: true })
      .click()
    await expect(page).toHaveURL(`${DISHES}#feedback-thanks`)
    await expect(page.getByText("Thank you for your answer.")).toBeVisible()
    await expect(page.getByRole("button", { name: "No", exact: true })).toBeHidden()
    expect(await noVotesOn(DISHES)).toBeGreaterThan(before)

    await page.getByLabel("Anything to add? (optional)").fill(comment)
    await page.getByRole("button", { name: "Send comment" }).click()
    await expect(page).toHaveURL(`${DISHES}#feedback-commented`)
    await expect(page.getByText("Thank you for your comment.")).toBeVisible()
    expect(await stored("comment = $1", [comment])).toEqual([
      { kind: "page", subject: DISHES, target: null, helpful: null, problem: null, comment },
    ])
  })
})

/** A mark in the window that a reload would wipe. */
const markWindow = (page: Page) =>
  page.evaluate(() => ((window as Window & { unreloaded?: boolean }).unreloaded = true))
const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as Window & { unreloaded?: boolean }).unreloaded === true)

test.describe("with JavaScript on", () => {
  test("the vote and the comment are sent without a reload; with the endpoint down, the text is kept", async ({
    page,
  }) => {
    const before = await noVotesOn(DISHES)
    const comment = `Show the cursor. ${unique()}`
    await page.goto(DISHES)
    await waitForHydration(page)
    await markWindow(page)
    await page.getByRole("button", { name: "No", exact: true }).click()
    await expect(page.getByText("Thank you for your answer.")).toBeVisible()
    await expect(page.locator("#feedback-thanks")).toBeFocused()
    expect(await noVotesOn(DISHES)).toBeGreaterThan(before)

    await page.route("**/api/feedback", (route) => route.abort("connectionrefused"))
    const field = page.getByLabel("Anything to add? (optional)")
    await field.fill(comment)
    await page.getByRole("button", { name: "Send comment" }).click()
    await expect(page.getByRole("alert")).toContainText("the feedback service cannot be reached")
    await expect(field).toHaveValue(comment)

    await page.unroute("**/api/feedback")
    await page.getByRole("button", { name: "Send comment" }).click()
    await expect(page.getByText("Thank you for your comment.")).toBeFocused()
    expect(await stillSamePage(page)).toBe(true)
    expect(page.url()).toMatch(/\/docs\/examples\/dishes\/$/)
    expect(await stored("comment = $1", [comment])).toEqual([
      { kind: "page", subject: DISHES, target: null, helpful: null, problem: null, comment },
    ])
  })

  test("after a navigation in the app, the next page has its own form, about that page", async ({ page }) => {
    const next = "/docs/examples/menu-categories/"
    const before = await noVotesOn(next)
    await page.goto(DISHES)
    await waitForHydration(page)
    await markWindow(page)
    await page.getByRole("button", { name: "Yes", exact: true }).click()
    await expect(page.getByText("Thank you for your answer.")).toBeVisible()
    await page
      .getByRole("link", { name: /Menu categories/ })
      .last()
      .click()
    await expect(page).toHaveURL(next)
    expect(await stillSamePage(page)).toBe(true)
    await expect(page.locator('#feedback input[name="page"]').first()).toHaveValue(next)
    await page
      .getByRole("group", { name: "Was this page helpful?" })
      .getByRole("button", { name: "No", exact: true })
      .click()
    await expect(page.locator("#feedback-thanks")).toBeFocused()
    expect(await noVotesOn(next)).toBeGreaterThan(before)
  })

  test("an example's report lands with the example's name as its subject", async ({ page }) => {
    const comment = `The total differs. ${unique()}`
    await page.goto(DISHES)
    await waitForHydration(page)
    const report = page.getByText("Report a problem with this example").first()
    await report.click()
    const form = page.locator("details[open] form")
    await form.getByRole("radio", { name: "The response differs" }).check()
    await form.getByLabel("Comment (optional)").fill(comment)
    await form.getByRole("button", { name: "Send report" }).click()
    // The page's first example is the operation Dishes.
    const example = "Dishes"
    await expect(page.locator(`#feedback-thanks-${example}`)).toBeFocused()
    await expect(page.locator(`#feedback-thanks-${example}`)).toHaveText("Thank you: your report was sent.")
    expect(await stored("comment = $1", [comment])).toEqual([
      { kind: "example", subject: `${DISHES}#${example}`, target: example, helpful: null, problem: "differs", comment },
    ])
  })

  test("a field's flag from a type page lands with the member as its subject", async ({ page }) => {
    const comment = `Which currency? ${unique()}`
    await page.goto(DISH_TYPE)
    await waitForHydration(page)
    await page.getByText("Feedback on Dish.price", { exact: true }).click()
    const form = page.locator("details[open] form")
    await form.getByRole("radio", { name: "It is unclear" }).check()
    await form.getByLabel("Comment (optional)").fill(comment)
    await form.getByRole("button", { name: "Send report" }).click()
    await expect(page.locator("#feedback-thanks-Dish-price")).toBeFocused()
    expect(await stored("comment = $1", [comment])).toEqual([
      {
        kind: "member",
        subject: `${DISH_TYPE}#Dish.price`,
        target: "Dish.price",
        helpful: null,
        problem: "unclear",
        comment,
      },
    ])
  })
})

test.describe("the forms pass axe", () => {
  for (const width of [390, 1440]) {
    for (const mode of ["light", "dark"] as const) {
      test(`at ${width} px, ${mode}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.addInitScript((value) => localStorage.setItem("theme", value), mode)
        await page.goto(DISHES)
        await waitForHydration(page)
        await page.getByText("Report a problem with this example").first().click()
        await page.route("**/api/feedback", (route) =>
          route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":true}' }),
        )
        await page.getByRole("button", { name: "Yes", exact: true }).click()
        await expect(page.getByLabel("Anything to add? (optional)")).toBeVisible()
        expect(await seriousViolations(page)).toEqual([])
      })
    }
  }
})
