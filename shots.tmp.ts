import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { chromium } from "playwright-core"
import { LOCAL_DEFAULTS } from "./src/lib/shared/site-config"
import { CHROMIUM_ARGS, chromiumPath, routeSiteServices } from "./scripts/lib/route-services"
import { freePort, startEmulators, startSandboxApi } from "./scripts/lib/services"

async function main() {
  const [sitePort, apiPort, authPort] = [await freePort(), await freePort(), await freePort()]
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shots-"))
  const quiet = () => {}
  const [emulators, api] = await Promise.all([
    startEmulators({ projectId: LOCAL_DEFAULTS.firebaseProjectId, hosting: { publicDir: path.resolve("public"), port: sitePort }, authPort, log: quiet }),
    startSandboxApi({ port: apiPort, authEmulatorHost: `127.0.0.1:${authPort}`, projectId: LOCAL_DEFAULTS.firebaseProjectId, corsOrigins: [`http://127.0.0.1:${sitePort}`], demoApiKey: "zfv_sandbox_demo_key", dataDir, log: quiet }),
  ])
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  try {
    for (const width of [390, 1440])
      for (const scheme of ["light", "dark"] as const) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme })
        await routeSiteServices(context, { apiUrl: api.url, authEmulatorUrl: `http://127.0.0.1:${authPort}` })
        await context.addInitScript(() => { localStorage.setItem("apiKey", "zfv_sandbox_demo_key"); localStorage.setItem("docs.codeLanguage", "typescript") })
        const page = await context.newPage()
        await page.goto(new URL("/docs/examples/dishes/", emulators.siteUrl).href)
        await page.getByText("type DishesQuery = {").first().waitFor()
        const example = page.getByRole("tablist").first().locator("xpath=ancestor::div[.//a[starts-with(@aria-label, 'Open in Playground')]][1]")
        await example.scrollIntoViewIfNeeded()
        await page.evaluate(() => window.scrollBy(0, -80))
        await page.screenshot({ path: `/tmp/shot-ts-${width}-${scheme}.png` })
        await page.goto(new URL("/docs/typescript/", emulators.siteUrl).href)
        await page.getByRole("heading", { name: "The config file" }).scrollIntoViewIfNeeded()
        await page.screenshot({ path: `/tmp/shot-guide-${width}-${scheme}.png` })
        await context.close()
      }
  } finally {
    await browser.close()
    await Promise.all([api.stop(), emulators.stop()])
  }
}
main().catch((e) => { console.error(e); process.exitCode = 1 })
