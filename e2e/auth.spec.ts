import fs from "node:fs"
import path from "node:path"
import type { Page, Request } from "@playwright/test"
import { siteConfig } from "../core/site-config"
import { createProfile, expect, services, signUpWithEmail, test, uniqueEmail, waitForHydration } from "./fixtures"

interface ApiCall {
  operationName: string
  headers: Record<string, string>
}

/** Every GraphQL request the page sends to the configured API address. */
function recordApiCalls(page: Page): ApiCall[] {
  const calls: ApiCall[] = []
  page.on("request", (request: Request) => {
    if (!request.url().startsWith(siteConfig.apiUrl) || request.method() !== "POST") return
    const body = request.postDataJSON() as { operationName?: string }
    calls.push({ operationName: body.operationName ?? "", headers: request.headers() })
  })
  return calls
}

const keyInput = (page: Page) => page.getByRole("textbox", { name: "API key" })

test.describe("API key", () => {
  test("a wrong key gets the red cross after one check, sent only 600 ms after typing stops", async ({
    page,
    problems,
  }) => {
    const calls = recordApiCalls(page)
    await page.goto("/docs/access-the-api/")
    await waitForHydration(page)
    // The page's own clock: when the keys went in, and when the API was first asked after the first one.
    await keyInput(page).evaluate((input) =>
      input.addEventListener("input", () => {
        const keys = ((window as { keysAt?: number[] }).keysAt ??= [])
        keys.push(performance.now())
      }),
    )
    await keyInput(page).pressSequentially("zfv_not_a_real_key", { delay: 40 })
    await expect(page.getByRole("img", { name: "API key is invalid" })).toBeVisible()
    const checks = calls.filter((call) => call.operationName === "HasValidApiClient")
    expect(checks).toHaveLength(1)
    const waited = await page.evaluate((apiUrl) => {
      const keysAt = (window as { keysAt?: number[] }).keysAt ?? []
      const asked = performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.startsWith(apiUrl) && entry.startTime > keysAt[0])
        .map((entry) => entry.startTime)
      return { keys: keysAt.length, waited: Math.min(...asked) - keysAt[keysAt.length - 1], asked: asked.length }
    }, siteConfig.apiUrl)
    expect(waited.keys).toBe("zfv_not_a_real_key".length)
    expect(waited.asked).toBeGreaterThan(0)
    expect(waited.waited).toBeGreaterThanOrEqual(600)
    expect(checks[0].headers["api-key"]).toBe("zfv_not_a_real_key")
    expect(await page.evaluate(() => localStorage.getItem("apiKey"))).toBe("zfv_not_a_real_key")
    expect(problems.errors).toEqual([])
  })

  test("the demo key gets the green check, and the key survives a reload", async ({ page }) => {
    await page.goto("/")
    await waitForHydration(page)
    await keyInput(page).fill(services.demoApiKey)
    await expect(page.getByRole("img", { name: "API key is valid" })).toBeVisible()
    await expect(page.getByRole("checkbox", { name: "Use the API key" })).toBeChecked()
    await page.reload()
    await expect(keyInput(page)).toHaveValue(services.demoApiKey)
    await expect(page.getByRole("img", { name: "API key is valid" })).toBeVisible()
  })

  test("an unreachable API shows 'could not check' and no page error", async ({ page, problems }) => {
    await page.route(`${new URL(siteConfig.apiUrl).origin}/**`, (route) => route.abort("connectionrefused"))
    await page.goto("/docs/graphql-intro/")
    await waitForHydration(page)
    await keyInput(page).fill(services.demoApiKey)
    await expect(
      page.getByRole("img", { name: /^API key could not be checked: The API cannot be reached right now/ }),
    ).toBeVisible()
    await expect(page.getByRole("heading", { level: 1, name: "GraphQL introduction" })).toBeVisible()
    expect(problems.errors.filter((error) => !error.includes("net::ERR_CONNECTION_REFUSED"))).toEqual([])
  })
})

