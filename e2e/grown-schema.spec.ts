import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { LOCAL_DEFAULTS } from "../core/site-config"
import { playgroundHref } from "../core/playground-url"
import { routeSiteServices } from "../scripts/lib/route-services"
import { freePort, startSandboxApi, type Service } from "../scripts/harness/services"
import { withCaloriesAndEvents } from "../sandbox/sample-schemas"
import { expect, services, test, waitForHydration } from "./fixtures"

// The provider's API will not serve exactly our schema. Here a second sandbox
// serves ours plus a new root field (Query.events) and a new field
// (Dish.calories), for which it has no data, and the build npm start serves
// talks to it as it would to the provider's gateway.
test.describe("the site against an API whose schema has grown", () => {
  let extended: Service
  let dir: string

  test.beforeAll(async () => {
    // A sandbox process migrates and seeds a fresh database: seconds, or half a minute on a busy machine.
    test.setTimeout(120_000)
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "zfv-e2e-extended-"))
    const schemaFile = path.join(dir, "schema.graphql")
    fs.writeFileSync(schemaFile, withCaloriesAndEvents(fs.readFileSync("content/schema.graphql", "utf8")))
    extended = await startSandboxApi({
      port: await freePort(),
      authEmulatorHost: new URL(services.authEmulatorUrl).host,
      projectId: LOCAL_DEFAULTS.firebaseProjectId,
      corsOrigins: [new URL(process.env.E2E_BASE_URL ?? "http://127.0.0.1").origin],
      demoApiKey: services.demoApiKey,
      dataDir: path.join(dir, "data"),
      schemaFile,
    })
  })

  test.afterAll(async () => {
    await extended?.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  test("the playground runs a query on the new field and root field and shows generated data with the seeded dishes", async ({
    page,
    context,
    problems,
  }) => {
    // Dish 1 as the unchanged sandbox answers it: the grown sandbox must serve the same seeded dish.
    const seeded = await fetch(services.apiUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "api-key": services.demoApiKey },
      body: JSON.stringify({ query: '{ dish(id: "1") { name } }' }),
    })
    const { data } = (await seeded.json()) as { data: { dish: { name: string } } }
    await routeSiteServices(context, { apiUrl: extended.url, authEmulatorUrl: services.authEmulatorUrl })
    await context.addInitScript((key) => localStorage.setItem("apiKey", key), services.demoApiKey)
    // The first view answers here; hold the full editor back so it does not take over while the test reads.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route("**/playground-editor/mount-*.js", async (route) => {
      await held
      await route.continue()
    })
    const query =
      'query Events {\n  events(outletId: "1") {\n    title\n    kind\n  }\n  dish(id: "1") {\n    name\n    calories\n  }\n}'
    await page.goto(playgroundHref({ query }))
    await waitForHydration(page)
    await page.getByRole("button", { name: /^Run the operation/ }).click()
    const details = page.getByRole("status", { name: "Response details" })
    await expect(details).toContainText("Status 200 OK")
    const body = page.getByLabel("Response body")
    await expect(body).toContainText('"events": [')
    await expect(body).toContainText(/"kind": "(TASTING|LIVE_MUSIC)"/)
    await expect(body).toContainText(/"calories": \d+/)
    await expect(body).toContainText(`"name": ${JSON.stringify(data.dish.name)}`)
    await expect(body).not.toContainText('"errors"')
    release()
    expect(problems.errors).toEqual([])
  })
})
