import { CodeBlock } from "../CodeBlock"
import { escapeHtml } from "../../../core/html-text"
import { highlightJson } from "../../../core/json-tokens"
import { mcpClientConfig, mcpEndpointUrl, mcpInstallLinks, type McpClient } from "../../../core/mcp-connect"
import { siteMetadata } from "../../../core/site-config"
import * as styles from "./styles.module.css"

/**
 * The docs' hosted MCP endpoint, its clients' configurations and install links,
 * with the site's address as this build is configured (GATSBY_SITE_URL), for
 * content/docs/ai-agents.mdx. Its Markdown copy says the same
 * (gatsby/lib/markdown-copies.ts).
 */

const endpoint = () => mcpEndpointUrl(siteMetadata.siteUrl)

/** "{site}/mcp", as `<ApiEndpoint />` writes the API's. */
export function McpEndpoint() {
  return <code>{endpoint()}</code>
}

const CLIENT_NAMES: Record<McpClient, string> = { "claude-code": "Claude Code", cursor: "Cursor", vscode: "VS Code" }

/**
 * A client's configuration as a code block with Copy. The JSON is highlighted as the build highlights it
 * (json-tokens.ts holds the two to the same HTML); the shell command is plain.
 */
export function McpClientConfig({ client }: { client: McpClient }) {
  const { language, text } = mcpClientConfig(client, endpoint())
  const html = language === "json" ? highlightJson(text) : escapeHtml(text)
  return (
    <CodeBlock
      html={html}
      copyText={text}
      language={language}
      copyLabel={`Copy the ${CLIENT_NAMES[client]} configuration`}
    />
  )
}

/** One-click installs for Cursor and VS Code (no key in them: the reader adds it to the installed server). */
export function McpInstallLinks() {
  const links = mcpInstallLinks(endpoint())
  return (
    <p className={styles.installLinks}>
      <a href={links.cursor} className={styles.install}>
        Add to Cursor
      </a>
      <a href={links.vscode} className={styles.install}>
        Add to VS Code
      </a>
    </p>
  )
}
