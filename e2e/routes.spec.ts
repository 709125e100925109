import type { Page } from "@playwright/test"
import { siteConfig } from "../core/site-config"
import {
  DOC_ROUTES,
  PAGE_ROUTES,
  SPEC_ROUTES,
  expect,
  services,
  startPlaygroundEditor,
  test,
  waitForHydration,
} from "./fixtures"

/** A doc's table of contents lists exactly its h2 and h3 ids, and each heading links to itself. */
async function expectTableOfContents(page: Page) {
  const headingIds = await page
    .locator("article :is(h2, h3)")
    .evaluateAll((headings) => headings.map((heading) => heading.id))
  const tocIds = await page
    .getByRole("navigation", { name: "On this page" })
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")?.slice(1)))
  expect(headingIds.length).toBeGreaterThan(0)
  expect(headingIds.every(Boolean)).toBe(true)
  expect(tocIds).toEqual(headingIds)
  const anchors = await page
    .locator("article :is(h2, h3) > a")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")))
  expect(anchors).toEqual(headingIds.map((id) => `#${id}`))
}

/** The docs with a table of contents (a category's index lists pages instead); checked on the load of the test above. */
const TOC_ROUTES = new Set(DOC_ROUTES.filter((route) => !route.includes("/category/")))

test.describe("routes", () => {
  test("every route of the spec is a page of the build", () => {
    expect(PAGE_ROUTES).toEqual(expect.arrayContaining([...SPEC_ROUTES]))
  })

  for (const route of PAGE_ROUTES) {
    // The Content-Security-Policy is checked on every page too: a violation fails the test (fixtures.ts).
    // One load checks the page and, for a doc, its table of contents: a browser test's time is mostly its page load.
    const toc = TOC_ROUTES.has(route) ? ", and its table of contents lists exactly its h2 and h3 ids" : ""
    test(`${route} renders with a heading, hydrates and settles with no page error${toc}`, async ({
      page,
      problems,
    }) => {
      const response = await page.goto(route)
      expect(response?.status()).toBe(200)
      expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'")
      await waitForHydration(page)
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
      await expect(page).toHaveTitle(/ZFV API/)
      expect(await page.locator("html").getAttribute("lang")).toBe("en")
      if (route === "/graphql/") {
        // The playground's full editor starts Monaco's web workers, whose script requests Chromium does not
        // always report as finished, so "network idle" may never come: start it, and wait until it has settled.
        await startPlaygroundEditor(page)
        await expect(page.locator("[data-schema-source]")).toHaveAttribute("data-schema-source", "api", {
          timeout: 15_000,
        })
        await expect(page.locator(".graphiql-query-editor .squiggly-error")).toHaveCount(0)
      } else {
        await page.waitForLoadState("networkidle")
      }
      expect(problems.errors).toEqual([])
      if (toc) await expectTableOfContents(page)
    })
  }

  test("an unknown path shows the not-found page", async ({ page, problems }) => {
    const response = await page.goto("/docs/no-such-page/")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible()
    await waitForHydration(page)
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible()
    expect(problems.errors.filter((error) => !error.includes("404"))).toEqual([])
  })

  test("an unknown path reached in the app shows the not-found page", async ({ page }) => {
    await page.goto("/")
    await waitForHydration(page)
    await page.evaluate(() => window.___navigate("/nowhere/"))
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible()
  })
})

test.describe(".html paths", () => {
  const cases = [
    ["/docs/access-the-api/index.html", "/docs/access-the-api/", "Access the API"],
    ["/docs/graphql-intro.html", "/docs/graphql-intro/", "GraphQL introduction"],
    ["/index.html", "/", "ZFV API"],
  ] as const
  for (const [from, to, heading] of cases) {
    test(`${from} ends at ${to} without an extra history entry`, async ({ page, baseURL, problems }) => {
      await page.goto("/markdown-page/")
      await page.goto(from)
      await expect(page).toHaveURL(new URL(to, baseURL).href)
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible()
      await waitForHydration(page)
      expect(problems.errors.filter((error) => !error.includes("404"))).toEqual([])
      await page.goBack()
      await expect(page).toHaveURL(new URL("/markdown-page/", baseURL).href)
    })
  }
})

