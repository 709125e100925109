import path from "node:path"
import { LOCAL_DEFAULTS } from "../src/lib/site-config"
import { buildSite, type SiteBuild } from "./lib/build-site"
import { ROOT, portInUse, startAuthEmulator, startSandboxApi, type Service } from "./lib/services"
import { startStaticServer, type StaticServer } from "./lib/static-server"

/**
 * npm start: the identity emulator, the sandbox API and the site, together.
 * Starts the emulator and the sandbox while the site builds, waits for each,
 * prints the addresses and the demo API key, and stops everything on Ctrl+C.
 */
const sitePort = Number(process.env.PORT || 9000)
const apiPort = Number(process.env.SANDBOX_PORT || 4000)
const authPort = Number(process.env.FIREBASE_AUTH_EMULATOR_PORT || 9099)
const projectId = process.env.GATSBY_FIREBASE_PROJECT_ID || LOCAL_DEFAULTS.firebaseProjectId
const demoApiKey = process.env.SANDBOX_DEMO_API_KEY || LOCAL_DEFAULTS.demoApiKey
const skipBuild = process.env.SKIP_BUILD === "1"

const sandboxLog = (line: string) => console.info(line)
// The emulator prints a banner and tips; only its warnings and errors are worth showing here.
const emulatorLog = (line: string) => {
  if (/⚠|error/i.test(line)) console.info(`[identity] ${line}`)
}

let siteBuild: SiteBuild | null = null

async function main() {
  for (const [port, name, variable] of [
    [sitePort, "the site", "PORT"],
    [apiPort, "the sandbox API", "SANDBOX_PORT"],
    [authPort, "the identity emulator", "FIREBASE_AUTH_EMULATOR_PORT"],
  ] as const) {
    if (await portInUse(port)) throw new Error(`Port ${port} (${name}) is already in use. Is another npm start running? Stop it, or set ${variable} to a free port.`)
  }

  const services: Service[] = []
  let site: StaticServer | null = null
  let stopping = false
  const stopAll = async (code: number) => {
    if (stopping) return
    stopping = true
    siteBuild?.stop()
    await site?.close()
    await Promise.all(services.map((service) => service.stop()))
    process.exit(code)
  }
  process.on("SIGINT", () => void stopAll(0))
  process.on("SIGTERM", () => void stopAll(0))

  try {
    const siteOrigins = [`http://localhost:${sitePort}`, `http://127.0.0.1:${sitePort}`, "http://localhost:8000", "http://127.0.0.1:8000"]
    const servicesReady = (async () => {
      const emulator = await startAuthEmulator({ port: authPort, projectId, log: emulatorLog })
      services.push(emulator)
      const api = await startSandboxApi({ port: apiPort, authEmulatorHost: `127.0.0.1:${authPort}`, projectId, corsOrigins: siteOrigins, demoApiKey, log: sandboxLog })
      services.push(api)
    })()
    const siteEnv = {
      ...process.env,
      GATSBY_API_URL: `http://127.0.0.1:${apiPort}/graphql`,
      GATSBY_FIREBASE_PROJECT_ID: projectId,
      GATSBY_FIREBASE_AUTH_EMULATOR_URL: `http://127.0.0.1:${authPort}`,
    }
    if (skipBuild) console.info("SKIP_BUILD=1: serving the existing build in public/.")
    siteBuild = skipBuild ? null : buildSite(siteEnv)
    const built = siteBuild?.done ?? Promise.resolve()
    await Promise.all([servicesReady, built])
    site = await startStaticServer({ root: path.join(ROOT, "public"), port: sitePort, host: "127.0.0.1" })

    for (const service of services) {
      void service.exited.then((code) => {
        if (stopping) return
        console.error(`${service.name} stopped unexpectedly (exit code ${code}); stopping everything.`)
        void stopAll(1)
      })
    }
    console.info(
      [
        "",
        "  The docs site runs with the local sandbox API and identity emulator:",
        "",
        `    Site:               http://localhost:${sitePort}/`,
        `    Sandbox API:        http://127.0.0.1:${apiPort}/graphql`,
        `    Identity emulator:  http://127.0.0.1:${authPort}/`,
        `    Demo API key:       ${demoApiKey}`,
        "",
        "  Paste the demo key into the navbar's API key field, or sign in with any email and password.",
        "  Press Ctrl+C to stop.",
        "",
      ].join("\n"),
    )
  } catch (error) {
    console.error(`\nnpm start failed: ${error instanceof Error ? error.message : String(error)}`)
    await stopAll(1)
  }
}

void main()
