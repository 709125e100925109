import { act, render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { CopyButton, copySourceError } from ".."

describe("CopyButton", () => {
  // Real timers again after each test, even one that failed, so the next one's clicks are not left waiting.
  afterEach(() => jest.useRealTimers())

  it("names what it copies, and while it shows the outcome its name starts with the words it shows", async () => {
    jest.useFakeTimers()
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) })
    render(<CopyButton text="type Dish" label="Copy the SDL of Dish" />)
    const button = screen.getByRole("button", { name: "Copy the SDL of Dish" })
    expect(button).toHaveTextContent("Copy")
    await user.click(button)
    expect(await navigator.clipboard.readText()).toBe("type Dish")
    // The outcome shows once the clipboard's write has settled, which may be after the click's promise.
    await waitFor(() => expect(button).toHaveTextContent("Copied"))
    expect(button).toHaveAccessibleName("Copied the SDL of Dish")
    expect(screen.getByRole("status")).toHaveTextContent("Copied to the clipboard")
    act(() => jest.advanceTimersByTime(2000))
    expect(button).toHaveAccessibleName("Copy the SDL of Dish")
    expect(button).toHaveTextContent("Copy")
  })

  it("says why when the text could not be had, in its name too", async () => {
    const user = userEvent.setup()
    render(
      <CopyButton
        text={() => Promise.reject(copySourceError("the file could not be loaded (HTTP 404)"))}
        label="Copy page as Markdown"
        idleText="Copy page as Markdown"
      />,
    )
    await user.click(screen.getByRole("button", { name: "Copy page as Markdown" }))
    const button = await screen.findByRole("button", { name: "Copy failed: page as Markdown" })
    expect(button).toHaveTextContent("Copy failed")
    expect(screen.getByRole("status")).toHaveTextContent("Could not copy: the file could not be loaded (HTTP 404)")
  })
})