test.describe("docs layout", () => {
  test("the sidebar links every doc and the schema reference's kinds, with trailing slashes, access the API first", async ({
    page,
  }) => {
    await page.goto("/docs/graphql-intro/")
    const hrefs = await page
      .getByRole("navigation", { name: "Docs sidebar" })
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")))
    expect(hrefs).toEqual([
      "/docs/access-the-api/",
      "/docs/graphql-intro/",
      "/docs/graphql-schema/",
      "/docs/graphql-schema/queries/",
      "/docs/graphql-schema/mutations/",
      "/docs/graphql-schema/objects/",
      "/docs/graphql-schema/enums/",
      "/docs/graphql-schema/input-objects/",
      "/docs/graphql-schema/scalars/",
      "/docs/graphql-schema/directives/",
      "/docs/graphql-schema/changelog/",
      "/docs/graphql-schema/deprecations/",
      "/docs/category/example-queries/",
      "/docs/examples/dishes/",
      "/docs/examples/menu-categories/",
      "/docs/examples/outlets/",
      "/docs/typescript/",
      "/docs/playground/",
      "/docs/troubleshooting/",
      "/docs/ai-agents/",
    ])
    await expect(
      page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "GraphQL intro" }),
    ).toHaveAttribute("aria-current", "page")
  })

  test("breadcrumbs lead from the docs home through the category to the page", async ({ page }) => {
    await page.goto("/docs/examples/menu-categories/")
    const crumbs = page.getByRole("navigation", { name: "Breadcrumbs" }).getByRole("listitem")
    await expect(crumbs).toHaveCount(3)
    await expect(crumbs.nth(0).getByRole("link", { name: "Docs home" })).toHaveAttribute("href", "/docs/")
    await expect(crumbs.nth(1).getByRole("link", { name: "Example queries" })).toHaveAttribute(
      "href",
      "/docs/category/example-queries/",
    )
    await expect(crumbs.nth(2)).toHaveText("Menu categories")
  })

  test("the sidebar can be hidden and shown again, and stays hidden across pages", async ({ page }) => {
    await page.goto("/docs/access-the-api/")
    await waitForHydration(page)
    const sidebar = page.getByRole("navigation", { name: "Docs sidebar" })
    await expect(sidebar).toBeVisible()
    await page.getByRole("button", { name: "Collapse sidebar" }).click()
    await expect(sidebar).toHaveCount(0)
    await page.getByRole("link", { name: /Next.*GraphQL intro/ }).click()
    await expect(page).toHaveURL(/\/docs\/graphql-intro\/$/)
    await expect(sidebar).toHaveCount(0)
    await page.getByRole("button", { name: "Expand sidebar" }).click()
    await expect(sidebar).toBeVisible()
    await expect(sidebar.getByRole("link", { name: "GraphQL intro" })).toHaveAttribute("aria-current", "page")
  })

  test("the category index lists its pages with their descriptions", async ({ page }) => {
    await page.goto("/docs/category/example-queries/")
    await expect(page.getByRole("heading", { level: 1, name: "Example queries" })).toBeVisible()
    // The cards, not the page's own links (such as "View as Markdown").
    const cards = page.getByRole("main").locator("article").getByRole("list").getByRole("link")
    await expect(cards).toHaveCount(3)
    expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
      "/docs/examples/dishes/",
      "/docs/examples/menu-categories/",
      "/docs/examples/outlets/",
    ])
    await expect(cards.first()).toContainText("List dishes with prices, allergens and dietary labels")
  })

  test("previous and next links walk the sidebar order", async ({ page }) => {
    await page.goto("/docs/examples/dishes/")
    await waitForHydration(page)
    await expect(page.getByRole("link", { name: /Previous.*Example queries/ })).toHaveAttribute(
      "href",
      "/docs/category/example-queries/",
    )
    await page.getByRole("link", { name: /Next.*Menu categories/ }).click()
    await expect(page.getByRole("heading", { level: 1, name: "Menu categories" })).toBeVisible()
  })
})

test.describe("home page", () => {
  test("offers three ways in: access the API, examples, playground", async ({ page }) => {
    await page.goto("/")
    const main = page.getByRole("main")
    await expect(main.getByRole("link", { name: /Access the API/ })).toHaveAttribute("href", "/docs/access-the-api/")
    await expect(main.getByRole("link", { name: /Example queries/ })).toHaveAttribute(
      "href",
      "/docs/category/example-queries/",
    )
    await expect(main.getByRole("link", { name: /Playground/ })).toHaveAttribute("href", "/graphql/")
  })

  test("shows the endpoint, and the docs' first call as a curl that runs against the API", async ({
    page,
    request,
  }) => {
    await page.goto("/")
    const main = page.getByRole("main")
    await expect(main.getByText(`Endpoint: ${siteConfig.apiUrl}`)).toBeVisible()
    const curl = (await main.getByRole("region", { name: "A first call" }).locator("pre").innerText()).trim()
    expect(curl.split("\n")[0]).toBe(`curl ${siteConfig.apiUrl} \\`)
    expect(curl).toContain("--header 'api-key: <YOUR_API_KEY>'")
    // The same request, as the sample sends it: the body between the here-document's markers, lines joined.
    const body = /<<'EOF'\n([\s\S]*?)\nEOF/.exec(curl)?.[1].replace(/\n/g, "") ?? ""
    const response = await request.post(services.apiUrl, {
      headers: { "content-type": "application/json", "api-key": services.demoApiKey },
      data: body,
    })
    // Data and no errors; the API adds what the query cost (extensions.cost) to every answer.
    expect(Object.keys((await response.json()) as object)).toEqual(["data", "extensions"])
  })
})
