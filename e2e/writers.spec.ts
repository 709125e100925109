import { LOCAL_DEFAULTS } from "../core/site-config"
import { WRITERS_FEEDBACK_ROUTE } from "../core/routes"
import { setWriterClaim } from "../scripts/lib/writers"
import { seriousViolations } from "./support/axe"
import { createProfile, expect, services, signUpWithEmail, test, uniqueEmail, waitForHydration } from "./fixtures"

/** The Auth emulator the harness started, as `npm run writers` targets one. */
const emulator = () => ({
  projectId: LOCAL_DEFAULTS.firebaseProjectId,
  emulatorHost: new URL(services.authEmulatorUrl).host,
})

/** Errors a browser logs for answers the page handles: a new email's first sign-in attempt (400), the endpoint's 403. */
const unexpected = (errors: readonly string[]) =>
  errors.filter(
    (error) =>
      !(error.includes("status of 400") && error.includes("accounts:signInWithPassword")) &&
      !(error.includes("status of 403") && error.includes("/api/feedback/report")),
  )

test.describe("the writers' feedback page", () => {
  test("anonymous: the sign-in prompt, a noindex page, and nothing in llms.txt, the search or a sitemap", async ({
    page,
    request,
    problems,
  }) => {
    const response = await page.goto(WRITERS_FEEDBACK_ROUTE)
    expect(response?.headers()["x-robots-tag"]).toBe("noindex")
    await waitForHydration(page)
    await expect(page.getByRole("heading", { level: 1, name: "Feedback report" })).toBeVisible()
    await expect(page.getByText("Sign in as a writer to see the feedback report.")).toBeVisible()
    await expect(page.getByRole("main").getByRole("button", { name: "Sign in" })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow")
    await expect(page.getByRole("navigation", { name: "Docs sidebar" })).toHaveCount(0)
    expect(problems.errors).toEqual([])

    expect(await (await request.get("/llms.txt")).text()).not.toContain("/writers/")
    expect(await (await request.get("/docs/search-records.json")).text()).not.toContain("/writers/")
    expect((await request.get("/sitemap.xml")).status()).toBe(404)
  })

  test("a reader sees they are not a writer; once granted, the report with the feedback, and a status that stays", async ({
    page,
    request,
    problems,
  }) => {
    const comment = `The pagination part lost me (${Date.now()}).`
    const posted = await request.post("/api/feedback", {
      data: { kind: "page", page: "/docs/examples/dishes/", helpful: false, comment },
    })
    expect(posted.status()).toBe(200)
    const query = "dishes pagination"
    const searched = await request.post("/api/feedback", {
      data: { kind: "search", searches: [{ query, results: 0 }] },
    })
    expect(searched.status()).toBe(200)

    const email = uniqueEmail("wanda")
    await page.goto(WRITERS_FEEDBACK_ROUTE)
    await waitForHydration(page)
    await signUpWithEmail(page, email)
    await createProfile(page, "Wanda", "Writer")
    await expect(page.getByRole("alert")).toHaveText(
      `Your account is not a writer. Ask a maintainer of the docs to run npm run writers -- grant ${email}, then reload this page.`,
    )

    expect(await setWriterClaim("grant", email, emulator())).toContain(`${email} is now a writer`)
    await page.reload()
    const pages = page.getByRole("region", { name: /^Pages, by share of No/ })
    const row = pages.getByRole("row").filter({ hasText: comment })
    await expect(row).toHaveCount(1)
    await expect(row.getByRole("rowheader")).toHaveText("/docs/examples/dishes/")
    const status = row.getByRole("combobox", { name: "Status of /docs/examples/dishes/" })
    await status.selectOption({ label: "In progress" })
    await expect(row.getByText(new RegExp(`^set by ${email.replace(/[.+]/g, "\\$&")}, `))).toBeVisible()

    // An empty search comes with its closest page: the site's own search over the records the build published.
    const search = page
      .getByRole("region", { name: /^Searches with no result/ })
      .getByRole("row")
      .filter({ hasText: `“${query}”` })
    await expect(search.getByRole("link")).toHaveAttribute("href", /^\/docs\//)

    await page.reload()
    const kept = page
      .getByRole("region", { name: /^Pages, by share of No/ })
      .getByRole("row")
      .filter({ hasText: comment })
    await expect(kept.getByRole("combobox", { name: "Status of /docs/examples/dishes/" })).toHaveValue("in-progress")
    await expect(kept).toContainText(`set by ${email}, `)
    // The report's tables, labelled selects and headings, at a desktop's width and stacked on a phone.
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport)
      expect(await seriousViolations(page), `at ${viewport.width} px`).toEqual([])
    }
    expect(unexpected(problems.errors)).toEqual([])
  })
})
