import { expect, test, waitForHydration } from "./fixtures"
import { seriousViolations } from "./support/axe"

// The lifecycle of content/schema.graphql over content/schema-releases/ (2026-10-01, 2026-11-16), as the reader sees it.

test.describe("schema lifecycle", () => {
  test("Dish.price shows the release that added it, Dish.priceChf the one that deprecated it and links to price", async ({
    page,
  }) => {
    await page.goto("/docs/graphql-schema/objects/dish/")
    const price = page.locator('tr[id="price"]')
    const added = price.getByRole("link", { name: "Added in 2026-11-16" })
    await expect(added).toHaveAttribute("href", "/docs/graphql-schema/changelog/#release-2026-11-16")
    // A field of the first release carries no badge.
    await expect(page.locator('tr[id="name"]')).not.toContainText("Added in")

    await page.getByText("Deprecated fields (1)").click()
    const priceChf = page.locator('tr[id="priceChf"]')
    await expect(priceChf.getByRole("link", { name: "Deprecated in 2026-11-16" })).toHaveAttribute(
      "href",
      "/docs/graphql-schema/changelog/#release-2026-11-16",
    )
    await expect(priceChf).toContainText("Removal on 2027-05-03")
    await priceChf.getByRole("link", { name: "price { amount currency }" }).click()
    await expect(page).toHaveURL(/\/objects\/dish\/#price$/)

    await added.click()
    await expect(page).toHaveURL(/\/changelog\/#release-2026-11-16$/)
    await expect(page.getByRole("heading", { name: "2026-11-16", level: 2 })).toBeInViewport()
  })

  test("the deprecations page lists both deprecated fields by removal date, with their release and replacement", async ({
    page,
  }) => {
    await page.goto("/docs/graphql-schema/")
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Deprecations" }).click()
    await expect(page).toHaveURL(/\/docs\/graphql-schema\/deprecations\/$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Deprecations")
    const headings = page.getByRole("main").getByRole("heading", { level: 2 })
    await expect(headings).toHaveText([/^Removal on 2027-01-15/, /^Removal on 2027-05-03/])
    const city = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: "Outlet.city", exact: true }) })
    await expect(city.getByRole("link", { name: "Deprecated in 2026-11-16" })).toBeVisible()
    await expect(city.getByRole("link", { name: "Outlet.address" })).toHaveAttribute(
      "href",
      "/docs/graphql-schema/objects/outlet/#address",
    )
    const priceChf = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: "Dish.priceChf", exact: true }) })
    await expect(priceChf.getByRole("link", { name: "Deprecated in 2026-11-16" })).toBeVisible()
    await expect(priceChf).toContainText("Use instead: Dish.price")
    await priceChf.getByRole("link", { name: "Dish.priceChf", exact: true }).click()
    await expect(page).toHaveURL(/\/objects\/dish\/#priceChf$/)
    await waitForHydration(page)
    await expect(page.locator('tr[id="priceChf"]')).toBeVisible()
  })

  for (const mode of ["light", "dark"] as const) {
    test(`the deprecations page and a type page with badges have no serious or critical violations (${mode})`, async ({
      page,
    }) => {
      await page.addInitScript((value) => localStorage.setItem("theme", value), mode)
      for (const path of ["/docs/graphql-schema/deprecations/", "/docs/graphql-schema/objects/outlet/"]) {
        await page.goto(path)
        await waitForHydration(page)
        await page.locator("details").evaluateAll((all) => all.forEach((item) => item.setAttribute("open", "")))
        expect(await seriousViolations(page), path).toEqual([])
      }
    })
  }

  test("changelog/since/2026-10-01/ lists the changes of 2026-11-16, breaking first, and the changelog links to it", async ({
    page,
  }) => {
    await page.goto("/docs/graphql-schema/changelog/")
    await page.getByRole("link", { name: "Show everything since 2026-10-01" }).click()
    await expect(page).toHaveURL(/\/docs\/graphql-schema\/changelog\/since\/2026-10-01\/$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Changes since 2026-10-01")
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      "Breaking changes (2)",
      "Dangerous changes (1)",
      "Safe changes (9)",
    ])
    const main = page.getByRole("main")
    await expect(main.getByRole("link", { name: "Field phone was removed from object type Outlet" })).toBeVisible()
    await expect(main.getByRole("link", { name: "Field price was added to object type Dish" })).toHaveAttribute(
      "href",
      "/docs/graphql-schema/objects/dish/#price",
    )
    await expect(main.getByRole("link", { name: "Field Dish.priceChf is deprecated" })).toBeVisible()
  })

  test("every page's head names the Atom feed, which answers with XML listing the releases", async ({
    page,
    request,
  }) => {
    await page.goto("/docs/access-the-api/")
    const link = page.locator('head link[rel="alternate"][type="application/atom+xml"]')
    await expect(link).toHaveAttribute("href", "/docs/graphql-schema/changelog/feed.xml")
    const response = await request.get((await link.getAttribute("href")) ?? "")
    expect(response.status()).toBe(200)
    expect(response.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8")
    const xml = await response.text()
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/)
    expect(xml).toContain(
      "<title>Schema release 2026-11-16: 2 breaking, 1 dangerous, 9 safe changes since 2026-10-01</title>",
    )
    await page.goto("/docs/graphql-schema/changelog/")
    await expect(page.getByRole("link", { name: "Subscribe" })).toHaveAttribute(
      "href",
      "/docs/graphql-schema/changelog/feed.xml",
    )
  })
})
