/**
 * The writers' endpoints, beside /api/feedback in the same function:
 * GET /api/feedback/report[?since=YYYY-MM-DD], the report `npm run
 * feedback:report -- --format json` prints (buildReport), and POST
 * /api/feedback/status `{ item, status }`, a writer's status for an item,
 * kept with who set it and when. Only a writer may: the request carries a
 * Firebase ID token (`Authorization: Bearer …`) whose `writer` custom claim
 * is true (`npm run writers -- grant <email>` sets it). No or a bad token is
 * 401, a reader without the claim 403, bad input 400 naming what is wrong, a
 * failing store 503; never a stack, never cached, and the token is never
 * logged (a line names the status and the writer's email alone).
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import { STATUSES, type Status } from "../../core/feedback"
import { errorMessage } from "../../core/error-message"
import { bodyText } from "../../core/request-body"
import { FEEDBACK_REPORT_ROUTE, FEEDBACK_STATUS_ROUTE } from "../../core/routes"
import { buildReport, type ReportOptions } from "./report"
import type { FeedbackStore } from "./store"

export const WRITERS_ROUTES = { report: FEEDBACK_REPORT_ROUTE, status: FEEDBACK_STATUS_ROUTE } as const

/** The custom claim that makes an account a writer. */
export const WRITER_CLAIM = "writer"

/** What a verified token says (firebase-admin's DecodedIdToken has these and more). */
export interface VerifiedToken {
  uid: string
  email?: string
  [claim: string]: unknown
}

export interface WritersEndpointConfig {
  /** The store, opened on first use (a failure to open is a 503). */
  store: () => Promise<FeedbackStore>
  /** Checks an ID token and returns its claims; throws when it is not valid (firebase-admin's verifyIdToken). */
  verifyToken: (token: string) => Promise<VerifiedToken>
  /**
   * The lookup of an empty search's closest page (the site's search over its records), loaded when a report is
   * asked for; when it fails to load, the report says the closest pages were not looked up.
   */
  closestPages?: () => Promise<NonNullable<ReportOptions["closestPage"]>>
  now?: () => number
  /** One line per request: method, route, status, the writer's email. Never a token. */
  log?: (line: string) => void
}

/** A status request's body, at most this long. */
const STATUS_BODY_BYTES = 2048
/** An item key as the report makes them (a subject, or search:<query>). */
const ITEM_CHARS = 500

/** The route a request is for (without its query), or null when it is none of the writers'. */
export function writersRoute(url: string | undefined): keyof typeof WRITERS_ROUTES | null {
  const path = (url ?? "").split("?")[0].replace(/\/+$/, "")
  if (path === WRITERS_ROUTES.report) return "report"
  if (path === WRITERS_ROUTES.status) return "status"
  return null
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value ?? "")
  return match ? match[1] : null
}

/** `?since=YYYY-MM-DD` as the instant it starts (UTC), nothing for none, or what is wrong with it. */
export function sinceOf(url: string | undefined): { since?: Date } | { problem: string } {
  const query = (url ?? "").split("?")[1] ?? ""
  const text = new URLSearchParams(query).get("since")
  if (text === null || text === "") return {}
  const since = new Date(`${text}T00:00:00Z`)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(since.getTime()) || !since.toISOString().startsWith(text))
    return { problem: `since is a date, YYYY-MM-DD, not "${text.slice(0, 40)}"` }
  return { since }
}

/** A status request's body as `{ item, status }`, or what is wrong with it, in words. */
export function statusRequestProblems(value: unknown): { item: string; status: Status } | { problem: string } {
  if (!value || typeof value !== "object" || Array.isArray(value))
    return { problem: 'the body is an object: { "item": "…", "status": "…" }' }
  const { item, status, ...rest } = value as Record<string, unknown>
  const problems: string[] = []
  const unknown = Object.keys(rest)
  if (unknown.length > 0) problems.push(`unknown field${unknown.length > 1 ? "s" : ""} ${unknown.join(", ")}`)
  if (typeof item !== "string" || item.trim() === "") problems.push("item: the report item's key, a string")
  else if (item.length > ITEM_CHARS) problems.push(`item: at most ${ITEM_CHARS} characters`)
  if (typeof status !== "string" || !(STATUSES as readonly string[]).includes(status))
    problems.push(`status: one of ${STATUSES.join(", ")}`)
  if (problems.length > 0) return { problem: problems.join("; ") }
  return { item: item as string, status: status as Status }
}

/** Cloud Functions has read the body already and keeps its bytes as rawBody; a plain Node server leaves the stream. */
type WritersRequest = IncomingMessage & { rawBody?: Buffer }

/** An answer: its status, its JSON body, and the headers beside the JSON ones. */
interface Reply {
  status: number
  body: unknown
  headers?: Record<string, string>
}

