import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { APIResponse, Page } from "@playwright/test"
import { hostingConfigForBuild } from "../gatsby/write-hosting-config"
import { policyOf } from "../hosting/config"
import { ROOT, builtHostingConfig, freePort, startEmulators, type Emulators } from "../scripts/harness/services"
import { LOCAL_DEFAULTS } from "../core/site-config"
import { expect, expectNoCspViolations, test, waitForHydration, watchForCspViolations } from "./fixtures"
import { copyAsNextBuild, type NextBuild } from "./support/next-build"

// The site as production serves it: the Hosting emulator with the configuration the build wrote.

const PUBLIC = path.join(ROOT, "public")
const REVALIDATE = "public, max-age=0, must-revalidate"
const IMMUTABLE = "public, max-age=31536000, immutable"

/** One file of a kind from the build, e.g. the app bundle. */
function builtFile(pattern: RegExp, under = ""): string {
  const dir = path.join(PUBLIC, under)
  const name = fs.readdirSync(dir).find((file) => pattern.test(file))
  if (!name) throw new Error(`the build has no ${pattern} in public/${under}`)
  return `/${path.posix.join(under, name)}`
}

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers()
  expect(headers["x-content-type-options"]).toBe("nosniff")
  expect(headers["x-frame-options"]).toBe("DENY")
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
  expect(headers["permissions-policy"]).toContain("camera=()")
  expect(headers["content-security-policy"]).toBe(policyOf(builtHostingConfig()))
}

