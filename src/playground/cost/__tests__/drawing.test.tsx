import { act, render, screen } from "@testing-library/react"
import { CostLine } from "../drawing"
import { COST_ANNOUNCE_AFTER_MS, costStatusSentence, type CostStatus } from "../words"

const within: CostStatus = { kind: "measured", text: "Cost 401 of 20,000 · depth 4 of 12", warnings: [] }
const over: CostStatus = {
  kind: "over",
  text: "Cost 20,401 of 20,000 · depth 6 of 12",
  warnings: ["cost 20,401: 401 over the limit of 20,000; ask for fewer items with `first`"],
}
const visible = () => document.querySelector("[data-cost-visible]") as HTMLElement

describe("CostLine", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("shows the warning in words, with `first` as code, as the sentence a screen reader hears", () => {
    render(<CostLine status={over} />)
    expect(visible().textContent).toBe(costStatusSentence(over))
    expect(visible()).toHaveTextContent(
      "The API will refuse it: cost 20,401: 401 over the limit of 20,000; ask for fewer items with first.",
    )
    expect(visible().querySelector("code")).toHaveTextContent(/^first$/)
    expect(screen.getByRole("status")).toHaveTextContent(costStatusSentence(over))
  })

  it("updates the visible text at once and the polite live region only once the reader pauses", () => {
    const { rerender } = render(<CostLine status={within} />)
    const region = screen.getByRole("status")
    expect(region).toHaveAttribute("aria-live", "polite")
    // The visible copy is for the eye: screen readers hear the region instead, not both.
    expect(visible()).toHaveAttribute("aria-hidden", "true")
    rerender(<CostLine status={{ ...within, text: "Cost 402 of 20,000 · depth 4 of 12" }} />)
    act(() => jest.advanceTimersByTime(COST_ANNOUNCE_AFTER_MS / 2))
    rerender(<CostLine status={over} />)
    expect(visible().textContent).toBe(costStatusSentence(over))
    act(() => jest.advanceTimersByTime(COST_ANNOUNCE_AFTER_MS - 1))
    expect(region).toHaveTextContent(within.text)
    act(() => jest.advanceTimersByTime(1))
    expect(region).toHaveTextContent(costStatusSentence(over))
  })
})