const refusal = (status: number, error: string, headers: Record<string, string> = {}): Reply => ({
  status,
  body: { error },
  headers,
})

/** The first line of an error, for the log. */
const firstLine = (error: unknown) => errorMessage(error).split("\n")[0]

/** The claims of the request's ID token, or a 401 when it has none or one that is not valid. */
async function verifiedClaims(
  req: IncomingMessage,
  verifyToken: WritersEndpointConfig["verifyToken"],
): Promise<{ claims: VerifiedToken } | { refused: Reply }> {
  const token = bearerToken(req.headers.authorization)
  if (!token)
    return {
      refused: refusal(401, "Sign in as a writer: send your Firebase ID token as Authorization: Bearer <token>.", {
        "WWW-Authenticate": "Bearer",
      }),
    }
  try {
    return { claims: await verifyToken(token) }
  } catch {
    // The verifier's message may quote the token; it is neither logged nor sent.
    return {
      refused: refusal(401, "Your sign-in is not valid or has expired. Sign in again.", {
        "WWW-Authenticate": 'Bearer error="invalid_token"',
      }),
    }
  }
}

/** GET /api/feedback/report: the report since `?since=`, with the closest pages when they load. */
async function reportReply(
  config: WritersEndpointConfig,
  url: string | undefined,
  now: () => number,
  log: (line: string) => void,
): Promise<Reply> {
  const period = sinceOf(url)
  if ("problem" in period) return refusal(400, `Not valid: ${period.problem}.`)
  let closestPage: ReportOptions["closestPage"]
  try {
    closestPage = await config.closestPages?.()
  } catch (error) {
    log(`writers: no closest pages (${firstLine(error)})`)
  }
  try {
    const store = await config.store()
    // Nothing older than the retention is shown: it is rolled up first, whatever the last write was.
    await store.expire(new Date(now())).catch((error: unknown) => log(`writers: expiry failed (${firstLine(error)})`))
    const report = await buildReport(store.sql, {
      since: period.since,
      closestPage,
      now: new Date(now()),
    })
    return { status: 200, body: report }
  } catch (error) {
    log(`writers store error: ${firstLine(error)}`)
    return refusal(503, "The feedback store cannot be read just now. Try again in a minute.")
  }
}

/** POST /api/feedback/status: `writer` sets an item's status. */
async function statusReply(
  config: WritersEndpointConfig,
  req: WritersRequest,
  writer: string,
  log: (line: string) => void,
): Promise<Reply> {
  const text = await bodyText(req, STATUS_BODY_BYTES)
  if (text === "too large") return refusal(413, `Too large: a status is at most ${STATUS_BODY_BYTES} bytes.`)
  let input: unknown
  try {
    input = JSON.parse(text)
  } catch {
    return refusal(400, 'The body is not valid JSON: send { "item": "…", "status": "…" }.')
  }
  const checked = statusRequestProblems(input)
  if ("problem" in checked) return refusal(400, `Not valid: ${checked.problem}.`)
  try {
    const store = await config.store()
    await store.setStatus(checked.item, checked.status, writer)
  } catch (error) {
    log(`writers store error: ${firstLine(error)}`)
    return refusal(503, "The status could not be saved just now. Try again in a minute.")
  }
  return { status: 200, body: { ok: true, item: checked.item, status: checked.status, setBy: writer } }
}

export function createWritersHandler(config: WritersEndpointConfig) {
  const now = config.now ?? Date.now
  const log = config.log ?? (() => {})

  return async function handle(req: WritersRequest, res: ServerResponse): Promise<void> {
    const started = now()
    const route = writersRoute(req.url)
    let writer = "-"
    res.once("finish", () =>
      log(`writers ${req.method} ${route ?? req.url?.split("?")[0]} ${res.statusCode} ${writer} ${now() - started} ms`),
    )
    const answer = ({ status, body, headers = {} }: Reply) => {
      res
        .writeHead(status, { ...headers, "Content-Type": "application/json", "Cache-Control": "no-store" })
        .end(JSON.stringify(body))
    }

    if (!route)
      return answer(refusal(404, "No such writers' endpoint: use /api/feedback/report or /api/feedback/status."))
    const method = route === "report" ? "GET" : "POST"
    if (req.method !== method)
      return answer(refusal(405, `Use ${method} for ${WRITERS_ROUTES[route]}.`, { Allow: method }))

    const verified = await verifiedClaims(req, config.verifyToken)
    if ("refused" in verified) return answer(verified.refused)
    const { claims } = verified
    writer = claims.email ?? claims.uid
    if (claims[WRITER_CLAIM] !== true)
      return answer(
        refusal(
          403,
          `${claims.email ?? "This account"} is not a writer. A maintainer can run: npm run writers -- grant <email>.`,
        ),
      )
    answer(
      route === "report" ? await reportReply(config, req.url, now, log) : await statusReply(config, req, writer, log),
    )
  }
}
