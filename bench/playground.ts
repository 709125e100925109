import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { chromium, type Browser, type Page } from "playwright-core"
import { printSchema } from "graphql"
import { LOCAL_DEFAULTS, siteConfig } from "../core/site-config"
import { buildSchemaFromText } from "../schema"
import { GITHUB_SCHEMA_FILE } from "../sandbox/sample-schemas"
import { CHROMIUM_ARGS, chromiumPath, routeSiteServices } from "../scripts/lib/route-services"
import { ROOT, freePort, startEmulators, startSandboxApi } from "../scripts/harness/services"
import { BASE_CONFIG_FILE, parseFirebaseConfig } from "../hosting/config"
import { ACCESS_THE_API_ROUTE, PLAYGROUND_ROUTE } from "../core/routes"
import { errorMessage } from "../core/error-message"
import { median, percentile } from "./lib/stats"
import { githubOperation } from "./lib/github-operation"

/** A served build: its address. */
interface Site {
  url: string
}

/**
 * npm run bench:playground (after npm run build): what /graphql/ and a docs
 * page download on a first visit (gzip KB of JS, workers included, CSS, HTML,
 * fonts), /graphql/ both left alone (its first view; the editor's files are
 * only prefetched) and with the full editor started; and how long until the
 * full editor is ready to type in when the reader clicks into the operation
 * at once (the "playground:editor-ready" mark, median of BENCH_RUNS cold
 * loads); the layout shift of the editor's takeover at 390 and 1440 px; and, on GitHub's public schema, how long
 * the cost line takes to follow a keystroke in an operation of 200 lines (costLineKeystrokes).
 * BENCH_BASELINE=<folder of another build> measures that build's docs page
 * too and prints the difference. BENCH_LATENCY_MS=<ms> runs the editor-ready loads
 * through a network with that latency. Prints figures; asserts nothing.
 */
const DOCS_PAGE = process.env.BENCH_PAGE || ACCESS_THE_API_ROUTE
const RUNS = Number(process.env.BENCH_RUNS || 5)
const DEMO_KEY = "zfv_bench_demo_key"
const EDITOR_READY_MARK = "playground:editor-ready"
/** BENCH_LATENCY_MS: the editor-ready loads go through a network with that round-trip latency and 20 Mbit/s down. */
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS || 0)

interface Weight {
  build: string
  page: string
  jsKb: number
  cssKb: number
  htmlKb: number
  fontKb: number
  requests: number
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10
const gz = (body: Buffer | string) => gzipSync(body).length

/**
 * One cold visit: every response of the page and its workers, once per URL.
 * CSS inlined into the HTML (the /graphql/ shell's, or a build from before the
 * site stylesheet became a link) counts as CSS, not HTML.
 */
async function measure(
  browser: Browser,
  site: Site,
  apiUrl: string,
  build: string,
  page: string,
  settle: (tab: Page) => Promise<unknown> = async () => {},
): Promise<Weight> {
  const context = await browser.newContext()
  await routeSiteServices(context, { apiUrl, authEmulatorUrl: LOCAL_DEFAULTS.authEmulatorUrl })
  await context.addInitScript((key) => localStorage.setItem("apiKey", key), DEMO_KEY)
  const bodies = new Map<string, { type: string; body: Buffer }>()
  const pending: Promise<void>[] = []
  let lastResponse = Date.now()
  context.on("response", (response) => {
    lastResponse = Date.now()
    const url = response.url()
    if (bodies.has(url) || url.startsWith("data:")) return
    pending.push(
      response.body().then(
        (body) => void bodies.set(url, { type: response.request().resourceType(), body }),
        () => {},
      ),
    )
  })
  const tab = await context.newPage()
  await tab.goto(new URL(page, site.url).href, { timeout: 120_000 })
  await settle(tab)
  // Done when nothing has arrived for 2 s (the editor's workers load after it is ready).
  while (Date.now() - lastResponse < 2000) await tab.waitForTimeout(250)
  await Promise.all(pending)
  const weight: Weight = { build, page, jsKb: 0, cssKb: 0, htmlKb: 0, fontKb: 0, requests: bodies.size }
  let js = 0
  let css = 0
  let html = 0
  let font = 0
  for (const [url, { type, body }] of bodies) {
    const file = new URL(url).pathname
    if (file.endsWith(".js")) js += gz(body)
    else if (file.endsWith(".css")) css += gz(body)
    else if (/\.(ttf|woff2?)$/.test(file)) font += gz(body)
    else if (type === "document") {
      const text = body.toString("utf8")
      const inlineCss = [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("")
      css += inlineCss ? gz(inlineCss) : 0
      html += gz(text.replace(/<style[^>]*>[\s\S]*?<\/style>/g, ""))
    }
  }
  Object.assign(weight, { jsKb: kb(js), cssKb: kb(css), htmlKb: kb(html), fontKb: kb(font) })
  await context.close()
  return weight
}

/** Clicks into the operation, as a reader who starts to type, and waits for the full editor: the ready mark's time. */
async function startEditor(tab: Page): Promise<number> {
  await tab.getByRole("textbox", { name: "Operation" }).click()
  const mark = await tab.waitForFunction(
    (name) => performance.getEntriesByName(name)[0]?.startTime,
    EDITOR_READY_MARK,
    { timeout: 60_000 },
  )
  return Math.round(Number(await mark.jsonValue()))
}

/** Cold loads of /graphql/ where the reader clicks into the operation at once: milliseconds from navigation start to the editor-ready mark. */
async function editorReadyTimes(browser: Browser, site: Site, apiUrl: string): Promise<number[]> {
  const times: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext()
    await routeSiteServices(context, { apiUrl, authEmulatorUrl: LOCAL_DEFAULTS.authEmulatorUrl })
    const tab = await context.newPage()
    if (LATENCY_MS > 0) {
      const cdp = await context.newCDPSession(tab)
      await cdp.send("Network.enable")
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: LATENCY_MS,
        downloadThroughput: (20 * 1024 * 1024) / 8,
        uploadThroughput: (5 * 1024 * 1024) / 8,
      })
    }
    await tab.goto(new URL(PLAYGROUND_ROUTE, site.url).href, { waitUntil: "commit" })
    times.push(await startEditor(tab))
    await context.close()
  }
  return times
}

