import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Locator, Page } from "@playwright/test"
import { examplesOfMdx, recordedResponse } from "../doc-examples"
import { readSiteSchema } from "../schema"
import { measureExample } from "../schema/reference"
import { siteConfig, siteMetadata } from "../core/site-config"
import { startRedirectingApi } from "../scripts/lib/redirecting-api"
import { seriousViolations } from "./support/axe"
import {
  createProfile,
  expect,
  playgroundEditorText,
  startPlaygroundEditor,
  services,
  signUpWithEmail,
  test,
  uniqueEmail,
  waitForHydration,
} from "./fixtures"

// The docs' GraphQL examples as a reader uses them: tabs, the reader's credentials, Copy, the playground, and the Markdown copies.

const keyInput = (page: Page) => page.getByRole("textbox", { name: "API key" })
/** The first example on the page. */
const firstExample = (page: Page) =>
  page
    .getByRole("tablist")
    .first()
    .locator("xpath=ancestor::div[.//a[starts-with(@aria-label, 'Open in Playground')]][1]")
const shownPanel = (example: Locator) => example.getByRole("tabpanel")

async function openDishes(page: Page) {
  await page.goto("/docs/examples/dishes/")
  await waitForHydration(page)
}

test.describe("a GraphQL example", () => {
  test("pasting the demo key puts it into a curl sample, masked until Reveal", async ({ page, problems }) => {
    await openDishes(page)
    const example = firstExample(page)
    await example.getByRole("tab", { name: "curl" }).click()
    await expect(shownPanel(example)).toContainText("--header 'api-key: <YOUR_API_KEY>'")
    await expect(shownPanel(example)).toContainText("paste it into the API key field in the navbar")

    await keyInput(page).fill(services.demoApiKey)
    await expect(shownPanel(example)).toContainText("--header 'api-key: zfv_…_key'")
    await expect(shownPanel(example)).not.toContainText(services.demoApiKey)
    await example.getByRole("button", { name: "Reveal key" }).click()
    await expect(shownPanel(example)).toContainText(`--header 'api-key: ${services.demoApiKey}'`)
    await example.getByRole("button", { name: "Hide key" }).click()
    await expect(shownPanel(example)).toContainText("--header 'api-key: zfv_…_key'")
    // Every sample on the page follows the navbar, not only the one in view.
    const examples = await page.getByRole("tablist").count()
    const curlPanelsWithKey = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll("[role=tabpanel]")].filter((panel) =>
            panel.textContent?.includes("--header 'api-key: zfv_…_key'"),
          ).length,
      )
    await expect.poll(curlPanelsWithKey).toBe(examples)
    expect(problems.errors).toEqual([])
  })

  test("unchecking the API key mode removes the header from the samples", async ({ page }) => {
    await openDishes(page)
    await keyInput(page).fill(services.demoApiKey)
    const example = firstExample(page)
    await example.getByRole("tab", { name: "JavaScript" }).click()
    await expect(shownPanel(example)).toContainText('"api-key": "zfv_…_key",')
    await page.getByRole("checkbox", { name: "Use the API key" }).uncheck()
    await expect(shownPanel(example)).not.toContainText("api-key")
    await expect(shownPanel(example)).toContainText("No credentials")
    await page.getByRole("checkbox", { name: "Use the API key" }).check()
    await expect(shownPanel(example)).toContainText('"api-key": "zfv_…_key",')
  })

  test("the language chosen stays chosen on every example, on other pages and after a reload", async ({ page }) => {
    await openDishes(page)
    await expect(page.getByRole("tab", { name: "GraphQL", selected: true })).toHaveCount(
      await page.getByRole("tablist").count(),
    )
    const tab = firstExample(page).getByRole("tab", { name: "GraphQL" })
    await tab.focus()
    for (let step = 0; step < 4; step += 1) await page.keyboard.press("ArrowRight")
    await expect(firstExample(page).getByRole("tab", { name: "Python" })).toBeFocused()
    const examples = await page.getByRole("tablist").count()
    await expect(page.getByRole("tab", { name: "Python", selected: true })).toHaveCount(examples)

    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Outlets" }).click()
    await expect(page).toHaveURL(/\/docs\/examples\/outlets\/$/)
    await expect(page.getByRole("tab", { name: "Python", selected: true }).first()).toBeVisible()
    await expect(page.getByRole("tab", { name: "GraphQL", selected: true })).toHaveCount(0)
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByRole("tab", { name: "Python", selected: true })).toHaveCount(
      await page.getByRole("tablist").count(),
    )
    await expect(page.getByRole("tabpanel").first()).toContainText("import requests")
  })

  test("Copy puts the sample on the clipboard, with the whole key", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await openDishes(page)
    await keyInput(page).fill(services.demoApiKey)
    const example = firstExample(page)
    await example.getByRole("tab", { name: "curl" }).click()
    await example.getByRole("button", { name: "Copy the curl sample of Dishes" }).click()
    await expect(example.getByRole("button", { name: "Copied the curl sample of Dishes" })).toHaveText("Copied")
    await expect(example.getByRole("status").first()).toHaveText("Copied to the clipboard")
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied.split("\n").slice(0, 4)).toEqual([
      `curl ${siteConfig.apiUrl} \\`,
      "  --header 'content-type: application/json' \\",
      "  --header 'accept: application/graphql-response+json, application/json' \\",
      `  --header 'api-key: ${services.demoApiKey}' \\`,
    ])
    expect(copied).toContain('"operationName": "Dishes"')
  })

  test("the copied curl, JavaScript and Python run and print the data", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await openDishes(page)
    await keyInput(page).fill(services.demoApiKey)
    const example = firstExample(page)
    const commands = {
      curl: ["bash", ["-e"]],
      JavaScript: ["node", ["--input-type=module", "-"]],
      Python: ["python3", ["-"]],
    } as const
    for (const [tab, [command, args]] of Object.entries(commands)) {
      await example.getByRole("tab", { name: tab }).click()
      await example.getByRole("button", { name: `Copy the ${tab} sample of Dishes` }).click()
      const copied = await page.evaluate(() => navigator.clipboard.readText())
      // The build's endpoint reaches the test's sandbox only inside the browser; a shell needs its real address.
      const result = spawnSync(command, args, {
        input: copied.replace(siteConfig.apiUrl, services.apiUrl),
        encoding: "utf8",
      })
      // curl writes its progress meter to stderr when its output is not a terminal.
      expect({ status: result.status, stderr: tab === "curl" ? "" : result.stderr }).toEqual({ status: 0, stderr: "" })
      const printed = JSON.parse(result.stdout) as Record<string, unknown>
      expect(tab === "curl" ? (printed.data as Record<string, unknown>).dishes : printed.dishes).toBeTruthy()
      // JavaScript and Python print the data indented, one field a line.
      if (tab !== "curl") expect(result.stdout).toContain('\n  "dishes": {\n')
    }
  })

  test("the TypeScript tab: the typed sample, loaded when picked, with the key masked, revealed and copied whole", async ({
    page,
    context,
    problems,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    const samples: string[] = []
    page.on("request", (request) => {
      if (request.url().includes("/typescript-samples/")) samples.push(new URL(request.url()).pathname)
    })
    await openDishes(page)
    expect(samples).toEqual([])
    await keyInput(page).fill(services.demoApiKey)
    const example = firstExample(page)
    await example.getByRole("tab", { name: "TypeScript" }).click()
    await expect(shownPanel(example)).toContainText("type DishesQuery = {")
    await expect(shownPanel(example)).toContainText('"api-key": "zfv_…_key",')
    await expect(shownPanel(example)).toContainText("as Promise<GraphQLResponse<DishesQuery>>")
    await expect(shownPanel(example)).not.toContainText(services.demoApiKey)
    // One file holds the page's samples: every example showed its own from one request.
    expect(new Set(samples).size).toBe(1)
    await example.getByRole("button", { name: "Reveal key" }).click()
    await expect(shownPanel(example)).toContainText(`"api-key": "${services.demoApiKey}",`)
    await example.getByRole("button", { name: "Hide key" }).click()
    await example.getByRole("button", { name: "Copy the TypeScript sample of Dishes" }).click()
    // The sample's text may still be on its way at the click: the clipboard has it once the button says so.
    await expect(example.getByRole("button", { name: "Copied the TypeScript sample of Dishes" })).toHaveText("Copied")
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toContain(`"api-key": "${services.demoApiKey}",`)
    expect(copied.startsWith("// The result's and the variables' types, generated")).toBe(true)

    // Pasted into a file of its own, it compiles under a bare `tsc --strict` and prints the data with tsx.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "copied-typescript-"))
    try {
      const file = path.join(dir, "dishes.ts")
      fs.writeFileSync(file, copied.replace(siteConfig.apiUrl, services.apiUrl))
      const compiled = spawnSync(path.resolve("node_modules/.bin/tsc"), ["--strict", "--noEmit", file], {
        cwd: dir,
        encoding: "utf8",
      })
      expect({ status: compiled.status, output: compiled.stdout }).toEqual({ status: 0, output: "" })
      const ran = spawnSync(path.resolve("node_modules/.bin/tsx"), [file], { cwd: dir, encoding: "utf8" })
      expect({ status: ran.status, stderr: ran.stderr }).toEqual({ status: 0, stderr: "" })
      expect((JSON.parse(ran.stdout) as { dishes: { nodes: unknown[] } }).dishes.nodes.length).toBeGreaterThan(0)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
    expect(problems.errors).toEqual([])
  })

  test("TypeScript stays chosen on the next page, and says so in words when its sample cannot load", async ({
    page,
  }) => {
    await openDishes(page)
    await firstExample(page).getByRole("tab", { name: "TypeScript" }).click()
    await expect(shownPanel(firstExample(page))).toContainText("type DishesQuery = {")
    await page.route("**/typescript-samples/*.json", (route) => route.abort("internetdisconnected"))
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Outlets" }).click()
    await expect(page).toHaveURL(/\/docs\/examples\/outlets\/$/)
    const example = firstExample(page)
    await expect(example.getByRole("tab", { name: "TypeScript", selected: true })).toBeVisible()
    await expect(shownPanel(example)).toContainText("The TypeScript sample did not load:")
    await page.unroute("**/typescript-samples/*.json")
    await shownPanel(example).getByRole("button", { name: "Try again" }).click()
    await expect(shownPanel(example)).toContainText("Query = {")
  })

  test("the TypeScript tab, its sample and its failure state pass axe in light and in dark mode", async ({ page }) => {
    await openDishes(page)
    const example = firstExample(page)
    await example.getByRole("tab", { name: "TypeScript" }).click()
    await expect(shownPanel(example)).toContainText("type DishesQuery = {")
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole("button", { name: /Switch between dark and light mode/ }).click()
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark")
    expect(await seriousViolations(page)).toEqual([])
    await page.route("**/typescript-samples/*.json", (route) => route.abort("internetdisconnected"))
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Outlets" }).click()
    await expect(shownPanel(firstExample(page))).toContainText("The TypeScript sample did not load:")
    expect(await seriousViolations(page)).toEqual([])
  })

  test("at 390 px the five tabs scroll in their row, and Copy sits clear of them", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openDishes(page)
    const example = firstExample(page)
    const typescriptTab = example.getByRole("tab", { name: "TypeScript" })
    await typescriptTab.click()
    await expect(shownPanel(example)).toContainText("type DishesQuery = {")
    const copy = example.getByRole("button", { name: "Copy the TypeScript sample of Dishes" })
    const boxes = await Promise.all(
      ["GraphQL", "curl", "JavaScript", "TypeScript", "Python"].map((name) =>
        example.getByRole("tab", { name }).boundingBox(),
      ),
    )
    const copyBox = await copy.boundingBox()
    const overlaps = boxes.filter(
      (box) =>
        box &&
        copyBox &&
        box.x < copyBox.x + copyBox.width &&
        copyBox.x < box.x + box.width &&
        box.y < copyBox.y + copyBox.height &&
        copyBox.y < box.y + box.height,
    )
    expect(overlaps).toEqual([])
    // The chosen tab is in view, and the page does not scroll sideways.
    await expect(typescriptTab).toBeInViewport()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  test("the operation, sent to the sandbox with the demo key, answers what its sample response shows", async ({
    page,
    request,
  }) => {
    await openDishes(page)
    const example = firstExample(page)
    await example.getByText("Sample response", { exact: true }).click()
    const shown = JSON.parse((await example.locator("details pre").innerText()).trim()) as unknown
    const query = await shownPanel(example).innerText()
    const response = await request.post(services.apiUrl, {
      headers: { "content-type": "application/json", "api-key": services.demoApiKey },
      data: { query, operationName: "Dishes" },
    })
    // The sample shows what docs:responses records: the answer but its extensions (the cost line shows the cost).
    expect(recordedResponse(await response.json())).toEqual(shown)
  })

  test("Open in Playground lands on the playground, whose editors hold the operation and its variables", async ({
    page,
  }) => {
    await openDishes(page)
    const link = page.getByRole("link", { name: "Open in Playground: Dish", exact: true })
    await link.click()
    await expect(page).toHaveURL(/\/graphql\/\?/)
    const url = new URL(page.url())
    expect(url.pathname).toBe("/graphql/")
    expect(url.searchParams.get("operationName")).toBe("Dish")
    expect(url.searchParams.get("query")).toMatch(/^query Dish\(\$id: ID!\) \{\n {2}dish\(id: \$id\) \{/)
    expect(JSON.parse(url.searchParams.get("variables") ?? "null")).toEqual({ id: "42" })
    // The page's first view shows the link's operation; the full editor takes it over.
    await expect(page.getByRole("textbox", { name: "Operation" })).toHaveValue(url.searchParams.get("query") ?? "")
    await startPlaygroundEditor(page)
    await expect.poll(() => playgroundEditorText(page, "operation.graphql")).toBe(url.searchParams.get("query"))
    expect(JSON.parse(await playgroundEditorText(page, "variables.json"))).toEqual({ id: "42" })
  })
})

test.describe("Run in the page", () => {
  /** The example of an operation, found by its Run button. */
  const exampleOf = (page: Page, name: string) =>
    page.getByRole("button", { name: `Run ${name}`, exact: true }).locator("xpath=ancestor::div[2]")
  const liveResponse = (page: Page, name: string) => page.getByRole("region", { name: `Live response of ${name}` })

  test("Run sends the example with the navbar's key and shows the live response in place of the sample, on the same page", async ({
    page,
    problems,
  }) => {
    await openDishes(page)
    await keyInput(page).fill(services.demoApiKey)
    const example = exampleOf(page, "Dishes")
    await expect(example.getByText("Sample response", { exact: true })).toBeVisible()
    // A page that reloaded or navigated would lose this.
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    const url = page.url()
    const request = page.waitForRequest((sent) => sent.url().startsWith(siteConfig.apiUrl) && sent.method() === "POST")
    await page.getByRole("button", { name: "Run Dishes", exact: true }).click()
    expect((await request).headers()["api-key"]).toBe(services.demoApiKey)

    const live = liveResponse(page, "Dishes")
    await expect(live.getByRole("status", { name: "Response details" })).toContainText("Status 200 OK")
    await expect(live.getByRole("status", { name: "Response details" })).toContainText(/Time \d.*Size \d/)
    await expect(live.locator("pre")).toContainText('"dishes": {')
    await expect(live.locator("pre")).toContainText('"totalCount": 472')
    await expect(example.getByText("Sample response", { exact: true })).toHaveCount(0)
    expect(page.url()).toBe(url)
    expect(await page.evaluate(() => (window as Window & { samePage?: boolean }).samePage)).toBe(true)

    await live.getByRole("button", { name: "Show sample response" }).click()
    await expect(live).toHaveCount(0)
    const sample = example.locator("details").filter({ hasText: "Sample response" })
    await expect(sample).toHaveAttribute("open", "")
    await expect(sample).toContainText("Sample response")
    await expect(sample.locator("pre")).toContainText('"totalCount": 472')
    expect(problems.errors).toEqual([])
  })

  test("an example says what it costs, linked to the API's limits; Run adds the actual cost the answer reports", async ({
    page,
    problems,
  }) => {
    const file = "content/docs/examples/dishes.mdx"
    const written = (await examplesOfMdx(fs.readFileSync(file, "utf8"), file)).find(
      (example) => example.operationName === "Dishes",
    )
    const measured = written && measureExample(readSiteSchema().schema, written)
    if (!measured) throw new Error(`${file} has no Dishes example to measure`)
    await openDishes(page)
    await keyInput(page).fill(services.demoApiKey)
    const line = exampleOf(page, "Dishes").getByRole("link", { name: /^Cost / })
    // What the build measured, in the page's HTML: "Cost 31 of 20,000 · depth 4 of 12".
    await expect(line).toHaveText(measured.line)
    await expect(line).toHaveAttribute("href", "/docs/access-the-api/#limits")

    await page.getByRole("button", { name: "Run Dishes", exact: true }).click()
    const live = liveResponse(page, "Dishes")
    await expect(live.getByRole("status", { name: "Response details" })).toContainText("Status 200 OK")
    const answer = JSON.parse(await live.locator("pre").innerText()) as {
      extensions: { cost: { actualQueryCost: number } }
    }
    await expect(line).toHaveText(
      measured.line.replace(/^Cost ([\d,]+)/, `Cost $1 (actual ${answer.extensions.cost.actualQueryCost})`),
    )
    await live.getByRole("button", { name: "Show sample response" }).click()
    await expect(line).toHaveText(measured.line)

    await line.click()
    await expect(page).toHaveURL(/\/docs\/access-the-api\/#limits$/)
    await expect(page.getByRole("heading", { name: "Limits", level: 2 })).toBeInViewport()
    expect(problems.errors).toEqual([])
  })

  test("the cost line is readable in light and in dark mode: axe finds no serious problem", async ({ page }) => {
    await openDishes(page)
    await expect(exampleOf(page, "Dishes").getByRole("link", { name: /^Cost / })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole("button", { name: /Switch between dark and light mode/ }).click()
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark")
    expect(await seriousViolations(page)).toEqual([])
  })

  test("an auth=user example says it needs sign-in, sends nothing, and runs once the reader is signed in", async ({
    page,
  }) => {
    const sent: string[] = []
    page.on("request", (request) => {
      if (request.url().startsWith(siteConfig.apiUrl) && request.method() === "POST")
        sent.push((request.postDataJSON() as { operationName?: string }).operationName ?? "")
    })
    await page.goto("/docs/graphql-intro/")
    await waitForHydration(page)
    const run = page.getByRole("button", { name: "Run UpsertMyProfile", exact: true })
    await run.click()
    await expect(exampleOf(page, "UpsertMyProfile").getByRole("status").filter({ hasText: "sign-in" })).toContainText(
      "This example needs sign-in: it runs as a signed-in user with an API profile.",
    )
    await expect(liveResponse(page, "UpsertMyProfile")).toHaveCount(0)
    expect(sent).not.toContain("UpsertMyProfile")

    const email = uniqueEmail("robin")
    await signUpWithEmail(page, email)
    await createProfile(page, "Anna", "Muster")
    // The profile form sent one UpsertMyProfile of its own; the example has sent none.
    const upserts = () => sent.filter((operationName) => operationName === "UpsertMyProfile").length
    const fromTheForm = upserts()
    await run.click()
    // A mutation changes the reader's data: Run asks first, and nothing is sent until the reader says yes.
    await expect(
      exampleOf(page, "UpsertMyProfile").getByRole("status").filter({ hasText: "is a mutation" }),
    ).toBeVisible()
    expect(upserts()).toBe(fromTheForm)
    await page.getByRole("button", { name: "Yes, run UpsertMyProfile" }).click()
    const live = liveResponse(page, "UpsertMyProfile")
    await expect(live.getByRole("status", { name: "Response details" })).toContainText("Status 200 OK")
    await expect(live.locator("pre")).toContainText(`"email": "${email}"`)
    await expect(live.locator("pre")).toContainText('"firstName": "Robin"')
    await expect(exampleOf(page, "UpsertMyProfile").getByText("needs sign-in")).toHaveCount(0)
  })

  test("with the API answering a redirect, Run sends the key nowhere else and says why", async ({ page, problems }) => {
    // The API's origin goes to a stub that answers Run's POST with a 307: to another origin, then to its own.
    const stub = await startRedirectingApi(services.apiUrl, "elsewhere")
    try {
      const apiOrigin = new URL(siteConfig.apiUrl).origin
      await page.route(`${apiOrigin}/**`, (route) =>
        route.continue({ url: new URL(stub.apiUrl).origin + route.request().url().slice(apiOrigin.length) }),
      )
      await openDishes(page)
      await keyInput(page).fill(services.demoApiKey)
      const live = liveResponse(page, "Dishes")
      const posts = () =>
        stub.toApi.filter((request) => request.method === "POST" && request.path === "/graphql").length
      for (const mode of ["elsewhere", "same-origin"] as const) {
        stub.setMode(mode)
        const before = posts()
        await page.getByRole("button", { name: "Run Dishes", exact: true }).click()
        await expect.poll(posts).toBeGreaterThan(before)
        // A browser hides where a redirect it was told not to follow points, so the words say that much.
        await expect(
          live.getByText(
            "The API answered with a redirect, to an address the browser does not show; your credentials were not sent there.",
            { exact: true },
          ),
        ).toBeVisible()
        await expect(live.getByRole("status", { name: "Response details" })).toContainText("Status Redirected")
      }
      expect(stub.toApi.map((request) => request.path)).not.toContain("/moved/graphql?from=redirect")
      expect(stub.toElsewhere).toEqual([])
      expect(problems.errors).toEqual([])
    } finally {
      await stub.close()
    }
  })

  test("with the API unreachable, Run says so in words, and the page keeps working", async ({ page, problems }) => {
    await page.route(`${new URL(siteConfig.apiUrl).origin}/**`, (route) => route.abort("connectionrefused"))
    await openDishes(page)
    await page.getByRole("button", { name: "Run Dishes", exact: true }).click()
    const live = liveResponse(page, "Dishes")
    await expect(live.getByText(/^No response from the API at .+ It may be down or unreachable/)).toBeVisible()
    await expect(live.getByRole("status", { name: "Response details" })).toContainText("Status No response")
    await live.getByRole("button", { name: "Show sample response" }).click()
    await expect(exampleOf(page, "Dishes").locator("details pre")).toContainText('"totalCount": 472')
    expect(problems.errors.filter((error) => !error.includes("net::ERR_CONNECTION_REFUSED"))).toEqual([])
  })
})

test("a new reader with the demo key gets a first response within 3 clicks of /docs/, without leaving the page", async ({
  page,
  problems,
}) => {
  await page.goto("/docs/")
  await waitForHydration(page)
  let clicks = 0
  const click = async (target: Locator) => {
    clicks += 1
    await target.click()
  }
  const main = page.getByRole("main")
  // The page says where requests go, before the call.
  await expect(main.getByText(/^Send every request as an HTTP POST/)).toContainText(siteConfig.apiUrl)
  // 1: into the navbar's API key field, where the reader pastes the demo key the page shows.
  await click(keyInput(page))
  await page.keyboard.insertText(services.demoApiKey)
  // 2: Run on the first call.
  await click(main.getByRole("button", { name: /^Run / }).first())
  const live = main.getByRole("region", { name: /^Live response of / })
  await expect(live.getByRole("status", { name: "Response details" })).toContainText("Status 200 OK")
  await expect(live.locator("pre")).toContainText('"data": {')
  await expect(live.locator("pre")).not.toContainText('"errors"')
  expect(clicks).toBeLessThanOrEqual(3)
  expect(new URL(page.url()).pathname).toBe("/docs/")
  expect(problems.errors).toEqual([])
})

test("the demo key the docs show is the key the running sandbox accepts", async ({ page, request }) => {
  await page.goto("/docs/access-the-api/")
  const text = (await page.getByText("The sandbox this site runs with accepts the demo key").textContent()) ?? ""
  const shown = /accepts the demo key (\S+)\./.exec(text)?.[1] ?? ""
  expect(shown).toBe(services.demoApiKey)
  const response = await request.post(services.apiUrl, {
    headers: { "api-key": shown },
    data: { query: "{ client { id } }" },
  })
  expect(recordedResponse(await response.json())).toEqual({ data: { client: { id: "client_demo" } } })
})

test("the TypeScript guide shows a reader's project files under their paths, and Copy copies a file whole", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"])
  await page.goto("/docs/typescript/")
  await waitForHydration(page)
  await expect(page.getByRole("heading", { name: "Types for your own operations", level: 2 })).toBeVisible()
  for (const file of ["codegen.ts", "src/dishes.ts", "src/use-dishes.ts"])
    await expect(page.getByRole("button", { name: `Copy ${file}` })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole("button", { name: "Copy codegen.ts" }).click()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toMatch(
    /^import type \{ CodegenConfig \} from "@graphql-codegen\/cli"\n[\s\S]*\nexport default config$/,
  )
})

test.describe("docs for tools", () => {
  test("/llms.txt lists every doc's Markdown copy, and a copy is the page as plain Markdown", async ({ request }) => {
    const llms = await request.get("/llms.txt")
    expect(llms.status()).toBe(200)
    expect(llms.headers()["content-type"]).toBe("text/plain; charset=utf-8")
    const text = await llms.text()
    expect(text).toMatch(/^# ZFV API\n\n> /)
    const copyUrl = /\[Dishes\]\((\S+\/docs\/examples\/dishes\.md)\): List dishes/.exec(text)?.[1]
    expect(copyUrl).toBeTruthy()

    const copy = await request.get(new URL(copyUrl ?? "", "http://site.invalid").pathname)
    expect(copy.status()).toBe(200)
    expect(copy.headers()["content-type"]).toBe("text/markdown; charset=utf-8")
    const markdown = await copy.text()
    expect(markdown).toMatch(/^# Dishes\n\n> List dishes/)
    expect(markdown).toContain("```graphql\nquery Dishes {")
    expect(markdown).toContain("Sample response (from the sandbox's demo data):\n\n```json\n{")
    // Only code may hold what looks like JSX: the TypeScript samples' `Promise<GraphQLResponse<DishesQuery>>`.
    expect(markdown.replace(/^```[^\n]*\n[\s\S]*?\n```$/gm, "")).not.toMatch(/<[A-Z]|^import /m)
    expect(markdown).toContain("```ts\n// The result's and the variables' types, generated from the API's schema")

    const full = await (await request.get("/llms-full.txt")).text()
    expect(full).toContain(markdown.split("\n").slice(4, 12).join("\n"))
    // llms-full.txt keeps one language, and says where the others are.
    expect(full).not.toContain("```ts\n// The result's and the variables' types")
    expect(full).toContain("also has a TypeScript sample of every example")
  })

  test("Copy page as Markdown copies the page's copy", async ({ page, context, request }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await page.goto("/docs/access-the-api/")
    await waitForHydration(page)
    await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
      "href",
      "/docs/access-the-api.md",
    )
    await page.getByRole("button", { name: "Copy page as Markdown" }).click()
    await expect(page.getByRole("button", { name: "Copied page as Markdown" })).toHaveText("Copied")
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await (await request.get("/docs/access-the-api.md")).text(),
    )
    await page.getByRole("link", { name: "View as Markdown" }).click()
    await expect(page).toHaveURL(/\/docs\/access-the-api\.md$/)
  })
})

test.describe("the Use with AI menu", () => {
  const site = siteMetadata.siteUrl.replace(/\/+$/, "")
  const pages = [
    { kind: "a docs page", route: "/docs/access-the-api/", copy: "/docs/access-the-api.md" },
    {
      kind: "a schema type page",
      route: "/docs/graphql-schema/objects/dish/",
      copy: "/docs/graphql-schema/objects/dish.md",
    },
  ]
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ])
    for (const { kind, route, copy } of pages)
      test(`on ${kind} at ${viewport.width} px it opens with the keyboard, links to the page's .md copy and passes axe`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport)
        await page.goto(route)
        await waitForHydration(page)
        const details = page.locator("details", { has: page.locator("summary", { hasText: "Use with AI" }) })
        const summary = details.locator("summary")
        const isOpen = () => details.evaluate((element) => (element as HTMLDetailsElement).open)
        await expect(summary).toBeVisible()
        expect(await isOpen()).toBe(false)
        // Closed, it covers nothing: its box lies within the screen and off the page's title.
        const closed = await summary.boundingBox()
        const title = await page.getByRole("heading", { level: 1 }).boundingBox()
        expect(closed && title).toBeTruthy()
        expect(closed!.x).toBeGreaterThanOrEqual(0)
        expect(closed!.x + closed!.width).toBeLessThanOrEqual(viewport.width)
        expect(closed!.y + closed!.height).toBeLessThanOrEqual(title!.y)

        // Enter opens it; Tab walks its links; Escape closes it and leaves the focus on its button; Space opens it.
        await summary.focus()
        await page.keyboard.press("Enter")
        expect(await isOpen()).toBe(true)
        const prompt = `Read ${site}${copy} so I can ask questions about it.`
        const chatGpt = page.getByRole("link", { name: "Open in ChatGPT (opens in a new tab)" })
        const claude = page.getByRole("link", { name: "Open in Claude (opens in a new tab)" })
        const agent = page.getByRole("link", { name: "Connect to your agent" })
        await page.keyboard.press("Tab")
        await expect(chatGpt).toBeFocused()
        await expect(chatGpt).toHaveAttribute("href", `https://chatgpt.com/?q=${encodeURIComponent(prompt)}`)
        await page.keyboard.press("Tab")
        await expect(claude).toBeFocused()
        await expect(claude).toHaveAttribute("href", `https://claude.ai/new?q=${encodeURIComponent(prompt)}`)
        for (const link of [chatGpt, claude]) {
          await expect(link).toHaveAttribute("target", "_blank")
          await expect(link).toHaveAttribute("rel", "noopener noreferrer")
        }
        await page.keyboard.press("Tab")
        await expect(agent).toBeFocused()
        await expect(agent).toHaveAttribute("href", "/docs/ai-agents/#connect-your-agent")

        // Open, it stays inside the screen.
        const menu = await details.locator("ul").boundingBox()
        expect(menu).toBeTruthy()
        expect(menu!.x).toBeGreaterThanOrEqual(0)
        expect(menu!.x + menu!.width).toBeLessThanOrEqual(viewport.width)
        const violations = await seriousViolations(page)
        expect(violations).toEqual([])

        await page.keyboard.press("Escape")
        expect(await isOpen()).toBe(false)
        await expect(summary).toBeFocused()
        await page.keyboard.press("Space")
        expect(await isOpen()).toBe(true)
        await page.keyboard.press("Escape")
        expect(await isOpen()).toBe(false)
      })

  test("Connect to your agent lands on the agents page's set-up section", async ({ page }) => {
    await page.goto("/docs/access-the-api/")
    await waitForHydration(page)
    await page.locator("summary", { hasText: "Use with AI" }).click()
    await page.getByRole("link", { name: "Connect to your agent" }).click()
    await expect(page).toHaveURL(/\/docs\/ai-agents\/#connect-your-agent$/)
    await expect(page.getByRole("heading", { level: 2, name: "Connect your agent" })).toBeInViewport()
    expect(
      await page
        .locator("details:has(> summary)")
        .evaluateAll((all) =>
          all.some((d) => (d as HTMLDetailsElement).open && d.textContent?.includes("Use with AI")),
        ),
    ).toBe(false)
  })
})
