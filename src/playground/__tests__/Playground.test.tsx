/** @jest-environment-options {} */
import { TextEncoder } from "node:util"
Object.assign(globalThis, { TextEncoder })
import { act, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server")
import { hydrateRoot } from "react-dom/client"
import { useStaticQuery } from "gatsby"
import { LocationProvider, createHistory, createMemorySource } from "@reach/router"
import { RootProviders } from "../../providers/RootProviders"
import { renderPage, staticQueryData } from "../../test-utils/render"
import { resetFakeServices } from "../../test-utils/fake-services"
import { siteConfig } from "../../../core/site-config"
import { playgroundHref } from "../../../core/playground-url"
import { Playground } from "../Playground"
import { COST_NOTES, type CostStatus } from "../cost/words"
import { TestHeaders, jsonResponse } from "../../test-utils/fetch-stand-in"

jest.mock("../../lib/browser/auth/firebase", () =>
  jest.requireActual("../../test-utils/fake-services").fakeFirebaseModule(),
)
jest.mock("../../lib/browser/api/services", () => jest.requireActual("../../test-utils/fake-services").fakeApiModule())
// The editor bundle is not part of this test: the page's own first view is.
jest.mock("../load-editor", () => ({ loadEditor: jest.fn(() => new Promise(() => {})), prefetchEditor: jest.fn() }))

const manifest = { entry: "/playground-editor/mount-TEST.js", css: [], preload: [] }
/** What the build measured for the default operation (gatsby/build-editor.ts). */
const firstCost: CostStatus = { kind: "measured", text: "Cost 49 of 20,000 · depth 5 of 12", warnings: [] }
/** The cost line's visible text (its live region speaks it later). */
const costLineText = () => document.querySelector("[data-cost-visible]")?.textContent

function page() {
  const history = createHistory(createMemorySource("/graphql/"))
  return (
    <LocationProvider history={history}>
      <RootProviders>
        <Playground editor={manifest} firstCost={firstCost} />
      </RootProviders>
    </LocationProvider>
  )
}

describe("Playground", () => {
  it("hydrates the server render without a mismatch", async () => {
    jest.mocked(useStaticQuery).mockReturnValue(staticQueryData)
    const errors = jest.spyOn(console, "error").mockImplementation(() => {})
    const html = renderToString(page())
    const container = document.createElement("div")
    container.innerHTML = html
    document.body.appendChild(container)
    const root = await act(async () => hydrateRoot(container, page()))
    act(() => root.unmount())
    container.remove()
    expect(errors.mock.calls.map((call) => JSON.stringify(call.slice(1, 4)).slice(0, 300))).toEqual([])
  })
})

describe("Playground's first view (before the full editor)", () => {
  const fetchMock = jest.fn(async (_url: string, _init: { headers: TestHeaders; body: string }) =>
    jsonResponse({ data: { outlets: { totalCount: 8 } } }),
  )
  beforeAll(() => Object.assign(globalThis, { Headers: TestHeaders, fetch: fetchMock }))
  beforeEach(() => {
    fetchMock.mockClear()
    resetFakeServices()
    localStorage.clear()
    window.history.replaceState(null, "", "/graphql/")
  })

  it("runs the operation with the navbar's key and shows the response, its status, time and size", async () => {
    localStorage.setItem("apiKey", "zfv_test_key")
    renderPage(<Playground editor={manifest} firstCost={firstCost} />, { path: "/graphql/" })
    const operation = screen.getByRole("textbox", { name: "Operation" })
    expect((operation as HTMLTextAreaElement).value).toContain("query FirstOutlets")
    await userEvent.click(screen.getByRole("button", { name: /Run the operation/ }))
    const details = await screen.findByText(/Status/)
    expect(within(details.closest("[role=status]") as HTMLElement).getByText("200 OK")).toBeInTheDocument()
    expect(screen.getByRole("status", { name: "Response details" })).toHaveTextContent(/Time \d+ ms.*Size \d+ B/)
    expect(screen.getByLabelText("Response body")).toHaveTextContent('"totalCount": 8')
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe(siteConfig.apiUrl)
    expect(init.headers.get("api-key")).toBe("zfv_test_key")
    expect(JSON.parse(init.body)).toMatchObject({ operationName: "FirstOutlets" })
  })

  it("shows the cost the build measured for the default operation, and a note once the text is another", async () => {
    renderPage(<Playground editor={manifest} firstCost={firstCost} />, { path: "/graphql/" })
    expect(costLineText()).toBe("Cost 49 of 20,000 · depth 5 of 12")
    await userEvent.type(screen.getByRole("textbox", { name: "Operation" }), "#")
    expect(costLineText()).toBe(COST_NOTES.beforeEditor)
  })

  it("opens a share link's operation and variables", async () => {
    window.history.replaceState(
      null,
      "",
      playgroundHref({
        query: "query Dish($id: ID!) { dish(id: $id) { name } }",
        variables: '{ "id": "d1" }',
        operationName: "Dish",
      }),
    )
    renderPage(<Playground editor={manifest} firstCost={firstCost} />, { path: "/graphql/" })
    expect(screen.getByRole("textbox", { name: "Operation" })).toHaveValue(
      "query Dish($id: ID!) { dish(id: $id) { name } }",
    )
    expect(screen.getByRole("textbox", { name: "Variables" })).toHaveValue('{ "id": "d1" }')
    // The build measured the default operation, not this one.
    expect(costLineText()).toBe(COST_NOTES.beforeEditor)
  })

  it("does not send variables that are not JSON, and says why", async () => {
    renderPage(<Playground editor={manifest} firstCost={firstCost} />, { path: "/graphql/" })
    await userEvent.type(screen.getByRole("textbox", { name: "Variables" }), "{{ nope")
    await userEvent.click(screen.getByRole("button", { name: /Run the operation/ }))
    expect(await screen.findByLabelText("Response body")).toHaveTextContent(
      "Not sent: the variables are not valid JSON",
    )
    expect(screen.getByRole("status", { name: "Response details" })).toHaveTextContent("Status Not sent")
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === siteConfig.apiUrl)).toEqual([])
  })
})