test.describe("headers", () => {
  test("an HTML page: revalidated, with the generated policy, which allows no inline script but the build's own", async ({
    request,
  }) => {
    const response = await request.get("/docs/access-the-api/")
    expect(response.status()).toBe(200)
    expect(response.headers()["content-type"]).toBe("text/html; charset=utf-8")
    expect(response.headers()["cache-control"]).toBe(REVALIDATE)
    expectSecurityHeaders(response)
    const policy = response.headers()["content-security-policy"]
    // Recomputed here from the built pages: the served policy is the one for this build.
    expect(policy).toBe(policyOf((await hostingConfigForBuild(PUBLIC, ROOT)).config))
    const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1].split(" ") ?? []
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(scriptSrc).not.toContain("'unsafe-eval'")
    expect(policy).toContain("frame-ancestors 'none'")
  })

  test("page data and app data: revalidated, so a deploy is seen at once", async ({ request }) => {
    for (const file of ["/page-data/docs/access-the-api/page-data.json", "/page-data/app-data.json"]) {
      const response = await request.get(file)
      expect(response.status(), file).toBe(200)
      expect(response.headers()["cache-control"], file).toBe(REVALIDATE)
      expectSecurityHeaders(response)
    }
  })

  test("hashed JavaScript and CSS: cached for a year, immutable; unhashed scripts are revalidated", async ({
    request,
  }) => {
    for (const file of [
      builtFile(/^app-[0-9a-f]{20}\.js$/),
      builtFile(/^component---.*-[0-9a-f]{20}\.js$/),
      builtFile(/^webpack-runtime-[0-9a-f]{20}\.js$/),
      builtFile(/^styles\.[0-9a-f]{20}\.css$/),
    ]) {
      const response = await request.get(file)
      expect(response.status(), file).toBe(200)
      expect(response.headers()["cache-control"], file).toBe(IMMUTABLE)
      expect(response.headers()["x-content-type-options"]).toBe("nosniff")
    }
    const pagefind = await request.get("/pagefind/pagefind.js")
    expect(pagefind.headers()["cache-control"]).toBe(REVALIDATE)
  })

  test("Gatsby's chunk map is one cached file that every page loads, not text inlined into each page", async ({
    request,
  }) => {
    const chunkMap = builtFile(/^chunk-map-[0-9a-f]{20}\.js$/)
    for (const route of ["/", "/docs/access-the-api/", "/docs/graphql-schema/objects/dish/", "/graphql/"]) {
      const html = await (await request.get(route)).text()
      expect(html, route).toContain(`<script id="gatsby-chunk-mapping" src="${chunkMap}"></script>`)
      expect(html, route).not.toContain("window.___chunkMapping")
    }
    const response = await request.get(chunkMap)
    expect(response.headers()["cache-control"]).toBe(IMMUTABLE)
    expect(await response.text()).toMatch(/^window\.___chunkMapping="\{\\"app\\":\[/)
  })

  test("the search index: entry files revalidated, content-hashed index files immutable", async ({ request }) => {
    for (const file of ["/pagefind/pagefind-entry.json", "/pagefind/wasm.en.pagefind"]) {
      expect((await request.get(file)).headers()["cache-control"], file).toBe(REVALIDATE)
    }
    for (const file of [
      builtFile(/^pagefind\..+\.pf_meta$/, "pagefind"),
      builtFile(/\.pf_fragment$/, "pagefind/fragment"),
      builtFile(/\.pf_index$/, "pagefind/index"),
    ]) {
      const response = await request.get(file)
      expect(response.status(), file).toBe(200)
      expect(response.headers()["cache-control"], file).toBe(IMMUTABLE)
    }
  })

  test("an unknown path: the site's 404 page with status 404, revalidated, with the policy", async ({ request }) => {
    const response = await request.get("/docs/no-such-page/")
    expect(response.status()).toBe(404)
    expect(await response.text()).toContain("Page not found")
    expect(response.headers()["cache-control"]).toBe(REVALIDATE)
    expectSecurityHeaders(response)
  })

  test("the schema file is plain UTF-8 text", async ({ request }) => {
    const response = await request.get("/schema.graphql")
    expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8")
    expect(response.headers()["cache-control"]).toBe(REVALIDATE)
  })

  test("Markdown copies are Markdown, kept out of search engines; llms.txt and llms-full.txt are plain text; all revalidated", async ({
    request,
  }) => {
    const markdown = await request.get("/docs/access-the-api.md")
    expect(markdown.status()).toBe(200)
    expect(markdown.headers()["content-type"]).toBe("text/markdown; charset=utf-8")
    expect(markdown.headers()["x-robots-tag"]).toBe("noindex")
    expect(markdown.headers()["cache-control"]).toBe(REVALIDATE)
    expectSecurityHeaders(markdown)
    for (const file of ["/llms.txt", "/llms-full.txt"]) {
      const response = await request.get(file)
      expect(response.status(), file).toBe(200)
      expect(response.headers()["content-type"], file).toBe("text/plain; charset=utf-8")
      expect(response.headers()["cache-control"], file).toBe(REVALIDATE)
    }
  })
})

test.describe("addresses", () => {
  test("a page without its trailing slash answers 301 to the URL with it, keeping the query", async ({ request }) => {
    for (const [from, to] of [
      ["/docs/access-the-api", "/docs/access-the-api/"],
      ["/docs/access-the-api?tab=curl", "/docs/access-the-api/?tab=curl"],
      ["/docs/access-the-api/index.html", "/docs/access-the-api/"],
      ["/index.html", "/"],
    ]) {
      const response = await request.get(from, { maxRedirects: 0 })
      expect(response.status(), from).toBe(301)
      expect(response.headers().location, from).toBe(to)
    }
  })
})

