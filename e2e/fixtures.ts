import { test as base, expect, type Browser, type BrowserContext, type Page } from "@playwright/test"
import fs from "node:fs"
import path from "node:path"
import { builtPageRoutes } from "../gatsby/check-links"
import { routeSiteServices } from "../scripts/lib/route-services"
import { ROOT } from "../scripts/harness/services"

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

/** The check every test ends with, on its own context and on each context it opened: no violation. */
export function expectNoCspViolations(violations: readonly string[], what = "Content-Security-Policy violations") {
  expect(violations, what).toEqual([])
}

/** What the check after a test needs from a watched context to know that every report sent so far has arrived. */
interface CspReportsArrival {
  /** How many reports each document (by the id its init script gave it) has seen arrive through the binding. */
  received: Map<string, number>
  /** Called after each report arrives, so a wait for a count can check again. */
  arrived: Set<() => void>
}
const cspReportsArrival = new WeakMap<BrowserContext, CspReportsArrival>()

/** What the init script keeps in each document: its id, and how many reports it has sent through the binding. */
interface CspReportsSent {
  id: string
  sent: number
}

/**
 * Records every Content-Security-Policy violation in any page of the context
 * (popups included): the `securitypolicyviolation` events, reported through a
 * binding, so none is lost to a reload, and Chromium's "Refused to … Content
 * Security Policy" console messages, which also cover workers.
 */
export async function watchForCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = []
  const arrival: CspReportsArrival = { received: new Map(), arrived: new Set() }
  cspReportsArrival.set(context, arrival)
  await context.exposeBinding("__reportCspViolation", ({ page }, text: string, documentId: string) => {
    violations.push(`${text} (on ${page?.url() ?? "?"})`)
    arrival.received.set(documentId, (arrival.received.get(documentId) ?? 0) + 1)
    for (const check of arrival.arrived) check()
  })
  await context.addInitScript(() => {
    const sent: CspReportsSent = { id: `${Date.now()}-${Math.random()}`, sent: 0 }
    Object.defineProperty(window, "__cspReportsSent", { value: sent })
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as Window & { __reportCspViolation?: (text: string, documentId: string) => void })
        .__reportCspViolation
      if (!report) return
      sent.sent += 1
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline code"}${event.sample ? ` (${event.sample})` : ""} ` +
          `at ${event.sourceFile}:${event.lineNumber}`,
        sent.id,
      )
    })
  })
  context.on("console", (message) => {
    // Only the policy's refusals: "Refused to execute script … because its MIME type …" is nosniff at work on a 404.
    if (message.text().startsWith("Refused to ") && message.text().includes("Content Security Policy"))
      violations.push(`console: ${message.text()}`)
  })
  return violations
}

/**
 * Lets reports still on their way arrive before a test's violations are read:
 * Chromium fires `securitypolicyviolation` in a task of its own, after the
 * code that caused it, and the binding and console messages cross to the test
 * after that, so a violation in a test's last step could otherwise be missed.
 * For each page, a task queued behind the ones already waiting there reads how
 * many reports the document has sent and logs a marker; the check then waits
 * until that many reports and the marker (a console message after any "Refused
 * to …" before it) have arrived. Nothing here runs on the page's timers: a test
 * may have stopped the page's clock. Not for a context with JavaScript off:
 * its pages run no task, so the round trip would never end (and they report
 * nothing through the binding; Chromium's console refusals still arrive).
 */
async function settleCspReports(context: BrowserContext) {
  const arrival = cspReportsArrival.get(context)
  const reportsArrived = (page: Page, { id, sent }: CspReportsSent) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if ((arrival?.received.get(id) ?? 0) < sent && !page.isClosed()) return
        arrival?.arrived.delete(check)
        page.off("close", check)
        resolve()
      }
      arrival?.arrived.add(check)
      page.on("close", check)
      check()
    })
  const roundTrip = async (page: Page) => {
    const marker = `csp-reports-settled-${Date.now()}-${Math.random()}`
    const markerArrived = page.waitForEvent("console", {
      predicate: (message) => message.text() === marker,
      timeout: 0,
    })
    // A page that closes (or navigates) before the marker has nothing more to report from the document it had.
    markerArrived.catch(() => {})
    const sent = await page
      .evaluate(
        (text) =>
          new Promise<CspReportsSent>((resolve) => {
            // A message posted to the page queues a task behind the ones already waiting there (page.clock does not fake it).
            const channel = new MessageChannel()
            channel.port1.onmessage = () => {
              console.debug(text)
              const counts = (window as Window & { __cspReportsSent?: CspReportsSent }).__cspReportsSent
              resolve({ id: counts?.id ?? "", sent: counts?.sent ?? 0 })
            }
            channel.port2.postMessage(null)
          }),
        marker,
      )
      .catch(() => null)
    if (!sent) return
    await Promise.all([markerArrived.catch(() => {}), reportsArrived(page, sent)])
  }
  await Promise.all(context.pages().map(roundTrip))
}

/** Opens another browser context for a test, routed and watched like the test's own. */
export interface NewContext {
  (options?: Parameters<Browser["newContext"]>[0]): Promise<BrowserContext>
  /** The violations recorded so far in a context it opened: the list the check after the test reads. */
  violationsIn: (context: BrowserContext) => string[]
}

