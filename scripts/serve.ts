import path from "node:path"
import { siteConfig } from "../core/site-config"
import { localPort, localSiteUrl } from "../core/local-services"
import { ROOT, isEmulatorProblem, startEmulators } from "./harness/services"
import { errorMessage } from "../core/error-message"

/**
 * npm run serve: serves the existing build (public/) through the Firebase
 * Hosting emulator with the Hosting configuration the build wrote, as
 * production would. PORT overrides the default port (core/local-services.ts). For a build that uses the local
 * sandbox and identity emulator, use `SKIP_BUILD=1 npm start` instead.
 */
async function main() {
  const port = localPort("site", process.env)
  const emulators = await startEmulators({
    projectId: siteConfig.firebase.projectId,
    hosting: { publicDir: path.join(ROOT, "public"), port },
    log: (line) => {
      if (isEmulatorProblem(line)) console.info(line)
    },
  })
  console.info(`Site: ${localSiteUrl(port)}/ (Firebase Hosting emulator). Press Ctrl+C to stop.`)
  const stop = () => void emulators.stop().then(() => process.exit(0))
  process.on("SIGINT", stop)
  process.on("SIGTERM", stop)
  void emulators.exited.then((code) => {
    console.error(`The Hosting emulator stopped (exit code ${code}).`)
    process.exit(1)
  })
}

main().catch((error: unknown) => {
  console.error(errorMessage(error))
  process.exit(1)
})
