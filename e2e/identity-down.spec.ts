import { siteConfig } from "../core/site-config"
import { expect, test, uniqueEmail, waitForHydration } from "./fixtures"

/**
 * The identity service is down (or blocked on the reader's network): signing
 * in fails, and only signing in. The reader reads why, the console has the
 * error for whoever debugs it, and the rest of the page goes on working.
 */
test("with the identity service unreachable, Login says so in words, logs the error, and the page keeps working", async ({
  page,
  problems,
}) => {
  if (!siteConfig.authEmulatorUrl) throw new Error("the build under test signs in through no identity emulator")
  const identityOrigin = new URL(siteConfig.authEmulatorUrl).origin
  // Registered on the page, so it comes before the context's route to the running emulator.
  const identityRequests: string[] = []
  await page.route(`${identityOrigin}/**`, (route) => {
    identityRequests.push(route.request().url())
    return route.abort("connectionrefused")
  })
  const failureLogged = page.waitForEvent(
    "console",
    (message) => message.type() === "error" && message.text().startsWith("Sign-in failed:"),
  )

  await page.goto("/docs/access-the-api/")
  await waitForHydration(page)
  await page.getByRole("button", { name: "Login" }).click()
  const dialog = page.getByRole("dialog", { name: "Sign in" })
  await dialog.getByLabel("Email").fill(uniqueEmail("offline"))
  await dialog.getByLabel("Password").fill("secret123")
  await dialog.getByRole("button", { name: "Sign in with email" }).click()

  await expect(dialog.getByRole("alert")).toHaveText(
    "The sign-in service cannot be reached. Check your connection and try again.",
  )
  expect((await failureLogged).text()).toContain("auth/network-request-failed")
  expect(identityRequests.length, "the sign-in was sent, to the blocked address").toBeGreaterThan(0)
  // The reader can try again: the button is back, and the dialog closes as usual.
  await expect(dialog.getByRole("button", { name: "Sign in with email" })).toBeEnabled()
  await page.keyboard.press("Escape")
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible()

  // Search works.
  await page.getByRole("button", { name: "Search" }).click()
  const search = page.getByRole("dialog", { name: "Search the docs" })
  await search.getByRole("combobox").fill("opening hours")
  await expect(search.getByRole("option", { name: /# Opening hours/ })).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(search).toHaveCount(0)

  // The sidebar leads to another page, rendered in place.
  await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "GraphQL intro" }).click()
  await expect(page).toHaveURL(/\/docs\/graphql-intro\/$/)
  await expect(page.getByRole("heading", { level: 1, name: "GraphQL introduction" })).toBeVisible()

  // Nothing was thrown past the dialog; the console holds the logged failure and the browser's refused requests.
  expect(
    problems.errors.filter(
      (error) => !error.startsWith("console.error: Sign-in failed:") && !error.includes("net::ERR_CONNECTION_REFUSED"),
    ),
  ).toEqual([])
})
