/**
 * npm run bench:feedback (after npm run build): the feedback endpoint's goals
 * of issue 41, with a fresh in-memory store (PGlite behind its socket server,
 * as `npm start` runs it). Prints figures; asserts nothing (docs/benchmarks.md):
 * - a reader's submit through the Hosting emulator's rewrite to the function
 *   (as `npm start` serves it), the function warm: each submit on a new
 *   connection, as a reader's first; median and p95 (goal: median ≤ 150 ms);
 * - one instance of the handler on a plain Node server, as one Cloud Run
 *   instance runs it, in a process of its own (lib/feedback-instance.ts): a burst of 200 submissions from 50 clients at once
 *   (none over its limit), then 5 clients sending 25 each (over it): p95, the
 *   answers by status, and the rows in the table against the 200s answered.
 */
import { fork } from "node:child_process"
import path from "node:path"
import { FEEDBACK_ROUTE } from "../core/feedback"
import { LOCAL_DEFAULTS } from "../core/site-config"
import { median, percentile } from "./lib/stats"
import { localApiUrl } from "../core/local-services"
import { connect, migrate, startLocalDatabase, type Sql } from "../feedback"
import { mcpFunctionEnv } from "../scripts/lib/build-function"
import { freePort, ROOT, startEmulators } from "../scripts/harness/services"

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`

const piece = (client: number, at: number) =>
  JSON.stringify({
    kind: "page",
    page: "/docs/examples/dishes/",
    helpful: at % 2 === 0,
    comment: `bench ${client}.${at}`,
  })

/** One submit on a connection of its own (no keep-alive), timed; its status. */
async function submit(url: string, body: string, headers: Record<string, string> = {}) {
  const started = performance.now()
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", connection: "close", ...headers },
    body,
  })
  await response.arrayBuffer()
  return { ms: performance.now() - started, status: response.status }
}

function summary(label: string, answers: readonly { ms: number; status: number }[]) {
  const statuses: Record<number, number> = {}
  for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
  const times = answers.map((answer) => answer.ms)
  console.log(
    `${label}: ${answers.length} submits, median ${ms(median(times))}, p95 ${ms(percentile(times, 0.95))}, ` +
      `slowest ${ms(Math.max(...times))}; answers ${JSON.stringify(statuses)}`,
  )
}

async function throughTheEmulator(databaseUrl: string) {
  const [sitePort, functionsPort] = [await freePort(), await freePort()]
  const emulators = await startEmulators({
    projectId: LOCAL_DEFAULTS.firebaseProjectId,
    hosting: { publicDir: path.join(ROOT, "public"), port: sitePort },
    functions: {
      port: functionsPort,
      env: mcpFunctionEnv({ docsUrl: `http://127.0.0.1:${sitePort}`, apiUrl: localApiUrl(1), databaseUrl }),
      warm: true,
    },
  })
  try {
    const url = new URL(FEEDBACK_ROUTE, emulators.siteUrl).href
    // Warm: the function's store opened and migrated by a first submit, not counted.
    await submit(url, piece(0, 0))
    const answers = []
    for (let at = 1; at <= 15; at++)
      answers.push(await submit(url, piece(0, at), { "x-forwarded-for": `10.1.0.${at}` }))
    summary("Through the emulator (Hosting's rewrite to the function), warm, one after another", answers)
  } finally {
    await emulators.stop()
  }
}

/** One instance of the handler on a plain Node server in a process of its own (lib/feedback-instance.ts). */
async function oneInstance(databaseUrl: string) {
  const child = fork(path.join(ROOT, "bench/lib/feedback-instance.ts"), [], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, DATABASE_URL: databaseUrl },
  })
  const url = await new Promise<string>((resolve, reject) => {
    child.once("message", (message) => resolve((message as { url: string }).url))
    child.once("exit", (code) => reject(new Error(`the instance exited with ${code}`)))
  })
  return { url, close: async () => void child.kill() }
}

async function burst(url: string, sql: Sql, label: string, clients: number, each: number, first: number) {
  const before = Number((await sql.query<{ n: string }>("SELECT count(*) AS n FROM feedback_events"))[0].n)
  const sends = []
  for (let client = 0; client < clients; client++)
    for (let at = 0; at < each; at++)
      sends.push(submit(url, piece(first + client, at), { "x-forwarded-for": `10.2.${first + client}.1` }))
  const answers = await Promise.all(sends)
  summary(label, answers)
  const after = Number((await sql.query<{ n: string }>("SELECT count(*) AS n FROM feedback_events"))[0].n)
  const ok = answers.filter((answer) => answer.status === 200).length
  console.log(
    `  rows added ${after - before}, 200s answered ${ok}${after - before === ok ? " (equal: none lost)" : " (NOT EQUAL)"}`,
  )
}

async function main() {
  const database = await startLocalDatabase(null)
  try {
    await throughTheEmulator(database.url)
    const sql = await connect(database.url)
    await migrate(sql)
    const instance = await oneInstance(database.url)
    try {
      await submit(instance.url, piece(999, 0), { "x-forwarded-for": "10.9.9.9" })
      await burst(instance.url, sql, "One instance, 50 clients × 4 at once (within the limit of 20 a minute)", 50, 4, 0)
      await burst(instance.url, sql, "One instance, 5 clients × 25 at once (5 over the limit each)", 5, 25, 100)
    } finally {
      await instance.close()
      await sql.close()
    }
  } finally {
    await database.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
