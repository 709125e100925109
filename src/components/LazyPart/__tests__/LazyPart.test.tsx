import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { LazyPart } from ".."

describe("LazyPart", () => {
  it("shows the error text and a Retry button when loading fails, and loads on Retry", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {})
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error("Loading chunk 42 failed."))
      .mockResolvedValueOnce({ default: ({ name }: { name: string }) => <p>Hello {name}</p> })
    render(<LazyPart name="the greeting" load={load} props={{ name: "Zürich" }} loading={<p>Loading…</p>} />)
    expect(screen.getByText("Loading…")).toBeInTheDocument()
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load the greeting: Loading chunk 42 failed.")
    await userEvent.click(screen.getByRole("button", { name: "Retry" }))
    expect(await screen.findByText("Hello Zürich")).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it("says so when a deploy removed its code", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {})
    const page = window as Window & { ___webpackCompilationHash?: string }
    page.___webpackCompilationHash = "abc"
    const fetch = jest.fn(async () => ({ ok: true, json: async () => ({ webpackCompilationHash: "def" }) }))
    Object.assign(window, { fetch })
    try {
      const load = (): Promise<{ default: () => null }> => Promise.reject(new Error("Loading chunk 669 failed."))
      render(<LazyPart name="search" load={load} props={{}} loading={<p>Loading…</p>} />)
      expect(await screen.findByRole("alert")).toHaveTextContent(
        "Could not load search: the site has been updated since this page was opened",
      )
      expect(fetch).toHaveBeenCalledWith("/page-data/app-data.json", { cache: "no-cache" })
    } finally {
      delete page.___webpackCompilationHash
      Object.assign(window, { fetch: undefined })
    }
  })
})
