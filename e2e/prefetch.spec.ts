import type { Page } from "@playwright/test"
import { expect, test, waitForHydration } from "./fixtures"

/**
 * Gatsby prefetches the pages of the links in view, but only 3 s after the
 * first one came into view (cache-dir/loader.js), so a test that looks
 * earlier cannot tell "skipped" from "not yet". These tests look after the
 * delay: on a slow or data-saving connection nothing has come, and on a
 * normal one, without any hover, it has.
 */

const PAGE = "/docs/access-the-api/"
/** Beyond Gatsby's 3 s prefetch delay, with room for the idle callback it then waits for. */
const PAST_PREFETCH_DELAY_MS = 4_500

interface Connection {
  effectiveType: string
  saveData: boolean
}

/** What `navigator.connection` tells the page, from before the first script runs. */
const emulateConnection = (page: Page, connection: Connection) =>
  page.addInitScript(
    (value) => Object.defineProperty(navigator, "connection", { value, configurable: true }),
    connection,
  )

/** A request for the data of a page other than PAGE: the site-wide app data and static queries are not. */
const isOtherPageData = (url: string) => {
  const path = new URL(url).pathname
  return (
    path.startsWith("/page-data/") &&
    !path.startsWith(`/page-data${PAGE}`) &&
    !path.startsWith("/page-data/sq/") &&
    !path.endsWith("/app-data.json")
  )
}

const recordOtherPageData = (page: Page) => {
  const requested: string[] = []
  page.on("request", (request) => {
    if (isOtherPageData(request.url())) requested.push(new URL(request.url()).pathname)
  })
  return requested
}

const SLOW_CONNECTIONS: [string, Connection][] = [
  ["on a 2g connection", { effectiveType: "2g", saveData: false }],
  ["with data saver on", { effectiveType: "4g", saveData: true }],
]

for (const [when, connection] of SLOW_CONNECTIONS) {
  test(`${when}, no other page's data is loaded, even after Gatsby's 3 s prefetch delay and a hover`, async ({
    page,
  }) => {
    await emulateConnection(page, connection)
    const requested = recordOtherPageData(page)
    await page.goto(PAGE)
    await waitForHydration(page)
    await expect(page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link").first()).toBeInViewport()
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Outlets" }).hover()
    // Waiting for something that must not happen: past the delay, then until the idle callbacks queued before
    // ours have run (Gatsby's batch starts in one) and the network has been quiet for a while. One of the two fixed
    // waits left in e2e/ (the other is in reader-guarantees.spec.ts): nothing in the page marks a prefetch that
    // was skipped, so only time past Gatsby's own delay can show that none comes.
    await page.waitForTimeout(PAST_PREFETCH_DELAY_MS)
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))),
    )
    await page.waitForLoadState("networkidle")
    expect(requested).toEqual([])
  })
}

test("on a 4g connection, the data of the pages linked in view is prefetched after the delay, without a hover", async ({
  page,
}) => {
  await emulateConnection(page, { effectiveType: "4g", saveData: false })
  const prefetched = page.waitForRequest((request) => isOtherPageData(request.url()))
  await page.goto(PAGE)
  await waitForHydration(page)
  // No hover, no click: only the links in view.
  const request = await prefetched
  expect(new URL(request.url()).pathname).toMatch(/^\/page-data\/.+\/page-data\.json$/)
})

test("on a type page of the schema reference, whose tables are HTML until the reader moves, the types linked in view are prefetched too", async ({
  page,
}) => {
  await emulateConnection(page, { effectiveType: "4g", saveData: false })
  // The ID scalar is linked from the first row of Dish's fields, not from the sidebar or the navbar.
  const prefetched = page.waitForRequest((request) =>
    new URL(request.url()).pathname.startsWith("/page-data/docs/graphql-schema/scalars/id/"),
  )
  await page.goto("/docs/graphql-schema/objects/dish/")
  await waitForHydration(page)
  await expect(page.getByRole("table", { name: "Fields of Dish" }).getByRole("link", { name: "ID" })).toBeInViewport()
  // No hover, no click: the reference's code has not loaded, and the link's page is prefetched all the same.
  await prefetched
})
