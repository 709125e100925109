/**
 * The MCP endpoint's handler alone on a Node server, in a process of its own: what one instance of the function
 * does with concurrent requests (Cloud Run gives it up to FUNCTION_OPTIONS.concurrency at once), without the
 * Functions emulator, which starts a worker process per concurrent request. bench:mcp starts it:
 * `node --import tsx scripts/lib/mcp-instance.ts <docsUrl> <apiUrl>`; it prints its address on its first line.
 */
import http from "node:http"
import type { AddressInfo } from "node:net"
import { createMcpHandler } from "../../mcp/src/http"

const [docsUrl, apiUrl] = process.argv.slice(2)
const handle = createMcpHandler({ docsUrl, apiUrl })
const server = http.createServer((req, res) => void handle(req, res))
server.listen(0, "127.0.0.1", () => {
  console.info(`http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`)
})
