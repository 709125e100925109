/**
 * What the site's search tells the writers (issue 41): each query a reader
 * settled on, how many results it had, and which result was opened at which
 * rank. Nothing identifies the reader: no cookie, no id, no storage key; the
 * batch is sent as it is, by navigator.sendBeacon (a string: text/plain),
 * to /api/feedback. Nothing is collected, and nothing sent, while the
 * browser signals Global Privacy Control or Do Not Track.
 *
 * Settling. A panel session runs from the search panel's opening to its
 * closing. A query (trimmed, its spaces collapsed, at most 200 characters)
 * settles when its results have been on screen for SETTLE_MS (1 s) with the
 * field unchanged, when a result is picked from it, or when the panel closes
 * or the page is left while its results are on screen. Of the queries that
 * settle in a session, one is dropped when the next one to settle begins
 * with it (ignoring case: the reader kept typing, or settled on it again),
 * unless a result was picked from it. A query whose results never showed
 * (still searching, or the index failed) is not reported.
 *
 * Flushing. The settled queries wait in memory (the last one of the session
 * held back until the next settles or the session ends) and are sent when
 * the panel closes (a pick that navigates closes it), when the page is
 * hidden or left (visibilitychange to hidden, pagehide), and as soon as 20
 * wait (a batch's most, FEEDBACK_LIMITS). A batch is also cut so that its
 * body stays within the endpoint's 4 KB. A batch the browser refuses is
 * dropped, never kept for later.
 */
import type { Feedback } from "../../../core/feedback"
import { FEEDBACK_LIMITS, FEEDBACK_ROUTE } from "../../../core/feedback-form"

/** One search as the endpoint takes it: the query, its number of results, the pick (1-based rank, address). */
export type SearchReport = Extract<Feedback, { kind: "search" }>["searches"][number]

/** How long a query's results stay on screen, the field unchanged, before the query counts as settled. */
export const SETTLE_MS = 1000

/** The longest address of a pick the endpoint takes. */
const URL_CHARS = 300

/** The signals a browser gives, on navigator (and, in older browsers, window.doNotTrack). */
export interface PrivacySignals {
  globalPrivacyControl?: unknown
  doNotTrack?: unknown
}

/** Whether the reader asked not to be tracked: Global Privacy Control on, or Do Not Track set ("1"; "yes" in old Firefox). */
export function asksNotToBeTracked(navigator: PrivacySignals | undefined, window?: PrivacySignals): boolean {
  const dnt = (value: unknown) => value === "1" || value === "yes"
  return navigator?.globalPrivacyControl === true || dnt(navigator?.doNotTrack) || dnt(window?.doNotTrack)
}

/** A query as it is reported: trimmed, runs of spaces as one, at most 200 characters; "" is never reported. */
export function reportedQuery(text: string): string {
  return text.trim().replace(/\s+/g, " ").slice(0, FEEDBACK_LIMITS.queryChars).trim()
}

/** A picked result's address within the site: its path and fragment, any origin left out, at most 300 characters. */
export function pickedUrl(url: string): string {
  return url.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]*/i, "").slice(0, URL_CHARS)
}

const sameStart = (query: string, next: string) => next.toLowerCase().startsWith(query.toLowerCase())

/**
 * The settling rule's second half: `held` is the session's last settled query, not yet final; `next` has just
 * settled. `held` is dropped when `next` begins with it and it had no pick; a query settling again, without a pick,
 * after it was picked adds nothing. Otherwise `held` is final and `next` is held in its place.
 */
export function settle(
  held: SearchReport | null,
  next: SearchReport,
): { final: SearchReport[]; held: SearchReport | null } {
  if (!next.query) return { final: [], held }
  if (!held) return { final: [], held: next }
  if (!held.picked && sameStart(held.query, next.query)) return { final: [], held: next }
  if (held.picked && !next.picked && held.query.toLowerCase() === next.query.toLowerCase()) return { final: [], held }
  return { final: [held], held: next }
}

/** The body of one batch, as sendBeacon sends it and /api/feedback reads it. */
export function beaconBody(searches: readonly SearchReport[]): string {
  return JSON.stringify({ kind: "search", searches })
}

/** A string's length in UTF-8 bytes, as the endpoint counts a body. */
export function utf8Bytes(text: string): number {
  let bytes = 0
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at)
    // A surrogate half counts 2: a pair is one 4-byte character.
    bytes += code < 0x80 ? 1 : code < 0x800 || (code >= 0xd800 && code < 0xe000) ? 2 : 3
  }
  return bytes
}

