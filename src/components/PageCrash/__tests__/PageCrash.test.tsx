import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useState } from "react"
import { PageErrorBoundary } from ".."
import { errorChain } from "../../ErrorBoundary"

describe("errorChain", () => {
  it("lists the message and each cause, outermost first, and stops at a loop", () => {
    const root = new Error("root")
    const loop: Error & { cause?: unknown } = new Error("loop")
    loop.cause = loop
    expect(errorChain(new Error("a", { cause: new Error("b", { cause: root }) }))).toEqual(["a", "b", "root"])
    expect(errorChain(loop)).toEqual(["loop"])
    expect(errorChain("plain")).toEqual(["plain"])
  })
})

describe("PageErrorBoundary", () => {
  let shouldThrow = true
  function Fragile() {
    const [clicks] = useState(0)
    if (shouldThrow)
      throw new Error("Rendering the menu failed", {
        cause: new Error("The dish list was malformed", { cause: new Error("Unexpected end of JSON input") }),
      })
    return <p>Rendered {clicks}</p>
  }

  beforeEach(() => {
    jest.spyOn(console, "error").mockImplementation(() => {})
    shouldThrow = true
    document.title = "Dishes | ZFV API"
  })

  it("shows 'This page crashed.' with the message and each cause on its own line, titled Page Error", () => {
    render(
      <PageErrorBoundary>
        <Fragile />
      </PageErrorBoundary>,
    )
    expect(screen.getByRole("heading", { level: 1, name: "This page crashed." })).toBeInTheDocument()
    expect(screen.getByText("Rendering the menu failed")).toBeInTheDocument()
    expect(screen.getByText("Cause: The dish list was malformed")).toBeInTheDocument()
    expect(screen.getByText("Cause: Unexpected end of JSON input")).toBeInTheDocument()
    expect(document.title).toBe("Page Error")
  })

  it("clears the error and renders the page again on 'Try again'", async () => {
    render(
      <PageErrorBoundary>
        <Fragile />
      </PageErrorBoundary>,
    )
    shouldThrow = false
    await userEvent.click(screen.getByRole("button", { name: "Try again" }))
    expect(screen.getByText("Rendered 0")).toBeInTheDocument()
    expect(document.title).toBe("Dishes | ZFV API")
  })
})
