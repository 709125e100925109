import fs from "node:fs"
import http from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js"
import { createMcpHandler } from "../../mcp/src/http"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js"
import { SEARCH_QUESTIONS } from "../../scripts/lib/search-questions"
import { createDocsServer } from "../../mcp/src/server"
import { AGENT_MANIFEST_PATH, SEARCH_RECORDS_PATH, parseAgentManifest } from "../../core/agent-files"
import { formatQuality, scoreQuestions } from "../../scripts/lib/search-quality"
import { serveDirectory } from "../../scripts/lib/static-site"
import { median } from "./stats"

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`

/**
 * What the files for agents and the MCP server cost on a built site: the
 * search-records file (raw and gzip, as a host serves it), llms-full.txt,
 * and the warm median time of search_docs (over the labelled questions) and
 * validate_operation (over `operations`), called through the SDK's client
 * over an in-memory transport, the site served over HTTP. Rows for a bench table.
 */
export async function mcpRows(publicDir: string, operations: readonly string[]): Promise<string[][]> {
  const records = fs.readFileSync(path.join(publicDir, SEARCH_RECORDS_PATH))
  const full = fs.readFileSync(path.join(publicDir, "llms-full.txt"), "utf8")
  const condensed = full.split("\n", 3)[2]?.includes("condensed") ?? false
  return [
    [
      `search records ${SEARCH_RECORDS_PATH}`,
      `${mb(records.length)}, ${mb(gzipSync(records).length)} gzip, ${(JSON.parse(records.toString()) as { records: unknown[] }).records.length} records`,
    ],
    [
      "llms-full.txt",
      `${kb(Buffer.byteLength(full))}${condensed ? " (schema reference condensed)" : " (every page whole)"}`,
    ],
    ...(await toolRows(publicDir, operations, "in-memory")),
    ...(await toolRows(publicDir, operations, "http")),
  ]
}

/**
 * The tools' times over one transport: in memory (what stdio costs, without the pipe), or Streamable HTTP
 * (the hosted endpoint's handler on a local HTTP server, the SDK's HTTP client, a request per call).
 */
async function toolRows(
  publicDir: string,
  operations: readonly string[],
  transport: "in-memory" | "http",
): Promise<string[][]> {
  const site = await serveDirectory(publicDir)
  const client = new Client({ name: "bench", version: "1.0.0" })
  let endpoint: http.Server | null = null
  if (transport === "http") {
    const manifest = parseAgentManifest(JSON.parse(fs.readFileSync(path.join(publicDir, AGENT_MANIFEST_PATH), "utf8")))
    // The bench is one client making many calls: the per-client limits (60 a minute) would measure the limit.
    const handle = createMcpHandler({
      docsUrl: site.url,
      apiUrl: manifest.apiUrl,
      limits: { toolCalls: 1_000_000, runOperations: 1_000_000 },
    })
    const server = http.createServer((req, res) => void handle(req, res))
    endpoint = server
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    const { port } = server.address() as AddressInfo
    await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}/mcp`)))
  } else {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
    await Promise.all([createDocsServer({ docsUrl: site.url }).connect(serverSide), client.connect(clientSide)])
  }
  const label = transport === "http" ? "MCP over HTTP" : "MCP"
  const call = async (name: string, args: Record<string, unknown>) => {
    const started = performance.now()
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult
    const text = result.content.map((part) => (part.type === "text" ? part.text : "")).join("\n")
    return { ms: performance.now() - started, text }
  }
  try {
    // The first calls load the records and the schema; the timed ones are warm.
    const cold = { search: (await call("search_docs", { query: "dishes" })).ms }
    const report = await scoreQuestions(SEARCH_QUESTIONS, async (query) => {
      const { text } = await call("search_docs", { query, limit: 20 })
      return text.match(/^ {3}http\S+$/gm)?.map((line) => line.trim()) ?? []
    })
    const searchTimes: number[] = []
    for (const question of SEARCH_QUESTIONS) searchTimes.push((await call("search_docs", { query: question.query })).ms)
    const validateCold = (await call("validate_operation", { query: operations[0] })).ms
    const validateTimes: number[] = []
    for (let round = 0; round < 5; round++)
      for (const query of operations) validateTimes.push((await call("validate_operation", { query })).ms)
    return [
      [
        `${label} search_docs, warm`,
        `median ${median(searchTimes).toFixed(1)} ms, slowest ${Math.max(...searchTimes).toFixed(1)} ms ` +
          `over ${searchTimes.length} questions (first call, loading the records: ${cold.search.toFixed(0)} ms)`,
      ],
      ["  labelled questions through search_docs", formatQuality(report).split("\n")[0]],
      [
        `${label} validate_operation, warm`,
        `median ${median(validateTimes).toFixed(1)} ms, slowest ${Math.max(...validateTimes).toFixed(1)} ms ` +
          `over ${validateTimes.length} calls (first call, loading the schema: ${validateCold.toFixed(0)} ms)`,
      ],
    ]
  } finally {
    await client.close()
    await site.close()
    await new Promise((resolve) => (endpoint ? endpoint.close(resolve) : resolve(undefined)))
  }
}