/** The searches cut into batches, in order: each at most 20 searches and a body of at most 4 KB. */
export function batches(searches: readonly SearchReport[]): SearchReport[][] {
  const out: SearchReport[][] = []
  let batch: SearchReport[] = []
  for (const search of searches) {
    const grown = [...batch, search]
    const fits =
      grown.length <= FEEDBACK_LIMITS.searchesPerBatch && utf8Bytes(beaconBody(grown)) <= FEEDBACK_LIMITS.bodyBytes
    if (fits || batch.length === 0) batch = grown
    else {
      out.push(batch)
      batch = [search]
    }
  }
  if (batch.length > 0) out.push(batch)
  return out
}

export interface SearchReporter {
  /** The panel shows `results` results for `query`: it settles after SETTLE_MS unless the field changes first. */
  shown(query: string, results: number): void
  /** The field changed: the query on screen is no longer the one typed. */
  changed(): void
  /** The reader opened the result at `rank` (1-based, in the order shown) of the query on screen. */
  picked(rank: number, url: string): void
  /** The panel closes: its session ends and everything waiting is sent. */
  close(): void
  /** The page is hidden or left: everything waiting is sent, the query on screen included. */
  leave(): void
}

export interface SearchReporterOptions {
  /** Sends one batch's body (navigator.sendBeacon in the browser). */
  send: (body: string) => void
  /** Whether the reader asked not to be tracked; asked at each step, and while it is true nothing is collected. */
  optedOut: () => boolean
  /** Runs `run` after `ms` milliseconds, and returns what cancels it. */
  later?: (run: () => void, ms: number) => () => void
}

const timeout = (run: () => void, ms: number) => {
  const id = setTimeout(run, ms)
  return () => clearTimeout(id)
}

/** The search's reports for one tab: the settling and flush rules above, over a sender and a clock. */
export function createSearchReporter({ send, optedOut, later = timeout }: SearchReporterOptions): SearchReporter {
  let waiting: SearchReport[] = []
  let held: SearchReport | null = null
  let onScreen: { query: string; results: number; sent: boolean } | null = null
  let cancel = () => {}

  const sendBatches = (searches: readonly SearchReport[]) => {
    for (const batch of batches(searches)) send(beaconBody(batch))
  }
  const add = (search: SearchReport) => {
    const step = settle(held, search)
    held = step.held
    waiting.push(...step.final)
    if (waiting.length >= FEEDBACK_LIMITS.searchesPerBatch) {
      const full = waiting.splice(0, FEEDBACK_LIMITS.searchesPerBatch)
      sendBatches(full)
    }
  }
  const flush = () => {
    cancel()
    if (onScreen && !onScreen.sent) add({ query: onScreen.query, results: onScreen.results })
    if (held) waiting.push(held)
    held = null
    const all = waiting
    waiting = []
    sendBatches(all)
  }

  return {
    shown(query, results) {
      cancel()
      if (optedOut()) return
      const seen = { query: reportedQuery(query), results, sent: false }
      onScreen = seen.query ? seen : null
      if (!onScreen) return
      cancel = later(() => {
        if (onScreen === seen) add({ query: seen.query, results: seen.results })
      }, SETTLE_MS)
    },
    changed() {
      cancel()
      onScreen = null
    },
    picked(rank, url) {
      cancel()
      if (optedOut() || !onScreen) return
      add({ query: onScreen.query, results: onScreen.results, picked: { rank, url: pickedUrl(url) } })
      // The pick is the query's report: closing the panel now does not report it again without its pick.
      onScreen = { ...onScreen, sent: true }
    },
    close() {
      if (optedOut()) waiting = []
      else flush()
      onScreen = null
      held = null
    },
    leave() {
      if (optedOut()) waiting = []
      else flush()
      // Still on screen if the reader comes back, but already reported.
      if (onScreen) onScreen = { ...onScreen, sent: true }
    },
  }
}

let tabReporter: SearchReporter | null = null

/**
 * The tab's reporter, made with the search panel's first opening (the panel's code is loaded on demand, so none of
 * this is on a page's first visit): it sends by navigator.sendBeacon, and flushes when the page is hidden or left.
 */
export function searchReports(): SearchReporter {
  if (tabReporter) return tabReporter
  const reporter = createSearchReporter({
    send: (body) => {
      try {
        if (typeof navigator.sendBeacon === "function") navigator.sendBeacon(FEEDBACK_ROUTE, body)
      } catch {
        // A beacon the browser refuses is lost; the search goes on.
      }
    },
    optedOut: () => asksNotToBeTracked(navigator, window as PrivacySignals),
  })
  window.addEventListener("pagehide", () => reporter.leave())
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") reporter.leave()
  })
  tabReporter = reporter
  return reporter
}
