/**
 * How an MCP client connects to the docs' hosted MCP endpoint ({site}/mcp,
 * Streamable HTTP): the endpoint's address, each client's configuration and
 * the one-click install links, all from the site's address as the build is
 * configured (GATSBY_SITE_URL). The docs page content/docs/ai-agents.mdx shows
 * them (src/components/McpConnect), and so does its Markdown copy
 * (gatsby/lib/markdown-copies.ts). Pure: no DOM, no React.
 */

/** The server's name in every client's configuration (the MCP server's own name, mcp/src/server.ts). */
export const MCP_SERVER_NAME = "zfv-docs"
/** The endpoint's path on the docs site. */
export const MCP_PATH = "/mcp"
/** Where the reader's key goes in a configuration they fill in by hand. */
export const API_KEY_PLACEHOLDER = "<YOUR_API_KEY>"
/** The VS Code input that asks for the key (kept in VS Code's secret storage). */
const VSCODE_KEY_INPUT = "zfv-api-key"

export type McpClient = "claude-code" | "cursor" | "vscode"
export const MCP_CLIENTS: readonly McpClient[] = ["claude-code", "cursor", "vscode"]

/** "https://docs.example.ch/" -> "https://docs.example.ch/mcp". */
export function mcpEndpointUrl(siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${MCP_PATH}`
}

/** A client's configuration as the reader writes it: the text and its language (for the code block). */
export interface McpClientConfig {
  language: "bash" | "json"
  text: string
}

/** Claude Code's command: one HTTP server with the key as the `api-key` header. */
export function claudeCodeCommand(endpoint: string): string {
  return `claude mcp add --transport http ${MCP_SERVER_NAME} ${endpoint} \\\n  --header "api-key: ${API_KEY_PLACEHOLDER}"`
}

/** Cursor's `.cursor/mcp.json`. */
export function cursorConfig(endpoint: string) {
  return { mcpServers: { [MCP_SERVER_NAME]: { url: endpoint, headers: { "api-key": API_KEY_PLACEHOLDER } } } }
}

/** VS Code's `.vscode/mcp.json`: the key is asked for once, as a password, and kept in VS Code's secret storage. */
export function vscodeConfig(endpoint: string) {
  return {
    inputs: [{ type: "promptString", id: VSCODE_KEY_INPUT, description: "ZFV API key", password: true }],
    servers: {
      [MCP_SERVER_NAME]: { type: "http", url: endpoint, headers: { "api-key": `\${input:${VSCODE_KEY_INPUT}}` } },
    },
  }
}

/** What the reader writes for `client`. JSON with two-space indents, objects of two keys or fewer on one line. */
export function mcpClientConfig(client: McpClient, endpoint: string): McpClientConfig {
  switch (client) {
    case "claude-code":
      return { language: "bash", text: claudeCodeCommand(endpoint) }
    case "cursor":
      return { language: "json", text: JSON.stringify(cursorConfig(endpoint), null, 2) }
    case "vscode":
      return { language: "json", text: JSON.stringify(vscodeConfig(endpoint), null, 2) }
  }
}

/** Standard base64 of a string's UTF-8 bytes (btoa alone refuses anything beyond Latin-1). */
function base64(text: string): string {
  // encodeURIComponent gives the UTF-8 bytes as %XX (TextEncoder is not in every environment the site's code runs in).
  return btoa(
    encodeURIComponent(text).replace(/%([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  )
}

export interface McpInstallLinks {
  /** Cursor's deeplink: `name` and `config`, the server's mcp.json entry as base64 (https://cursor.com/docs/mcp/install-links). */
  cursor: string
  /** VS Code's: `vscode:mcp/install?` and the server's configuration with its name, as URL-encoded JSON. */
  vscode: string
}

/**
 * One-click installs of the endpoint, without a key (a link must not carry one):
 * every tool but run_operation works without it, and the reader adds the
 * `api-key` header to the installed server afterwards.
 */
export function mcpInstallLinks(endpoint: string): McpInstallLinks {
  const cursorEntry = { url: endpoint }
  const vscodeEntry = { name: MCP_SERVER_NAME, type: "http", url: endpoint }
  return {
    cursor:
      `cursor://anysphere.cursor-deeplink/mcp/install?name=${encodeURIComponent(MCP_SERVER_NAME)}` +
      `&config=${encodeURIComponent(base64(JSON.stringify(cursorEntry)))}`,
    vscode: `vscode:mcp/install?${encodeURIComponent(JSON.stringify(vscodeEntry))}`,
  }
}
