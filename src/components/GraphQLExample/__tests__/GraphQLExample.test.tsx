import { TextEncoder } from "node:util"
Object.assign(globalThis, { TextEncoder })
import { act, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { GraphQLExample } from ".."
import { ExamplesProvider } from "../examples-context"
import { renderPage } from "../../../test-utils/render"
import { fakeFirebase, resetFakeServices } from "../../../test-utils/fake-services"
import {
  headerLine,
  renderSnippet,
  renderTemplate,
  snippetTemplate,
  type PlainSnippetLanguage,
  type SampleOperation,
  type SnippetLanguage,
  type SnippetTemplate,
} from "../../../../core/code-samples"
import {
  HEADER_VALUE_SLOT,
  SAMPLE_HEADER_NAMES,
  type GraphQLExampleData,
  type SnippetHtml,
  type TypeScriptSampleFile,
} from "../../../../core/example-data"
import { typescriptTemplate } from "../../../../core/typescript-sample"
import { escapeHtml } from "../../../../core/html-text"
import { siteConfig } from "../../../../core/site-config"
import { TestHeaders, jsonResponse } from "../../../test-utils/fetch-stand-in"

jest.mock("../../../lib/browser/auth/firebase", () =>
  jest.requireActual("../../../test-utils/fake-services").fakeFirebaseModule(),
)
jest.mock("../../../lib/browser/api/services", () =>
  jest.requireActual("../../../test-utils/fake-services").fakeApiModule(),
)

const operation: SampleOperation = {
  query: "query Dish($id: ID!) {\n  dish(id: $id) { name }\n}",
  variables: '{ "id": "42" }',
  operationName: "Dish",
}

/** What the build makes, without the colours: the same lines, escaped. */
function plainSnippet(language: PlainSnippetLanguage): SnippetHtml {
  return plainTemplate(language, snippetTemplate(language, operation, siteConfig.apiUrl))
}

function plainTemplate(language: SnippetLanguage, { lines, headerAt }: SnippetTemplate): SnippetHtml {
  return {
    before: lines.slice(0, headerAt).map(escapeHtml).join("\n"),
    after: lines.slice(headerAt).map(escapeHtml).join("\n"),
    headers: Object.fromEntries(
      SAMPLE_HEADER_NAMES.map((name) => [name, escapeHtml(headerLine(language, { name, value: HEADER_VALUE_SLOT }))]),
    ),
  }
}

const example = (overrides: Partial<GraphQLExampleData> = {}): GraphQLExampleData => ({
  ...operation,
  tab: null,
  auth: "apiKey",
  html: {
    graphql: `<span class=k>query</span>${escapeHtml(operation.query.slice(5))}`,
    variables: escapeHtml(operation.variables ?? ""),
    curl: plainSnippet("curl"),
    javascript: plainSnippet("javascript"),
    python: plainSnippet("python"),
  },
  typescript: null,
  response: { html: escapeHtml('{ "data": { "dish": { "name": "Rösti" } } }'), errors: false },
  cost: { cost: 2, depth: 2, line: "Cost 2 of 20,000 · depth 2 of 12" },
  ...overrides,
})

beforeEach(resetFakeServices)

// userEvent.setup() gives the page a clipboard of its own; read what was copied from it.
const clipboard = () => navigator.clipboard.readText()

const keyInput = () => screen.getByRole("textbox", { name: "API key" })
const panel = () => screen.getByRole("tabpanel")
const tab = (name: string) => screen.getByRole("tab", { name })

/** The example with the navbar's authorization control beside it, as on a page. */
async function renderExample(data = example()) {
  const { AuthorizationModeControl } = await import("../../AuthorizationModeControl")
  return renderPage(
    <>
      <AuthorizationModeControl />
      <GraphQLExample data={data} />
    </>,
  )
}

describe("GraphQLExample", () => {
  it("shows the operation first, with its variables, a link that opens it in the playground, and the sample response folded", async () => {
    await renderExample()
    expect(tab("GraphQL")).toHaveAttribute("aria-selected", "true")
    expect(panel()).toHaveTextContent("query Dish($id: ID!)")
    expect(screen.getByText("Variables")).toBeInTheDocument()
    const link = screen.getByRole("link", { name: "Open in Playground: Dish" })
    const url = new URL(link.getAttribute("href") ?? "", "http://site.test")
    expect(url.pathname).toBe("/graphql/")
    expect([
      url.searchParams.get("query"),
      url.searchParams.get("variables"),
      url.searchParams.get("operationName"),
    ]).toEqual([operation.query, operation.variables, "Dish"])
    const response = screen.getByText("Sample response").closest("details")
    expect(response).not.toHaveAttribute("open")
    expect(response).toHaveTextContent('"name": "Rösti"')
  })

  it("is a WAI-ARIA tab list: arrows, Home and End move and select, only the chosen tab is in the tab order", async () => {
    const user = userEvent.setup()
    await renderExample()
    await user.click(tab("GraphQL"))
    await user.keyboard("{ArrowRight}")
    expect(tab("curl")).toHaveFocus()
    expect(tab("curl")).toHaveAttribute("aria-selected", "true")
    expect(panel()).toHaveAttribute("aria-labelledby", tab("curl").id)
    expect(tab("curl").getAttribute("aria-controls")).toBe(panel().id)
    await user.keyboard("{End}")
    expect(tab("Python")).toHaveFocus()
    await user.keyboard("{ArrowRight}")
    expect(tab("GraphQL")).toHaveFocus()
    await user.keyboard("{ArrowLeft}{Home}")
    expect(tab("GraphQL")).toHaveAttribute("aria-selected", "true")
    expect(screen.getAllByRole("tab").map((item) => item.tabIndex)).toEqual([0, -1, -1, -1])
  })

  it("without a key: a placeholder and a hint to paste a key in the navbar", async () => {
    const user = userEvent.setup()
    await renderExample()
    await user.click(tab("curl"))
    expect(panel()).toHaveTextContent("--header 'api-key: <YOUR_API_KEY>'")
    expect(within(panel()).getByText(/paste it into the API key field in the navbar/)).toBeInTheDocument()
  })

  it("with a key: masked until Reveal, the whole key copied; every sample follows the navbar at once", async () => {
    const user = userEvent.setup()
    await renderExample()
    await user.click(tab("Python"))
    await user.type(keyInput(), "zfv_sandbox_demo_key")
    expect(panel()).toHaveTextContent('"api-key": "zfv_…_key",')
    expect(panel()).not.toHaveTextContent("zfv_sandbox_demo_key")
    await user.click(screen.getByRole("button", { name: "Reveal key" }))
    expect(panel()).toHaveTextContent('"api-key": "zfv_sandbox_demo_key",')
    expect(screen.getByRole("button", { name: "Hide key" })).toHaveAttribute("aria-pressed", "true")
    await user.click(screen.getByRole("button", { name: "Hide key" }))
    await user.click(screen.getByRole("button", { name: "Copy the Python sample of Dish" }))
    expect(await clipboard()).toBe(
      renderSnippet("python", operation, siteConfig.apiUrl, [{ name: "api-key", value: "zfv_sandbox_demo_key" }]),
    )
    expect(await screen.findByText("Copied to the clipboard")).toHaveAttribute("role", "status")
  })

  it("takes the navbar's key without the spaces typed around it", async () => {
    const user = userEvent.setup()
    await renderExample()
    await user.click(tab("curl"))
    await user.type(keyInput(), "  zfv_sandbox_demo_key ")
    expect(panel()).toHaveTextContent("api-key: zfv_…_key")
    await user.click(screen.getByRole("button", { name: "Copy the curl sample of Dish" }))
    expect(await clipboard()).toBe(
      renderSnippet("curl", operation, siteConfig.apiUrl, [{ name: "api-key", value: "zfv_sandbox_demo_key" }]),
    )
  })

  it("unchecking the API key mode removes the header, and says that the call will be refused", async () => {
    const user = userEvent.setup()
    await renderExample()
    await user.click(tab("curl"))
    await user.type(keyInput(), "zfv_sandbox_demo_key")
    expect(panel()).toHaveTextContent("api-key: zfv_…_key")
    await user.click(screen.getByRole("checkbox", { name: "Use the API key" }))
    expect(panel()).not.toHaveTextContent("api-key")
    expect(panel()).toHaveTextContent("No credentials")
    await user.click(screen.getByRole("button", { name: "Copy the curl sample of Dish" }))
    expect(await clipboard()).toBe(renderSnippet("curl", operation, siteConfig.apiUrl, []))
  })

  it("signed in with the user mode: an Authorization line with a placeholder, never the live token", async () => {
    localStorage.setItem("firebase:authUser:demo-api-key:[DEFAULT]", "{}")
    fakeFirebase.user = { uid: "uid-1", email: "anna@example.ch" }
    const user = userEvent.setup()
    await renderExample()
    await screen.findByRole("checkbox", { name: "Use the signed-in user", checked: true })
    await user.click(tab("JavaScript"))
    expect(panel()).toHaveTextContent('"Authorization": "Bearer <YOUR_ID_TOKEN>",')
    expect(panel()).not.toHaveTextContent("api-key")
    expect(within(panel()).getByRole("link", { name: "how to get one" })).toHaveAttribute(
      "href",
      "/docs/access-the-api/#get-an-identity-token",
    )
  })

  it("remembers the language for every example, on this page and the next, and in other tabs", async () => {
    const user = userEvent.setup()
    const data = example()
    renderPage(
      <ExamplesProvider examples={[data, example({ operationName: "Other", tab: "python" })]}>
        <GraphQLExample index={0} />
        <GraphQLExample index="1" />
      </ExamplesProvider>,
    )
    // An example may ask for a tab until the reader picks one.
    expect(screen.getAllByRole("tab", { selected: true }).map((item) => item.textContent)).toEqual([
      "GraphQL",
      "Python",
    ])
    await user.click(screen.getAllByRole("tab", { name: "curl" })[0])
    expect(screen.getAllByRole("tab", { selected: true }).map((item) => item.textContent)).toEqual(["curl", "curl"])
    expect(localStorage.getItem("docs.codeLanguage")).toBe("curl")
    act(() => {
      localStorage.setItem("docs.codeLanguage", "javascript")
      window.dispatchEvent(new StorageEvent("storage", { key: "docs.codeLanguage", newValue: "javascript" }))
    })
    expect(screen.getAllByRole("tab", { selected: true }).map((item) => item.textContent)).toEqual([
      "JavaScript",
      "JavaScript",
    ])
  })

  it("says what it costs, as the build measured it, in a link to the API's limits; nothing when it was not measured", async () => {
    const { unmount } = await renderExample()
    const line = screen.getByRole("link", { name: "Cost 2 of 20,000 · depth 2 of 12" })
    expect(line).toHaveAttribute("href", "/docs/access-the-api/#limits")
    unmount()
    await renderExample(example({ cost: null }))
    expect(screen.queryByRole("link", { name: /^Cost / })).toBeNull()
  })

  it("says which example has no data, rather than showing nothing", () => {
    jest.spyOn(console, "error").mockImplementation(() => {})
    expect(() => renderPage(<GraphQLExample index={3} />)).toThrow("GraphQL example 3 has no data")
  })
})

describe("GraphQLExample's Run", () => {
  const fetchMock = jest.fn(async (_url: string, _init: { headers: TestHeaders; body: string }) =>
    jsonResponse({ data: { dish: { name: "Älplermagronen" } } }),
  )
  beforeAll(() => Object.assign(globalThis, { Headers: TestHeaders, fetch: fetchMock }))
  beforeEach(() => {
    fetchMock.mockClear()
    localStorage.clear()
  })
  const live = () => screen.getByRole("region", { name: "Live response of Dish" })

  it("sends the operation with the navbar's key and shows the live response in place of the sample, with status, time and size", async () => {
    const user = userEvent.setup()
    await renderExample()
    await user.type(keyInput(), "zfv_sandbox_demo_key")
    await user.click(screen.getByRole("button", { name: "Run Dish" }))
    expect(await within(live()).findByText(/Älplermagronen/)).toBeInTheDocument()
    expect(within(live()).getByRole("status", { name: "Response details" })).toHaveTextContent(
      /Status 200 OK.*Time \d.*Size \d+ B/,
    )
    // Highlighted as the build highlights the sample responses.
    expect(live().querySelector("pre .n")).toHaveTextContent('"data"')
    expect(screen.queryByText("Sample response")).toBeNull()
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe(siteConfig.apiUrl)
    expect(init.headers.get("api-key")).toBe("zfv_sandbox_demo_key")
    expect(JSON.parse(init.body)).toEqual({ query: operation.query, variables: { id: "42" }, operationName: "Dish" })

    await user.click(within(live()).getByRole("button", { name: "Show sample response" }))
    expect(screen.queryByRole("region", { name: "Live response of Dish" })).toBeNull()
    expect(screen.getByText("Sample response").closest("details")).toHaveTextContent('"name": "Rösti"')
    await user.click(screen.getByRole("button", { name: "Show live response" }))
    expect(live()).toHaveTextContent("Älplermagronen")
  })

  it("adds the actual cost the live answer reports to the cost line, and shows the build's line with the sample again", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({
        data: { dish: { name: "Älplermagronen" } },
        extensions: { cost: { requestedQueryCost: 2, actualQueryCost: 1, maximumAvailable: 20000 } },
      }),
    )
    const user = userEvent.setup()
    await renderExample()
    await user.click(screen.getByRole("button", { name: "Run Dish" }))
    expect(await screen.findByRole("link", { name: "Cost 2 (actual 1) of 20,000 · depth 2 of 12" })).toHaveAttribute(
      "href",
      "/docs/access-the-api/#limits",
    )
    await user.click(within(live()).getByRole("button", { name: "Show sample response" }))
    expect(screen.getByRole("link", { name: "Cost 2 of 20,000 · depth 2 of 12" })).toBeInTheDocument()
  })

  it("keeps the build's cost line for a live answer that says nothing of its cost", async () => {
    const user = userEvent.setup()
    await renderExample()
    await user.click(screen.getByRole("button", { name: "Run Dish" }))
    expect(await within(live()).findByText(/Älplermagronen/)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Cost 2 of 20,000 · depth 2 of 12" })).toBeInTheDocument()
  })

  it("says that an auth=user example needs sign-in, and sends nothing, while signed out", async () => {
    const user = userEvent.setup()
    await renderExample(example({ auth: "user" }))
    await user.type(keyInput(), "zfv_sandbox_demo_key")
    await user.click(screen.getByRole("button", { name: "Run Dish" }))
    expect(screen.getByText(/^This example needs sign-in/)).toHaveAttribute("role", "status")
    expect(fetchMock).not.toHaveBeenCalled()
    expect(screen.getByText("Sample response")).toBeInTheDocument()
  })

  it("runs an auth=user example with the signed-in user's token", async () => {
    localStorage.setItem("firebase:authUser:demo-api-key:[DEFAULT]", "{}")
    fakeFirebase.user = { uid: "uid-1", email: "anna@example.ch" }
    const user = userEvent.setup()
    await renderExample(example({ auth: "user" }))
    await screen.findByRole("checkbox", { name: "Use the signed-in user", checked: true })
    await user.click(screen.getByRole("button", { name: "Run Dish" }))
    expect(await within(live()).findByText(/Älplermagronen/)).toBeInTheDocument()
    expect(fetchMock.mock.calls[0][1].headers.get("authorization")).toBe("Bearer token")
  })

  it("asks before it sends a mutation, and sends it on Yes", async () => {
    localStorage.setItem("firebase:authUser:demo-api-key:[DEFAULT]", "{}")
    fakeFirebase.user = { uid: "uid-1", email: "anna@example.ch" }
    const user = userEvent.setup()
    await renderExample(
      example({ auth: "user", query: "mutation Dish($id: ID!) { upsertMyProfile(input: { firstName: $id }) { id } }" }),
    )
    await screen.findByRole("checkbox", { name: "Use the signed-in user", checked: true })
    await user.click(screen.getByRole("button", { name: "Run Dish" }))
    expect(screen.getByText(/^Dish is a mutation: it changes data on the API as you/)).toHaveAttribute("role", "status")
    expect(fetchMock).not.toHaveBeenCalled()
    await user.click(screen.getByRole("button", { name: "Yes, run Dish" }))
    expect(await within(live()).findByText(/Älplermagronen/)).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(screen.queryByText(/is a mutation/)).toBeNull()
  })

  it("turns an unreachable API into a sentence, not an uncaught error", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"))
    const user = userEvent.setup()
    await renderExample()
    await user.click(screen.getByRole("button", { name: "Run Dish" }))
    expect(
      await within(live()).findByText(/No response from the API at .*Failed to fetch/, { selector: "p" }),
    ).toBeInTheDocument()
    expect(within(live()).getByRole("status", { name: "Response details" })).toHaveTextContent("Status No response")
  })

  it("says the API's error in words when the answer has no data", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ errors: [{ message: "Unknown API key.", extensions: { code: "UNAUTHENTICATED" } }], data: null }),
    )
    const user = userEvent.setup()
    await renderExample()
    await user.click(screen.getByRole("button", { name: "Run Dish" }))
    expect(await within(live()).findByText("The API answered with an error: Unknown API key.")).toBeInTheDocument()
    expect(within(live()).getByRole("status", { name: "Response details" })).toHaveTextContent("1 GraphQL error")
  })
})