/**
 * The layout shift of the editor's takeover at one width: every layout-shift entry's value, with or without recent
 * input, from a load of /graphql/ through a click into the operation until a second after the editor is ready.
 */
async function takeoverShift(browser: Browser, site: Site, apiUrl: string, width: number, height: number) {
  const context = await browser.newContext({ viewport: { width, height } })
  await routeSiteServices(context, { apiUrl, authEmulatorUrl: LOCAL_DEFAULTS.authEmulatorUrl })
  const tab = await context.newPage()
  await tab.addInitScript(() => {
    const state = globalThis as { __zfvShift?: number }
    state.__zfvShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        state.__zfvShift = (state.__zfvShift ?? 0) + (entry as { value?: number }).value!
    }).observe({ type: "layout-shift", buffered: true })
  })
  await tab.goto(new URL(PLAYGROUND_ROUTE, site.url).href)
  await tab.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0)
  await tab.waitForTimeout(500)
  await startEditor(tab)
  await tab.waitForTimeout(1000)
  const shift = await tab.evaluate(() => (globalThis as { __zfvShift?: number }).__zfvShift ?? 0)
  await context.close()
  return shift
}

/** The cost line's bench: an operation of this many lines, and this many keystrokes, a reader's pace apart. */
const OPERATION_LINES = 200
const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES || 40)
const KEYSTROKE_PAUSE_MS = 200

/**
 * The playground on GitHub's public schema (@octokit/graphql-schema): the API's introspection fails, so GraphiQL
 * takes its schema from /schema.graphql as the cost line does, and that file is GitHub's schema. With an operation
 * of OPERATION_LINES lines in the editor, each keystroke replaces the digit of its first `first: 1` (so each one
 * changes the cost), and is timed in the page from just before the editor takes it to the cost line's text change
 * (a MutationObserver): Monaco's handling of the key, the measurement, React's render. Milliseconds, each keystroke,
 * and the line's last text.
 */