export const test = base.extend<{ problems: PageProblems; cspViolations: string[]; newContext: NewContext }>({
  baseURL: async ({}, use) => {
    await use(requiredEnv("E2E_BASE_URL"))
  },
  context: async ({ context }, use) => {
    // The build points at the configured addresses; send that traffic to the services on free ports.
    await routeSiteServices(context, { apiUrl: services.apiUrl, authEmulatorUrl: services.authEmulatorUrl })
    await use(context)
  },
  problems: async ({ page }, use) => {
    await use(watchForProblems(page))
  },
  // Every browser test doubles as a CSP test: a violation anywhere fails the test that caused it.
  cspViolations: [
    async ({ context, javaScriptEnabled }, use) => {
      const violations = await watchForCspViolations(context)
      await use(violations)
      if (javaScriptEnabled !== false) await settleCspReports(context)
      expectNoCspViolations(violations)
    },
    { auto: true },
  ],
  // A context a test opens itself is a context like the test's: a violation in it fails the test too.
  newContext: async ({ browser, baseURL }, use) => {
    const opened: { context: BrowserContext; violations: string[]; scripts: boolean }[] = []
    const open = async (options?: Parameters<Browser["newContext"]>[0]) => {
      const context = await browser.newContext({ baseURL, ...options })
      await routeSiteServices(context, { apiUrl: services.apiUrl, authEmulatorUrl: services.authEmulatorUrl })
      const scripts = options?.javaScriptEnabled !== false
      opened.push({ context, violations: await watchForCspViolations(context), scripts })
      return context
    }
    const violationsIn = (context: BrowserContext) => {
      const entry = opened.find((item) => item.context === context)
      if (!entry)
        throw new Error("the check after the test does not read this browser context: newContext did not open it")
      return entry.violations
    }
    await use(Object.assign(open, { violationsIn }))
    for (const { context, scripts } of opened) {
      if (scripts) await settleCspReports(context)
      await context.close().catch(() => {})
    }
    expectNoCspViolations(
      opened.flatMap(({ violations }) => violations),
      "Content-Security-Policy violations in contexts the test opened",
    )
  },
})

export { expect }

/** The routes the spec lists in its table of screens: each must be a page of the build. */
export const SPEC_ROUTES = [
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

/**
 * Every page of the build in public/, as a reader opens it (the not-found
 * page aside): the routes under test come from the build, so a new page is
 * covered when it appears. Without a build, every spec fails here.
 */
export const PAGE_ROUTES: readonly string[] = (() => {
  const publicDir = path.join(ROOT, "public")
  if (!fs.existsSync(path.join(publicDir, "index.html")))
    throw new Error(`${publicDir} holds no build: run "npm run build" before the browser tests`)
  return builtPageRoutes(publicDir).filter((route) => route !== "/404/" && route !== "/404.html")
})()

/** The written docs (content/docs and the category indexes); the schema reference's generated pages have their own spec. */
export const DOC_ROUTES = PAGE_ROUTES.filter(
  (route) => route.startsWith("/docs/") && route !== "/docs/" && !route.startsWith("/docs/graphql-schema/"),
)

/** An email the identity emulator has not seen: each test signs up a reader of its own. */
export const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.ch`

/** Signs up (or in) with email and password through the navbar's Login dialog. */
export async function signUpWithEmail(page: Page, email: string, password = "secret123") {
  await page.getByRole("button", { name: "Login" }).click()
  const dialog = page.getByRole("dialog", { name: "Sign in" })
  await dialog.getByLabel("Email").fill(email)
  await dialog.getByLabel("Password").fill(password)
  await dialog.getByRole("button", { name: "Sign in with email" }).click()
  await expect(dialog).toHaveCount(0)
}

/** Fills in the create-profile modal a new reader meets after signing up. */
export async function createProfile(page: Page, firstName = "Anna", lastName = "Muster") {
  const modal = page.getByRole("dialog", { name: "Create your profile" })
  await expect(modal).toContainText("Please create a ZFV api profile first")
  await modal.getByPlaceholder("First Name").fill(firstName)
  await modal.getByPlaceholder("Last Name").fill(lastName)
  await modal.getByRole("button", { name: "Create Profile" }).click()
  await expect(modal).toHaveCount(0)
}

/** Waits until React has hydrated the page (Gatsby calls onInitialClientRender). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0)
}

/**
 * Starts the playground's full editor as a reader does, by clicking into the
 * operation of the page's first view, and waits until it has taken over.
 */
export async function startPlaygroundEditor(page: Page) {
  await waitForHydration(page)
  await page.getByRole("textbox", { name: "Operation" }).click()
  await expect(page.locator(".graphiql-query-editor .monaco-editor")).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole("textbox", { name: "Operation" })).toHaveCount(0)
}

/** The text of one of the playground's editors (GraphiQL's Monaco models), whatever part of it is scrolled into view. */
export async function playgroundEditorText(
  page: Page,
  name: "operation.graphql" | "variables.json" | "request-headers.json" | "response.json",
): Promise<string> {
  return page.evaluate((suffix) => {
    const monaco = (
      globalThis as { __MONACO?: { editor: { getModels(): { uri: { path: string }; getValue(): string }[] } } }
    ).__MONACO
    return (
      monaco?.editor
        .getModels()
        .find((model) => model.uri.path.endsWith(suffix))
        ?.getValue() ?? ""
    )
  }, name)
}