test.describe("Content-Security-Policy in Chromium", () => {
  // Violations fail any test through the cspViolations fixture (fixtures.ts); every page of the build is visited
  // by the routes spec, and these tests visit what else must not cause one.
  test("the not-found page causes no violation", async ({ page }) => {
    expect((await page.goto("/docs/no-such-page/"))?.status()).toBe(404)
    await waitForHydration(page)
    await page.waitForLoadState("networkidle")
  })

  test("the Login dialog and an email sign-in cause no violation", async ({ page }) => {
    await page.goto("/docs/access-the-api/")
    await waitForHydration(page)
    await page.getByRole("button", { name: "Login" }).click()
    const dialog = page.getByRole("dialog", { name: "Sign in" })
    await dialog.getByLabel("Email").fill(`csp-${Date.now()}@example.ch`)
    await dialog.getByLabel("Password").fill("secret123")
    await dialog.getByRole("button", { name: "Sign in with email" }).click()
    await expect(page.getByRole("dialog", { name: "Create your profile" })).toBeVisible()
    await page.waitForLoadState("networkidle")
  })

  test("search (Pagefind's WebAssembly) causes no violation", async ({ page }) => {
    await page.goto("/")
    await waitForHydration(page)
    await page.getByRole("button", { name: "Search" }).click()
    const dialog = page.getByRole("dialog", { name: "Search the docs" })
    await dialog.getByRole("combobox").fill("dishes")
    await expect(dialog.getByRole("option").first()).toBeVisible()
    await page.keyboard.press("Enter")
    await expect(dialog).toHaveCount(0)
  })

  /** Adds an inline script to the page, as an attack would; the policy refuses it. */
  const injectScript = (page: Page) =>
    page.evaluate(() => {
      const script = document.createElement("script")
      script.textContent = "window.__injected = true"
      document.head.append(script)
      return (window as Window & { __injected?: boolean }).__injected === true
    })

  /**
   * The injected script's violation, in the list the check every test ends with reads: script-src-elem refusing
   * inline code on the page, and nothing else. That check fails on it, naming the directive; the violation is then
   * taken back, as the one this test caused on purpose, so that check passes and the test fails for any other reason.
   */
  async function expectInjectedScriptCaught(violations: string[]) {
    await expect
      .poll(() => violations)
      .toEqual([expect.stringMatching(/^script-src-elem blocked inline at .* \(on http:.*\/docs\/access-the-api\/\)$/)])
    expect(() => expectNoCspViolations(violations)).toThrow(/script-src-elem blocked inline/)
    violations.splice(0)
  }

  test("a violation in the test's own page is caught by the check every test ends with", async ({
    page,
    cspViolations,
  }) => {
    await page.goto("/docs/access-the-api/")
    await waitForHydration(page)
    expect(await injectScript(page), "the injected script ran: the policy did not block it").toBe(false)
    await expectInjectedScriptCaught(cspViolations)
  })

  test("a violation in a context the test opened is caught by the check every test ends with", async ({
    newContext,
  }) => {
    const context = await newContext()
    const page = await context.newPage()
    await page.goto("/docs/access-the-api/")
    await waitForHydration(page)
    expect(await injectScript(page), "the injected script ran: the policy did not block it").toBe(false)
    await expectInjectedScriptCaught(newContext.violationsIn(context))
  })

  /**
   * Leaves the injected script's violation for the check after the test, in a test marked to fail (test.fail). The
   * body itself cannot fail: if anything in it goes wrong, it takes the violation back, so the test passes, which
   * test.fail reports as a failure. So the test is red exactly when the check after the test no longer runs on that
   * list, or the body did not get its one violation.
   */
  async function leaveInjectedScriptViolation(page: Page, violations: string[]) {
    test.fail()
    try {
      await page.goto("/docs/access-the-api/")
      await waitForHydration(page)
      expect(await injectScript(page)).toBe(false)
      await expect.poll(() => violations).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)])
    } catch (error) {
      violations.splice(0)
      test.info().annotations.push({
        type: "the body failed, so the test passes and test.fail fails it",
        description: String(error),
      })
    }
  }

  test("the check every test ends with runs: a test that leaves a violation in its page fails", async ({
    page,
    cspViolations,
  }) => {
    await leaveInjectedScriptViolation(page, cspViolations)
  })

  test("the check every test ends with runs: a test that leaves a violation in a context it opened fails", async ({
    newContext,
  }) => {
    const context = await newContext()
    await leaveInjectedScriptViolation(await context.newPage(), newContext.violationsIn(context))
  })

  test("the policy is enforced: a script injected into a page is refused and reported", async ({
    browser,
    baseURL,
  }) => {
    // A context outside the fixtures, so the violation can be looked at here without failing the test.
    const context = await browser.newContext({ baseURL })
    const violations = await watchForCspViolations(context)
    const page = await context.newPage()
    await page.goto("/docs/access-the-api/")
    await waitForHydration(page)
    expect(await injectScript(page)).toBe(false)
    await expect.poll(() => violations.join("\n")).toContain("script-src-elem blocked inline")
    await context.close()
  })
})

