import type { Page, Request, Route } from "@playwright/test"
import { siteConfig } from "../core/site-config"
import { STORAGE_KEYS } from "../core/storage-keys"
import { createProfile, expect, services, signUpWithEmail, test, uniqueEmail, waitForHydration } from "./fixtures"

// What a reader relies on in the navbar's key check and the profile, each
// provoked through the test's network routing on the build npm start serves.

const keyInput = (page: Page) => page.getByRole("textbox", { name: "API key" })
const validBadge = (page: Page) => page.getByRole("img", { name: "API key is valid" })
const invalidBadge = (page: Page) => page.getByRole("img", { name: "API key is invalid" })
const uncheckedBadge = (page: Page) => page.getByRole("img", { name: /^API key could not be checked/ })

const operationOf = (request: Request) =>
  request.method() === "POST" ? ((request.postDataJSON() as { operationName?: string }).operationName ?? "") : ""

/** In the page: resolves after two animation frames and then a task queued behind the ones already waiting. */
const settleRendering = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve()
        channel.port2.postMessage(null)
      }),
    ),
  )

/** Answers the configured API's requests for `operationName` with `answer`; every other request goes through. */
async function answerOperation(page: Page, operationName: string, answer: (route: Route) => Promise<void>) {
  await page.route(`${new URL(siteConfig.apiUrl).origin}/**`, (route) =>
    operationOf(route.request()) === operationName ? answer(route) : route.fallback(),
  )
}

/** The API requests the page sends for `operationName`, with their headers. */
function recordOperation(page: Page, operationName: string) {
  const requests: Record<string, string>[] = []
  page.on("request", (request) => {
    if (request.url().startsWith(siteConfig.apiUrl) && operationOf(request) === operationName)
      requests.push(request.headers())
  })
  return requests
}

test.describe("the API key check", () => {
  const failures: [string, (route: Route) => Promise<void>][] = [
    ["an HTTP 503", (route) => route.fulfill({ status: 503, contentType: "text/plain", body: "unavailable" })],
    [
      "a GraphQL error",
      (route) =>
        route.fulfill({
          status: 200,
          contentType: "application/json",
          body: JSON.stringify({
            data: null,
            errors: [{ message: "Boom.", extensions: { code: "INTERNAL_SERVER_ERROR" } }],
          }),
        }),
    ],
    [
      "an HTML page",
      (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<html><body>Proxy</body></html>" }),
    ],
  ]
  for (const [what, answer] of failures) {
    test(`that fails with ${what} shows neither the check nor the cross, but that it could not check`, async ({
      page,
    }) => {
      await answerOperation(page, "HasValidApiClient", answer)
      await page.goto("/")
      await waitForHydration(page)
      await keyInput(page).fill(services.demoApiKey)
      await expect(uncheckedBadge(page)).toBeVisible()
      await expect(validBadge(page)).toHaveCount(0)
      await expect(invalidBadge(page)).toHaveCount(0)
    })
  }

  test("a slower check of an older key never sets the badge of the current one", async ({ page }) => {
    const oldKey = "zfv_old_key_answers_late"
    let releaseOld = () => {}
    const oldHeld = new Promise<void>((resolve) => (releaseOld = resolve))
    let oldAnswered = false
    await answerOperation(page, "HasValidApiClient", async (route) => {
      if (route.request().headers()["api-key"] !== oldKey) return route.fallback()
      await oldHeld
      // The old key's late answer says "valid": it must not reach the badge of the new key.
      await route.fulfill({ status: 200, contentType: "application/json", body: '{"data":{"client":{"id":"c1"}}}' })
      oldAnswered = true
    })
    const checks = recordOperation(page, "HasValidApiClient")
    const oldAnswerReceived = page.waitForEvent(
      "requestfinished",
      (request) =>
        request.url().startsWith(siteConfig.apiUrl) &&
        operationOf(request) === "HasValidApiClient" &&
        request.headers()["api-key"] === oldKey,
    )
    await page.goto("/")
    await waitForHydration(page)
    await keyInput(page).fill(oldKey)
    await expect.poll(() => checks.length).toBe(1)
    await keyInput(page).fill("zfv_new_key_not_valid")
    await expect(invalidBadge(page)).toBeVisible()
    releaseOld()
    await expect.poll(() => oldAnswered).toBe(true)
    // The late answer has reached the page in full; let the page handle it (the fetch's promise, Apollo, the store,
    // a React render) before looking: two frames, then a task queued behind whatever that work queued.
    await oldAnswerReceived
    await page.evaluate(settleRendering)
    await expect(invalidBadge(page)).toBeVisible()
    await expect(validBadge(page)).toHaveCount(0)
  })

  test("a key with spaces and a line break around it is trimmed and passes", async ({ page }) => {
    const checks = recordOperation(page, "HasValidApiClient")
    await page.goto("/")
    await waitForHydration(page)
    // A paste from an email: spaces and a line break around the key (a text field keeps the spaces).
    await keyInput(page).evaluate((input: HTMLInputElement, key) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set
      setValue?.call(input, `  ${key} \n`)
      input.dispatchEvent(new Event("input", { bubbles: true }))
    }, services.demoApiKey)
    await expect(validBadge(page)).toBeVisible()
    expect(checks.map((headers) => headers["api-key"])).toEqual([services.demoApiKey])
  })

  test("a key of only spaces sends nothing and shows no badge", async ({ page }) => {
    const checks = recordOperation(page, "HasValidApiClient")
    await page.goto("/")
    await waitForHydration(page)
    await keyInput(page).fill("    ")
    // One of the two fixed waits left in e2e/ (the other is in prefetch.spec.ts): this proves that something does
    // NOT happen, and nothing in the page marks a check that was not made. Well past the 600 ms the key must stay the
    // same before it is checked, with room for the request such a check would send.
    await page.waitForTimeout(1_500)
    expect(checks).toEqual([])
    await expect(page.getByRole("img", { name: /^API key/ })).toHaveCount(0)
    await expect(page.getByRole("checkbox", { name: "Use the API key" })).toBeDisabled()
  })
})

