import type { Content } from "mdast"
import { isOperationKind } from "../../core/schema-kinds"
import type { SchemaReference } from "../../schema/reference"
import { demoKeySentence } from "../../core/demo-key"
import { MCP_CLIENTS, mcpClientConfig, mcpEndpointUrl, mcpInstallLinks, type McpClient } from "../../core/mcp-connect"
import type { ComponentMarkdown } from "./markdown-export"

/**
 * The docs' components in a Markdown copy: what each MDX component of src/components says, as Markdown nodes, so
 * the copy tells what the page shows.
 */

export interface ComponentsInput {
  apiUrl: string
  /** The site's address, without a trailing "/". */
  siteUrl: string
  sandboxDemoApiKey: string | null
  reference: SchemaReference
}

export function copyComponents(input: ComponentsInput): Record<string, ComponentMarkdown> {
  const endpoint = mcpEndpointUrl(input.siteUrl)
  return {
    ApiEndpoint: () => [{ type: "inlineCode", value: input.apiUrl }],
    // The hosted MCP endpoint and how each client connects to it, as src/components/McpConnect shows them.
    McpEndpoint: () => [{ type: "inlineCode", value: endpoint }],
    McpClientConfig: ({ client }) => {
      if (!(MCP_CLIENTS as readonly string[]).includes(client))
        throw new Error(`<McpClientConfig client="${client}" />: client must be one of ${MCP_CLIENTS.join(", ")}`)
      const { language, text } = mcpClientConfig(client as McpClient, endpoint)
      return [{ type: "code", lang: language, meta: null, value: text }]
    },
    McpInstallLinks: () => mcpInstallParagraph(endpoint),
    SandboxDemoKey: () =>
      demoKeySentence(input.sandboxDemoApiKey).map((part) =>
        part.code ? { type: "inlineCode", value: part.text } : { type: "text", value: part.text },
      ),
    SchemaOverview: () => schemaOverview(input.reference),
  }
}

function mcpInstallParagraph(endpoint: string): Content[] {
  const links = mcpInstallLinks(endpoint)
  const link = (url: string, label: string) => ({
    type: "link" as const,
    url,
    children: [{ type: "text" as const, value: label }],
  })
  return [
    {
      type: "paragraph",
      children: [
        link(links.cursor, "Add to Cursor"),
        { type: "text", value: " · " },
        link(links.vscode, "Add to VS Code"),
      ],
    },
  ]
}

/** A list item holding one paragraph. */
const item = (children: Content[]) => ({
  type: "listItem" as const,
  spread: false,
  children: [{ type: "paragraph" as const, children }],
})

/** The schema's kinds with their counts, then every type by name, each linked to its page. */
function schemaOverview(reference: SchemaReference): Content[] {
  return [
    {
      type: "list",
      ordered: false,
      spread: false,
      children: reference.kinds
        .filter((kind) => kind.route)
        .map((kind) =>
          item([
            { type: "link", url: kind.route ?? "", children: [{ type: "text", value: kind.label }] },
            { type: "text", value: ` (${kind.count})` },
          ]),
        ),
    } as Content,
    { type: "paragraph", children: [{ type: "text", value: "Every type by name:" }] },
    {
      type: "list",
      ordered: false,
      spread: false,
      children: reference.types
        .filter((type) => !isOperationKind(type.kind))
        .map((type) => item([{ type: "link", url: type.route, children: [{ type: "inlineCode", value: type.name }] }])),
    } as Content,
  ]
}
