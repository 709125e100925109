import { test as base, expect, type BrowserContext, type Page } from "@playwright/test"
import { siteConfig } from "../src/lib/site-config"

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

function requiredEnv(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set; run the browser tests through e2e/playwright.config.ts`)
  return value
}

/** The services the harness started (see global-setup.ts). */
export const services = {
  get apiUrl() {
    return requiredEnv("E2E_API_URL")
  },
  get authEmulatorUrl() {
    return requiredEnv("E2E_AUTH_EMULATOR_URL")
  },
  get demoApiKey() {
    return requiredEnv("E2E_DEMO_API_KEY")
  },
}

/**
 * The build points at the addresses in src/lib/site-config.ts (by default the
 * local sandbox on :4000 and the emulator on :9099). Like a hosts file, these
 * routes send that traffic to the services started on free ports instead.
 */
export async function routeToTestServices(context: BrowserContext) {
  const rewrite = (from: string, to: string) =>
    context.route(`${new URL(from).origin}/**`, (route) => route.continue({ url: new URL(to).origin + route.request().url().slice(new URL(from).origin.length) }))
  await rewrite(siteConfig.apiUrl, services.apiUrl)
  if (siteConfig.authEmulatorUrl) await rewrite(siteConfig.authEmulatorUrl, services.authEmulatorUrl)
}

export const test = base.extend<{ problems: PageProblems }>({
  baseURL: async ({}, use) => {
    await use(requiredEnv("E2E_BASE_URL"))
  },
  context: async ({ context }, use) => {
    await routeToTestServices(context)
    await use(context)
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
