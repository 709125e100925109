/**
 * POST /api/feedback: the one endpoint the site's forms (with JavaScript or
 * without), its search and the MCP server send feedback to. A handler for
 * Node's (req, res), as Cloud Functions hands them over (functions/) and as
 * the tests mount it. It answers 200 (or, to a plain form, a redirect back to
 * the page's thanks) only once the feedback is committed; anything else is a
 * status with a message, never a stack:
 * 413 over 4 KB, 415 for another body type, 400 naming what is wrong, 403 for
 * another site's Origin, 429 over a client's limit, 503 when the store fails.
 * A form's own script posts the same form asking for JSON (Accept:
 * application/json), and gets JSON answers instead of a redirect or a page.
 * A client is its address hashed with a salt that changes every day, kept in
 * memory for the limits' minute only; no cookie and no address is stored.
 */
import { createHash, randomBytes } from "node:crypto"
import type { IncomingMessage, ServerResponse } from "node:http"
import {
  FEEDBACK_LIMITS,
  HONEYPOT_FIELD,
  THANKS_FIELD,
  THANKS_ID,
  feedbackProblems,
  thanksAnchor,
  type Feedback,
} from "../../core/feedback"
import { errorMessage } from "../../core/error-message"
import { bodyText } from "../../core/request-body"
import { clientAddress, createRateLimiter, refusalMessage, type Limit } from "../../core/rate-limits"
import { storeFeedback, type FeedbackStore } from "./store"

/** Per client and per instance, a minute: pieces of feedback, and batches of searches. */
export const FEEDBACK_RATE = {
  pieces: { name: "feedback", quota: 20, windowSeconds: 60, what: "pieces of feedback" },
  searches: { name: "searches", quota: 30, windowSeconds: 60, what: "search reports" },
} as const satisfies Record<string, Limit>

export interface FeedbackEndpointConfig {
  /** The store, opened on first use (a failure to open is a 503, and the next request tries again). */
  store: () => Promise<FeedbackStore>
  /** The site's origin: the only Origin a browser may post from. */
  siteOrigin: string
  /** How many trusted proxies append to X-Forwarded-For in front of this server (core/rate-limits.ts). */
  proxyHops?: number
  now?: () => number
  /** One line per request: status, kind, time. Never a comment, a query or an address. */
  log?: (line: string) => void
}

type EndpointRequest = IncomingMessage & { rawBody?: Buffer }

