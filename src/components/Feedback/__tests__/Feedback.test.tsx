import { render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { FeedbackPageProvider, PageFeedback } from ".."
import { ProblemReport } from "../ProblemReport"
import { UNREACHABLE } from "../send"

/** The endpoint's answer, as the forms' script reads it (jsdom has no fetch API). */
type Answer = { ok: boolean; status: number; json: () => Promise<unknown> }
const answer = (status: number, body: unknown): Answer => ({
  ok: status === 200,
  status,
  json: async () => body,
})
const ok = async () => answer(200, { ok: true })

/** What the forms' script posted: each request's form fields; `reply` gives the endpoint's answer. */
function fakeEndpoint(reply: () => Promise<Answer>) {
  const sent: Array<Record<string, string>> = []
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    expect([String(url), init?.method, init?.headers]).toEqual([
      "http://localhost/api/feedback",
      "POST",
      { Accept: "application/json" },
    ])
    sent.push(Object.fromEntries(new URLSearchParams(String(init?.body))))
    return reply()
  }) as unknown as typeof fetch
  return sent
}

function renderOn(page: string, node: JSX.Element) {
  return render(<FeedbackPageProvider value={page}>{node}</FeedbackPageProvider>)
}

describe("Was this page helpful?", () => {
  it("is a plain form that posts the page and the answer to /api/feedback, with a hidden field for bots", async () => {
    const { container } = renderOn("/docs/examples/dishes/", <PageFeedback />)
    // Rendered in the browser (as after a navigation in the app), the form's markup comes from its own chunk.
    const vote = (await screen.findByRole("button", { name: "No" })).closest("form")
    expect(vote?.getAttribute("method")).toBe("post")
    expect(vote?.getAttribute("action")).toBe("/api/feedback")
    expect(screen.getByRole("group", { name: "Was this page helpful?" })).toBeInTheDocument()
    expect(container.querySelector('input[name="page"]')).toHaveValue("/docs/examples/dishes/")
    expect(container.querySelector('input[name="website"]')?.closest("[aria-hidden]")).not.toBeNull()
    // The thanks a plain form's redirect lands on is in the page (shown by CSS only when it is the target).
    expect(container.querySelector("#feedback-thanks")).toHaveTextContent("Thank you for your answer.")
    expect(screen.getByRole("link", { name: "What this site records" })).toHaveAttribute(
      "href",
      "/what-this-site-records/",
    )
  })

  it("with JavaScript: No is sent in place, then the comment, each answered with thanks and focus", async () => {
    const sent = fakeEndpoint(ok)
    renderOn("/docs/examples/dishes/", <PageFeedback />)
    await userEvent.click(await screen.findByRole("button", { name: "No" }))
    const comment = await screen.findByLabelText("Anything to add? (optional)")
    expect(screen.getByText("Thank you for your answer.").parentElement).toHaveFocus()
    expect(screen.queryByRole("button", { name: "No" })).toBeNull()
    await userEvent.type(comment, "Show the next page too.")
    await userEvent.click(screen.getByRole("button", { name: "Send comment" }))
    await waitFor(() => expect(screen.getByText("Thank you for your comment.")).toHaveFocus())
    expect(sent).toEqual([
      { kind: "page", page: "/docs/examples/dishes/", website: "", helpful: "no" },
      { kind: "page", page: "/docs/examples/dishes/", website: "", comment: "Show the next page too." },
    ])
  })

  it("when the endpoint is down, says so and keeps the reader's text", async () => {
    fakeEndpoint(ok)
    renderOn("/docs/", <PageFeedback />)
    await userEvent.click(await screen.findByRole("button", { name: "Yes" }))
    const comment = await screen.findByLabelText("Anything to add? (optional)")
    await userEvent.type(comment, "Very clear.")
    fakeEndpoint(() => Promise.reject(new TypeError("Failed to fetch")))
    await userEvent.click(screen.getByRole("button", { name: "Send comment" }))
    expect(await screen.findByRole("alert")).toHaveTextContent(UNREACHABLE)
    expect(comment).toHaveValue("Very clear.")
    expect(screen.getByRole("button", { name: "Send comment" })).toBeEnabled()
  })

  it("shows the endpoint's own words when it refuses", async () => {
    fakeEndpoint(async () => answer(429, { error: "Too many pieces of feedback: try again in 40 s." }))
    renderOn("/docs/", <PageFeedback />)
    await userEvent.click(await screen.findByRole("button", { name: "Yes" }))
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Your feedback was not sent: Too many pieces of feedback: try again in 40 s. Your text is still here.",
    )
    expect(screen.getByRole("button", { name: "Yes" })).toBeEnabled()
  })
})

describe("Report a problem", () => {
  it("an example's report sends its exact subject and the problem picked, then thanks in place", async () => {
    const sent = fakeEndpoint(ok)
    renderOn(
      "/docs/examples/dishes/",
      <ProblemReport kind="example" name="Dishes" summaryHtml="Report a problem with this example" />,
    )
    await userEvent.click(await screen.findByText("Report a problem with this example"))
    await userEvent.click(screen.getByRole("radio", { name: "It fails" }))
    await userEvent.type(screen.getByLabelText("Comment (optional)"), "500 from the API")
    await userEvent.click(screen.getByRole("button", { name: "Send report" }))
    await waitFor(() => expect(screen.getByText("Thank you: your report was sent.")).toHaveFocus())
    expect(screen.getByText("Thank you: your report was sent.")).toHaveAttribute("id", "feedback-thanks-Dishes")
    expect(sent).toEqual([
      {
        kind: "example",
        page: "/docs/examples/dishes/",
        example: "Dishes",
        website: "",
        problem: "fails",
        comment: "500 from the API",
      },
    ])
  })

  it("a member's flag carries the member, and its thanks has the id the endpoint redirects to", async () => {
    const { container } = renderOn(
      "/docs/graphql-schema/objects/dish/",
      <ProblemReport kind="member" name="Dish.price" summaryHtml="Feedback on <code>Dish.price</code>" />,
    )
    await screen.findByText("Dish.price")
    expect(container.querySelector('input[name="member"]')).toHaveValue("Dish.price")
    expect(container.querySelector("#feedback-thanks-Dish-price")).not.toBeNull()
    expect(screen.getAllByRole("radio", { hidden: true }).map((radio) => radio.getAttribute("value"))).toEqual([
      "differs",
      "fails",
      "unclear",
    ])
  })
})

describe("two reports on one name", () => {
  it("the second names its own thanks, and its form says so for the endpoint's redirect", async () => {
    const { container } = renderOn(
      "/docs/examples/outlets/",
      <>
        <ProblemReport kind="example" name="OutletDishPage" summaryHtml="Report a problem with this example" />
        <ProblemReport kind="example" name="OutletDishPage" summaryHtml="Report a problem with this example" nth={2} />
      </>,
    )
    expect(await screen.findAllByText("Report a problem with this example")).toHaveLength(2)
    const ids = [...container.querySelectorAll("[id]")].map((element) => element.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toEqual(expect.arrayContaining(["feedback-thanks-OutletDishPage", "feedback-thanks-OutletDishPage-2"]))
    expect(
      [...container.querySelectorAll('input[name="thanks"]')].map((input) => (input as HTMLInputElement).value),
    ).toEqual(["feedback-thanks-OutletDishPage-2"])
  })
})
