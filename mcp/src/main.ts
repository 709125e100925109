/**
 * The docs' MCP server on stdio: `npx tsx mcp/src/main.ts` (README, "MCP
 * server"). DOCS_URL names the docs site, ZFV_API_KEY the reader's key and
 * ZFV_ID_TOKEN a signed-in reader's identity token.
 * stdout carries the protocol; the one line of its own goes to stderr.
 */
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js"
import { createDocsServer, credentialsProblem, optionsFromEnv } from "./server"
import { errorMessage } from "../../core/error-message"

async function main() {
  const options = optionsFromEnv(process.env)
  const problem = credentialsProblem(options, { apiKey: "ZFV_API_KEY", idToken: "ZFV_ID_TOKEN" })
  if (problem) throw new Error(`${problem} Set it to your whole API key or identity token.`)
  const server = createDocsServer(options)
  await server.connect(new StdioServerTransport())
  console.error(
    `ZFV docs MCP server on stdio: docs at ${options.docsUrl}, ` +
      (options.apiKey || options.idToken
        ? [options.apiKey ? "API key from ZFV_API_KEY" : "", options.idToken ? "identity token from ZFV_ID_TOKEN" : ""]
            .filter(Boolean)
            .join(", ")
        : "no credentials (set ZFV_API_KEY for run_operation)"),
  )
}

main().catch((error: unknown) => {
  console.error(`The ZFV docs MCP server could not start: ${errorMessage(error)}`)
  process.exitCode = 1
})
