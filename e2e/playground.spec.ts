import fs from "node:fs"
import { buildSchema, parse } from "graphql"
import type { BrowserContext, Page, Request } from "@playwright/test"
import { siteConfig } from "../core/site-config"
import { playgroundHref } from "../core/playground-url"
import { maskApiKey } from "../core/sample-credentials"
import { LAYOUT_WIDTHS } from "../src/styles/breakpoints"
import { TOKEN_CLASSES } from "../gatsby/lib/highlight"
import { seriousViolations } from "./support/axe"
import { costLine as costFigures, measureOperation } from "../schema/cost"
import { COST_ANNOUNCE_AFTER_MS, COST_NOTES } from "../src/playground/cost/words"
import { DEFAULT_QUERY } from "../src/playground/default-operation"
import { expect, playgroundEditorText, services, startPlaygroundEditor, test, waitForHydration } from "./fixtures"

/** Strings that only GraphiQL's and Monaco's code and styles contain. */
const EDITOR_MARKERS = ["graphiql-container", "monaco-editor", "MonacoEnvironment"]

type EditorName = Parameters<typeof playgroundEditorText>[1]
const editorText = playgroundEditorText

/** Sets an editor's text; with `run`, presses Run in the same task, before GraphiQL's delayed look at the edit. */
async function setEditorText(page: Page, name: EditorName, text: string, { run = false } = {}) {
  await page.evaluate(
    ([suffix, value, thenRun]) => {
      const monaco = (
        globalThis as {
          __MONACO?: { editor: { getModels(): { uri: { path: string }; setValue(text: string): void }[] } }
        }
      ).__MONACO
      monaco?.editor
        .getModels()
        .find((model) => model.uri.path.endsWith(suffix))
        ?.setValue(value)
      if (thenRun) document.querySelector<HTMLButtonElement>(".graphiql-execute-button")?.click()
    },
    [name, text, run] as const,
  )
}

/** Opens a playground URL, starts the full editor as a reader does, and waits until it has taken over. */
async function openPlayground(page: Page, path = "/graphql/") {
  await page.goto(path)
  await startPlaygroundEditor(page)
}

const schemaStatus = (page: Page) => page.locator("[data-schema-source]")
/** The cost line's visible text, and the live region that speaks it. */
const costLine = (page: Page) => page.locator("[data-cost-visible]")
const costAnnouncement = (page: Page) => page.locator("[data-cost-status]").getByRole("status")
/** 20,401 by the API's rule: over the limit of 20,000 by 401. */
const OVER_THE_LIMIT = "{ dishes(first: 100) { nodes { name outlet { dishes(first: 100) { nodes { name } } } } } }"
const OVER_THE_LIMIT_WARNING = "cost 20,401: 401 over the limit of 20,000; ask for fewer items with first"
/** The default operation's figures by the rule, as the first view and then the editor show them. */
const DEFAULT_COST = costFigures(
  measureOperation(buildSchema(fs.readFileSync("content/schema.graphql", "utf8")), parse(DEFAULT_QUERY))!,
)

/** Puts the caret of one of the editors right after the first `after` in its text, and gives it the focus. */
async function putCaret(page: Page, name: EditorName, after: string) {
  await page.evaluate(
    ([suffix, text]) => {
      type Model = { uri: { path: string }; getValue(): string; getPositionAt(offset: number): unknown }
      const monaco = (
        globalThis as {
          __MONACO?: {
            editor: {
              getEditors(): { getModel(): Model | null; setPosition(position: unknown): void; focus(): void }[]
            }
          }
        }
      ).__MONACO
      const editor = monaco?.editor.getEditors().find((each) => each.getModel()?.uri.path.endsWith(suffix))
      const model = editor?.getModel()
      if (!editor || !model || !model.getValue().includes(text)) throw new Error(`No "${text}" in ${suffix}`)
      editor.setPosition(model.getPositionAt(model.getValue().indexOf(text) + text.length))
      editor.focus()
    },
    [name, after] as const,
  )
}
const responseDetails = (page: Page) => page.getByRole("status", { name: "Response details" })
const runButton = (page: Page) => page.getByRole("button", { name: /^Execute query/ })

interface ApiRequest {
  operationName: string | null
  headers: Record<string, string>
}

/** The site's own calls (navbar key check, profile), and GraphiQL's schema request. */
const NOT_PLAYGROUND_RUNS = new Set([
  "HasValidApiClient",
  "Me",
  "MyPermissions",
  "UpsertMyProfile",
  "CreateCookieSession",
  "IntrospectionQuery",
])

/** The operations the reader runs in the playground, as they reach the API. */
function recordRuns(page: Page): ApiRequest[] {
  const requests: ApiRequest[] = []
  page.on("request", (request: Request) => {
    if (!request.url().startsWith(siteConfig.apiUrl) || request.method() !== "POST") return
    const body = request.postDataJSON() as { operationName?: string | null }
    if (NOT_PLAYGROUND_RUNS.has(body.operationName ?? "")) return
    requests.push({ operationName: body.operationName ?? null, headers: request.headers() })
  })
  return requests
}

