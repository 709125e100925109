import { AGENT_MANIFEST_PATH, SEARCH_RECORDS_PATH } from "../src/lib/shared/agent-files"
import { siteConfig } from "../src/lib/shared/site-config"
import { expect, test } from "./fixtures"

// What an AI agent and its reader get from the built site: the page that explains it, and the files the agent reads.

test.describe("Use the API with an AI agent", () => {
  test("the page renders in the sidebar, with the server's command and each client's configuration", async ({
    page,
  }) => {
    await page.goto("/docs/ai-agents/")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Use the API with an AI agent")
    await expect(
      page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "AI agents" }),
    ).toHaveAttribute("aria-current", "page")
    for (const heading of ["Plain text for any agent", "The MCP server", "Claude Code", "Cursor", "VS Code"])
      await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible()
    await expect(page.getByText("mcp/src/main.ts").first()).toBeVisible()
    await expect(page.getByRole("main")).toContainText(siteConfig.apiUrl)
  })

  test("llms-full.txt is served as text and holds the page; llms.txt lists it", async ({ request }) => {
    const full = await request.get("/llms-full.txt")
    expect(full.status()).toBe(200)
    expect(full.headers()["content-type"]).toMatch(/^text\/plain/)
    expect(await full.text()).toContain("# Use the API with an AI agent\n\nSource: ")
    expect(await (await request.get("/llms.txt")).text()).toMatch(
      /^- \[Use the API with an AI agent\]\(\S+\/docs\/ai-agents\.md\): Give a coding agent/m,
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
