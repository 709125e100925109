import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { chromium, type BrowserContext, type Page } from "playwright-core"
import { LOCAL_DEFAULTS } from "../core/site-config"
import { CHROMIUM_ARGS, chromiumPath, routeSiteServices } from "../scripts/lib/route-services"
import { freePort, startEmulators, startSandboxApi } from "../scripts/harness/services"
import { ACCESS_THE_API_ROUTE } from "../core/routes"
import { errorMessage } from "../core/error-message"
import { DOCS_PAGE_JS_BUDGET_KB } from "./lib/page-js"

/**
 * npm run bench:pages: what a docs page downloads (gzip KB) for three readers:
 * first-time (no key, never signed in), with an API key, and signed in with a
 * key. Serves the current build (public/) through the Hosting emulator, with
 * the sandbox and the identity emulator, on free ports. Prints figures;
 * asserts nothing.
 */
const PAGE = process.env.BENCH_PAGE || ACCESS_THE_API_ROUTE
const DEMO_KEY = "zfv_bench_demo_key"

interface Weight {
  reader: string
  jsKb: number
  cssKb: number
  htmlKb: number
  requests: number
  firebase: boolean
  apollo: boolean
}

/**
 * How long the TypeScript tab takes to show its sample, from the click to the text on screen, timed in the page. The
 * page is loaded and hydrated first, and visited once before, so its files come from the browser's cache; each run
 * starts from GraphQL. The first pick of a visit fetches the tab's code and the samples file (from the cache), the
 * second pick in the same visit finds them loaded.
 */
async function typescriptTabSwitches(context: BrowserContext, baseUrl: string): Promise<number[]> {
  const page = await context.newPage()
  const url = new URL(PAGE, baseUrl).href
  const times: number[] = []
  // A string, run as it is: tsx would wrap a function's inner functions in a helper the page does not have.
  const pick = () =>
    page.evaluate<number>(`new Promise((resolve, reject) => {
      const tab = [...document.querySelectorAll("[role=tab]")].find((element) => element.textContent === "TypeScript")
      const panel = tab && document.getElementById(tab.getAttribute("aria-controls") || "")
      if (!tab || !panel) return reject(new Error("no TypeScript tab"))
      const started = performance.now()
      const observer = new MutationObserver(() => {
        if (!/Query = \\{/.test(panel.textContent || "")) return
        observer.disconnect()
        resolve(performance.now() - started)
      })
      observer.observe(panel, { childList: true, subtree: true, characterData: true })
      tab.click()
    })`)
  const back = () =>
    page.evaluate(() => {
      ;[...document.querySelectorAll<HTMLButtonElement>("[role=tab]")]
        .find((element) => element.textContent === "GraphQL")
        ?.click()
    })
  for (let visit = 0; visit < 4; visit++) {
    await page.goto(url)
    await page.evaluate(() => localStorage.removeItem("docs.codeLanguage"))
    await page.reload()
    await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0)
    const first = await pick()
    await back()
    const second = await pick()
    if (visit > 0) times.push(first, second)
    await back()
  }
  await page.close()
  return times
}

async function measure(
  context: BrowserContext,
  baseUrl: string,
  reader: string,
  settle: (page: Page) => Promise<void>,
): Promise<Weight> {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true })
  const bytes = { script: 0, stylesheet: 0, document: 0 }
  const scripts: string[] = []
  let requests = 0
  const pending: Promise<void>[] = []
  page.on("response", (response) => {
    requests++
    const type = response.request().resourceType()
    pending.push(
      response
        .body()
        .then((body) => {
          if (type === "script" || type === "stylesheet" || type === "document") bytes[type] += gzipSync(body).length
          if (type === "script") scripts.push(body.toString("utf8"))
        })
        .catch(() => {}),
    )
  })
  await page.goto(new URL(PAGE, baseUrl).href, { waitUntil: "networkidle" })
  await settle(page)
  await page.waitForLoadState("networkidle")
  await Promise.all(pending)
  await page.close()
  const kb = (value: number) => Math.round((value / 1024) * 10) / 10
  return {
    reader,
    jsKb: kb(bytes.script),
    cssKb: kb(bytes.stylesheet),
    htmlKb: kb(bytes.document),
    requests,
    firebase: scripts.some((body) => body.includes("identitytoolkit.googleapis.com")),
    apollo: scripts.some((body) => body.includes("go.apollo.dev")),
  }
}