test.describe("kinds of file the build does not have yet", () => {
  // Gatsby's static/ assets arrive with later work; their rule is checked here, in the Hosting emulator with the
  // build's configuration, on a small site made for the purpose (with a Markdown copy and llms.txt beside them).
  test("Markdown copies, llms.txt and static/ assets get their rules", async ({ request }) => {
    test.setTimeout(90_000)
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "zfv-hosting-kinds-"))
    fs.copyFileSync(path.join(PUBLIC, "index.html"), path.join(dir, "index.html"))
    fs.copyFileSync(path.join(PUBLIC, "404.html"), path.join(dir, "404.html"))
    fs.mkdirSync(path.join(dir, "docs"))
    fs.writeFileSync(path.join(dir, "docs", "access-the-api.md"), "# Access the API\n\nZürich\n")
    fs.writeFileSync(path.join(dir, "llms.txt"), "# ZFV API\n")
    fs.writeFileSync(path.join(dir, "llms-full.txt"), "# ZFV API\n")
    fs.mkdirSync(path.join(dir, "static", "0f1e2d3c"), { recursive: true })
    fs.writeFileSync(path.join(dir, "static", "0f1e2d3c", "logo.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>")
    let emulators: Emulators | null = null
    try {
      emulators = await startEmulators({
        projectId: LOCAL_DEFAULTS.firebaseProjectId,
        hosting: { publicDir: dir, port: await freePort() },
      })
      const get = (file: string) => request.get(new URL(file, emulators?.siteUrl).href)
      const markdown = await get("/docs/access-the-api.md")
      expect(markdown.status()).toBe(200)
      expect(markdown.headers()["content-type"]).toBe("text/markdown; charset=utf-8")
      expect(markdown.headers()["cache-control"]).toBe(REVALIDATE)
      expect(markdown.headers()["x-robots-tag"]).toBe("noindex")
      expect(await markdown.text()).toContain("Zürich")
      for (const file of ["/llms.txt", "/llms-full.txt"]) {
        const response = await get(file)
        expect(response.headers()["content-type"], file).toBe("text/plain; charset=utf-8")
        expect(response.headers()["cache-control"], file).toBe(REVALIDATE)
      }
      expect((await get("/static/0f1e2d3c/logo.svg")).headers()["cache-control"]).toBe(IMMUTABLE)
    } finally {
      await emulators?.stop()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

/** Records the documents (full page loads) a tab requests, by path. */
function recordDocuments(page: Page): string[] {
  const documents: string[] = []
  page.on("request", (request) => {
    if (request.resourceType() === "document" && request.frame() === page.mainFrame())
      documents.push(new URL(request.url()).pathname)
  })
  return documents
}

interface OpenPageDeploy {
  origin: string
  /** Deploys the next build under the open tab. */
  deploy: () => Promise<void>
  build: NextBuild
}

/**
 * Serves the current build on its own Hosting emulator and hands the test a
 * way to deploy the next build (copyAsNextBuild) under an open tab. Firebase
 * releases files and configuration at once; the emulator reads its
 * configuration when it starts, so the deploy restarts it with the new
 * build on the same port, and the tab's requests wait meanwhile, as they
 * would for an atomic release.
 */
async function withDeployUnderOpenPage(page: Page, body: (site: OpenPageDeploy) => Promise<void>) {
  const next = fs.mkdtempSync(path.join(os.tmpdir(), "zfv-next-build-"))
  const build = copyAsNextBuild(PUBLIC, next, {
    route: "/docs/graphql-intro/",
    from: "GraphQL introduction",
    to: "GraphQL introduction, revised",
  })
  const port = await freePort()
  const start = async (publicDir: string) =>
    startEmulators({
      projectId: LOCAL_DEFAULTS.firebaseProjectId,
      hosting: { publicDir, port, config: (await hostingConfigForBuild(publicDir, ROOT)).config },
    })
  let hosting = await start(PUBLIC)
  const origin = new URL(hosting.siteUrl).origin
  const deploy = async () => {
    let released = () => {}
    const release = new Promise<void>((resolve) => (released = resolve))
    await page.route(`${origin}/**`, async (route) => {
      await release
      // The browser may have given up on a held request (a prefetch it no longer wants).
      await route.continue().catch(() => {})
    })
    await hosting.stop()
    hosting = await start(next)
    released()
  }
  try {
    await body({ origin, deploy, build })
  } finally {
    await hosting.stop()
    fs.rmSync(next, { recursive: true, force: true })
  }
}

test.describe("a deploy under an open page", () => {
  test.describe.configure({ timeout: 180_000 })

  test("a reader who follows a sidebar link after a new build was deployed lands on the new page after one full load", async ({
    page,
    request,
  }) => {
    await withDeployUnderOpenPage(page, async ({ origin, deploy, build }) => {
      const documents = recordDocuments(page)
      const errors: string[] = []
      page.on("pageerror", (error) => errors.push(error.message))
      // A reader opens a page and stays long enough for Gatsby to prefetch the sidebar's pages (it waits 3 s).
      const prefetched = page.waitForResponse(
        (response) => response.url() === `${origin}/page-data/docs/graphql-intro/page-data.json`,
      )
      await page.goto(`${origin}/docs/access-the-api/`)
      await waitForHydration(page)
      await prefetched
      // The page's component, as its data names it (docs with the same components share one: doc-page-code.ts).
      const { componentChunkName } = JSON.parse(
        fs.readFileSync(path.join(PUBLIC, "page-data", "docs", "graphql-intro", "page-data.json"), "utf8"),
      ) as { componentChunkName: string }
      const oldComponent = builtFile(new RegExp(`^${componentChunkName}-[0-9a-f]{20}\\.js$`))

      await deploy()
      expect((await request.get(`${origin}${oldComponent}`)).status(), "the old page chunk is gone").toBe(404)
      expect(await (await request.get(`${origin}/page-data/app-data.json`)).json()).toEqual({
        webpackCompilationHash: build.compilationHash.after,
      })

      await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "GraphQL intro" }).click()
      await expect(page).toHaveURL(`${origin}/docs/graphql-intro/`)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("GraphQL introduction, revised")
      await waitForHydration(page)
      expect(documents).toEqual(["/docs/access-the-api/", "/docs/graphql-intro/"])
      await expect(page.getByText("This page crashed.")).toHaveCount(0)
      expect(errors).toEqual([])
    })
  })

  test("a part loaded on demand after the deploy says the site was updated, and Retry loads the new version", async ({
    page,
  }) => {
    await withDeployUnderOpenPage(page, async ({ origin, deploy }) => {
      const documents = recordDocuments(page)
      const errors: string[] = []
      page.on("pageerror", (error) => errors.push(error.message))
      await page.goto(`${origin}/docs/graphql-intro/`)
      await waitForHydration(page)
      await deploy()

      // The search panel's code was never loaded in this tab, and the deploy removed it.
      await page.getByRole("button", { name: "Search" }).click()
      const dialog = page.getByRole("dialog", { name: "Search the docs" })
      await expect(dialog.getByRole("alert")).toContainText(
        "Could not load search: the site has been updated since this page was opened",
      )
      await dialog.getByRole("button", { name: "Retry" }).click()
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("GraphQL introduction, revised")
      await waitForHydration(page)
      expect(documents).toEqual(["/docs/graphql-intro/", "/docs/graphql-intro/"])
      await page.getByRole("button", { name: "Search" }).click()
      await page.getByRole("dialog", { name: "Search the docs" }).getByRole("combobox").fill("dishes")
      await expect(page.getByRole("dialog", { name: "Search the docs" }).getByRole("option").first()).toBeVisible()
      expect(errors).toEqual([])
    })
  })
})
