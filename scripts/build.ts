import { buildSite } from "./lib/build-site"

// npm run build: the production build into public/ (see scripts/lib/build-site.ts).
buildSite().done.catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error))
  process.exitCode = 1
})
