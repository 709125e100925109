import path from "node:path"
import { startStaticServer } from "../scripts/lib/static-server"

/**
 * Serves the production build (public/) on a free loopback port for every
 * spec; the URL reaches the workers through E2E_BASE_URL.
 */
export default async function globalSetup() {
  const site = await startStaticServer({ root: path.resolve("public") })
  process.env.E2E_BASE_URL = site.url
  return async () => {
    await site.close()
  }
}
