import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { LOCAL_DEFAULTS } from "../src/lib/site-config"
import { freePort, startAuthEmulator, startSandboxApi } from "../scripts/lib/services"
import { startStaticServer } from "../scripts/lib/static-server"

export const E2E_DEMO_API_KEY = "zfv_e2e_demo_key"

/**
 * Starts what npm start starts, on free loopback ports: the production build
 * (public/), the sandbox API (with a throwaway database) and the identity
 * emulator. Their addresses reach the workers through E2E_* variables; the
 * fixtures route the site's configured API and emulator addresses to them.
 */
export default async function globalSetup() {
  const site = await startStaticServer({ root: path.resolve("public") })
  const origin = new URL(site.url).origin
  const [apiPort, authPort] = [await freePort(), await freePort()]
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "zfv-e2e-sandbox-"))
  const log: string[] = []
  const keep = (line: string) => log.push(line)
  const [emulator, api] = await Promise.all([
    startAuthEmulator({ port: authPort, projectId: LOCAL_DEFAULTS.firebaseProjectId, log: keep }),
    startSandboxApi({ port: apiPort, authEmulatorHost: `127.0.0.1:${authPort}`, projectId: LOCAL_DEFAULTS.firebaseProjectId, corsOrigins: [origin], demoApiKey: E2E_DEMO_API_KEY, dataDir, log: keep }),
  ])
  process.env.E2E_BASE_URL = site.url
  process.env.E2E_API_URL = api.url
  process.env.E2E_AUTH_EMULATOR_URL = `http://127.0.0.1:${authPort}`
  process.env.E2E_DEMO_API_KEY = E2E_DEMO_API_KEY
  return async () => {
    await Promise.all([site.close(), api.stop(), emulator.stop()])
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