test.describe("the key and the profile together", () => {
  test("clearing the key turns off the apiKey mode, forgets the stored key and sends no api-key header", async ({
    page,
  }) => {
    const me = recordOperation(page, "Me")
    await page.goto("/")
    await waitForHydration(page)
    await keyInput(page).fill(services.demoApiKey)
    await expect(validBadge(page)).toBeVisible()
    await signUpWithEmail(page, uniqueEmail("clara"))
    await createProfile(page, "Clara", "Clear")
    await expect.poll(() => me.some((headers) => headers["api-key"] === services.demoApiKey)).toBe(true)

    const before = me.length
    await keyInput(page).fill("")
    const apiKeyMode = page.getByRole("checkbox", { name: "Use the API key" })
    await expect(apiKeyMode).toBeDisabled()
    await expect(apiKeyMode).not.toBeChecked()
    await expect(page.getByRole("img", { name: /^API key/ })).toHaveCount(0)
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.apiKey)).toBeNull()
    // The profile is asked for again as the reader alone, without the key.
    await expect.poll(() => me.length).toBeGreaterThan(before)
    expect(me.slice(before).map((headers) => headers["api-key"])).toEqual(me.slice(before).map(() => undefined))
    expect(me.slice(before).every((headers) => headers.authorization?.startsWith("Bearer "))).toBe(true)
  })
})

test.describe("a signed-in reader whose profile cannot be loaded", () => {
  const failures: [string, (route: Route) => Promise<void>][] = [
    ["the API answers HTTP 500", (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "oops" })],
    ["the network fails", (route) => route.abort("connectionrefused")],
    [
      "the API rejects the token",
      (route) =>
        route.fulfill({
          status: 200,
          contentType: "application/json",
          body: JSON.stringify({
            data: { me: null },
            errors: [{ message: "The identity token has expired.", extensions: { code: "UNAUTHENTICATED" } }],
          }),
        }),
    ],
  ]
  for (const [what, answer] of failures) {
    test(`never sees the create-profile modal when ${what}, and is told the profile could not be loaded`, async ({
      page,
    }) => {
      await answerOperation(page, "Me", answer)
      await page.goto("/docs/access-the-api/")
      await waitForHydration(page)
      await signUpWithEmail(page, uniqueEmail("failing-me"))
      await expect(page.getByRole("navigation", { name: "Main" }).getByRole("alert")).toContainText(
        "Could not load your profile",
      )
      await expect(page.getByRole("dialog", { name: "Create your profile" })).toHaveCount(0)
      // The page still works: the heading is there and the search opens.
      await expect(page.getByRole("heading", { level: 1, name: "Access the API" })).toBeVisible()
    })
  }
})

test.describe("unchecking the signed-in user", () => {
  test("removes Authorization from a docs example's Run and from the playground's Run, and keeps the api-key", async ({
    page,
  }) => {
    // A sign-up, a profile, two runs on a docs page and one in the playground: more than 30 s on a busy machine.
    test.setTimeout(90_000)
    const dishes = recordOperation(page, "Dishes")
    const playground = recordOperation(page, "UncheckedUser")
    await page.goto("/docs/examples/dishes/")
    await waitForHydration(page)
    await keyInput(page).fill(services.demoApiKey)
    await expect(validBadge(page)).toBeVisible()
    await signUpWithEmail(page, uniqueEmail("ulla"))
    await createProfile(page, "Ulla", "Unchecked")
    const userMode = page.getByRole("checkbox", { name: "Use the signed-in user" })
    await expect(userMode).toBeChecked()

    // Checked: Run sends both.
    await page.getByRole("button", { name: "Run Dishes", exact: true }).click()
    await expect.poll(() => dishes.length).toBe(1)
    expect(dishes[0]).toMatchObject({
      "api-key": services.demoApiKey,
      authorization: expect.stringMatching(/^Bearer /),
    })

    // The navbar hid while the page scrolled to Run; a reader scrolls back up, and it slides in before they click.
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(page.getByRole("navigation", { name: "Main" })).toBeInViewport({ ratio: 1 })
    await userMode.uncheck()
    await page
      .getByRole("region", { name: "Live response of Dishes" })
      .getByRole("button", { name: "Show sample response" })
      .click()
    await page.getByRole("button", { name: "Run Dishes", exact: true }).click()
    await expect.poll(() => dishes.length).toBe(2)
    expect(dishes[1]["api-key"]).toBe(services.demoApiKey)
    expect(dishes[1].authorization).toBeUndefined()

    await page.goto("/graphql/")
    await waitForHydration(page)
    await expect(page.getByRole("checkbox", { name: "Use the signed-in user" })).not.toBeChecked()
    await page.getByRole("textbox", { name: "Operation" }).fill("query UncheckedUser {\n  client {\n    id\n  }\n}")
    await page.getByRole("button", { name: /^Run the operation/ }).click()
    await expect.poll(() => playground.length).toBe(1)
    expect(playground[0]["api-key"]).toBe(services.demoApiKey)
    expect(playground[0].authorization).toBeUndefined()
  })
})
