import { buildSite } from "./lib/build-site"
import { errorMessage } from "../core/error-message"

// npm run build: the production build into public/ (see scripts/lib/build-site.ts).
buildSite().done.catch((error: unknown) => {
  console.error(errorMessage(error))
  process.exitCode = 1
})
