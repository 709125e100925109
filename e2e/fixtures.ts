import { test as base, expect, type Page } from "@playwright/test"

export interface PageProblems {
  /** Uncaught exceptions and console.error messages seen by the page. */
  errors: string[]
}

/** Collects uncaught page errors and console errors, so a test can assert there were none. */
export function watchForProblems(page: Page): PageProblems {
  const problems: PageProblems = { errors: [] }
  page.on("pageerror", (error) => problems.errors.push(`pageerror: ${error.message}`))
  page.on("console", (message) => {
    if (message.type() === "error") problems.errors.push(`console.error: ${message.text()} (${message.location().url})`)
  })
  return problems
}

export const test = base.extend<{ problems: PageProblems }>({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL
    if (!url) throw new Error("E2E_BASE_URL is not set; run the browser tests through e2e/playwright.config.ts")
    await use(url)
  },
  problems: async ({ page }, use) => {
    await use(watchForProblems(page))
  },
})

export { expect }

/** Every route of SPEC §2. */
export const ROUTES = [
  "/",
  "/graphql/",
  "/markdown-page/",
  "/docs/",
  "/docs/access-the-api/",
  "/docs/graphql-intro/",
  "/docs/graphql-schema/",
  "/docs/playground/",
  "/docs/category/example-queries/",
  "/docs/examples/dishes/",
  "/docs/examples/menu-categories/",
  "/docs/examples/outlets/",
] as const

export const DOC_ROUTES = ROUTES.filter((route) => route.startsWith("/docs/") && route !== "/docs/")

/** Waits until React has hydrated the page (Gatsby calls onInitialClientRender). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0)
}