describe("GraphQLExample's TypeScript tab", () => {
  const types = {
    declarations: "type DishQueryVariables = { id: string }\n\ntype DishQuery = { dish: { name: string } | null }",
    result: "DishQuery",
    variables: "DishQueryVariables",
  }
  const template = typescriptTemplate(operation, siteConfig.apiUrl, types)
  const file: TypeScriptSampleFile = [
    { html: plainTemplate("typescript", { lines: ["// another example's"], headerAt: 1 }) },
    { html: plainTemplate("typescript", template) },
  ]
  const HREF = "/typescript-samples/0123456789abcdef0123.json"
  const fetchMock = jest.fn(async (_url: string) => ({ ok: true, status: 200, json: async () => file }))
  beforeAll(() => Object.assign(globalThis, { fetch: fetchMock }))
  beforeEach(() => fetchMock.mockClear())
  const typed = (overrides: Partial<GraphQLExampleData> = {}) =>
    example({ typescript: { href: HREF, index: 1 }, ...overrides })

  it("fetches the doc's samples file when the tab is picked, and shows the typed sample with the masked key", async () => {
    const user = userEvent.setup()
    await renderExample(typed())
    expect(fetchMock).not.toHaveBeenCalled()
    await user.type(keyInput(), "zfv_sandbox_demo_key")
    await user.click(tab("TypeScript"))
    expect(await within(panel()).findByText(/type DishQuery =/)).toBeInTheDocument()
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([HREF])
    expect(panel()).toHaveTextContent('"api-key": "zfv_…_key",')
    expect(panel()).toHaveTextContent("as Promise<GraphQLResponse<DishQuery>>")
    await user.click(screen.getByRole("button", { name: "Reveal key" }))
    expect(panel()).toHaveTextContent('"api-key": "zfv_sandbox_demo_key",')
    await user.click(screen.getByRole("button", { name: "Copy the TypeScript sample of Dish" }))
    expect(await clipboard()).toBe(
      renderTemplate("typescript", template, [{ name: "api-key", value: "zfv_sandbox_demo_key" }]),
    )
  })

  it("says why the sample did not load, and loads it on Try again", async () => {
    const user = userEvent.setup()
    // Twice: the pointer on its way to the tab fetches first, then the tab itself.
    const notFound = { ok: false, status: 404, json: async () => [] }
    fetchMock.mockResolvedValueOnce(notFound).mockResolvedValueOnce(notFound)
    await renderExample(typed({ typescript: { href: "/typescript-samples/another.json", index: 1 } }))
    await user.click(tab("TypeScript"))
    expect(
      await within(panel()).findByText(/The TypeScript sample did not load: the site answered HTTP 404/),
    ).toHaveAttribute("role", "status")
    await user.click(within(panel()).getByRole("button", { name: "Try again" }))
    expect(await within(panel()).findByText(/type DishQuery =/)).toBeInTheDocument()
  })

  it("has no TypeScript tab where the build had no types, and falls back from a remembered TypeScript choice", async () => {
    localStorage.setItem("docs.codeLanguage", "typescript")
    await renderExample(example({ tab: "curl" }))
    expect(screen.getAllByRole("tab").map((item) => item.textContent)).toEqual([
      "GraphQL",
      "curl",
      "JavaScript",
      "Python",
    ])
    expect(tab("curl")).toHaveAttribute("aria-selected", "true")
  })

  it("opens on TypeScript for a reader who chose it before", async () => {
    localStorage.setItem("docs.codeLanguage", "typescript")
    await renderExample(typed())
    expect(tab("TypeScript")).toHaveAttribute("aria-selected", "true")
    expect(await within(panel()).findByText(/type DishQuery =/)).toBeInTheDocument()
  })
})
