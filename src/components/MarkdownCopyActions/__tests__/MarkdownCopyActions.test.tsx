import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { MarkdownCopyActions } from ".."
import { siteMetadata } from "../../../../core/site-config"

afterEach(() => {
  jest.restoreAllMocks()
})

// jsdom has no fetch: a stand-in answering with what a Response would hold.
const respond = (status: number, body: string) =>
  jest.fn(async () => ({
    ok: status >= 200 && status < 300,
    status,
    text: async () => body,
  })) as unknown as typeof fetch

describe("MarkdownCopyActions", () => {
  it("copies the page's Markdown copy, fetched when asked for, and links to it", async () => {
    const user = userEvent.setup()
    const fetchCopy = respond(200, "# Dishes\n\nList dishes.\n")
    global.fetch = fetchCopy
    render(<MarkdownCopyActions route="/docs/examples/dishes/" />)
    expect(screen.getByRole("link", { name: "View as Markdown" })).toHaveAttribute("href", "/docs/examples/dishes.md")
    expect(fetchCopy).not.toHaveBeenCalled()
    await user.click(screen.getByRole("button", { name: "Copy page as Markdown" }))
    expect(fetchCopy).toHaveBeenCalledWith("/docs/examples/dishes.md")
    expect(await navigator.clipboard.readText()).toBe("# Dishes\n\nList dishes.\n")
    expect(screen.getByRole("button", { name: "Copied page as Markdown" })).toHaveTextContent("Copied")
    expect(screen.getByRole("status")).toHaveTextContent("Copied to the clipboard")
  })

  it("says so when the copy cannot be loaded, and copies nothing", async () => {
    const user = userEvent.setup()
    await navigator.clipboard.writeText("before")
    global.fetch = respond(404, "Not found")
    render(<MarkdownCopyActions route="/docs/examples/dishes/" />)
    await user.click(screen.getByRole("button", { name: "Copy page as Markdown" }))
    expect(await screen.findByText("Could not copy: the Markdown copy could not be loaded (HTTP 404)")).toHaveAttribute(
      "role",
      "status",
    )
    expect(screen.getByRole("button", { name: "Copy failed: page as Markdown" })).toHaveTextContent("Copy failed")
    expect(await navigator.clipboard.readText()).toBe("before")
  })

  describe("the Use with AI menu", () => {
    const site = siteMetadata.siteUrl.replace(/\/+$/, "")
    const prompt = (copy: string) => `Read ${copy} so I can ask questions about it.`

    it("links ChatGPT and Claude to the page's .md copy at its absolute address, in a new tab, and to the agents page", () => {
      render(<MarkdownCopyActions route="/docs/access-the-api/" />)
      const copy = `${site}/docs/access-the-api.md`
      const chatGpt = screen.getByRole("link", { name: "Open in ChatGPT (opens in a new tab)", hidden: true })
      const claude = screen.getByRole("link", { name: "Open in Claude (opens in a new tab)", hidden: true })
      expect(chatGpt).toHaveAttribute("href", `https://chatgpt.com/?q=${encodeURIComponent(prompt(copy))}`)
      expect(claude).toHaveAttribute("href", `https://claude.ai/new?q=${encodeURIComponent(prompt(copy))}`)
      expect(new URL(chatGpt.getAttribute("href") ?? "").searchParams.get("q")).toContain(copy)
      for (const link of [chatGpt, claude]) {
        expect(link).toHaveAttribute("target", "_blank")
        expect(link).toHaveAttribute("rel", "noopener noreferrer")
      }
      expect(screen.getByRole("link", { name: "Connect to your agent", hidden: true })).toHaveAttribute(
        "href",
        "/docs/ai-agents/#connect-your-agent",
      )
    })

    it("uses a schema type's own copy", () => {
      render(<MarkdownCopyActions route="/docs/graphql-schema/objects/dish/" />)
      const href = screen.getByRole("link", { name: /Open in Claude/, hidden: true }).getAttribute("href") ?? ""
      expect(new URL(href).searchParams.get("q")).toBe(prompt(`${site}/docs/graphql-schema/objects/dish.md`))
    })

    it("is a native disclosure, closed at first; Escape closes it and gives the focus back to its button", async () => {
      const user = userEvent.setup()
      const { container } = render(<MarkdownCopyActions route="/docs/access-the-api/" />)
      const details = container.querySelector("details") as HTMLDetailsElement
      const summary = details.querySelector("summary") as HTMLElement
      expect(summary).toHaveTextContent("Use with AI")
      expect(details.open).toBe(false)
      details.open = true
      screen.getByRole("link", { name: /Open in ChatGPT/ }).focus()
      await user.keyboard("{Escape}")
      expect(details.open).toBe(false)
      expect(summary).toHaveFocus()
    })

    it("closes when the focus leaves it", async () => {
      const user = userEvent.setup()
      const { container } = render(<MarkdownCopyActions route="/docs/access-the-api/" />)
      const details = container.querySelector("details") as HTMLDetailsElement
      details.open = true
      screen.getByRole("link", { name: "Connect to your agent" }).focus()
      await user.tab()
      expect(details.open).toBe(false)
    })
  })
})
