/**
 * npm run bench:mcp: the hosted MCP endpoint as `npm start` serves it (the
 * function in the Functions emulator behind Hosting's rewrite of /mcp, the
 * sandbox API), on free loopback ports, against the last build (public/ and
 * functions/lib). It prints figures and asserts nothing (docs/benchmarks.md):
 * - how much longer the emulators take to start with the function (npm start's goal: ≤ 3 s);
 * - the first request to a cold function, and the first search, which reads the site;
 * - search_docs and validate_operation warm, one request after another;
 * - 50 clients at once, each connecting, searching, reading a type and validating: through the emulator
 *   (a first burst, then again) and on `npm run mcp:serve`, as one Cloud Run instance serves them;
 * - 50 agents at once with the SDK's client on mcp:serve, 3 rounds each: p95, and the instance's CPU per tool call.
 */
import fs from "node:fs"
import { spawn } from "node:child_process"
import os from "node:os"
import path from "node:path"
import { SEARCH_QUESTIONS } from "../scripts/lib/search-questions"
import { demoApiKeySetting } from "../core/demo-key"
import { LOCAL_DEFAULTS } from "../core/site-config"
import { localApiUrl } from "../core/local-services"
import { HARNESS_LIMITS_ENV, buildFunction, mcpFunctionEnv } from "../scripts/lib/build-function"
import { freePort, ROOT, startEmulators, startSandboxApi, type Emulators } from "../scripts/harness/services"
import { median, percentile } from "./lib/stats"
import { errorMessage } from "../core/error-message"
import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js"

const CLIENTS = 50
const OPERATION = "query Dishes($first: Int) { dishes(first: $first) { nodes { name price { amount currency } } } }"

const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`

/** One JSON-RPC request to the endpoint, timed; a failure is an HTTP status other than 200 or a JSON-RPC error. */
async function rpc(url: string, method: string, params: unknown, id = 1) {
  const started = performance.now()
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
    body: JSON.stringify({ jsonrpc: "2.0", id, method, params }),
  })
  const body = (await response.json()) as { error?: { message: string }; result?: { isError?: boolean } }
  const ok = response.status === 200 && !body.error && body.result?.isError !== true
  return { ms: performance.now() - started, ok, problem: ok ? null : `${response.status} ${JSON.stringify(body)}` }
}

const initialize = {
  protocolVersion: "2025-06-18",
  capabilities: {},
  clientInfo: { name: "bench", version: "1.0.0" },
}
const tool = (name: string, args: Record<string, unknown>) => ({ name, arguments: args })

async function startStack(functions: boolean, warm = true) {
  const [sitePort, apiPort, authPort, functionsPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ]
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "zfv-bench-mcp-"))
  const api = await startSandboxApi({
    port: apiPort,
    authEmulatorHost: `127.0.0.1:${authPort}`,
    projectId: LOCAL_DEFAULTS.firebaseProjectId,
    corsOrigins: [],
    demoApiKey: demoApiKeySetting(process.env),
    dataDir,
  })
  const started = performance.now()
  let emulators: Emulators
  try {
    emulators = await startEmulators({
      projectId: LOCAL_DEFAULTS.firebaseProjectId,
      hosting: { publicDir: path.join(ROOT, "public"), port: sitePort },
      authPort,
      ...(functions
        ? {
            functions: {
              port: functionsPort,
              env: {
                ...HARNESS_LIMITS_ENV,
                ...mcpFunctionEnv({ docsUrl: `http://127.0.0.1:${sitePort}`, apiUrl: localApiUrl(apiPort) }),
              },
              warm,
            },
          }
        : {}),
    })
  } catch (error) {
    await api.stop()
    throw error
  }
  const startMs = performance.now() - started
  return {
    startMs,
    mcpUrl: emulators.mcpUrl as string,
    siteUrl: emulators.siteUrl.replace(/\/$/, ""),
    apiUrl: localApiUrl(apiPort),
    stop: async () => {
      await Promise.all([emulators.stop(), api.stop()])
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** 50 clients at once, each connecting, searching, reading a type and validating: one row of figures. */
async function loadRow(url: string, where: string): Promise<[string, string]> {
  const times: number[] = []
  const problems: string[] = []
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      const calls: [string, unknown][] = [
        ["initialize", initialize],
        ["tools/call", tool("search_docs", { query: SEARCH_QUESTIONS[client % SEARCH_QUESTIONS.length].query })],
        ["tools/call", tool("get_type", { name: "Dish", fields: ["name", "price"] })],
        ["tools/call", tool("validate_operation", { query: OPERATION })],
      ]
      for (const [method, params] of calls) {
        try {
          const outcome = await rpc(url, method, params, client)
          times.push(outcome.ms)
          if (outcome.problem) problems.push(outcome.problem)
        } catch (error) {
          problems.push(errorMessage(error))
        }
      }
    }),
  )
  const first = problems.length > 0 ? `; first failure: ${problems[0].slice(0, 120)}` : ""
  return [
    `${CLIENTS} clients at once, ${where}`,
    `${times.length} requests in ${ms(performance.now() - started)}, ${problems.length} failed; ` +
      `median ${ms(median(times))}, p95 ${ms(percentile(times, 0.95))}, slowest ${ms(Math.max(...times))}${first}`,
  ]
}

