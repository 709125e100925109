import { render, screen } from "@testing-library/react"
import { McpClientConfig, McpEndpoint, McpInstallLinks } from ".."
import { mcpClientConfig, mcpEndpointUrl, mcpInstallLinks } from "../../../../core/mcp-connect"
import { siteMetadata } from "../../../../core/site-config"

const endpoint = mcpEndpointUrl(siteMetadata.siteUrl)

describe("McpConnect", () => {
  it("writes the endpoint as the build is configured: the site's address plus /mcp", () => {
    const { container } = render(<McpEndpoint />)
    expect(container.querySelector("code")).toHaveTextContent(endpoint)
    expect(endpoint).toBe(`${siteMetadata.siteUrl.replace(/\/+$/, "")}/mcp`)
  })

  it("shows a client's configuration with Copy, the JSON highlighted", () => {
    const { container } = render(<McpClientConfig client="cursor" />)
    expect(container.querySelector("pre")?.textContent).toBe(mcpClientConfig("cursor", endpoint).text)
    expect(container.querySelector("pre span.s")).not.toBeNull()
    expect(screen.getByRole("button", { name: "Copy the Cursor configuration" })).toBeInTheDocument()
  })

  it("links the one-click installs", () => {
    render(<McpInstallLinks />)
    const links = mcpInstallLinks(endpoint)
    expect(screen.getByRole("link", { name: "Add to Cursor" })).toHaveAttribute("href", links.cursor)
    expect(screen.getByRole("link", { name: "Add to VS Code" })).toHaveAttribute("href", links.vscode)
  })
})
