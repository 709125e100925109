import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { demoApiKeySetting } from "../core/demo-key"
import { LOCAL_DEFAULTS } from "../core/site-config"
import { freePort, startEmulators, startSandboxApi } from "../scripts/harness/services"
import { HARNESS_LIMITS_ENV, mcpFunctionEnv } from "../scripts/lib/build-function"
import { localApiUrl } from "../core/local-services"
import { connect, migrate, startLocalDatabase } from "../feedback"

/** The key the build shows as the demo key (the same setting), so a test can check that the sandbox accepts it. */
export const E2E_DEMO_API_KEY = demoApiKeySetting(process.env)

/**
 * Starts what npm start starts, on free loopback ports: the production build
 * (public/) served by the Firebase Hosting emulator with the Hosting
 * configuration the build wrote, the identity emulator and the MCP endpoint's
 * function (same process) and the sandbox API (with a throwaway database). Their addresses reach the workers
 * through E2E_* variables; the fixtures route the site's configured API and
 * emulator addresses to them.
 */
export default async function globalSetup() {
  const [sitePort, apiPort, authPort, functionsPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ]
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "zfv-e2e-sandbox-"))
  // Every line the services print, in a file a test can read (the MCP endpoint's must never hold a credential).
  const logFile = path.join(dataDir, "services.log")
  const keep = (line: string) => fs.appendFileSync(logFile, `${line}\n`)
  // The feedback store, in memory: PGlite behind its socket server, as npm start runs it.
  const feedbackDatabase = await startLocalDatabase(null)
  // Its tables from the start, as the endpoint makes them on its first write: a test may read before anything is sent.
  const setUp = await connect(feedbackDatabase.url)
  await migrate(setUp)
  await setUp.close()
  const [emulators, api] = await Promise.all([
    startEmulators({
      projectId: LOCAL_DEFAULTS.firebaseProjectId,
      hosting: { publicDir: path.resolve("public"), port: sitePort },
      authPort,
      functions: {
        port: functionsPort,
        env: {
          ...HARNESS_LIMITS_ENV,
          ...mcpFunctionEnv({
            docsUrl: `http://127.0.0.1:${sitePort}`,
            apiUrl: localApiUrl(apiPort),
            databaseUrl: feedbackDatabase.url,
          }),
        },
        warm: true,
      },
      log: keep,
    }),
    startSandboxApi({
      port: apiPort,
      authEmulatorHost: `127.0.0.1:${authPort}`,
      projectId: LOCAL_DEFAULTS.firebaseProjectId,
      corsOrigins: [`http://127.0.0.1:${sitePort}`],
      demoApiKey: E2E_DEMO_API_KEY,
      dataDir,
      log: keep,
    }),
  ])
  process.env.E2E_BASE_URL = emulators.siteUrl
  process.env.E2E_API_URL = api.url
  process.env.E2E_AUTH_EMULATOR_URL = emulators.authUrl ?? ""
  process.env.E2E_DEMO_API_KEY = E2E_DEMO_API_KEY
  process.env.E2E_MCP_URL = emulators.mcpUrl ?? ""
  process.env.E2E_SERVICES_LOG = logFile
  process.env.E2E_FEEDBACK_DATABASE_URL = feedbackDatabase.url
  return async () => {
    await Promise.all([api.stop(), emulators.stop()])
    await feedbackDatabase.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