/**
 * `npm run mcp:serve` in a process of its own: one instance of the endpoint, as Cloud Run runs it (up to
 * FUNCTION_OPTIONS.concurrency requests at once). Its limits are raised: every agent here comes from 127.0.0.1.
 */
async function oneInstance(docsUrl: string, apiUrl: string) {
  const child = spawn(process.execPath, ["--import", "tsx", "mcp/src/serve.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DOCS_URL: docsUrl,
      API_URL: apiUrl,
      MCP_TOOL_CALLS_PER_MINUTE: "1000000",
      MCP_RUN_OPERATIONS_PER_MINUTE: "1000000",
    },
    stdio: ["ignore", "pipe", "inherit"],
  })
  const url = await new Promise<string>((resolve, reject) => {
    let out = ""
    const onData = (chunk: Buffer) => {
      out += chunk.toString("utf8")
      const found = /on (http:\/\/\S+\/mcp)/.exec(out)
      if (found) {
        child.stdout.off("data", onData)
        // Its log lines are drained, not kept.
        child.stdout.resume()
        resolve(found[1])
      }
    }
    child.stdout.on("data", onData)
    child.once("exit", (code) => reject(new Error(`mcp:serve stopped (exit code ${code})`)))
  })
  // Warm, as the emulator's workers are by now: the site read once.
  await rpc(url, "tools/call", tool("search_docs", { query: "dishes" }))
  await rpc(url, "tools/call", tool("validate_operation", { query: OPERATION }))
  return {
    url,
    /** The process's CPU time so far (user + system), in ms, from /proc. */
    cpuMs: () => {
      const fields = fs.readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1].split(" ")
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
    },
    close: async () => {
      child.kill("SIGTERM")
    },
  }
}

/** Linux's clock ticks per second (USER_HZ), in which /proc/<pid>/stat counts CPU time. */
const CLOCK_TICKS = 100
const ROUNDS = 3

/**
 * 50 agents at once on one instance, each with the SDK's client: connect, then 3 rounds of search_docs,
 * get_type and validate_operation. The tool calls' times, and the instance's CPU time per tool call.
 */
