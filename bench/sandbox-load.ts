import { spawn } from "node:child_process"
import readline from "node:readline"
import autocannon from "autocannon"
import { errorMessage } from "../core/error-message"

// npm run bench:sandbox: the sandbox under load next to a bare Yoga "hello"
// server started by the same script (bench/lib/sandbox-servers.ts, in its own process).
// BENCH_SECONDS and BENCH_CONNECTIONS override 10 s and 50 connections.
const seconds = Number(process.env.BENCH_SECONDS || 10)
const connections = Number(process.env.BENCH_CONNECTIONS || 50)
const KEY = "zfv_bench_key"
const DISHES_QUERY =
  "{ dishes(first: 50) { nodes { id name price { amount } category { id name } outlet { id name } } } }"

async function load(title: string, url: string, query: string, headers: Record<string, string> = {}) {
  const result = await autocannon({
    title,
    url,
    connections,
    duration: seconds,
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query }),
  })
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${title}: ${result.non2xx} non-2xx responses, ${result.errors} errors`)
  return {
    title,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
  }
}

async function main() {
  const servers = spawn(process.execPath, ["--import", "tsx", "bench/lib/sandbox-servers.ts"], {
    env: { ...process.env, BENCH_API_KEY: KEY },
    stdio: ["ignore", "pipe", "inherit"],
  })
  try {
    const line = await new Promise<string>((resolve, reject) => {
      readline.createInterface({ input: servers.stdout }).once("line", resolve)
      servers.once("exit", (code) => reject(new Error(`the bench servers exited (code ${code})`)))
    })
    const urls = JSON.parse(line) as { sandbox: string; hello: string; database: string }
    console.info(
      `Load: ${connections} connections for ${seconds} s per server (node ${process.version}, sandbox ` +
        `database ${urls.database}, servers in their own process).`,
    )
    const rows = [
      await load("bare Yoga { hello }", urls.hello, "{ hello }"),
      await load("sandbox: 50 dishes + categories + outlets", urls.sandbox, DISHES_QUERY, { "api-key": KEY }),
    ]
    console.table(
      rows.map((row) => ({
        server: row.title,
        "requests/s": Math.round(row.requestsPerSecond),
        "p50 ms": row.p50,
        "p99 ms": row.p99,
        requests: row.total,
      })),
    )
    const ratio = rows[1].requestsPerSecond / rows[0].requestsPerSecond
    console.info(`Sandbox throughput is ${(ratio * 100).toFixed(1)}% of the bare server's (ratio ${ratio.toFixed(3)}).`)
  } finally {
    servers.kill()
  }
}

main().catch((error: unknown) => {
  console.error(errorMessage(error))
  process.exitCode = 1
})
