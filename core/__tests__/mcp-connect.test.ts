import { localSiteUrl } from "../local-services"
import {
  claudeCodeCommand,
  cursorConfig,
  mcpClientConfig,
  mcpEndpointUrl,
  mcpInstallLinks,
  vscodeConfig,
} from "../mcp-connect"

const ENDPOINT = "https://docs.example.ch/mcp"

describe("the hosted MCP endpoint", () => {
  it("is the site's address plus /mcp, with or without a trailing slash; locally, the site npm start serves", () => {
    expect(mcpEndpointUrl("https://docs.example.ch")).toBe(ENDPOINT)
    expect(mcpEndpointUrl("https://docs.example.ch/")).toBe(ENDPOINT)
    expect(mcpEndpointUrl(localSiteUrl())).toBe("http://localhost:9000/mcp")
  })
})

describe("each client's configuration", () => {
  it("Claude Code: an HTTP server with the key as the api-key header", () => {
    expect(claudeCodeCommand(ENDPOINT)).toBe(
      'claude mcp add --transport http zfv-docs https://docs.example.ch/mcp \\\n  --header "api-key: <YOUR_API_KEY>"',
    )
    expect(mcpClientConfig("claude-code", ENDPOINT)).toEqual({ language: "bash", text: claudeCodeCommand(ENDPOINT) })
  })

  it("Cursor: mcpServers with the url and the header", () => {
    expect(JSON.parse(mcpClientConfig("cursor", ENDPOINT).text)).toEqual({
      mcpServers: { "zfv-docs": { url: ENDPOINT, headers: { "api-key": "<YOUR_API_KEY>" } } },
    })
    expect(mcpClientConfig("cursor", ENDPOINT).language).toBe("json")
    expect(cursorConfig(ENDPOINT).mcpServers["zfv-docs"].url).toBe(ENDPOINT)
  })

  it("VS Code: an http server whose header is a password input, kept out of the file", () => {
    const config = JSON.parse(mcpClientConfig("vscode", ENDPOINT).text) as ReturnType<typeof vscodeConfig>
    expect(config).toEqual({
      inputs: [{ type: "promptString", id: "zfv-api-key", description: "ZFV API key", password: true }],
      servers: { "zfv-docs": { type: "http", url: ENDPOINT, headers: { "api-key": "${input:zfv-api-key}" } } },
    })
  })
})

describe("the one-click install links", () => {
  it("Cursor's deeplink names the server and carries its mcp.json entry as base64, without a key", () => {
    const link = new URL(mcpInstallLinks(ENDPOINT).cursor)
    expect(link.protocol).toBe("cursor:")
    expect(`${link.host}${link.pathname}`).toBe("anysphere.cursor-deeplink/mcp/install")
    expect(link.searchParams.get("name")).toBe("zfv-docs")
    const config = JSON.parse(Buffer.from(link.searchParams.get("config") ?? "", "base64").toString("utf8"))
    expect(config).toEqual({ url: ENDPOINT })
  })

  it("keeps base64's + and / intact through the query string", () => {
    // This address's JSON encodes to base64 with "+" and "/", which a query string would otherwise read as " " and a path.
    const endpoint = "https://docs.example.ch/mcp?>>>??"
    const link = new URL(mcpInstallLinks(endpoint).cursor)
    const raw = link.searchParams.get("config") ?? ""
    expect(raw).toMatch(/[+/]/)
    expect(JSON.parse(Buffer.from(raw, "base64").toString("utf8"))).toEqual({ url: endpoint })
  })

  it("encodes a non-ASCII address as UTF-8", () => {
    const endpoint = "https://dokumentation.zfv.example/menü/mcp"
    const link = new URL(mcpInstallLinks(endpoint).cursor)
    expect(JSON.parse(Buffer.from(link.searchParams.get("config") ?? "", "base64").toString("utf8"))).toEqual({
      url: endpoint,
    })
  })

  it("VS Code's is vscode:mcp/install? and the server's configuration with its name as URL-encoded JSON", () => {
    const link = mcpInstallLinks(ENDPOINT).vscode
    expect(link.startsWith("vscode:mcp/install?")).toBe(true)
    const query = link.slice("vscode:mcp/install?".length)
    expect(query).not.toMatch(/[{}":\s]/)
    expect(JSON.parse(decodeURIComponent(query))).toEqual({ name: "zfv-docs", type: "http", url: ENDPOINT })
  })
})
