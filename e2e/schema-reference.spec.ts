import fs from "node:fs"
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLNamedType,
} from "graphql"
import { readSchemaExamples } from "../schema"
import { buildSchemaReference, kindRoute, typeKind } from "../schema/reference"
import { expect, playgroundEditorText, services, startPlaygroundEditor, test, waitForHydration } from "./fixtures"

// The reference is built from content/schema.graphql; these read the same file to know what must be shown.
const schema = buildSchema(fs.readFileSync("content/schema.graphql", "utf8"))
const rootNames = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name])
const types = Object.values(schema.getTypeMap()).filter(
  (type) => !type.name.startsWith("__") && !rootNames.has(type.name),
)

/** The names a type page must show in its table: fields, input fields or enum values. */
function memberNames(type: GraphQLNamedType): string[] {
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) return Object.keys(type.getFields())
  if (isEnumType(type)) return type.getValues().map((value) => value.name)
  return []
}

test.describe("schema reference", () => {
  test("the entry page lists every type of content/schema.graphql, with counts by kind", async ({ page }) => {
    await page.goto("/docs/graphql-schema/")
    const listed = await page.locator('dl[aria-label="Every type by kind"] a').allTextContents()
    expect(listed.sort()).toEqual(types.map((type) => type.name).sort())
    const queries = page.getByRole("row", { name: /^Queries/ })
    await expect(queries.getByRole("cell").nth(1)).toHaveText(
      String(Object.keys(schema.getQueryType()?.getFields() ?? {}).length),
    )
    await expect(page.getByRole("link", { name: "schema.graphql" })).toHaveAttribute("href", "/schema.graphql")
  })

  test("every type page renders with its kind, description and fields", async ({ page }) => {
    test.setTimeout(120_000)
    const problems: string[] = []
    page.on("pageerror", (error) => problems.push(error.message))
    for (const type of types) {
      await page.goto(`${kindRoute(typeKind(type))}${type.name.toLowerCase()}/`)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(type.name)
      if (type.description) await expect(page.getByRole("main")).toContainText(type.description.split("`")[0].trim())
      // One read of the page's anchors per type (the HTML is static), rather than a round trip per member.
      const ids = await page
        .getByRole("main")
        .locator("[id]")
        .evaluateAll((elements) => elements.map((element) => element.id))
      const notOnce = memberNames(type).filter((name) => ids.filter((id) => id === name).length !== 1)
      expect(notOnce, `${type.name}: members without exactly one anchor`).toEqual([])
    }
    expect(problems).toEqual([])
  })

  test("a field's type link lands on that type, with breadcrumbs and the kind marked in the sidebar", async ({
    page,
  }) => {
    await page.goto("/docs/graphql-schema/objects/dish/")
    await waitForHydration(page)
    await page.locator('tr[id="price"]').getByRole("link", { name: "Money" }).click()
    await expect(page).toHaveURL(/\/docs\/graphql-schema\/objects\/money\/$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Money")
    await expect(page.getByRole("navigation", { name: "Breadcrumbs" })).toHaveText(/GraphQL schema.*Objects.*Money/)
    await expect(
      page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Objects", exact: true }),
    ).toHaveAttribute("aria-current", "page")
    await expect(
      page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Returned by" }),
    ).toHaveAttribute("href", "#returned-by")
    await page.getByRole("link", { name: "Dish.price" }).click()
    await expect(page).toHaveURL(/\/objects\/dish\/#price$/)
  })

  test("deprecated fields are folded away after the rest and show their reason", async ({ page }) => {
    await page.goto("/docs/graphql-schema/objects/dish/")
    await waitForHydration(page)
    const folded = page.getByText("Deprecated fields (1)")
    await expect(folded).toBeVisible()
    const row = page.locator('tr[id="priceChf"]')
    await expect(row).toBeHidden()
    await folded.click()
    await expect(row).toBeVisible()
    await expect(row).toContainText("Deprecated")
    await expect(row).toContainText("Use price { amount currency }, which names the currency.")
  })

  test("a link to a deprecated field opens its fold", async ({ page }) => {
    await page.goto("/docs/graphql-schema/changelog/")
    await waitForHydration(page)
    await page.getByRole("link", { name: "Dish.priceChf", exact: true }).click()
    await expect(page).toHaveURL(/\/objects\/dish\/#priceChf$/)
    await expect(page.locator('tr[id="priceChf"]')).toBeVisible()
  })

  test("the changelog lists the changes between the two releases, each linked to the reference", async ({ page }) => {
    await page.goto("/docs/graphql-schema/changelog/")
    await waitForHydration(page)
    const release = page.locator("section", { has: page.getByRole("heading", { name: "2026-11-16" }) })
    await expect(release).toContainText("since 2026-10-01")
    await expect(release.getByRole("heading", { name: "Breaking changes (2)" })).toBeVisible()
    await expect(release.getByRole("heading", { name: "Dangerous changes (1)" })).toBeVisible()
    await expect(release.getByRole("link", { name: "Enum value CAFE was added to enum Cuisine" })).toHaveAttribute(
      "href",
      "/docs/graphql-schema/enums/cuisine/#CAFE",
    )
    await expect(page.getByRole("heading", { name: "2026-10-01" })).toBeVisible()
    await expect(page.getByRole("heading", { name: "Deprecations" })).toBeVisible()
    await release.getByRole("link", { name: "Field phone was removed from object type Outlet" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Outlet")
  })

  test("a query's example opens in the playground, which shows its operation and variables", async ({
    page,
    request,
  }) => {
    await page.goto("/docs/graphql-schema/queries/#dish")
    const link = page.getByRole("link", { name: "Open Dish in the Playground" })
    const href = new URL((await link.getAttribute("href")) ?? "", "http://site.invalid")
    expect(href.pathname).toBe("/graphql/")
    expect(href.searchParams.get("operationName")).toBe("Dish")
    expect(href.searchParams.get("query")).toMatch(/^query Dish\(\$id: ID!\) \{\n {2}dish\(id: \$id\) \{/)
    expect(JSON.parse(href.searchParams.get("variables") ?? "")).toEqual({ id: "1" })
    // The example's arguments return data from the running sandbox (content/schema-examples.json).
    const response = await request.post(services.apiUrl, {
      headers: { "api-key": services.demoApiKey },
      data: { query: href.searchParams.get("query"), variables: { id: "1" } },
    })
    expect(((await response.json()) as { data: { dish: { name: string } | null } }).data.dish?.name).toBeTruthy()

    await link.click()
    await expect(page).toHaveURL(/\/graphql\/\?/)
    await expect(page.getByRole("textbox", { name: "Operation" })).toHaveValue(href.searchParams.get("query") ?? "")
    await startPlaygroundEditor(page)
    await expect.poll(() => playgroundEditorText(page, "operation.graphql")).toBe(href.searchParams.get("query"))
    expect(JSON.parse(await playgroundEditorText(page, "variables.json"))).toEqual({ id: "1" })
  })

  test("a query's example says what it costs, and a connection field that `first` sizes it", async ({ page }) => {
    const dishes = buildSchemaReference(schema, readSchemaExamples(schema))
      .types.find((type) => type.name === "Query")
      ?.fieldDefinitions.find((field) => field.name === "dishes")
    const line = dishes?.example?.cost?.line
    if (!line) throw new Error("Query.dishes has no example with a cost")
    await page.goto("/docs/graphql-schema/queries/#dishes")
    const section = page.locator("section", { has: page.locator("h2#dishes") })
    // What the build measured with the examples file's `first`: "Cost 37 of 20,000 · depth 3 of 12".
    await expect(section.getByRole("link", { name: line })).toHaveAttribute("href", "/docs/access-the-api/#limits")
    await expect(section.getByText("Cost: sized by first")).toBeVisible()

    await page.goto("/docs/graphql-schema/objects/outlet/")
    await expect(page.locator('tr[id="dishes"]')).toContainText("Cost: sized by first")
    await expect(page.locator('tr[id="name"]')).not.toContainText("Cost:")
  })

  test("Copy puts a type's SDL on the clipboard and says so", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await page.goto("/docs/graphql-schema/enums/cuisine/")
    await waitForHydration(page)
    await page.getByRole("button", { name: "Copy the SDL of Cuisine" }).click()
    await expect(page.getByRole("button", { name: "Copied the SDL of Cuisine" })).toHaveText("Copied")
    await expect(page.getByRole("status").filter({ hasText: "Copied to the clipboard" })).toBeAttached()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^"""The kind of food an outlet is known for\."""\nenum Cuisine \{/,
    )
  })

  test("the filter finds a type by part of its name", async ({ page }) => {
    await page.goto("/docs/graphql-schema/objects/")
    await waitForHydration(page)
    await page.getByLabel("Filter types").fill("categ")
    await expect(page.getByRole("status").filter({ hasText: "types match" })).toBeVisible()
    await page.getByRole("search").getByRole("link", { name: "MenuCategoryFilter" }).click()
    await expect(page).toHaveURL(/\/input-objects\/menucategoryfilter\/$/)
  })

  test("the sidebar shows GraphQL schema with its kinds", async ({ page }) => {
    await page.goto("/docs/graphql-schema/")
    const sidebar = page.getByRole("navigation", { name: "Docs sidebar" })
    await expect(sidebar.getByRole("link", { name: "GraphQL schema" })).toHaveAttribute("aria-current", "page")
    for (const kind of [
      "Queries",
      "Mutations",
      "Objects",
      "Enums",
      "Input objects",
      "Scalars",
      "Directives",
      "Changelog",
    ]) {
      await expect(sidebar.getByRole("link", { name: kind, exact: true })).toBeVisible()
    }
  })
})

test.describe("search on the site npm start serves", () => {
  // npm start, npm run build and these tests build through one function (scripts/lib/build-site.ts), so this is that site.
  test("finds a type by its name, and puts the type itself first", async ({ page, baseURL }) => {
    await page.goto("/docs/access-the-api/")
    await waitForHydration(page)
    await page.keyboard.press("Control+k")
    const dialog = page.getByRole("dialog", { name: "Search the docs" })
    await dialog.getByRole("combobox").fill("Dish")
    await expect(dialog.getByRole("option").first()).toHaveText(/^Dish/)
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(new URL("/docs/graphql-schema/objects/dish/", baseURL).href)
  })

  test("finds type names that only the reference pages contain", async ({ page }) => {
    await page.goto("/docs/")
    await waitForHydration(page)
    await page.keyboard.press("Control+k")
    const dialog = page.getByRole("dialog", { name: "Search the docs" })
    await dialog.getByRole("combobox").fill("MenuCategoryEdge")
    await expect(dialog.getByRole("option", { name: /^MenuCategoryEdge/ }).first()).toBeVisible()
    await dialog.getByRole("combobox").fill("GlobalPermissionItem")
    await expect(dialog.getByRole("option", { name: /^GlobalPermissionItem/ }).first()).toBeVisible()
  })
})
