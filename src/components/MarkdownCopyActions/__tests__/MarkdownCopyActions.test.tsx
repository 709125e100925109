import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { MarkdownCopyActions } from ".."

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
    expect(screen.getByRole("button", { name: "Copy page as Markdown" })).toHaveTextContent("Copied")
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
    expect(screen.getByRole("button", { name: "Copy page as Markdown" })).toHaveTextContent("Copy failed")
    expect(await navigator.clipboard.readText()).toBe("before")
  })
})