async function costLineKeystrokes(browser: Browser, site: Site, apiUrl: string) {
  const file = GITHUB_SCHEMA_FILE
  const github = buildSchemaFromText(file, fs.readFileSync(file, "utf8"), { tolerant: true }).schema
  const sdl = printSchema(github)
  const operation = githubOperation(github, OPERATION_LINES)
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  await routeSiteServices(context, { apiUrl, authEmulatorUrl: LOCAL_DEFAULTS.authEmulatorUrl })
  // Routes added later win: the API refuses, and the site's schema file is GitHub's.
  await context.route(`${new URL(siteConfig.apiUrl).origin}/**`, (route) => route.abort("connectionrefused"))
  await context.route("**/schema.graphql", (route) =>
    route.fulfill({ body: sdl, contentType: "text/plain; charset=utf-8" }),
  )
  const tab = await context.newPage()
  await tab.goto(new URL(PLAYGROUND_ROUTE, site.url).href)
  await startEditor(tab)
  await tab.locator('[data-schema-source="file"]').waitFor({ timeout: 60_000 })
  const measured = await tab.evaluate(
    async ({ text, count, pause }) => {
      type Model = {
        uri: { path: string }
        setValue(value: string): void
        getPositionAt(offset: number): { lineNumber: number; column: number }
      }
      type Editor = {
        getModel(): Model | null
        setSelection(range: {
          startLineNumber: number
          startColumn: number
          endLineNumber: number
          endColumn: number
        }): void
        trigger(source: string, handler: string, payload: unknown): void
        focus(): void
      }
      const monaco = (globalThis as { __MONACO?: { editor: { getEditors(): Editor[] } } }).__MONACO
      const editor = monaco?.editor.getEditors().find((each) => each.getModel()?.uri.path.endsWith("operation.graphql"))
      const line = document.querySelector("[data-cost-visible]")
      if (!editor || !line) throw new Error("No operation editor or no cost line")
      // No named functions in here: tsx's helper that names them does not exist in the page.
      const model = editor.getModel()!
      model.setValue(text)
      editor.focus()
      // Until the cost line has figures: GraphiQL has the schema, and the operation is valid on it.
      for (let tries = 0; !/^Cost \d/.test(line.textContent ?? ""); tries++) {
        if (tries > 600) throw new Error(`The cost line says "${line.textContent}"`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      const digit = model.getPositionAt(text.indexOf("(first: 1)") + "(first: ".length)
      const result: number[] = []
      for (let index = 0; index < count; index++) {
        editor.setSelection({
          startLineNumber: digit.lineNumber,
          startColumn: digit.column,
          endLineNumber: digit.lineNumber,
          endColumn: digit.column + 1,
        })
        const before = line.textContent
        const changed = new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            if (line.textContent === before) return
            observer.disconnect()
            resolve(performance.now())
          })
          observer.observe(line, { childList: true, subtree: true, characterData: true })
        })
        const started = performance.now()
        editor.trigger("keyboard", "type", { text: String(2 + (index % 8)) })
        result.push((await changed) - started)
        await new Promise((resolve) => setTimeout(resolve, pause))
      }
      return { times: result, line: line.textContent ?? "" }
    },
    { text: operation, count: KEYSTROKES, pause: KEYSTROKE_PAUSE_MS },
  )
  await context.close()
  return measured
}

/**
 * This build, and the baseline build when BENCH_BASELINE names one, each served by the Hosting emulator as
 * production would (the baseline gets firebase.json without this build's CSP); and the sandbox, which takes calls
 * from both.
 */
async function startServers(root: string, baselineRoot: string | null) {
  const projectId = LOCAL_DEFAULTS.firebaseProjectId
  const emulators = await startEmulators({ projectId, hosting: { publicDir: root, port: await freePort() } })
  const baselineEmulators = baselineRoot
    ? await startEmulators({
        projectId,
        hosting: {
          publicDir: baselineRoot,
          port: await freePort(),
          config: parseFirebaseConfig(fs.readFileSync(path.join(ROOT, BASE_CONFIG_FILE), "utf8"), BASE_CONFIG_FILE),
        },
      })
    : null
  const site: Site = { url: emulators.siteUrl }
  const baseline: Site | null = baselineEmulators ? { url: baselineEmulators.siteUrl } : null
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "zfv-bench-playground-"))
  const origins = [site, baseline]
    .filter((server): server is Site => server !== null)
    .flatMap((server) => [new URL(server.url).origin, new URL(server.url).origin.replace("127.0.0.1", "localhost")])
  const api = await startSandboxApi({
    port: await freePort(),
    authEmulatorHost: "127.0.0.1:9",
    projectId: LOCAL_DEFAULTS.firebaseProjectId,
    corsOrigins: origins,
    demoApiKey: DEMO_KEY,
    dataDir,
    log: () => {},
  })
  const stop = async () => {
    await Promise.all([emulators.stop(), baselineEmulators?.stop(), api.stop()])
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  return { site, baseline, apiUrl: api.url, stop }
}

