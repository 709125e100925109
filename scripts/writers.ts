import { errorMessage } from "../core/error-message"
import { parseWritersArgs, setWriterClaim, writersTarget } from "./lib/writers"

/**
 * npm run writers -- grant <email> | revoke <email>
 *
 * Gives an account the `writer` claim (or takes it away), so it can read the feedback report at /writers/feedback/.
 * On this machine it changes npm start's Auth emulator; with a real project (GATSBY_FIREBASE_PROJECT_ID or
 * FIREBASE_PROJECT) it changes production through Application Default Credentials (scripts/lib/writers.ts).
 */
async function main() {
  const { action, email } = parseWritersArgs(process.argv.slice(2))
  console.log(await setWriterClaim(action, email, writersTarget(process.env)))
}

main().catch((error: unknown) => {
  console.error(`writers: ${errorMessage(error).split("\n")[0]}`)
  process.exitCode = 1
})
