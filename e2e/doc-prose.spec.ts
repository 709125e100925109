import type { APIRequestContext, Page } from "@playwright/test"
import { expect, test, waitForHydration } from "./fixtures"

// A doc's prose, and a schema type's page, are HTML from the build: hydration keeps the server's nodes and makes
// only the interactive parts live.

const PAGE = "/docs/access-the-api/"

/**
 * Before any of the page's scripts run, tags every element of the article as the HTML parser makes it, with a
 * property on the node itself: a node React re-creates on hydration is a new node, without it.
 */
const tagServerNodes = () => {
  const tag = (node: Node) => {
    if (node instanceof Element && node.closest("main article"))
      (node as Element & { fromServer?: boolean }).fromServer = true
  }
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) tag(node)
  }).observe(document, { childList: true, subtree: true })
}

test("the prose is the server's nodes after hydration, and the examples in it hydrate in place", async ({
  page,
  problems,
}) => {
  await page.addInitScript(tagServerNodes)
  await page.goto(PAGE)
  await waitForHydration(page)

  const article = page.getByRole("article")
  const paragraph = article.getByText("The API has one URL.")
  const heading = article.getByRole("heading", { name: "Get an API key" })
  const example = article.getByRole("tablist").first()
  const fromServer = (element: Element) => (element as Element & { fromServer?: boolean }).fromServer === true
  await expect(paragraph).toBeVisible()
  expect(await paragraph.evaluate(fromServer)).toBe(true)
  expect(await heading.evaluate(fromServer)).toBe(true)
  expect(await example.evaluate(fromServer)).toBe(true)

  // The example is live: its tabs switch, in the node the server wrote.
  await example.getByRole("tab", { name: "curl" }).click()
  await expect(example.getByRole("tab", { name: "curl" })).toHaveAttribute("aria-selected", "true")
  expect(await example.evaluate(fromServer)).toBe(true)
  expect(await paragraph.evaluate(fromServer)).toBe(true)
  expect(problems.errors).toEqual([])
})

test("a link in the prose opens its page in the app, without loading the site again", async ({ page, problems }) => {
  await page.goto(PAGE)
  await waitForHydration(page)
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.getByRole("article").getByRole("link", { name: "GraphQL introduction" }).click()
  await expect(page).toHaveURL(/\/docs\/graphql-intro\/$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("GraphQL introduction")
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true)
  expect(problems.errors).toEqual([])
})

/** Opens `path` and waits until it is hydrated and its network quiet; returns every script the page requests, on. */
async function openQuietly(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = []
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname)
  })
  await page.goto(path)
  await waitForHydration(page)
  await page.waitForLoadState("networkidle")
  return scripts
}

/** Words only the examples' code has: the start of its "Open in Playground" link's accessible name. */
const EXAMPLES_CODE = "Open in Playground: "

/** The scripts among `paths` whose text holds `words`. */
async function scriptsWith(request: APIRequestContext, paths: readonly string[], words: string): Promise<string[]> {
  const found: string[] = []
  for (const path of paths) if ((await (await request.get(path)).text()).includes(words)) found.push(path)
  return found
}

test("a first visit loads none of an example's code; it loads when the reader moves to it, and a Run pressed meanwhile runs", async ({
  page,
  problems,
  request,
}) => {
  const scripts = await openQuietly(page, "/docs/examples/dishes/")
  const atLoad = [...scripts]

  // The example's code is held back until the reader's click has been made, then let through.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route("**/*.js", async (route) => {
    await held
    await route.continue()
  })
  await page.getByRole("button", { name: "Run Dishes", exact: true }).click()
  await expect.poll(() => scripts.length).toBeGreaterThan(atLoad.length)
  const live = page.getByRole("region", { name: "Live response of Dishes" })
  await expect(live).toHaveCount(0)
  release()
  await expect(live).toBeVisible()
  // The examples' code (the words of its Playground link's name are in it) came with the click, not with the page.
  expect(await scriptsWith(request, atLoad, EXAMPLES_CODE)).toEqual([])
  expect(await scriptsWith(request, scripts.slice(atLoad.length), EXAMPLES_CODE)).not.toEqual([])
  expect(problems.errors).toEqual([])
})

test("after the first page, a hovered link brings the examples' code, and the next page's examples show at once", async ({
  page,
  problems,
}) => {
  const scripts = await openQuietly(page, "/docs/examples/dishes/")
  const atLoad = scripts.length

  const outlets = page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Outlets" })
  await outlets.hover()
  await expect.poll(() => scripts.length).toBeGreaterThan(atLoad)
  await page.waitForLoadState("networkidle")
  await outlets.click()
  await expect(page.getByRole("heading", { level: 1, name: "Outlets" })).toBeVisible()
  await expect(page.locator(".island-loading")).toHaveCount(0)
  await expect(page.getByRole("tablist").first()).toBeVisible()
  expect(problems.errors).toEqual([])
})

/** Words only the schema reference's code has: the start of the Copy button's name on a type's SDL. */
const REFERENCE_CODE = "Copy the SDL of "

// A type page of the schema reference: its tables are the server's nodes, and a first visit loads none of the
// reference's code; a link to another type, clicked while that code loads, opens that type in the app.
test("a type page is HTML first, and a type link clicked while its code loads opens that type in the app", async ({
  page,
  problems,
  request,
}) => {
  await page.addInitScript(tagServerNodes)
  const scripts = await openQuietly(page, "/docs/graphql-schema/objects/dish/")
  const atLoad = [...scripts]
  const fields = page.getByRole("table", { name: "Fields of Dish" })
  const fromServer = (element: Element) => (element as Element & { fromServer?: boolean }).fromServer === true
  expect(await fields.evaluate(fromServer)).toBe(true)
  expect(await scriptsWith(request, atLoad, REFERENCE_CODE)).toEqual([])

  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route("**/*.js", async (route) => {
    await held
    await route.continue()
  })
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  const typeLink = fields.locator('td a[href^="/docs/graphql-schema/"]:not([href*="changelog"])').first()
  const [href, name] = [await typeLink.getAttribute("href"), await typeLink.textContent()]
  await typeLink.click()
  await expect.poll(() => scripts.length).toBeGreaterThan(atLoad.length)
  expect(page.url()).toMatch(/\/objects\/dish\/$/)
  release()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name ?? "")
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true)
  expect(await scriptsWith(request, scripts.slice(atLoad.length), REFERENCE_CODE)).not.toEqual([])
  expect(problems.errors).toEqual([])
})
