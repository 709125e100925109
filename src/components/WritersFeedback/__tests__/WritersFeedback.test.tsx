import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { WritersFeedback } from ".."
import { renderPage } from "../../../test-utils/render"
import { fakeApi, fakeFirebase, fakeIdentityService } from "../../../test-utils/fake-services"
import type { FeedbackReport } from "../../../../feedback"

jest.mock("../../../lib/browser/auth/firebase", () =>
  jest.requireActual("../../../test-utils/fake-services").fakeFirebaseModule(),
)
jest.mock("../../../lib/browser/api/services", () =>
  jest.requireActual("../../../test-utils/fake-services").fakeApiModule(),
)

const REPORT: FeedbackReport = {
  since: null,
  generatedAt: "2026-11-28T10:00:00.000Z",
  events: 3,
  closestPages: false,
  pages: [
    {
      item: "/docs/examples/dishes/",
      status: "new",
      setBy: null,
      setAt: null,
      subject: "/docs/examples/dishes/",
      yes: 1,
      no: 3,
      shareNo: 0.75,
      comments: [
        {
          at: "2026-11-27T09:00:00.000Z",
          subject: "/docs/examples/dishes/",
          comment: "Pagination lost me.",
          helpful: false,
          problem: null,
        },
      ],
    },
  ],
  examples: [],
  fields: [],
  emptySearches: [
    {
      item: "search:refunds",
      status: "done",
      setBy: "wanda@example.ch",
      setAt: "2026-11-26T08:30:00.000Z",
      query: "refunds",
      searches: 2,
      lastAt: "2026-11-27T00:00:00.000Z",
      closestPage: null,
    },
  ],
  lowPicks: [],
  agents: { emptySearches: [], feedback: [], runs: [] },
}

/** An answer of the endpoint, as the page reads it. */
const answer = (status: number, body: unknown) => ({
  status,
  ok: status >= 200 && status < 300,
  statusText: "",
  text: async () => JSON.stringify(body),
  json: async () => body,
})

const fetchMock = jest.fn()
beforeEach(() => {
  localStorage.clear()
  fakeFirebase.reset()
  fakeApi.reset()
  fetchMock.mockReset()
  Object.assign(globalThis, { fetch: fetchMock })
})

const signIn = () => {
  localStorage.setItem("firebase:authUser:demo-api-key:[DEFAULT]", "{}")
  fakeFirebase.user = { uid: "uid-1", email: "anna@example.ch" }
}

describe("the writers' feedback page", () => {
  it("signed out: asks to sign in as a writer, with a Sign in button, and calls nothing", async () => {
    renderPage(<WritersFeedback />)
    expect(await screen.findByText("Sign in as a writer to see the feedback report.")).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Sign in" })).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("a reader without the claim (403): says so and names the command, with a freshly issued token", async () => {
    signIn()
    fetchMock.mockResolvedValue(answer(403, { error: "anna@example.ch is not a writer." }))
    renderPage(<WritersFeedback />)
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Your account is not a writer. Ask a maintainer of the docs to run npm run writers -- grant anna@example.ch, then reload this page.",
    )
    expect(fakeIdentityService.getIdToken).toHaveBeenCalledWith(true)
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/feedback/report",
      expect.objectContaining({ headers: expect.objectContaining({ authorization: "Bearer token" }) }),
    )
  })

  it("the endpoint unreachable: a message in words and Try again, never a blank page", async () => {
    signIn()
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"))
    renderPage(<WritersFeedback />)
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The feedback report could not be loaded. The feedback endpoint cannot be reached just now (Failed to fetch).",
    )
    fetchMock.mockResolvedValueOnce(answer(200, REPORT))
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }))
    expect(await screen.findByRole("heading", { level: 2, name: "Pages, by share of No (1)" })).toBeInTheDocument()
  })

  it("a writer: the report's sections as tables, each item's status with who set it; a change is posted", async () => {
    signIn()
    fetchMock.mockResolvedValueOnce(answer(200, REPORT))
    renderPage(<WritersFeedback />)
    const pages = await screen.findByRole("region", { name: "Pages, by share of No (1)" })
    const row = within(pages).getByRole("row", { name: /\/docs\/examples\/dishes\// })
    expect(row).toHaveTextContent("75 %")
    expect(row).toHaveTextContent("2026-11-27 · No: “Pagination lost me.”")
    expect(within(row).getByText("not set yet")).toBeInTheDocument()
    const searches = screen.getByRole("region", { name: "Searches with no result (1)" })
    expect(within(searches).getByRole("combobox", { name: "Status of the search “refunds”" })).toHaveValue("done")
    expect(searches).toHaveTextContent("set by wanda@example.ch, 2026-11-26 08:30 UTC")
    expect(screen.getByRole("region", { name: "Examples reported (0)" })).toHaveTextContent("None.")

    fetchMock.mockResolvedValueOnce(answer(200, { ok: true, setBy: "anna@example.ch" }))
    await userEvent
      .setup()
      .selectOptions(within(row).getByRole("combobox", { name: "Status of /docs/examples/dishes/" }), "In progress")
    await waitFor(() => expect(row).toHaveTextContent(/set by anna@example\.ch, \d{4}-\d\d-\d\d \d\d:\d\d UTC/))
    expect(fetchMock).toHaveBeenLastCalledWith(
      "/api/feedback/status",
      expect.objectContaining({
        method: "POST",
        body: JSON.stringify({ item: "/docs/examples/dishes/", status: "in-progress" }),
      }),
    )
  })

  it("a status the endpoint refuses goes back, and says why", async () => {
    signIn()
    fetchMock.mockResolvedValueOnce(answer(200, REPORT))
    renderPage(<WritersFeedback />)
    const select = await screen.findByRole("combobox", { name: "Status of /docs/examples/dishes/" })
    fetchMock.mockResolvedValueOnce(answer(503, { error: "The status could not be saved just now." }))
    await userEvent.setup().selectOptions(select, "Done")
    expect(await screen.findByRole("alert")).toHaveTextContent("Not saved: The status could not be saved just now.")
    expect(select).toHaveValue("new")
  })
})
