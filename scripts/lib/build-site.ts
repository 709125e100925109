import { spawn, type ChildProcess } from "node:child_process"
import path from "node:path"
import { ROOT } from "../harness/services"
import { buildFunction } from "./build-function"
import {
  clearBuildCache,
  dependencyStamp,
  forgetBuiltPages,
  recordDependencyStamp,
  staleCacheReason,
} from "./build-cache"

export interface SiteBuild {
  /** Resolves when the build succeeded; rejects naming the exit code. */
  done: Promise<void>
  /** Stops the build (Ctrl+C in npm start). */
  stop: () => void
}

/**
 * The one way the site is built: `gatsby build`, whose onPostBuild publishes
 * the schema, checks links and builds the search index. `npm run build`,
 * `npm start` and `npm test` all call this, so what npm start serves is what
 * the browser tests test. A cache left by other dependencies is cleared
 * first, and every page's HTML is rendered afresh (scripts/lib/build-cache.ts).
 * Beside it, the MCP endpoint's Cloud Function is bundled (build-function.ts).
 */
export function buildSite(env: NodeJS.ProcessEnv = process.env): SiteBuild {
  const stamp = dependencyStamp(ROOT)
  const stale = staleCacheReason(ROOT, stamp)
  if (stale) {
    console.log(`Clearing Gatsby's cache (.cache and public/): ${stale}.`)
    clearBuildCache(ROOT)
  }
  forgetBuiltPages(ROOT)
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, "node_modules", "gatsby", "cli.js"), "build"], {
    cwd: ROOT,
    env: { ...env, GATSBY_TELEMETRY_DISABLED: "1" },
    stdio: "inherit",
  })
  const gatsbyDone = new Promise<void>((resolve, reject) => {
    child.once("error", reject)
    child.once("exit", (code, signal) => {
      if (code === 0) {
        recordDependencyStamp(ROOT, stamp)
        resolve()
      } else
        reject(
          new Error(
            `the site build failed (${signal ? `stopped by ${signal}` : `exit code ${code}`}); see the messages above`,
          ),
        )
    })
  })
  const done = Promise.all([gatsbyDone, buildFunction()]).then(() => undefined)
  return { done, stop: () => void child.kill("SIGTERM") }
}