/** The Hosting emulator over `root` (with the identity emulator) and the sandbox, on free ports, quiet. */
async function startServices(root: string) {
  const [sitePort, apiPort, authPort] = [await freePort(), await freePort(), await freePort()]
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "zfv-bench-sandbox-"))
  const quiet = () => {}
  const [emulators, api] = await Promise.all([
    startEmulators({
      projectId: LOCAL_DEFAULTS.firebaseProjectId,
      hosting: { publicDir: root, port: sitePort },
      authPort,
      log: quiet,
    }),
    startSandboxApi({
      port: apiPort,
      authEmulatorHost: `127.0.0.1:${authPort}`,
      projectId: LOCAL_DEFAULTS.firebaseProjectId,
      corsOrigins: [`http://127.0.0.1:${sitePort}`],
      demoApiKey: DEMO_KEY,
      dataDir,
      log: quiet,
    }),
  ])
  return { emulators, api, authEmulatorUrl: `http://127.0.0.1:${authPort}`, dataDir }
}

/** Signs up once through the UI (key, email and password, profile), leaving the session in `context`. */
async function signUp(context: BrowserContext, siteUrl: string) {
  const setup = await context.newPage()
  await setup.goto(new URL(PAGE, siteUrl).href)
  await setup.getByRole("textbox", { name: "API key" }).fill(DEMO_KEY)
  await setup.getByRole("button", { name: "Login" }).click()
  await setup.getByLabel("Email").fill(`bench-${Date.now()}@example.ch`)
  await setup.getByLabel("Password").fill("bench-password")
  await setup.getByRole("button", { name: "Sign in with email" }).click()
  await setup.getByPlaceholder("First Name").fill("Bench")
  await setup.getByPlaceholder("Last Name").fill("Reader")
  await setup.getByRole("button", { name: "Create Profile" }).click()
  await setup.getByRole("button", { name: "Logout" }).waitFor()
  await setup.close()
}

/** The page's weight for the three readers: first-time, with an API key, and signed in (a fresh load of the session). */
async function readerWeights(newContext: () => Promise<BrowserContext>, siteUrl: string): Promise<Weight[]> {
  const rows: Weight[] = []
  rows.push(await measure(await newContext(), siteUrl, "first-time reader", async () => {}))

  const withKey = await newContext()
  await withKey.addInitScript((key) => localStorage.setItem("apiKey", key), DEMO_KEY)
  rows.push(
    await measure(withKey, siteUrl, "reader with an API key", (page) =>
      page.getByRole("img", { name: "API key is valid" }).waitFor(),
    ),
  )

  const signedIn = await newContext()
  await signUp(signedIn, siteUrl)
  rows.push(
    await measure(signedIn, siteUrl, "signed-in reader with a key", (page) =>
      page.getByRole("button", { name: "Logout" }).waitFor(),
    ),
  )
  return rows
}

/** The weights as a table, then the TypeScript tab's times. */
function printFigures(rows: readonly Weight[], switches: readonly number[]) {
  console.info(
    `Page ${PAGE}, first visit, gzip KB (goal for a first-time reader: at most ${DOCS_PAGE_JS_BUDGET_KB} KB of JS):`,
  )
  console.table(
    rows.map((row) => ({
      reader: row.reader,
      "JS KB": row.jsKb,
      "CSS KB": row.cssKb,
      "HTML KB": row.htmlKb,
      requests: row.requests,
      "Firebase loaded": row.firebase,
      "Apollo loaded": row.apollo,
    })),
  )
  console.info(
    `Picking the TypeScript tab of ${PAGE}'s first example on a warm page (hydrated, files in the browser's cache), ` +
      `ms from the click to the sample on screen (goal: at most 100): ${switches.map((ms) => ms.toFixed(0)).join(", ")}` +
      ` (the first fetches the tab's code and the page's samples file; a pick after that finds both loaded)`,
  )
}

async function main() {
  const root = path.resolve("public")
  if (!fs.existsSync(path.join(root, "index.html"))) throw new Error('No build in public/: run "npm run build" first.')
  const { emulators, api, authEmulatorUrl, dataDir } = await startServices(root)
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  try {
    const newContext = async () => {
      const context = await browser.newContext()
      await routeSiteServices(context, { apiUrl: api.url, authEmulatorUrl })
      return context
    }
    const rows = await readerWeights(newContext, emulators.siteUrl)
    const switches = await typescriptTabSwitches(await newContext(), emulators.siteUrl)
    printFigures(rows, switches)
  } finally {
    await browser.close()
    await Promise.all([api.stop(), emulators.stop()])
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(errorMessage(error))
  process.exitCode = 1
})
