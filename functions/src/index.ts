/**
 * The Cloud Functions behind Firebase Hosting's rewrites: /mcp, the docs'
 * MCP server over Streamable HTTP (mcp/src/http.ts), configured by DOCS_URL
 * and API_URL; and /api/feedback (feedback/src/endpoint.ts), configured by
 * DATABASE_URL and DOCS_URL, with the writers' /api/feedback/report and
 * /api/feedback/status (feedback/src/writers.ts), which check the caller's
 * Firebase ID token with firebase-admin (against the Auth emulator when
 * FIREBASE_AUTH_EMULATOR_HOST is set, as the emulators set it). Bundled into
 * lib/index.js by the root's build.
 */
import { onRequest } from "firebase-functions/v2/https"
import { logger } from "firebase-functions"
import { createMcpHandler, CORS_HEADERS, JSON_RPC } from "../../mcp/src/http"
import { FEEDBACK_FUNCTION_OPTIONS, FUNCTION_OPTIONS, feedbackConfig, functionConfig } from "./options"
import { getApps, initializeApp } from "firebase-admin/app"
import { getAuth } from "firebase-admin/auth"
import {
  connect,
  createFeedbackHandler,
  createWritersHandler,
  feedbackStore,
  migrate,
  storeFeedback,
  writersRoute,
  type VerifiedToken,
} from "../../feedback"
import { loadOnce } from "../../core/load-once"
import { isEmulatorSignUpTick, unverifiedJwtClaims } from "../../core/emulator-sign-up"
import { parseSearchRecordsFile, SEARCH_RECORDS_PATH } from "../../core/agent-files"
import { closestPageFinder } from "../../mcp/src/closest-page"

/** The feedback store from DATABASE_URL, opened and migrated once per instance; null when it is not configured. */
const storeOf = () => {
  const read = feedbackConfig(process.env)
  if (!read.config) return null
  const { databaseUrl } = read.config
  return loadOnce(async () => {
    const sql = await connect(databaseUrl)
    await migrate(sql)
    return feedbackStore(sql)
  })
}

/** The MCP handler, made on the first request; not configured is a failure, and the next request tries again. */
const mcpHandler = loadOnce(async () => {
  const { config, problems } = functionConfig(process.env)
  if (!config) throw new Error(`The MCP endpoint is not configured: ${problems.join("; ")}`)
  // Agents' feedback goes straight to the store: through /api/feedback, every agent would count as this instance.
  const store = storeOf()
  return createMcpHandler({
    ...config,
    log: (line) => logger.info(line),
    ...(store
      ? { sendFeedback: async (piece) => storeFeedback(await store(), piece, "agent", (line) => logger.info(line)) }
      : {}),
  })
})

export const mcp = onRequest(FUNCTION_OPTIONS, async (req, res) => {
  let handler: Awaited<ReturnType<typeof mcpHandler>>
  try {
    handler = await mcpHandler()
  } catch (error) {
    logger.error(error instanceof Error ? error.message : String(error))
    res
      .status(503)
      .set(CORS_HEADERS)
      .json({
        jsonrpc: "2.0",
        error: { code: JSON_RPC.internalError, message: "The docs' MCP endpoint is not configured; try again later." },
        id: null,
      })
    return
  }
  await handler(req, res)
})

/** The project's default app: in Cloud Functions (and the emulator) it needs no options. */
const adminApp = () => getApps()[0] ?? initializeApp()

/**
 * A writer's ID token, checked with its revocation too: `npm run writers -- revoke` revokes the account's tokens,
 * so a revoked writer is refused at once rather than when the token expires (an hour). Against the Auth emulator, a
 * new account's tokens can read as revoked by a clock tick (core/emulator-sign-up.ts); its unsigned claims then stand.
 */
async function verifyToken(token: string): Promise<VerifiedToken> {
  const auth = getAuth(adminApp())
  try {
    return await auth.verifyIdToken(token, true)
  } catch (error) {
    if (!process.env.FIREBASE_AUTH_EMULATOR_HOST || (error as { code?: string }).code !== "auth/id-token-revoked")
      throw error
    const claims = unverifiedJwtClaims(token)
    const { sub, auth_time: authTime } = claims
    if (typeof sub !== "string" || typeof authTime !== "number") throw error
    const user = await auth.getUser(sub)
    if (user.disabled || !isEmulatorSignUpTick(authTime, user.tokensValidAfterTime)) throw error
    return { ...claims, uid: sub }
  }
}

/** The readers' and the writers' handlers over one store, made on the first request; not configured is a failure. */
const feedbackHandlers = loadOnce(async () => {
  const { config, problems } = feedbackConfig(process.env)
  const store = storeOf()
  if (!config || !store) throw new Error(`The feedback endpoint is not configured: ${problems.join("; ")}`)
  const log = (line: string) => logger.info(line)
  // The closest page of an empty search: the site's search over the records this deploy's site publishes, once.
  const closestPages = loadOnce(async () => {
    const response = await fetch(new URL(SEARCH_RECORDS_PATH, config.siteOrigin), {
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`${SEARCH_RECORDS_PATH} answered ${response.status}`)
    return closestPageFinder(parseSearchRecordsFile(await response.json()))
  })
  return {
    // The schema is brought up to date once per instance, before its first write; a failure is tried again.
    readers: createFeedbackHandler({ siteOrigin: config.siteOrigin, proxyHops: config.proxyHops, store, log }),
    writers: createWritersHandler({ store, verifyToken, closestPages, log }),
  }
})

export const feedback = onRequest(FEEDBACK_FUNCTION_OPTIONS, async (req, res) => {
  let handlers: Awaited<ReturnType<typeof feedbackHandlers>>
  try {
    handlers = await feedbackHandlers()
  } catch (error) {
    logger.error(error instanceof Error ? error.message : String(error))
    res.status(503).json({ error: "Feedback cannot be taken just now; try again later." })
    return
  }
  // Behind Hosting's rewrite the path is the site's: /api/feedback, /api/feedback/report, /api/feedback/status.
  await (writersRoute(req.path) ? handlers.writers : handlers.readers)(req, res)
})
