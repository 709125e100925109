/**
 * The Cloud Function behind Firebase Hosting's rewrite of /mcp: the docs'
 * MCP server over Streamable HTTP (mcp/src/http.ts), configured by DOCS_URL
 * and API_URL. Bundled into lib/index.js by the root's build.
 */
import { onRequest } from "firebase-functions/v2/https"
import { logger } from "firebase-functions"
import { createMcpHandler, CORS_HEADERS, JSON_RPC } from "../../mcp/src/http"
import { FUNCTION_OPTIONS, functionConfig } from "./options"

let handler: ReturnType<typeof createMcpHandler> | null = null

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
    handler = createMcpHandler({ ...config, log: (line) => logger.info(line) })
  }
  await handler(req, res)
})
