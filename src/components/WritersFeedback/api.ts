import type { FeedbackReport } from "../../../feedback"
import type { Status } from "../../../core/feedback"
import { FEEDBACK_REPORT_ROUTE, FEEDBACK_STATUS_ROUTE } from "../../../core/routes"
import { errorMessage } from "../../../core/error-message"

/**
 * The writers' page's two calls (feedback/src/writers.ts): the report, and an item's status. Each answer is an
 * outcome in words, never a throw, so the page always has something to say.
 */

/** How long the page waits for the endpoint before it says it cannot be reached. */
const TIMEOUT_MS = 20_000

export type ReportOutcome =
  | { kind: "report"; report: FeedbackReport }
  /** 401: no valid sign-in. */
  | { kind: "signIn"; message: string }
  /** 403: signed in, but not a writer. */
  | { kind: "notWriter"; message: string }
  | { kind: "failed"; message: string }

export type StatusOutcome = { ok: true; setBy: string } | { ok: false; message: string }

type Fetch = typeof fetch

/** Gives up after TIMEOUT_MS, where the browser can (every browser the site supports; not jsdom). */
const timeout = () => (typeof AbortSignal.timeout === "function" ? AbortSignal.timeout(TIMEOUT_MS) : undefined)

/** The endpoint's `{ error }`, or a sentence for an answer that is not one (a proxy's page, an empty body). */
async function errorOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => "")
  try {
    const { error } = JSON.parse(text) as { error?: unknown }
    if (typeof error === "string" && error) return error
  } catch {
    // not JSON: said below
  }
  return `The feedback endpoint answered ${response.status}${response.statusText ? ` ${response.statusText}` : ""}.`
}

const unreachable = (error: unknown) =>
  `The feedback endpoint cannot be reached just now (${errorMessage(error)}). Try again in a minute.`

/** The report since a day (YYYY-MM-DD) or of everything stored, for the holder of `token`. */
export async function fetchReport(token: string, since: string | null, fetcher: Fetch = fetch): Promise<ReportOutcome> {
  let response: Response
  try {
    const query = since ? `?since=${encodeURIComponent(since)}` : ""
    response = await fetcher(`${FEEDBACK_REPORT_ROUTE}${query}`, {
      headers: { authorization: `Bearer ${token}`, accept: "application/json" },
      cache: "no-store",
      signal: timeout(),
    })
  } catch (error) {
    return { kind: "failed", message: unreachable(error) }
  }
  if (response.status === 401) return { kind: "signIn", message: await errorOf(response) }
  if (response.status === 403) return { kind: "notWriter", message: await errorOf(response) }
  if (!response.ok) return { kind: "failed", message: await errorOf(response) }
  try {
    const report = (await response.json()) as FeedbackReport
    if (!Array.isArray(report?.pages) || !report.agents) throw new Error("it is not a feedback report")
    return { kind: "report", report }
  } catch (error) {
    return { kind: "failed", message: `The feedback endpoint's answer could not be read (${errorMessage(error)}).` }
  }
}

/** Sets an item's status; the answer names the writer it was saved for. */
export async function saveStatus(
  token: string,
  item: string,
  status: Status,
  fetcher: Fetch = fetch,
): Promise<StatusOutcome> {
  let response: Response
  try {
    response = await fetcher(FEEDBACK_STATUS_ROUTE, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ item, status }),
      signal: timeout(),
    })
  } catch (error) {
    return { ok: false, message: unreachable(error) }
  }
  if (!response.ok) return { ok: false, message: await errorOf(response) }
  const answer = (await response.json().catch(() => ({}))) as { setBy?: unknown }
  return { ok: true, setBy: typeof answer.setBy === "string" ? answer.setBy : "you" }
}
