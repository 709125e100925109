import fs from "node:fs"
import { siteConfig } from "../core/site-config"
import { connect } from "../feedback"
import { expect, services, test, waitForHydration } from "./fixtures"

// The harness runs the whole product: these check the wiring the other specs rely on.
test.describe("local services", () => {
  test("the site publishes the schema file at /schema.graphql", async ({ request }) => {
    const response = await request.get("/schema.graphql")
    expect(response.status()).toBe(200)
    expect(await response.text()).toBe(fs.readFileSync("content/schema.graphql", "utf8"))
  })

  test("a page can call the configured API address, which reaches the sandbox", async ({ page }) => {
    await page.goto("/")
    await waitForHydration(page)
    const body = await page.evaluate(
      async ({ url, key }) => {
        const response = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json", "api-key": key },
          body: JSON.stringify({ query: "{ client { id } outlets(first: 1) { totalCount } }" }),
        })
        return response.json()
      },
      { url: siteConfig.apiUrl, key: services.demoApiKey },
    )
    expect(body.data.client).toEqual({ id: "client_demo" })
    expect(body.data.outlets.totalCount).toBeGreaterThanOrEqual(6)
  })

  test("a page can reach the identity emulator at the configured address", async ({ page }) => {
    expect(siteConfig.authEmulatorUrl).not.toBeNull()
    await page.goto("/")
    const status = await page.evaluate(async (url) => (await fetch(url)).status, siteConfig.authEmulatorUrl as string)
    expect(status).toBe(200)
  })
})

test.describe("the feedback endpoint behind Hosting's rewrite", () => {
  test("a plain form's post to /api/feedback is stored and answered with the page's thanks", async ({ request }) => {
    const comment = `From the browser tests, ${Date.now()}`
    const response = await request.post("/api/feedback", {
      form: { kind: "page", page: "/docs/examples/dishes/", helpful: "no", comment, website: "" },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(303)
    expect(response.headers().location).toBe("/docs/examples/dishes/#feedback-thanks")
    const sql = await connect(process.env.E2E_FEEDBACK_DATABASE_URL ?? "")
    try {
      expect(
        await sql.query("SELECT kind, subject, helpful FROM feedback_events WHERE comment = $1", [comment]),
      ).toEqual([{ kind: "page", subject: "/docs/examples/dishes/", helpful: false }])
    } finally {
      await sql.close()
    }
  })

  test("another site's post is refused with 403, in words", async ({ request }) => {
    const response = await request.post("/api/feedback", {
      data: { kind: "page", page: "/docs/", helpful: true },
      headers: { origin: "https://evil.example" },
    })
    expect(response.status()).toBe(403)
    expect(await response.json()).toEqual({
      error: "Feedback is taken from the docs site only, not from https://evil.example.",
    })
  })
})
