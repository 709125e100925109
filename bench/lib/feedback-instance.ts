/**
 * One instance of the feedback endpoint on a plain Node server, as one Cloud
 * Run instance runs it, in a process of its own so a load test's client does
 * not share its CPU (bench/feedback.ts forks it). DATABASE_URL names
 * the store; one proxy in front (X-Forwarded-For names the client). Sends its
 * address to the parent once it listens.
 */
import http from "node:http"
import type { AddressInfo } from "node:net"
import { loadOnce } from "../../core/load-once"
import { connect, createFeedbackHandler, feedbackStore, migrate } from "../../feedback"

const databaseUrl = process.env.DATABASE_URL ?? ""
const handle = createFeedbackHandler({
  siteOrigin: process.env.DOCS_URL ?? "http://docs.bench",
  proxyHops: 1,
  store: loadOnce(async () => {
    const sql = await connect(databaseUrl)
    await migrate(sql)
    return feedbackStore(sql)
  }),
})
const server = http.createServer((req, res) => void handle(req, res))
server.listen(0, "127.0.0.1", () => {
  process.send?.({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/feedback` })
})
process.on("disconnect", () => process.exit(0))