async function useDemoKey(context: BrowserContext) {
  await context.addInitScript((key) => localStorage.setItem("apiKey", key), services.demoApiKey)
}

test.describe("the playground at /graphql/", () => {
  test("shows a readable shell, then the editor with Monaco and no console errors", async ({ page, problems }) => {
    await page.goto("/graphql/")
    await expect(page.getByRole("heading", { level: 1, name: "Playground" })).toBeVisible()
    await expect(page.getByRole("main")).toContainText("Run GraphQL queries against the ZFV API")
    await expect(page.getByRole("textbox", { name: "Operation" })).toHaveValue(/query FirstOutlets/)
    await expect(page.getByRole("button", { name: /^Run the operation/ })).toBeVisible()
    await startPlaygroundEditor(page)
    await expect(schemaStatus(page)).toHaveText(/^Schema: from the API \(.+\), by introspection\.$/)
    expect(await editorText(page, "operation.graphql")).toContain("query FirstOutlets")
    // Monaco's workers run in the production build: the GraphQL worker flags an unknown
    // field, the JSON worker flags broken variables.
    await setEditorText(page, "operation.graphql", "{ outlets { nosuchfield } }")
    await expect(page.locator(".graphiql-query-editor .squiggly-error").first()).toBeVisible({ timeout: 15_000 })
    await setEditorText(page, "variables.json", '{ "first": }')
    await expect(page.locator(".graphiql-editor-tool .squiggly-error").first()).toBeVisible({ timeout: 15_000 })
    // The navbar stays, and the editor fills the window below it.
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible()
    const editorBox = await page.locator(".graphiql-container").boundingBox()
    expect(editorBox && editorBox.y + editorBox.height).toBeGreaterThan(780)
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(800)
    expect(problems.errors).toEqual([])
  })

  test("runs the default query with the demo key: data, then status, time and size", async ({
    page,
    context,
    problems,
  }) => {
    await useDemoKey(context)
    const requests = recordRuns(page)
    await openPlayground(page)
    // The schema request (introspection) has been answered, and is not a run.
    await expect(schemaStatus(page)).toContainText("Schema: from the API")
    await expect(responseDetails(page)).toHaveText("Run the query to see the status, time and size of the response.")
    await runButton(page).click()
    await expect(responseDetails(page)).toContainText("Status 200 OK")
    await expect(responseDetails(page)).toHaveText(/Time (\d+ ms|\d+\.\d\d s)/)
    await expect(responseDetails(page)).toHaveText(/Size \d+(\.\d)? (B|KB)/)
    const response = JSON.parse(await editorText(page, "response.json")) as {
      data: { outlets: { totalCount: number; nodes: { name: string; menuCategories: { nodes: unknown[] } }[] } }
    }
    expect(response.data.outlets.totalCount).toBeGreaterThan(0)
    expect(response.data.outlets.nodes).toHaveLength(3)
    expect(response.data.outlets.nodes[0].menuCategories.nodes.length).toBeGreaterThan(0)
    expect(requests.map((request) => request.operationName)).toEqual(["FirstOutlets"])
    expect(problems.errors).toEqual([])
  })

  test("sends api-key while the apiKey mode is on, not after it is unchecked, and a typed header wins", async ({
    page,
    context,
  }) => {
    await useDemoKey(context)
    const requests = recordRuns(page)
    await openPlayground(page)
    await runButton(page).click()
    await expect(responseDetails(page)).toContainText("Status 200 OK")
    expect(requests[0].headers["api-key"]).toBe(services.demoApiKey)

    await page.getByRole("checkbox", { name: "Use the API key" }).uncheck()
    await runButton(page).click()
    await expect.poll(() => requests.length).toBe(2)
    expect(requests[1].headers["api-key"]).toBeUndefined()
    await expect(responseDetails(page)).toContainText("1 GraphQL error")
    expect(await editorText(page, "response.json")).toContain("UNAUTHENTICATED")

    await page.getByRole("checkbox", { name: "Use the API key" }).check()
    await setEditorText(page, "request-headers.json", '{ "API-Key": "zfv_typed_in_the_editor" }')
    // A query History does not hold yet, so the run goes into History with its headers.
    await setEditorText(page, "operation.graphql", "query WithTypedKey { outlets(first: 1) { totalCount } }")
    await runButton(page).click()
    await expect.poll(() => requests.length).toBe(3)
    expect(requests[2]).toEqual({
      operationName: "WithTypedKey",
      headers: expect.objectContaining({ "api-key": "zfv_typed_in_the_editor" }),
    })

    // The typed key is not stored: neither with the run in History nor in the tabs. GraphiQL
    // writes History and the tabs on its own schedule, so wait until both hold what they should.
    await setEditorText(page, "operation.graphql", "query StoredAfterTheRun { outlets(first: 1) { totalCount } }")
    const stored = () =>
      page.evaluate(() =>
        [localStorage, sessionStorage]
          .flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`))
          .join("\n"),
      )
    await expect.poll(stored).toContain("StoredAfterTheRun")
    await expect.poll(stored).toMatch(/graphiql:queries=.*WithTypedKey/)
    expect(await stored()).not.toContain("zfv_typed_in_the_editor")
  })

  test("Run at once after an edit sends the edited operation, not the name from before it", async ({
    page,
    context,
  }) => {
    await useDemoKey(context)
    const requests = recordRuns(page)
    await openPlayground(page)
    // The default query's name is in GraphiQL's state; paste another operation and
    // press Run in the same moment, before GraphiQL's delayed look at the edit.
    await setEditorText(page, "operation.graphql", "query JustPasted { outlets(first: 1) { totalCount } }", {
      run: true,
    })
    await expect(responseDetails(page)).toContainText("Status 200 OK")
    expect(requests.map((request) => request.operationName)).toEqual(["JustPasted"])
    const response = await editorText(page, "response.json")
    expect(response).toContain('"totalCount"')
    expect(response).not.toContain("errors")
    // History holds the run as sent, not the default query that was in the editor before.
    await page.getByRole("button", { name: "Show History" }).click()
    const history = page.locator(".graphiql-history-items .graphiql-history-item-label")
    await expect(history).toHaveText(["JustPasted"])

    // The same for an anonymous operation: sent without a name, and in History under its text, not the last name.
    await setEditorText(page, "operation.graphql", "{ outlets(first: 2) { totalCount } }", { run: true })
    await expect.poll(() => requests.length).toBe(2)
    expect(requests[1].operationName).toBeNull()
    await expect(history).toHaveText(["{ outlets(first: 2) { totalCount } }", "JustPasted"])
  })

  test("a share link restores its query and variables, keeps them in the URL, and a reload adds no tab", async ({
    page,
    context,
    baseURL,
  }) => {
    await useDemoKey(context)
    const query =
      "query DishSearch($search: String!) {\n  dishes(first: 2, filter: { search: $search }) {\n    totalCount\n  }\n}"
    const variables = '{ "search": "rösti & co" }'
    await openPlayground(page, playgroundHref({ query, variables, operationName: "DishSearch" }))
    await expect.poll(() => editorText(page, "operation.graphql")).toBe(query)
    expect(await editorText(page, "variables.json")).toBe(variables)
    await expect(page.getByRole("tab", { name: "DishSearch" })).toHaveAttribute("aria-selected", "true")
    const tabs = await page.getByRole("tab").count()

    // Typing replaces the URL (no new history entry); the URL never holds keys or headers.
    const historyLength = await page.evaluate(() => history.length)
    await setEditorText(page, "variables.json", '{ "search": "soup" }')
    await expect.poll(() => new URL(page.url()).searchParams.get("variables")).toBe('{ "search": "soup" }')
    expect(page.url()).not.toContain(services.demoApiKey)
    expect(await page.evaluate(() => history.length)).toBe(historyLength)

    await page.reload()
    await startPlaygroundEditor(page)
    await expect.poll(() => editorText(page, "variables.json")).toBe('{ "search": "soup" }')
    await expect(page.getByRole("tab")).toHaveCount(tabs)

    // The Share button copies the same link.
    await context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: new URL(baseURL ?? page.url()).origin,
    })
    await page.getByRole("button", { name: "Copy a share link" }).click()
    await expect(page.getByText("Link copied")).toBeVisible()
    const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()))
    expect(copied.pathname).toBe("/graphql/")
    expect(copied.searchParams.get("query")).toBe(query)
    expect(copied.searchParams.get("variables")).toBe('{ "search": "soup" }')
  })

  test("Back to an older address of a tab does not overwrite the text the tab has since", async ({ page }) => {
    // Four page loads and two editor starts: more than 30 s on a busy 2-core machine (32 s in two runs).
    test.setTimeout(60_000)
    const older = "query Older {\n  outlets(first: 1) {\n    totalCount\n  }\n}"
    const newer = "query Newer {\n  outlets(first: 2) {\n    totalCount\n  }\n}"
    await openPlayground(page, playgroundHref({ query: older }))
    await expect.poll(() => editorText(page, "operation.graphql")).toBe(older)
    // To a docs page and back through the navbar: the same tab, under a new history entry.
    const navbar = page.getByRole("navigation", { name: "Main" })
    const firstDoc = page.getByRole("heading", { level: 1, name: "Access the API" })
    await navbar.getByRole("link", { name: "API Documentation" }).click()
    await expect(firstDoc).toBeVisible()
    await navbar.getByRole("link", { name: "Playground", exact: true }).click()
    await startPlaygroundEditor(page)
    await expect.poll(() => editorText(page, "operation.graphql")).toBe(older)
    await setEditorText(page, "operation.graphql", newer)
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("graphiql:tabState") ?? ""))
      .toContain("query Newer")

    // Back twice: to the docs page, then to the first entry, which names the same tab with the older text.
    // Each Back waits for its page, as a reader does: a second Back while Gatsby still loads the first can show the docs at /graphql/.
    await page.goBack()
    await expect(firstDoc).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/graphql\/\?/)
    await startPlaygroundEditor(page)
    await expect.poll(() => editorText(page, "operation.graphql")).toBe(older)
    await expect(page.getByRole("tab", { name: "Older" })).toHaveAttribute("aria-selected", "true")
    await page.getByRole("tab", { name: "Newer" }).click()
    await expect.poll(() => editorText(page, "operation.graphql")).toBe(newer)
  })

  test("the Headers tab lists the navbar's headers, masked, and follows the navbar", async ({ page, context }) => {
    await useDemoKey(context)
    await openPlayground(page)
    await page.locator(".graphiql-editor-tools").getByRole("button", { name: "Headers" }).click()
    const fromNavbar = page.locator(".graphiql-editor-tool").getByRole("group", { name: "Headers from the navbar" })
    await expect(fromNavbar).toHaveText(`From the navbar:api-key: ${maskApiKey(services.demoApiKey)}`)
    expect(await page.locator(".graphiql-editor-tool").innerText()).not.toContain(services.demoApiKey)
    await page.getByRole("checkbox", { name: "Use the API key" }).uncheck()
    await expect(fromNavbar).toContainText("No API key or sign-in is active")
    await page.locator(".graphiql-editor-tools").getByRole("button", { name: "Variables" }).click()
    await expect(fromNavbar).toHaveCount(0)
  })

  test("when the explorer's code cannot load, its pane says so with Retry, and the editor keeps the reader's text", async ({
    page,
  }) => {
    // The explorer's on-demand file (an entry of the editor build of its own), refused until Retry.
    let failExplorer = true
    const typed = "query KeptWhileTheExplorerFails {\n  outlets(first: 1) {\n    totalCount\n  }\n}"
    await openPlayground(page)
    await setEditorText(page, "operation.graphql", typed)
    await page.route(/\/playground-editor\/explorer-[^/]*\.js/, (route) =>
      failExplorer ? route.abort("internetdisconnected") : route.continue(),
    )
    await page.getByRole("button", { name: "Show GraphiQL Explorer" }).click()
    const pane = page.locator(".graphiql-plugin")
    await expect(pane.getByRole("alert")).toContainText("Could not load the explorer:")
    await expect(page.locator(".graphiql-query-editor .monaco-editor")).toBeVisible()
    expect(await editorText(page, "operation.graphql")).toBe(typed)

    failExplorer = false
    await pane.getByRole("button", { name: "Retry" }).click()
    await expect(pane.locator(".graphiql-explorer-root")).toBeVisible()
    await expect(pane.getByRole("alert")).toHaveCount(0)
    expect(await editorText(page, "operation.graphql")).toBe(typed)
  })

  test("the cost line follows the operation and its variables as they are typed", async ({ page }) => {
    await openPlayground(page)
    // The default operation, measured in the editor as the build measured it for the first view.
    await expect(costLine(page)).toHaveText(DEFAULT_COST)
    await setEditorText(page, "operation.graphql", "{ dishes(first: 1) { nodes { name } } }")
    await expect(costLine(page)).toHaveText("Cost 3 of 20,000 · depth 3 of 12")
    // Keystrokes: first: 1 becomes 10, then 100.
    await putCaret(page, "operation.graphql", "first: 1")
    await page.keyboard.type("0")
    await expect(costLine(page)).toHaveText("Cost 21 of 20,000 · depth 3 of 12")
    await page.keyboard.type("0")
    await expect(costLine(page)).toHaveText("Cost 201 of 20,000 · depth 3 of 12")
    // Half-typed text has no figures, rather than the last ones.
    await putCaret(page, "operation.graphql", "name")
    await page.keyboard.type("x")
    await expect(costLine(page)).toHaveText(COST_NOTES.invalid)
    await page.keyboard.press("Backspace")
    await expect(costLine(page)).toHaveText("Cost 201 of 20,000 · depth 3 of 12")

    // `first: $n` counts with the variable's value, typed in the variables editor.
    await setEditorText(page, "operation.graphql", "query Dishes($n: Int) { dishes(first: $n) { nodes { name } } }")
    await setEditorText(page, "variables.json", '{ "n": 5 }')
    await expect(costLine(page)).toHaveText("Cost 11 of 20,000 · depth 3 of 12")
    await putCaret(page, "variables.json", '"n": 5')
    await page.keyboard.type("0")
    await expect(costLine(page)).toHaveText("Cost 101 of 20,000 · depth 3 of 12")

    // Of several operations, the one GraphiQL runs, by name.
    await setEditorText(
      page,
      "operation.graphql",
      "query Small { client { id } }\nquery Large { dishes(first: 100) { nodes { name } } }",
    )
    await expect(costLine(page)).toHaveText("Cost 2 of 20,000 · depth 2 of 12 · operation Small")
    // GraphiQL has looked at the edit (its tab is named after the operation), then runs the one at the caret.
    await expect(page.getByRole("tab", { name: "Small" })).toBeVisible()
    await putCaret(page, "operation.graphql", "query Large {")
    await page.keyboard.press("Control+Enter")
    await expect(costLine(page)).toHaveText("Cost 201 of 20,000 · depth 3 of 12 · operation Large")
    // Screen readers hear it once the typing stops.
    await expect(costAnnouncement(page)).toHaveText("Cost 201 of 20,000 · depth 3 of 12 · operation Large")
  })

  test("above the limit the cost line warns before Run, and Run still sends the operation: the API refuses it", async ({
    page,
    context,
  }) => {
    await useDemoKey(context)
    const requests = recordRuns(page)
    await openPlayground(page)
    await setEditorText(page, "operation.graphql", OVER_THE_LIMIT)
    await expect(page.locator("[data-cost-status]")).toHaveAttribute("data-cost-status", "over")
    await expect(costLine(page)).toHaveText(
      `Cost 20,401 of 20,000 · depth 6 of 12. The API will refuse it: ${OVER_THE_LIMIT_WARNING}.`,
    )
    await expect(costAnnouncement(page)).toHaveAttribute("aria-live", "polite")
    await expect(costAnnouncement(page)).toContainText(OVER_THE_LIMIT_WARNING)
    expect(requests).toEqual([])
    await runButton(page).click()
    await expect(responseDetails(page)).toContainText("1 GraphQL error")
    expect(requests).toHaveLength(1)
    const response = await editorText(page, "response.json")
    expect(response).toContain("QUERY_TOO_COMPLEX")
    expect(response).toContain(OVER_THE_LIMIT_WARNING.replace("first", "`first`"))
  })

  test("the cost line measures with the site's /schema.graphql, whose directives introspection drops", async ({
    page,
  }) => {
    // The published schema declares a weight the API's introspection cannot carry.
    const published = fs
      .readFileSync("content/schema.graphql", "utf8")
      .replace(/^ {2}client: Client$/m, "  client: Client @cost(weight: 500)")
    expect(published).toContain("@cost(weight: 500)")
    await page.route("**/schema.graphql", (route) =>
      route.fulfill({ body: published, contentType: "text/plain; charset=utf-8" }),
    )
    await openPlayground(page)
    await setEditorText(page, "operation.graphql", "{ client { id } }")
    await expect(costLine(page)).toHaveText("Cost 501 of 20,000 · depth 2 of 12")
  })

  test("when /schema.graphql cannot load, the cost line measures with the schema GraphiQL has", async ({ page }) => {
    await page.route("**/schema.graphql", (route) => route.fulfill({ status: 404, body: "" }))
    await openPlayground(page)
    await expect(schemaStatus(page)).toHaveAttribute("data-schema-source", "api")
    await setEditorText(page, "operation.graphql", "{ dishes(first: 7) { nodes { name } } }")
    await expect(costLine(page)).toHaveText("Cost 15 of 20,000 · depth 3 of 12")
  })

  test("a bad share link says what is wrong and loses nothing", async ({ page }) => {
    await openPlayground(page, "/graphql/?query=%7B%20client%20%7B%20id%20%7D%20%7D&variables=%7Bfirst%3A%202%7D")
    await expect(page.getByRole("alert").filter({ hasText: "The link's" })).toContainText(
      "The link's variables are not valid JSON",
    )
    await expect.poll(() => editorText(page, "variables.json")).toBe("{first: 2}")
  })

  test("the editor's stylesheet leaves the site's highlighted code as it is", async ({ page }) => {
    await openPlayground(page)
    // The first view's operation, and every code block, colours its tokens with these one-letter classes.
    const looks = await page.evaluate((classes) => {
      const pre = document.body.appendChild(document.createElement("pre"))
      return classes.map((name) => {
        const token = pre.appendChild(document.createElement("span"))
        token.className = name
        token.textContent = "query"
        const style = getComputedStyle(token)
        return `${name}: ${style.display} ${style.position}`
      })
    }, Object.values(TOKEN_CLASSES))
    expect(looks).toEqual(Object.values(TOKEN_CLASSES).map((name) => `${name}: inline static`))
  })

  test("dark mode switches GraphiQL's theme", async ({ page }) => {
    await openPlayground(page)
    await expect(page.locator("body")).toHaveClass(/graphiql-light/)
    const background = () =>
      page.locator(".graphiql-container").evaluate((element) => getComputedStyle(element).backgroundColor)
    const light = await background()
    await page.getByRole("button", { name: /^Switch between dark and light mode/ }).click()
    await expect(page.locator("body")).toHaveClass(/graphiql-dark/)
    await expect.poll(background).not.toBe(light)
    await expect(page.locator(".graphiql-query-editor .monaco-editor")).toHaveClass(/vs-dark/)
  })

  test("with the API unreachable, the schema comes from /schema.graphql and a run shows a readable error", async ({
    page,
    problems,
  }) => {
    await page.route(`${new URL(siteConfig.apiUrl).origin}/**`, (route) => route.abort("connectionrefused"))
    await openPlayground(page)
    await expect(schemaStatus(page)).toContainText(
      "Schema: from this site's /schema.graphql, because the API's introspection failed: No response from the API",
    )
    // The fallback schema drives the docs: the doc explorer lists the root fields.
    await page.getByRole("button", { name: /Show Documentation Explorer/ }).click()
    await expect(page.locator(".graphiql-doc-explorer")).toContainText("Query")
    // Styled by the doc explorer's own stylesheet, not the site's link style.
    await expect(page.locator("a.graphiql-doc-explorer-type-name").first()).toHaveCSS("text-decoration-line", "none")
    await runButton(page).click()
    await expect(responseDetails(page)).toContainText("Status No response")
    expect(await editorText(page, "response.json")).toContain(`No response from the API at ${siteConfig.apiUrl}`)
    expect(problems.errors.filter((error) => !error.includes("net::ERR_CONNECTION_REFUSED"))).toEqual([])
  })

  // One finding is GraphiQL's own markup and is left out here: each of its tabs is an <li role="tab">
  // holding two buttons (select, close), which axe reports as nested-interactive. GraphiQL has no option
  // for its tab markup; upstream would need the tab role on the select button and the close button
  // beside it, outside the tab. Every colour, Monaco's included, is checked in both modes.
  for (const mode of ["light", "dark"] as const) {
    test(`has no serious or critical accessibility violations of its own (axe-core, ${mode})`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem("theme", value), mode)
      await openPlayground(page)
      await expect(schemaStatus(page)).not.toHaveAttribute("data-schema-source", "loading")
      // GraphiQL has applied the site's mode to itself and to Monaco.
      await expect(page.locator("body")).toHaveClass(new RegExp(`graphiql-${mode}`))
      await expect(page.locator(".graphiql-query-editor .monaco-editor")).toHaveClass(
        mode === "dark" ? /vs-dark/ : /\bvs\b/,
      )
      const known = [{ id: "nested-interactive", selector: ".graphiql-tab" }]
      expect(await seriousViolations(page, known)).toEqual([])
      // The cost line's warning, in its own colours.
      await setEditorText(page, "operation.graphql", OVER_THE_LIMIT)
      await expect(page.locator("[data-cost-status]")).toHaveAttribute("data-cost-status", "over")
      expect(await seriousViolations(page, known)).toEqual([])
    })
  }
})

test.describe("the playground's first view, before the full editor", () => {
  test("Run sends the navbar's key and shows data with status, time and size; the editor then takes over the text and the response", async ({
    page,
    context,
    problems,
  }) => {
    await useDemoKey(context)
    const requests = recordRuns(page)
    // Hold the editor's code back until the run is done, as a slow network would.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route("**/playground-editor/mount-*.js", async (route) => {
      await held
      await route.continue()
    })
    await page.goto("/graphql/")
    await waitForHydration(page)
    const typed = "query TypedFirst {\n  outlets(first: 2) {\n    totalCount\n  }\n}"
    const operation = page.getByRole("textbox", { name: "Operation" })
    await operation.fill(typed)
    await page.getByRole("button", { name: /^Run the operation/ }).click()
    await expect(responseDetails(page)).toContainText("Status 200 OK")
    await expect(responseDetails(page)).toHaveText(/Time (\d+ ms|\d+\.\d\d s)/)
    await expect(responseDetails(page)).toHaveText(/Size \d+(\.\d)? (B|KB)/)
    await expect(page.getByLabel("Response body")).toContainText('"totalCount": 8')
    expect(requests).toEqual([
      { operationName: "TypedFirst", headers: expect.objectContaining({ "api-key": services.demoApiKey }) },
    ])
    await expect(page.locator(".graphiql-container")).toHaveCount(0)

    release()
    await expect(page.locator(".graphiql-query-editor .monaco-editor")).toBeVisible({ timeout: 20_000 })
    await expect(operation).toHaveCount(0)
    expect(await editorText(page, "operation.graphql")).toBe(typed)
    expect(await editorText(page, "response.json")).toContain('"totalCount": 8')
    await expect(responseDetails(page)).toContainText("Status 200 OK")
    expect(problems.errors).toEqual([])
  })

  test("shows the default operation's cost, measured at build time, before any script runs", async ({ newContext }) => {
    expect(DEFAULT_COST).toMatch(/^Cost \d+ of 20,000 · depth \d+ of 12$/)
    // No JavaScript at all: the line is in the page's HTML, the editor's cost code is nowhere.
    const context = await newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto("/graphql/")
    await expect(costLine(page)).toHaveText(DEFAULT_COST)
    await context.close()
  })

  test("with the editor's code held back, the first view's cost line stands for the default operation only", async ({
    page,
  }) => {
    await page.route("**/playground-editor/*.js", (route) => route.abort("internetdisconnected"))
    await page.goto("/graphql/")
    await waitForHydration(page)
    await expect(costLine(page)).toHaveText(DEFAULT_COST)
    await page.getByRole("textbox", { name: "Operation" }).fill("{ client { id } }")
    await expect(costLine(page)).toHaveText(COST_NOTES.beforeEditor)
    await expect(costAnnouncement(page)).toHaveText(COST_NOTES.beforeEditor)
    expect(await seriousViolations(page)).toEqual([])
  })

  test("with an operation in the link, the cost line's visible copy and its live region say the same from the first paint", async ({
    page,
  }) => {
    // Every state of the line's two copies, from the HTML's first parse on: each batch of DOM changes is one record.
    await page.addInitScript(() => {
      const records: [string | null | undefined, string | null | undefined][] = []
      ;(window as unknown as { costRecords: typeof records }).costRecords = records
      const record = () => {
        const line = document.querySelector("[data-cost-status]")
        if (!line) return
        const pair: (typeof records)[number] = [
          line.querySelector("[data-cost-visible]")?.textContent,
          line.querySelector("[role=status]")?.textContent,
        ]
        const last = records.at(-1)
        if (!last || last[0] !== pair[0] || last[1] !== pair[1]) records.push(pair)
      }
      new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true })
    })
    // The editor's code held back, as on a slow network: the first view stays.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route("**/playground-editor/*.js", async (route) => {
      await held
      await route.abort("internetdisconnected")
    })
    const linked = "{ client { id } }"
    await page.goto(playgroundHref({ query: linked }))
    await waitForHydration(page)
    await expect(page.getByRole("textbox", { name: "Operation" })).toHaveValue(linked)
    await expect(costLine(page)).toHaveText(COST_NOTES.beforeEditor)
    await expect(costAnnouncement(page)).toHaveText(COST_NOTES.beforeEditor)
    // Past the live region's pause for typing, which must not hold back the line's first text.
    await page.waitForTimeout(COST_ANNOUNCE_AFTER_MS + 300)
    const records = await page.evaluate(() => (window as unknown as { costRecords: string[][] }).costRecords)
    // The server's HTML shows the default operation and its figures until hydration, then the link's operation.
    expect(records[0]).toEqual([DEFAULT_COST, DEFAULT_COST])
    expect(records.at(-1)).toEqual([COST_NOTES.beforeEditor, COST_NOTES.beforeEditor])
    expect(records.filter(([shown, heard]) => shown !== heard)).toEqual([])
    release()
  })

  test("when the editor's code cannot load, the first view says so with Retry and keeps working", async ({
    page,
    context,
  }) => {
    await useDemoKey(context)
    // None of its modules: a browser remembers a failed module by its URL, so Retry must not depend on one.
    await page.route("**/playground-editor/*.js", (route) => route.abort("internetdisconnected"))
    await page.goto("/graphql/")
    await page.getByRole("textbox", { name: "Operation" }).click()
    await expect(page.locator("[data-editor-status]")).toContainText("Could not load the full editor")
    await page.getByRole("button", { name: /^Run the operation/ }).click()
    await expect(responseDetails(page)).toContainText("Status 200 OK")
    await page.unroute("**/playground-editor/*.js")
    await page.locator("[data-editor-status]").getByRole("button", { name: "Retry" }).click()
    await expect(page.locator(".graphiql-query-editor .monaco-editor")).toBeVisible({ timeout: 20_000 })
  })
})