test.describe("signing in", () => {
  test("email sign-up, create-profile modal, email and Logout; the session survives a reload; Logout", async ({
    page,
    problems,
  }) => {
    const calls = recordApiCalls(page)
    const email = uniqueEmail("anna")
    await page.goto("/docs/access-the-api/")
    await waitForHydration(page)
    await signUpWithEmail(page, email)
    await createProfile(page)
    const navbar = page.getByRole("navigation", { name: "Main" })
    await expect(navbar.getByText(email)).toBeVisible()
    await expect(navbar.getByRole("button", { name: "Logout" })).toBeVisible()
    await expect(page.getByRole("checkbox", { name: "Use the signed-in user" })).toBeChecked()

    const me = calls.find((call) => call.operationName === "Me")
    expect(me?.headers.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\./)
    expect(
      calls.some(
        (call) => call.operationName === "UpsertMyProfile" && call.headers.authorization?.startsWith("Bearer "),
      ),
    ).toBe(true)

    await page.reload()
    await expect(navbar.getByText(email)).toBeVisible()
    await expect(page.getByRole("dialog")).toHaveCount(0)

    await navbar.getByRole("button", { name: "Logout" }).click()
    await expect(navbar.getByRole("button", { name: "Login" })).toBeVisible()
    await expect(page.getByRole("checkbox", { name: "Use the signed-in user" })).toBeDisabled()
    await page.reload()
    await expect(navbar.getByRole("button", { name: "Login" })).toBeVisible()
    // Signing in with a new email first tries the existing account; the identity
    // service answers that attempt with HTTP 400 (logged by the browser), then the account is created.
    expect(
      problems.errors.filter(
        (error) =>
          !error.includes("Failed to load resource: the server responded with a status of 400") ||
          !error.includes("accounts:signInWithPassword"),
      ),
    ).toEqual([])
  })

  test("a wrong password is said in plain words", async ({ page }) => {
    const email = uniqueEmail("bruno")
    await page.goto("/")
    await waitForHydration(page)
    await signUpWithEmail(page, email, "right-password")
    await page
      .getByRole("dialog", { name: "Create your profile" })
      .getByRole("button", { name: "Log out instead" })
      .click()
    await page.getByRole("button", { name: "Login" }).click()
    const dialog = page.getByRole("dialog", { name: "Sign in" })
    await dialog.getByLabel("Email").fill(email)
    await dialog.getByLabel("Password").fill("wrong-password")
    await dialog.getByRole("button", { name: "Sign in with email" }).click()
    await expect(dialog.getByRole("alert")).toHaveText("The password is wrong for this email address.")
    await page.keyboard.press("Escape")
    await expect(dialog).toHaveCount(0)
  })

  test("unchecking apiKey removes the api-key header, and the Bearer header stays on Me", async ({ page }) => {
    const calls = recordApiCalls(page)
    await page.goto("/")
    await waitForHydration(page)
    await keyInput(page).fill(services.demoApiKey)
    await expect(page.getByRole("img", { name: "API key is valid" })).toBeVisible()
    await signUpWithEmail(page, uniqueEmail("carla"))
    await createProfile(page, "Carla", "Beispiel")
    const before = calls.filter((call) => call.operationName === "Me")
    expect(before.at(-1)?.headers["api-key"]).toBe(services.demoApiKey)

    const count = calls.length
    await page.getByRole("checkbox", { name: "Use the API key" }).uncheck()
    await expect.poll(() => calls.slice(count).filter((call) => call.operationName === "Me").length).toBeGreaterThan(0)
    const after = calls.slice(count).filter((call) => call.operationName === "Me")
    expect(
      after.every((call) => call.headers["api-key"] === undefined && call.headers.authorization?.startsWith("Bearer ")),
    ).toBe(true)
    expect(await page.evaluate(() => localStorage.getItem("activeAuthorizationModes"))).toBe('["user"]')
  })

  test("Google sign-in through the identity emulator's popup", async ({ page, context }) => {
    const standIn = fs.readFileSync(path.join(__dirname, "support", "gapi-stand-in.js"), "utf8")
    await context.route("https://apis.google.com/js/api.js**", (route) =>
      route.fulfill({ contentType: "text/javascript", body: standIn }),
    )
    // The emulator's popup links Material's CSS and script from unpkg and Google Fonts. They are out of reach here, and the
    // popup's own script runs only after that blocking script: answer them at once, so the popup is the same on every run.
    await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com)\//, (route) =>
      route.fulfill({
        contentType: route.request().resourceType() === "script" ? "text/javascript" : "text/css",
        body: "",
      }),
    )
    const email = uniqueEmail("gianna")
    await page.goto("/docs/examples/dishes/")
    await waitForHydration(page)
    await page.getByRole("button", { name: "Login" }).click()
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page.getByRole("dialog", { name: "Sign in" }).getByRole("button", { name: "Continue with Google" }).click(),
    ])
    // The button is in the HTML before the script that makes it open the form: click it once the popup has loaded.
    await popup.waitForLoadState("load")
    await popup.locator("#add-account-button").click()
    await popup.locator("#email-input").fill(email)
    // The popup closes itself once signed in, possibly while the click is still settling.
    const closed = popup.waitForEvent("close")
    await popup
      .locator("#sign-in")
      .click()
      .catch((error: Error) => {
        if (!popup.isClosed()) throw error
      })
    await closed
    await createProfile(page, "Gianna", "Google")
    await expect(page.getByRole("navigation", { name: "Main" }).getByText(email)).toBeVisible()
  })
})

test.describe("narrow screens", () => {
  test.use({ viewport: { width: 800, height: 900 } })

  test("the authorization control and Login work in the mobile panel", async ({ page }) => {
    await page.goto("/")
    await waitForHydration(page)
    await expect(keyInput(page)).toBeHidden()
    await page.getByRole("button", { name: "Toggle navigation bar" }).click()
    const panel = page.getByRole("dialog", { name: "Navigation" })
    await panel.getByRole("textbox", { name: "API key" }).fill(services.demoApiKey)
    await expect(panel.getByRole("img", { name: "API key is valid" })).toBeVisible()
    await expect(panel.getByRole("checkbox", { name: "Use the API key" })).toBeChecked()
    await panel.getByRole("button", { name: "Login" }).click()
    const dialog = page.getByRole("dialog", { name: "Sign in" })
    await dialog.getByLabel("Email").fill(uniqueEmail("phone"))
    await dialog.getByLabel("Password").fill("secret123")
    await dialog.getByRole("button", { name: "Sign in with email" }).click()
    await expect(dialog).toHaveCount(0)
    // The profile gate shows on a phone too; the panel stays open behind it and then shows the reader.
    await createProfile(page, "Paula", "Phone")
    await expect(panel.getByRole("button", { name: "Logout" })).toBeVisible()
  })

  test("Escape in the Login dialog opened from the panel closes only the dialog", async ({ page }) => {
    await page.goto("/")
    await waitForHydration(page)
    await page.getByRole("button", { name: "Toggle navigation bar" }).click()
    const panel = page.getByRole("dialog", { name: "Navigation" })
    await panel.getByRole("button", { name: "Login" }).click()
    await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(page.getByRole("dialog", { name: "Sign in" })).toHaveCount(0)
    await expect(panel).toBeVisible()
  })
})
