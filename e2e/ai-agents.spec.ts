import { AGENT_MANIFEST_PATH, SEARCH_RECORDS_PATH } from "../core/agent-files"
import { mcpEndpointUrl } from "../core/mcp-connect"
import { siteConfig, siteMetadata } from "../core/site-config"
import { expect, test, waitForHydration } from "./fixtures"

/** The hosted MCP endpoint as this build is configured: {GATSBY_SITE_URL}/mcp. */
const ENDPOINT = mcpEndpointUrl(siteMetadata.siteUrl)

// What an AI agent and its reader get from the built site: the page that explains it, and the files the agent reads.

test.describe("Use the API with an AI agent", () => {
  test("the page renders in the sidebar, with the hosted endpoint, the set-up section and the clone's command last", async ({
    page,
  }) => {
    await page.goto("/docs/ai-agents/")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Use the API with an AI agent")
    await expect(
      page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "AI agents" }),
    ).toHaveAttribute("aria-current", "page")
    for (const heading of [
      "The MCP server",
      "Connect your agent",
      "Claude Code",
      "Cursor",
      "VS Code",
      "Plain text for any agent",
    ])
      await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible()
    await expect(page.locator("h2#connect-your-agent")).toHaveText(/Connect your agent/)
    const main = page.getByRole("main")
    // The endpoint as this build is configured (GATSBY_SITE_URL), and the API the key goes to.
    await expect(main).toContainText(ENDPOINT)
    await expect(main).toContainText(siteConfig.apiUrl)
    await expect(main).not.toContainText("<the docs repository>")
    for (const tool of ["search_docs(query, limit?, offset?, section?)", "get_type(name, fields?)", "list_pages()"])
      await expect(main).toContainText(tool)
    // The stdio command for a clone is the page's last section, for the docs' writers.
    const lastSection = main.locator("article h2").last()
    await expect(lastSection).toHaveText(/For the docs' writers/)
    await expect(page.getByText("mcp/src/main.ts").first()).toBeVisible()
  })

  test("each client's configuration carries the endpoint, and Copy copies it", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await page.goto("/docs/ai-agents/")
    await waitForHydration(page)
    const main = page.getByRole("main")
    await expect(main).toContainText(`claude mcp add --transport http zfv-docs ${ENDPOINT}`)
    await expect(main).toContainText('--header "api-key: <YOUR_API_KEY>"')
    await page.getByRole("button", { name: "Copy the Cursor configuration" }).click()
    expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toEqual({
      mcpServers: { "zfv-docs": { url: ENDPOINT, headers: { "api-key": "<YOUR_API_KEY>" } } },
    })
    await page.getByRole("button", { name: "Copy the VS Code configuration" }).click()
    const vscode = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))
    expect(vscode.servers["zfv-docs"]).toEqual({
      type: "http",
      url: ENDPOINT,
      headers: { "api-key": "${input:zfv-api-key}" },
    })
    expect(vscode.inputs).toEqual([
      { type: "promptString", id: "zfv-api-key", description: "ZFV API key", password: true },
    ])
  })

  test("the one-click install links are well-formed and carry no key", async ({ page }) => {
    await page.goto("/docs/ai-agents/")
    const cursorHref = (await page.getByRole("link", { name: "Add to Cursor" }).getAttribute("href")) ?? ""
    const cursor = new URL(cursorHref)
    expect(`${cursor.protocol}//${cursor.host}${cursor.pathname}`).toBe(
      "cursor://anysphere.cursor-deeplink/mcp/install",
    )
    expect(cursor.searchParams.get("name")).toBe("zfv-docs")
    expect(JSON.parse(Buffer.from(cursor.searchParams.get("config") ?? "", "base64").toString("utf8"))).toEqual({
      url: ENDPOINT,
    })
    const vscodeHref = (await page.getByRole("link", { name: "Add to VS Code" }).getAttribute("href")) ?? ""
    expect(vscodeHref.startsWith("vscode:mcp/install?")).toBe(true)
    expect(JSON.parse(decodeURIComponent(vscodeHref.slice("vscode:mcp/install?".length)))).toEqual({
      name: "zfv-docs",
      type: "http",
      url: ENDPOINT,
    })
  })

  test("the page's Markdown copy says the same, with the endpoint and no JSX", async ({ request }) => {
    const markdown = await (await request.get("/docs/ai-agents.md")).text()
    expect(markdown).toContain(`\`${ENDPOINT}\``)
    expect(markdown).toContain(`"url": "${ENDPOINT}"`)
    // Markdown escapes the "&" of a link's address ("\\&" reads as "&").
    expect(markdown).toMatch(
      /\[Add to Cursor\]\(cursor:\/\/anysphere\.cursor-deeplink\/mcp\/install\?name=zfv-docs\\?&config=\S+\)/,
    )
    expect(markdown).toMatch(/\[Add to VS Code\]\(vscode:mcp\/install\?%7B\S+%7D\)/)
    expect(markdown).not.toContain("<the docs repository>")
    // No component left as JSX (<YOUR_API_KEY> is a placeholder, not a component).
    expect(markdown).not.toMatch(/<(?:Mcp[A-Za-z]+|ApiEndpoint)\b|^import /m)
  })

  test("llms-full.txt is served as text and holds the page; llms.txt lists it", async ({ request }) => {
    const full = await request.get("/llms-full.txt")
    expect(full.status()).toBe(200)
    expect(full.headers()["content-type"]).toMatch(/^text\/plain/)
    expect(await full.text()).toContain("# Use the API with an AI agent\n\nSource: ")
    expect(await (await request.get("/llms.txt")).text()).toMatch(
      /^- \[Use the API with an AI agent\]\(\S+\/docs\/ai-agents\.md\): Give a coding agent these docs through their hosted MCP server/m,
    )
  })

  test("the MCP server's files are served as JSON: the manifest naming the API, and the search records", async ({
    request,
  }) => {
    const manifest = await request.get(AGENT_MANIFEST_PATH)
    expect(manifest.headers()["content-type"]).toMatch(/^application\/json/)
    expect(await manifest.json()).toEqual({
      apiUrl: siteConfig.apiUrl,
      schema: "/schema.graphql",
      searchRecords: SEARCH_RECORDS_PATH,
      llmsTxt: "/llms.txt",
    })
    const records = (await (await request.get(SEARCH_RECORDS_PATH)).json()) as { records: { url: string }[] }
    expect(records.records.map((record) => record.url)).toContain("/docs/ai-agents/#the-mcp-server")
  })
})
