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

/**
 * The report for the signed-in account: asked for with a freshly issued ID token, again for a new account, period
 * (`setSince`) or attempt (`retry`); `loaded` is null until the answer to the latest request. `setStatus` saves a
 * writer's status for an item.
 */
function useWritersReport() {
  const { status, user, getIdToken } = useAuth()
  const [loadedFor, setLoadedFor] = useState<Loaded | null>(null)
  const [since, setSince] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)

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

  const setStatus = useCallback(
    async (item: string, next: Status) => {
      const token = await getIdToken().catch(() => null)
      if (!token) return { ok: false as const, message: "You are signed out: sign in again." }
      return saveStatus(token, item, next)
    },
    [getIdToken],
  )

  const loaded = loadedFor?.key === key ? loadedFor.outcome : null
  return { status, user, loaded, setSince, retry: () => setAttempt((n) => n + 1), setStatus }
}

/** Why there is no report: the sign-in is not valid, the account is not a writer, or the request failed. */
function NoReport({
  outcome,
  email,
  onRetry,
}: {
  outcome: Exclude<ReportOutcome, { kind: "report" }>
  email: string | null | undefined
  onRetry: () => void
}) {
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
            <code>{grantCommand(email ?? "<your email>")}</code>, then reload this page.
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

/** The report's period: the date typed (kept by the page, so it outlives the loading) applies on Show. */
function SinceForm({
  value,
  onChange,
  onShow,
}: {
  value: string
  onChange: (value: string) => void
  onShow: (since: string | null) => void
}) {
  return (
    <form
      className={styles.since}
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        onShow(value || null)
      }}
    >
      <label htmlFor="writers-since">Since</label>
      <input
        id="writers-since"
        type="date"
        className={forms.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
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
  const { status, user, loaded, setSince, retry, setStatus } = useWritersReport()
  const [sinceInput, setSinceInput] = useState("")

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

  if (loaded.kind !== "report") return <NoReport outcome={loaded} email={user?.email} onRetry={retry} />
  return (
    <>
      <SinceForm value={sinceInput} onChange={setSinceInput} onShow={setSince} />
      <Report report={loaded.report} setStatus={setStatus} />
    </>
  )
}
