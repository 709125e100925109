/**
 * The Cloud Functions behind Firebase Hosting's rewrites: /mcp, the docs'
 * MCP server over Streamable HTTP (mcp/src/http.ts), configured by DOCS_URL
 * and API_URL; and /api/feedback (feedback/src/endpoint.ts), configured by
 * DATABASE_URL and DOCS_URL. Bundled into lib/index.js by the root's build.
 */
import { onRequest } from "firebase-functions/v2/https"
import { logger } from "firebase-functions"
import { createMcpHandler, CORS_HEADERS, JSON_RPC } from "../../mcp/src/http"
import { FEEDBACK_FUNCTION_OPTIONS, FUNCTION_OPTIONS, feedbackConfig, functionConfig } from "./options"
import { connect, createFeedbackHandler, feedbackStore, migrate } from "../../feedback"
import { loadOnce } from "../../core/load-once"

let handler: ReturnType<typeof createMcpHandler> | null = null

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

export const mcp = onRequest(FUNCTION_OPTIONS, async (req, res) => {
  if (!handler) {
    const { config, problems } = functionConfig(process.env)
    if (!config) {
      logger.error(`The MCP endpoint is not configured: ${problems.join("; ")}`)
      res
        .status(503)
        .set(CORS_HEADERS)
        .json({
          jsonrpc: "2.0",
          error: {
            code: JSON_RPC.internalError,
            message: "The docs' MCP endpoint is not configured; try again later.",
          },
          id: null,
        })
      return
    }
    // Agents' feedback goes straight to the store: through /api/feedback, every agent would count as this instance.
    const store = storeOf()
    handler = createMcpHandler({
      ...config,
      log: (line) => logger.info(line),
      ...(store ? { sendFeedback: async (piece) => void (await (await store()).add(piece, "agent")) } : {}),
    })
  }
  await handler(req, res)
})

let feedbackHandler: ReturnType<typeof createFeedbackHandler> | null = null

export const feedback = onRequest(FEEDBACK_FUNCTION_OPTIONS, async (req, res) => {
  if (!feedbackHandler) {
    const { config, problems } = feedbackConfig(process.env)
    if (!config) {
      logger.error(`The feedback endpoint is not configured: ${problems.join("; ")}`)
      res.status(503).json({ error: "Feedback cannot be taken just now; try again later." })
      return
    }
    feedbackHandler = createFeedbackHandler({
      siteOrigin: config.siteOrigin,
      proxyHops: config.proxyHops,
      // The schema is brought up to date once per instance, before its first write; a failure is tried again.
      store: storeOf() as NonNullable<ReturnType<typeof storeOf>>,
      log: (line) => logger.info(line),
    })
  }
  await feedbackHandler(req, res)
})
