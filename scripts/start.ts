import path from "node:path"
import { demoApiKeySetting } from "../core/demo-key"
import { LOCAL_DEFAULTS } from "../core/site-config"
import {
  LOCAL_HOST,
  PORT_VARIABLES,
  localApiUrl,
  localAuthEmulatorUrl,
  localFeedbackDatabaseUrl,
  localPort,
  localSiteOrigins,
  localSiteUrl,
} from "../core/local-services"
import { buildSite, type SiteBuild } from "./lib/build-site"
import { buildFunction, mcpFunctionEnv } from "./lib/build-function"
import { MCP_PATH } from "../core/mcp-connect"
import { FEEDBACK_ROUTE } from "../core/feedback"
import { startLocalDatabase } from "../feedback"
import { ROOT, isEmulatorProblem, portInUse, startEmulators, startSandboxApi, type Service } from "./harness/services"
import { errorMessage } from "../core/error-message"

/**
 * npm start: the site, served by the Firebase Hosting emulator with the
 * Hosting configuration production deploys, the identity emulator and the
 * MCP endpoint's function (all in one emulator process) and the sandbox API. Starts the sandbox while the
 * site builds, then the emulators (their Hosting configuration comes from the
 * build), prints the addresses and the demo API key, and stops everything on
 * Ctrl+C.
 */
const sitePort = localPort("site", process.env)
const apiPort = localPort("sandboxApi", process.env)
const authPort = localPort("authEmulator", process.env)
const functionsPort = localPort("functionsEmulator", process.env)
const feedbackDatabasePort = localPort("feedbackDatabase", process.env)
/** The feedback store's data, kept between starts (not committed). */
const FEEDBACK_DATA_DIR = path.join(ROOT, ".feedback-data")
const projectId = process.env.GATSBY_FIREBASE_PROJECT_ID || LOCAL_DEFAULTS.firebaseProjectId
const demoApiKey = demoApiKeySetting(process.env)
const skipBuild = process.env.SKIP_BUILD === "1"

const sandboxLog = (line: string) => console.info(line)
const emulatorLog = (line: string) => {
  if (isEmulatorProblem(line)) console.info(`[emulators] ${line}`)
}

let siteBuild: SiteBuild | null = null

/** Fails before anything starts when a port is taken, naming the service and the variable that moves it. */
async function refuseBusyPorts() {
  for (const [port, name, variable] of [
    [sitePort, "the site", PORT_VARIABLES.site],
    [apiPort, "the sandbox API", PORT_VARIABLES.sandboxApi],
    [authPort, "the identity emulator", PORT_VARIABLES.authEmulator],
    [functionsPort, "the Functions emulator", PORT_VARIABLES.functionsEmulator],
    [feedbackDatabasePort, "the feedback store", PORT_VARIABLES.feedbackDatabase],
  ] as const) {
    if (await portInUse(port))
      throw new Error(
        `Port ${port} (${name}) is already in use. Is another npm start running? Stop it, or set ${variable} to a free port.`,
      )
  }
}

/** Stops the build and every service once, then exits; Ctrl+C and SIGTERM stop with 0. */
function stopperOf(services: Service[]) {
  let stopping = false
  const stopAll = async (code: number) => {
    if (stopping) return
    stopping = true
    siteBuild?.stop()
    await Promise.all(services.map((service) => service.stop()))
    process.exit(code)
  }
  process.on("SIGINT", () => void stopAll(0))
  process.on("SIGTERM", () => void stopAll(0))
  return { stopAll, stopping: () => stopping }
}

/** The feedback store (PGlite), kept in FEEDBACK_DATA_DIR, as a service to stop with the rest. */
async function startFeedbackStore(): Promise<Service> {
  const database = await startLocalDatabase(FEEDBACK_DATA_DIR, feedbackDatabasePort)
  return {
    name: "Feedback store",
    url: database.url,
    exited: new Promise<number | null>(() => {}),
    stop: () => database.stop(),
  }
}

/** The emulators (Hosting over public/, auth, and the MCP endpoint's function), once the build is done. */
async function startSiteEmulators(): Promise<Service> {
  const emulatorsStarted = Date.now()
  const emulators = await startEmulators({
    projectId,
    hosting: { publicDir: path.join(ROOT, "public"), port: sitePort },
    authPort,
    functions: {
      port: functionsPort,
      env: mcpFunctionEnv({
        docsUrl: localSiteUrl(sitePort),
        apiUrl: localApiUrl(apiPort),
        databaseUrl: localFeedbackDatabaseUrl(feedbackDatabasePort),
      }),
      // Not warmed: the addresses print sooner, and the first call pays the cold start, as in production.
      warm: false,
    },
    log: emulatorLog,
  })
  console.info(
    `Firebase emulators (hosting, auth, functions) ready in ${((Date.now() - emulatorsStarted) / 1000).toFixed(1)} s.`,
  )
  return emulators
}

/** What the reader is told once everything runs: each address, the demo key, and how to stop. */
const addresses = () =>
  [
    "",
    "  The docs site runs with the local sandbox API and identity emulator:",
    "",
    `    Site:               ${localSiteUrl(sitePort)}/  (Firebase Hosting emulator, production's Hosting configuration)`,
    `    Sandbox API:        ${localApiUrl(apiPort)}`,
    `    Identity emulator:  ${localAuthEmulatorUrl(authPort)}/`,
    `    MCP endpoint:       ${localSiteUrl(sitePort)}${MCP_PATH}  (Functions emulator behind Hosting's rewrite)`,
    `    Feedback endpoint:  ${localSiteUrl(sitePort)}${FEEDBACK_ROUTE}  (its store: PGlite in .feedback-data/, ` +
      `${localFeedbackDatabaseUrl(feedbackDatabasePort)})`,
    `    Demo API key:       ${demoApiKey}`,
    "",
    "  Paste the demo key into the navbar's API key field, or sign in with any email and password.",
    "  Press Ctrl+C to stop.",
    "",
  ].join("\n")

async function main() {
  await refuseBusyPorts()
  const services: Service[] = []
  const stopper = stopperOf(services)
  try {
    const apiReady = startSandboxApi({
      port: apiPort,
      authEmulatorHost: `${LOCAL_HOST}:${authPort}`,
      projectId,
      corsOrigins: localSiteOrigins(sitePort),
      demoApiKey,
      log: sandboxLog,
    }).then((api) => {
      services.push(api)
    })
    const siteEnv = {
      ...process.env,
      GATSBY_API_URL: localApiUrl(apiPort),
      GATSBY_FIREBASE_PROJECT_ID: projectId,
      GATSBY_FIREBASE_AUTH_EMULATOR_URL: localAuthEmulatorUrl(authPort),
    }
    services.push(await startFeedbackStore())
    if (skipBuild) console.info("SKIP_BUILD=1: serving the existing build in public/.")
    siteBuild = skipBuild ? null : buildSite(siteEnv)
    // The function is bundled with every build; with SKIP_BUILD it is bundled here (well under a second).
    await Promise.all([apiReady, siteBuild?.done ?? buildFunction()])
    services.push(await startSiteEmulators())
    for (const service of services) {
      void service.exited.then((code) => {
        if (stopper.stopping()) return
        console.error(`${service.name} stopped unexpectedly (exit code ${code}); stopping everything.`)
        void stopper.stopAll(1)
      })
    }
    console.info(addresses())
  } catch (error) {
    console.error(`\nnpm start failed: ${errorMessage(error)}`)
    await stopper.stopAll(1)
  }
}

void main()