test.describe("the playground on a phone", () => {
  test("the announcement bar and the navbar keep their height when the editor fills the window", async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 })
    await page.goto("/graphql/")
    const bar = page.getByRole("region", { name: "Announcement" })
    const heights = async () => ({
      bar: (await bar.boundingBox())?.height,
      text: (await bar.locator("p").boundingBox())?.height,
    })
    const before = await heights()
    await startPlaygroundEditor(page)
    const after = await heights()
    expect(after).toEqual(before)
    // The text wraps onto lines of its own and stays inside the bar.
    expect(after.bar ?? 0).toBeGreaterThanOrEqual(after.text ?? Infinity)
  })
})

test.describe("the playground on a 390 px phone", () => {
  test("the operation and the response are each full width, one above the other, and the navbar's key is shown", async ({
    page,
    context,
  }) => {
    await useDemoKey(context)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto("/graphql/")
    await waitForHydration(page)
    await expect(page.getByRole("group", { name: "Headers from the navbar" })).toContainText(
      `api-key: ${maskApiKey(services.demoApiKey)}`,
    )
    const stacked = async (upper: string, lower: string, minWidth: number) => {
      const [top, bottom] = [
        await page.locator(upper).first().boundingBox(),
        await page.locator(lower).first().boundingBox(),
      ]
      expect(top && bottom).toBeTruthy()
      if (!top || !bottom) return
      expect(Math.min(top.width, bottom.width)).toBeGreaterThanOrEqual(minWidth)
      expect(bottom.y).toBeGreaterThanOrEqual(top.y + top.height - 1)
    }
    await stacked("section[aria-label=Operation]", "section[aria-label=Response]", 380)
    await startPlaygroundEditor(page)
    // GraphiQL keeps its 60 px sidebar of plugins beside the editors.
    await stacked(".graphiql-query-editor", ".graphiql-response", 280)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
  })

  test("the line above the operation shows its whole text, as tall before and after the editor takes over", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto("/graphql/")
    await waitForHydration(page)
    // Its two lines: the box's height, less padding and border, holds the text's full height.
    const fits = (selector: string) =>
      page.locator(selector).evaluate((line: HTMLElement) => {
        const style = getComputedStyle(line)
        const inner = line.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)
        const range = document.createRange()
        range.selectNodeContents(line)
        return { textFits: range.getBoundingClientRect().height <= inner + 0.5, height: line.offsetHeight }
      })
    const before = await fits("[data-editor-status]")
    expect(before.textFits).toBe(true)
    await startPlaygroundEditor(page)
    await expect(page.locator("[data-schema-source]")).toHaveAttribute("data-schema-source", "api")
    const after = await fits("[data-schema-source]")
    expect(after.textFits).toBe(true)
    expect(after.height).toBe(before.height)
  })
})