/** The first visits' weights: the playground left alone and with its editor started, a docs page, and the baseline's. */
async function pageWeights(
  browser: Browser,
  { site, baseline, apiUrl }: { site: Site; baseline: Site | null; apiUrl: string },
  baselineRoot: string | null,
): Promise<Weight[]> {
  // Left alone: the first view, and the editor's files fetched into the cache once the page is idle.
  const leftAlone = (tab: Page) => tab.waitForTimeout(4000)
  const rows: Weight[] = [
    await measure(browser, site, apiUrl, "this build, left alone", PLAYGROUND_ROUTE, leftAlone),
    await measure(browser, site, apiUrl, "this build, editor started", PLAYGROUND_ROUTE, startEditor),
    await measure(browser, site, apiUrl, "this build", DOCS_PAGE),
  ]
  if (baseline)
    rows.push(await measure(browser, baseline, apiUrl, `baseline (${path.basename(baselineRoot ?? "")})`, DOCS_PAGE))
  return rows
}

/** The weights as a table, and the docs page against the baseline's when there is one. */
function printWeights(rows: readonly Weight[], withBaseline: boolean) {
  console.info(
    "First visit with an API key stored, gzip KB (JS includes the editor's web workers; CSS includes what Gatsby inlines into the HTML):",
  )
  console.table(
    rows.map((row) => ({
      build: row.build,
      page: row.page,
      "JS KB": row.jsKb,
      "CSS KB": row.cssKb,
      "HTML KB (without CSS)": row.htmlKb,
      "font KB": row.fontKb,
      requests: row.requests,
    })),
  )
  if (!withBaseline) return
  const [now, before] = [rows[2], rows[3]]
  console.info(
    `${DOCS_PAGE} against the baseline: JS ${(now.jsKb - before.jsKb).toFixed(1)} KB, CSS ${(now.cssKb - before.cssKb).toFixed(1)} ` +
      `KB, HTML ${(now.htmlKb - before.htmlKb).toFixed(1)} KB (gzip).`,
  )
}

/** The editor's times, each against its goal: ready to type, the takeover's layout shift, and the cost line's keystrokes. */
async function printEditorTimes(browser: Browser, site: Site, apiUrl: string) {
  const times = await editorReadyTimes(browser, site, apiUrl)
  console.info(
    `Full editor ready to type on /graphql/, clicked into at once (navigation start to "${EDITOR_READY_MARK}", ` +
      `${RUNS} cold loads${LATENCY_MS ? `, ${LATENCY_MS} ms latency, 20 Mbit/s` : ""}): median ${median(times)} ms; ` +
      `each: ${times.join(", ")} ms. Goal: at most ` +
      `1,000 ms.`,
  )
  const shifts = [
    [390, await takeoverShift(browser, site, apiUrl, 390, 844)],
    [1440, await takeoverShift(browser, site, apiUrl, 1440, 900)],
  ]
  console.info(
    `Layout shift of the editor's takeover (load, click into the operation, editor ready, input included): ` +
      `${shifts.map(([width, shift]) => `${width} px ${shift.toFixed(4)}`).join(", ")}. Goal: at most 0.05.`,
  )
  const { times: keystrokes, line } = await costLineKeystrokes(browser, site, apiUrl)
  console.info(
    `Cost line on GitHub's schema, an operation of ${OPERATION_LINES} lines ("${line}"; a keystroke to the line's new text, ` +
      `${keystrokes.length} keystrokes ${KEYSTROKE_PAUSE_MS} ms apart): median ${median(keystrokes).toFixed(1)} ms, ` +
      `90th percentile ${percentile(keystrokes, 0.9).toFixed(1)} ms, slowest ${Math.max(...keystrokes).toFixed(1)} ms. ` +
      "Goal: a median of at most 16 ms.",
  )
}

async function main() {
  const root = path.resolve("public")
  if (!fs.existsSync(path.join(root, "index.html"))) throw new Error('No build in public/: run "npm run build" first.')
  const baselineRoot = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : null
  const servers = await startServers(root, baselineRoot)
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  try {
    printWeights(await pageWeights(browser, servers, baselineRoot), servers.baseline !== null)
    await printEditorTimes(browser, servers.site, servers.apiUrl)
  } finally {
    await browser.close()
    await servers.stop()
  }
}

main().catch((error: unknown) => {
  console.error(errorMessage(error))
  process.exitCode = 1
})
