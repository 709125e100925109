import { SCHEMA_RELEASES_DIR, SCHEMA_SOURCE } from "../schema"
import { formatRelease, releaseSchema } from "./lib/schema-release"
import { errorMessage } from "../core/error-message"

// npm run schema:release [-- YYYY-MM-DD]: records content/schema.graphql as a release (today by default).
const date = process.argv[2] ?? new Date().toISOString().slice(0, 10)

releaseSchema({ schemaFile: SCHEMA_SOURCE, releasesDir: SCHEMA_RELEASES_DIR, date }).then(
  (result) => console.info(formatRelease(result, date)),
  (error: unknown) => {
    console.error(`schema:release: ${errorMessage(error)}`)
    process.exitCode = 1
  },
)
