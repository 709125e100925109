import { useCallback, useEffect, useState, type FormEvent } from "react"
import { useAuth } from "../../providers/Auth"
import { LazyPart } from "../LazyPart"
import { Modal } from "../Modal"
import { LOGIN_CARD_MAX_WIDTH } from "../LoginDialog/card"
import type { Status } from "../../../core/feedback"
import { fetchReport, saveStatus, type ReportOutcome } from "./api"
import { Report } from "./Report"
import * as forms from "../forms.module.css"
import * as styles from "./styles.module.css"

/** The command a maintainer runs to make an account a writer (scripts/writers.ts). */
export const grantCommand = (email: string) => `npm run writers -- grant ${email}`

/** What the page has loaded, for which request (the account, the period, the attempt). */
interface Loaded {
  key: string
  outcome: ReportOutcome
}

/** Sign in through the site's own dialog (the navbar's Login opens the same one). */
function SignInButton() {
  const { ensureIdentityService } = useAuth()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className={`${forms.primary} ${styles.signIn}`}
        onClick={() => {
          setOpen(true)
          ensureIdentityService().catch(() => {})
        }}
      >
        Sign in
      </button>
      {open ? (
        <LazyPart
          name="sign-in"
          load={() => import("../LoginDialog")}
          props={{ onClose: () => setOpen(false) }}
          loading={
            <Modal title="Sign in" onClose={() => setOpen(false)} maxWidth={LOGIN_CARD_MAX_WIDTH}>
              <p>Loading…</p>
            </Modal>
          }
        />
      ) : null}
    </>
  )
}

/** The report for the signed-in account and the period, fetched again for each new attempt; null while it loads. */
function useReport(since: string | null, attempt: number): ReportOutcome | null {
  const { status, user, getIdToken } = useAuth()
  const [loadedFor, setLoadedFor] = useState<Loaded | null>(null)
  // A new account, period or attempt is a new request: until its answer, the page says it is loading.
  const key = `${user?.uid ?? ""} ${since ?? ""} ${attempt}`
  useEffect(() => {
    if (status !== "signedIn") return
    let current = true
    getIdToken(true)
      .then(async (token) =>
        token ? fetchReport(token, since) : ({ kind: "signIn", message: "You are signed out." } as const),
      )
      .catch((error: unknown) => ({
        kind: "failed" as const,
        message: `Your sign-in could not be renewed (${error instanceof Error ? error.message : String(error)}).`,
      }))
      .then((outcome) => {
        if (current) setLoadedFor({ key, outcome })
      })
    return () => {
      current = false
    }
  }, [status, key, since, getIdToken])
  return loadedFor?.key === key ? loadedFor.outcome : null
}

/** Why there is no report to show, and what to do. */
function NoReport({ outcome, onRetry }: { outcome: Exclude<ReportOutcome, { kind: "report" }>; onRetry: () => void }) {
  const { user } = useAuth()
  switch (outcome.kind) {
    case "signIn":
      return (
        <div className={styles.notice} role="alert">
          <p>{outcome.message}</p>
          <p>Sign out and sign in again as a writer to see the feedback report.</p>
        </div>
      )
    case "notWriter":
      return (
        <div className={styles.notice} role="alert">
          <p>
            Your account is not a writer. Ask a maintainer of the docs to run{" "}
            <code>{grantCommand(user?.email ?? "<your email>")}</code>, then reload this page.
          </p>
        </div>
      )
    case "failed":
      return (
        <div className={styles.notice} role="alert">
          <p>The feedback report could not be loaded. {outcome.message}</p>
          <button type="button" className={`${forms.secondary} ${styles.signIn}`} onClick={onRetry}>
            Try again
          </button>
        </div>
      )
  }
}

/** The period's start: a date, shown when the reader presses Show (the field keeps the date the report is for). */
function SinceForm({ since, onSince }: { since: string | null; onSince: (since: string | null) => void }) {
  const [sinceInput, setSinceInput] = useState(since ?? "")
  return (
    <form
      className={styles.since}
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        onSince(sinceInput || null)
      }}
    >
      <label htmlFor="writers-since">Since</label>
      <input
        id="writers-since"
        type="date"
        className={forms.input}
        value={sinceInput}
        onChange={(event) => setSinceInput(event.target.value)}
      />
      <button type="submit" className={forms.secondary}>
        Show
      </button>
    </form>
  )
}

/**
 * The writers' view of the feedback (/writers/feedback/): for a writer (the `writer` claim), the report with a
 * status to set on each item; for anyone else, what to do to see it. The endpoint decides who is a writer; the page
 * asks it with a freshly issued ID token, so a claim granted a moment ago applies.
 */
export function WritersFeedback() {
  const { status, getIdToken } = useAuth()
  const [since, setSince] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  const loaded = useReport(since, attempt)
  const setStatus = useCallback(
    async (item: string, next: Status) => {
      const token = await getIdToken().catch(() => null)
      if (!token) return { ok: false as const, message: "You are signed out: sign in again." }
      return saveStatus(token, item, next)
    },
    [getIdToken],
  )

  if (status === "unknown")
    return (
      <p role="status" className={styles.muted}>
        Checking your sign-in…
      </p>
    )
  if (status === "signedOut")
    return (
      <div className={styles.notice}>
        <p>Sign in as a writer to see the feedback report.</p>
        <SignInButton />
      </div>
    )
  if (!loaded)
    return (
      <p role="status" className={styles.muted}>
        Loading the report…
      </p>
    )
  if (loaded.kind !== "report") return <NoReport outcome={loaded} onRetry={() => setAttempt((n) => n + 1)} />
  return (
    <>
      <SinceForm since={since} onSince={setSince} />
      <Report report={loaded.report} setStatus={setStatus} />
    </>
  )
}