/** A plain form's fields as a piece of feedback: "helpful" is yes or no, empty fields are left out. */
export function feedbackFromForm(fields: URLSearchParams): Record<string, unknown> {
  const piece: Record<string, unknown> = {}
  for (const [name, value] of fields) {
    if (name === HONEYPOT_FIELD || name === THANKS_FIELD || value === "") continue
    piece[name] = name === "helpful" ? value === "yes" : value
  }
  return piece
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** A small page for a plain form's failure: the message, and the reader's text in a form to send again. */
function failurePage(message: string, fields: URLSearchParams | null): string {
  const kept = fields
    ? [...fields]
        .filter(([name]) => name !== "comment" && name !== HONEYPOT_FIELD)
        .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
        .join("")
    : ""
  const comment = fields?.get("comment") ?? ""
  const page = fields?.get("page") ?? "/docs/"
  return (
    `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="robots" content="noindex">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>Feedback not sent</title>` +
    `<main><h1>Your feedback was not sent</h1><p role="alert">${escapeHtml(message)}</p>` +
    `<form method="post" action="/api/feedback">${kept}<label for="comment">Your comment</label><br>` +
    `<textarea id="comment" name="comment" rows="6" cols="60" maxlength="${FEEDBACK_LIMITS.commentChars}">${escapeHtml(comment)}</textarea><br>` +
    `<button type="submit">Send again</button></form><p><a href="${escapeHtml(page.startsWith("/") ? page : "/docs/")}">Back to the page</a></p></main></html>`
  )
}

/** A salt for the day: a client's hash changes at midnight UTC, so no hash can follow a client for longer. */
function dailySalt(now: () => number) {
  let day = -1
  let salt = Buffer.alloc(0)
  return () => {
    const today = Math.floor(now() / 86_400_000)
    if (today !== day) {
      day = today
      salt = randomBytes(16)
    }
    return salt
  }
}

/** The body's media type without its parameters, in lower case ("application/json"). */
const mediaType = (req: IncomingMessage) =>
  String(req.headers["content-type"] ?? "")
    .split(";")[0]
    .trim()
    .toLowerCase()

/** Answers a refusal: with a page to a plain form (wantsPage), else with JSON; never a stack. */
function sendFailure(
  res: ServerResponse,
  wantsPage: boolean,
  fields: URLSearchParams | null,
  status: number,
  message: string,
  headers: Record<string, string> = {},
) {
  if (wantsPage) {
    const html = failurePage(message, fields)
    res
      .writeHead(status, { ...headers, "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" })
      .end(html)
  } else {
    const json = JSON.stringify({ error: message })
    res.writeHead(status, { ...headers, "Content-Type": "application/json", "Cache-Control": "no-store" }).end(json)
  }
}

type ParsedBody = { input: unknown; fields: URLSearchParams | null } | { status: 400 | 415; message: string }

/** The body as input to check: a plain form's fields, or JSON. */
function parseBody(type: string, text: string): ParsedBody {
  if (type === "application/x-www-form-urlencoded") {
    const fields = new URLSearchParams(text)
    return { input: feedbackFromForm(fields), fields }
  }
  if (type === "application/json" || type === "text/plain") {
    // text/plain: what navigator.sendBeacon sends a string as.
    try {
      return { input: JSON.parse(text), fields: null }
    } catch {
      return { status: 400, message: "The body is not valid JSON." }
    }
  }
  return { status: 415, message: "Send feedback as JSON or as a form (application/x-www-form-urlencoded)." }
}

/** The field no reader sees, which only a bot fills in; taken out of a JSON input so that it is not checked. */
function takeHoneypot(fields: URLSearchParams | null, input: unknown): unknown {
  if (fields) return fields.get(HONEYPOT_FIELD)
  const honeypot = (input as Record<string, unknown> | null)?.[HONEYPOT_FIELD]
  if (input && typeof input === "object") delete (input as Record<string, unknown>)[HONEYPOT_FIELD]
  return honeypot
}

/** Where a plain form's reader goes back to once their feedback is taken: the page, at its thanks. */
function thanksLocation(page: string, fields: URLSearchParams | null, feedback: Feedback) {
  const named = fields?.get(THANKS_FIELD) ?? ""
  return `${page}#${THANKS_ID.test(named) ? named : thanksAnchor(feedback)}`
}

export function createFeedbackHandler(config: FeedbackEndpointConfig) {
  const now = config.now ?? Date.now
  const log = config.log ?? (() => {})
  const limiter = createRateLimiter([FEEDBACK_RATE.pieces, FEEDBACK_RATE.searches], now)
  const salt = dailySalt(now)
  const clientOf = (req: IncomingMessage) =>
    createHash("sha256")
      .update(salt())
      .update(clientAddress(req.headers, req.socket?.remoteAddress, config.proxyHops ?? 0))
      .digest("base64url")
  /** Stores a piece of feedback; false (logged) when the store fails. */
  const stored = async (feedback: Feedback) => {
    try {
      const store = await config.store()
      await storeFeedback(store, feedback, feedback.kind.startsWith("agent") ? "agent" : "reader", log)
      return true
    } catch (error) {
      log(`feedback store error: ${errorMessage(error).split("\n")[0]}`)
      return false
    }
  }

  return async function handle(req: EndpointRequest, res: ServerResponse): Promise<void> {
    const started = performance.now()
    let what = "-"
    res.once("finish", () =>
      log(`feedback ${req.method} ${res.statusCode} ${what} ${Math.round(performance.now() - started)} ms`),
    )
    const type = mediaType(req)
    // The form's script asks for JSON: it shows the answer at the form, without leaving the page.
    const wantsPage =
      type === "application/x-www-form-urlencoded" && !String(req.headers.accept ?? "").includes("application/json")
    let fields: URLSearchParams | null = null
    const fail = (status: number, message: string, headers: Record<string, string> = {}) =>
      sendFailure(res, wantsPage, fields, status, message, headers)

    if (req.method !== "POST") return fail(405, "Send feedback by POST.", { Allow: "POST" })
    const origin = req.headers.origin
    if (typeof origin === "string" && origin !== config.siteOrigin)
      return fail(403, `Feedback is taken from the docs site only, not from ${origin}.`)
    const text = await bodyText(req, FEEDBACK_LIMITS.bodyBytes)
    if (text === "too large")
      return fail(413, `Too large: feedback is at most ${FEEDBACK_LIMITS.bodyBytes / 1024} KB.`, {
        Connection: "close",
      })
    const parsed = parseBody(type, text)
    if ("status" in parsed) return fail(parsed.status, parsed.message)
    fields = parsed.fields
    // A bot filled in the field no reader sees: answer as if stored, store nothing.
    const honeypot = takeHoneypot(fields, parsed.input)
    const checked = feedbackProblems(parsed.input)
    if ("problem" in checked) return fail(400, `Not valid: ${checked.problem}.`)
    const feedback = checked.feedback
    what = feedback.kind
    const counts: Record<string, number> = feedback.kind === "search" ? { searches: 1 } : { feedback: 1 }
    const taken = limiter.take(clientOf(req), counts)
    if (!taken.ok) return fail(429, refusalMessage(taken), { "Retry-After": String(taken.retryAfterSeconds) })
    if (!honeypot && !(await stored(feedback)))
      return fail(503, "Your feedback could not be saved just now. Please try again in a minute.")
    if (wantsPage && "page" in feedback && feedback.page) {
      res
        .writeHead(303, { Location: thanksLocation(feedback.page, fields, feedback), "Cache-Control": "no-store" })
        .end()
      return
    }
    res.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" }).end('{"ok":true}')
  }
}