async function agentsRow(instance: Awaited<ReturnType<typeof oneInstance>>): Promise<[string, string]> {
  const times: number[] = []
  const problems: string[] = []
  const cpuBefore = instance.cpuMs()
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, agent) => {
      const client = new Client({ name: `bench-${agent}`, version: "1.0.0" })
      try {
        await client.connect(new StreamableHTTPClientTransport(new URL(instance.url)))
        for (let round = 0; round < ROUNDS; round++) {
          const calls: [string, Record<string, unknown>][] = [
            ["search_docs", { query: SEARCH_QUESTIONS[(agent + round) % SEARCH_QUESTIONS.length].query }],
            ["get_type", { name: "Dish", fields: ["name", "price"] }],
            ["validate_operation", { query: OPERATION }],
          ]
          for (const [name, args] of calls) {
            const callStarted = performance.now()
            const result = (await client.callTool({ name, arguments: args })) as { isError?: boolean }
            times.push(performance.now() - callStarted)
            if (result.isError) problems.push(`${name} answered an error`)
          }
        }
      } catch (error) {
        problems.push(errorMessage(error))
      } finally {
        await client.close()
      }
    }),
  )
  const wall = performance.now() - started
  const cpu = instance.cpuMs() - cpuBefore
  const first = problems.length > 0 ? `; first failure: ${problems[0].slice(0, 120)}` : ""
  return [
    `${CLIENTS} agents at once (SDK client, ${ROUNDS} rounds), mcp:serve`,
    `${times.length} tool calls in ${ms(wall)}, ${problems.length} failed; median ${ms(median(times))}, ` +
      `p95 ${ms(percentile(times, 0.95))}, slowest ${ms(Math.max(...times))}; ` +
      `instance CPU ${ms(cpu)}, ${(cpu / times.length).toFixed(2)} ms per tool call${first}`,
  ]
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, "public", "index.html")))
    throw new Error('No build in public/: run "npm run build" first.')
  await buildFunction()
  const rows: [string, string][] = []

  // npm start's goal: the emulators with the function loaded (as npm start waits for them) against without it.
  const without = await startStack(false)
  await without.stop()
  const warmed = await startStack(true, true)
  await warmed.stop()
  const stack = await startStack(true, false)
  rows.push([
    "emulators ready (npm start's wait)",
    `${seconds(without.startMs)} without the function, ${seconds(stack.startMs)} with it loaded ` +
      `(+${seconds(stack.startMs - without.startMs)}, as npm start waits), ${seconds(warmed.startMs)} with it warmed too`,
  ])

  try {
    const url = stack.mcpUrl
    const cold = await rpc(url, "initialize", initialize)
    const firstSearch = await rpc(url, "tools/call", tool("search_docs", { query: "dishes" }))
    const firstValidate = await rpc(url, "tools/call", tool("validate_operation", { query: OPERATION }))
    rows.push([
      "first request to a cold function",
      `${ms(cold.ms)} (initialize); then the first search_docs, reading the site's records: ${ms(firstSearch.ms)}; ` +
        `the first validate_operation, reading the schema: ${ms(firstValidate.ms)}`,
    ])

    const searches: number[] = []
    for (const question of SEARCH_QUESTIONS)
      searches.push((await rpc(url, "tools/call", tool("search_docs", { query: question.query }))).ms)
    const validations: number[] = []
    for (let round = 0; round < 50; round++)
      validations.push((await rpc(url, "tools/call", tool("validate_operation", { query: OPERATION }))).ms)
    rows.push([
      "search_docs, warm, through the emulator",
      `median ${ms(median(searches))}, p95 ${ms(percentile(searches, 0.95))} over ${searches.length} questions`,
    ])
    rows.push([
      "validate_operation, warm, through the emulator",
      `median ${ms(median(validations))}, p95 ${ms(percentile(validations, 0.95))} over ${validations.length} calls`,
    ])

    // The Functions emulator gives each request that arrives while its workers are busy a new worker process
    // (a cold start each); Cloud Run gives one instance up to 80 at once (FUNCTION_OPTIONS.concurrency). So the
    // load is measured three ways: through the emulator twice (its workers then exist), and on the handler in one
    // Node process, as one Cloud Run instance runs it.
    rows.push(await loadRow(url, "through the emulator, first burst"))
    rows.push(await loadRow(url, "through the emulator, again"))
    const instance = await oneInstance(stack.siteUrl, stack.apiUrl)
    try {
      rows.push(await loadRow(instance.url, "mcp:serve (one instance, raw JSON-RPC)"))
      rows.push(await agentsRow(instance))
    } finally {
      await instance.close()
    }
  } finally {
    await stack.stop()
  }

  const width = Math.max(...rows.map(([label]) => label.length))
  console.info(`\nbench:mcp, ${new Date().toISOString()}, ${os.cpus().length} cores\n`)
  for (const [label, value] of rows) console.info(`${label.padEnd(width)}  ${value}`)
}

main().catch((error: unknown) => {
  console.error(`bench:mcp failed: ${errorMessage(error)}`)
  process.exitCode = 1
})