test.describe("other pages", () => {
  test("a docs page requests nothing of GraphiQL or Monaco, and its HTML, CSS and JS contain none of their code", async ({
    page,
    context,
    newContext,
    baseURL,
  }) => {
    /** Every document, script and stylesheet a visit downloads, with its text. */
    const download = async (target: Page, path: string, settle: () => Promise<void>, waitForIdle: boolean) => {
      const assets: { path: string; body: string }[] = []
      const pending: Promise<void>[] = []
      target.on("response", (response) => {
        if (
          ["document", "script", "stylesheet"].includes(response.request().resourceType()) ||
          /\.(js|css)$/.test(new URL(response.url()).pathname)
        ) {
          pending.push(
            response.text().then(
              (body) => void assets.push({ path: new URL(response.url()).pathname, body }),
              () => {},
            ),
          )
        }
      })
      await target.goto(new URL(path, baseURL).href)
      await settle()
      if (waitForIdle) await target.waitForLoadState("networkidle")
      await Promise.all(pending)
      return assets
    }

    // The markers are real: the playground's own downloads contain each of them.
    const playground = await download(page, "/graphql/", () => startPlaygroundEditor(page), false)
    for (const marker of EDITOR_MARKERS) expect(playground.some(({ body }) => body.includes(marker))).toBe(true)
    const editorPaths = playground
      .filter(({ body }) => EDITOR_MARKERS.some((marker) => body.includes(marker)))
      .map(({ path }) => path)
    await context.close()

    // A first visit to a docs page, in a fresh browser context (no cache).
    const fresh = await newContext()
    const docsPage = await fresh.newPage()
    const requested: string[] = []
    docsPage.on("request", (request) => requested.push(new URL(request.url()).pathname))
    const docs = await download(
      docsPage,
      "/docs/access-the-api/",
      async () => {
        await waitForHydration(docsPage)
        // Hovering the Playground link makes Gatsby prefetch that page: still nothing of the editor.
        await docsPage.getByRole("link", { name: "Playground", exact: true }).first().hover()
      },
      true,
    )
    expect(requested.filter((path) => editorPaths.includes(path) || /\/playground-editor\//.test(path))).toEqual([])
    expect(docs.filter(({ path }) => path.endsWith(".js")).length).toBeGreaterThan(3)
    for (const { path, body } of docs) {
      for (const marker of EDITOR_MARKERS) expect([path, marker, body.includes(marker)]).toEqual([path, marker, false])
    }
    await fresh.close()
  })

  test("the navbar is one row at its narrowest one-row width, signed out and signed in", async ({ page }) => {
    await page.setViewportSize({ width: LAYOUT_WIDTHS.navbarOneRowMin, height: 800 })
    await page.goto("/docs/access-the-api/")
    await waitForHydration(page)
    const oneRow = async () => {
      const navbar = await page.getByRole("navigation", { name: "Main" }).boundingBox()
      const brand = await page
        .getByRole("link", { name: /ZFV API/ })
        .first()
        .boundingBox()
      const key = await page.getByRole("textbox", { name: "API key" }).boundingBox()
      const last = await page.getByRole("button", { name: /^(Login|Logout)$/ }).boundingBox()
      expect(navbar && key && brand && last).toBeTruthy()
      if (!navbar || !key || !brand || !last) return
      expect(key.width).toBe(300)
      expect(navbar.height).toBeLessThan(70)
      for (const box of [brand, key, last])
        expect(Math.abs(box.y + box.height / 2 - (navbar.y + navbar.height / 2))).toBeLessThan(8)
      expect(last.x + last.width).toBeLessThanOrEqual(LAYOUT_WIDTHS.navbarOneRowMin)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(LAYOUT_WIDTHS.navbarOneRowMin)
    }
    await oneRow()

    await page.getByRole("button", { name: "Login" }).click()
    const dialog = page.getByRole("dialog", { name: "Sign in" })
    await dialog.getByLabel("Email").fill(`navbar-row-${Date.now()}@example.ch`)
    await dialog.getByLabel("Password").fill("secret123")
    await dialog.getByRole("button", { name: "Sign in with email" }).click()
    const profile = page.getByRole("dialog", { name: "Create your profile" })
    await profile.getByPlaceholder("First Name").fill("Anna")
    await profile.getByPlaceholder("Last Name").fill("Muster")
    await profile.getByRole("button", { name: "Create Profile" }).click()
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible()
    await oneRow()
  })
})
