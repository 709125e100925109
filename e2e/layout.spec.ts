import { expect, test, waitForHydration } from "./fixtures"

/** A reader's first five minutes on a phone and on a desktop: what each screen shows first, and what stays in reach. */

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
