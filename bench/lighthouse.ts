import path from "node:path"
import { siteConfig } from "../core/site-config"
import { CHROMIUM_ARGS, chromiumPath } from "../scripts/lib/route-services"
import { ROOT, freePort, startEmulators } from "../scripts/harness/services"
import { ACCESS_THE_API_ROUTE, PLAYGROUND_ROUTE } from "../core/routes"
import { errorMessage } from "../core/error-message"
import { median } from "./lib/stats"
import { runFigures, runLighthouse, type RunFigures } from "./lighthouse-run"

/**
 * npm run bench:lighthouse [-- /route/ …]: Lighthouse's mobile performance
 * and accessibility scores (its default: a slow-4G phone) of pages of the current build
 * (public/), served by the Firebase Hosting emulator with the headers
 * production sends. Each page is measured RUNS times (BENCH_RUNS, default 3)
 * and the median is printed; on a loaded machine the blocking time grows.
 * Prints figures; asserts nothing.
 */
const DEFAULT_ROUTES = [
  "/",
  ACCESS_THE_API_ROUTE,
  "/docs/examples/dishes/",
  "/docs/graphql-schema/",
  "/docs/graphql-schema/objects/dish/",
  PLAYGROUND_ROUTE,
]
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS || 3))

async function main() {
  const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULT_ROUTES
  const chromeLauncher = await import("chrome-launcher")
  const emulators = await startEmulators({
    projectId: siteConfig.firebase.projectId,
    hosting: { publicDir: path.join(ROOT, "public"), port: await freePort() },
  })
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_ARGS })
  try {
    const rows: Record<string, string | number>[] = []
    for (const route of routes) {
      const runs: RunFigures[] = []
      for (let run = 0; run < RUNS; run++)
        runs.push(runFigures(await runLighthouse(new URL(route, emulators.siteUrl).href, chrome.port, route)))
      const pick = (key: keyof RunFigures) => median(runs.map((run) => run[key]))
      rows.push({
        page: route,
        "performance (median)": pick("score"),
        runs: runs.map((run) => run.score).join(" "),
        accessibility: pick("accessibility"),
        "FCP s": (pick("fcp") / 1000).toFixed(2),
        "LCP s": (pick("lcp") / 1000).toFixed(2),
        "TBT ms": Math.round(pick("tbt")),
        CLS: pick("cls").toFixed(3),
      })
    }
    console.info(`Lighthouse ${RUNS}× per page, mobile (simulated slow 4G, 4× CPU slowdown), build in public/:`)
    console.table(rows)
  } finally {
    chrome.kill()
    await emulators.stop()
  }
}

main().catch((error: unknown) => {
  console.error(errorMessage(error))
  process.exitCode = 1
})
