import { useEffect, useState, type FormEvent, type InputHTMLAttributes } from "react"
import { Modal } from "../Modal"
import { useAuth, type IdentityService } from "../../providers/Auth"
import { describeSignInError, errorCode } from "../../lib/browser/auth/sign-in-errors"
import * as forms from "../forms.module.css"
import * as styles from "./styles.module.css"
import { FormError } from "../FormError"
import { retryOrReload } from "../../lib/browser/site-update"
import { errorMessage } from "../../../core/error-message"

import { LOGIN_CARD_MAX_WIDTH } from "./card"

interface LoginDialogProps {
  onClose: () => void
  /** Called after a sign-in failed (it is also logged to the console). */
  onFailure?: (error: unknown) => void
}

type Loading =
  { state: "loading" } | { state: "ready"; service: IdentityService } | { state: "failed"; message: string }

/** One of the form's required fields, its label above its input. */
function Field({
  label,
  onChange,
  ...input
}: { label: string; onChange: (value: string) => void } & Omit<InputHTMLAttributes<HTMLInputElement>, "onChange">) {
  return (
    <label className={forms.field}>
      {label}
      <input className={forms.input} {...input} required onChange={(event) => onChange(event.target.value)} />
    </label>
  )
}

/** The identity service, loaded on mount; `retry` loads it again after a failure (or reloads a stale site). */
function useIdentityService() {
  const { ensureIdentityService } = useAuth()
  const [loading, setLoading] = useState<Loading>({ state: "loading" })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let current = true
    ensureIdentityService().then(
      (service) => current && setLoading({ state: "ready", service }),
      (failure: unknown) => current && setLoading({ state: "failed", message: errorMessage(failure) }),
    )
    return () => {
      current = false
    }
  }, [ensureIdentityService, attempt])

  const retry = () =>
    void retryOrReload(() => {
      setLoading({ state: "loading" })
      setAttempt((value) => value + 1)
    })
  return { loading, retry }
}

/** Google's "G", in its four colours. */
function GoogleLogo() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M22.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.5-2.7c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2.1v2.8A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.7 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.6-2.8z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.1-3.1A11 11 0 0 0 2.1 7.1l3.6 2.8C6.6 7.3 9.1 5.4 12 5.4z"
      />
    </svg>
  )
}

/** Why sign-in cannot be offered (the identity service did not load), with a button to try again. */
function Unavailable({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert">
      <p className={forms.error}>Sign-in is not available: {message}</p>
      <button type="button" className={forms.secondary} onClick={onRetry}>
        Retry
      </button>
    </div>
  )
}

/**
 * Signing in through the loaded service: `run` closes the dialog once signed in; a failure is logged, reported to
 * `onFailure` and described in `error`, and leaves the form usable again.
 */
function useSignIn(loading: Loading, { onClose, onFailure }: LoginDialogProps) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const run = async (signIn: (service: IdentityService) => Promise<void>) => {
    if (loading.state !== "ready") return
    setBusy(true)
    setError(null)
    try {
      await signIn(loading.service)
      onClose()
    } catch (failure) {
      console.error("Sign-in failed:", failure)
      onFailure?.(failure)
      setError(describeSignInError(errorCode(failure)))
      setBusy(false)
    }
  }
  return { busy, error, run }
}

/** Sign in with Google (popup) or with email and password; a new email creates the account. */
export default function LoginDialog({ onClose, onFailure }: LoginDialogProps) {
  const { loading, retry } = useIdentityService()
  const { busy, error, run } = useSignIn(loading, { onClose, onFailure })
  const [email, setEmail] = useState("")
  const [password, setPassword] = useState("")

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void run((service) => service.signInWithEmail(email.trim(), password))
  }
  const disabled = busy || loading.state !== "ready"

  return (
    <Modal title="Sign in" onClose={onClose} maxWidth={LOGIN_CARD_MAX_WIDTH}>
      {loading.state === "failed" ? (
        <Unavailable message={loading.message} onRetry={retry} />
      ) : (
        <>
          <button
            type="button"
            className={`${forms.secondary} ${styles.google}`}
            disabled={disabled}
            onClick={() => void run((service) => service.signInWithGoogle())}
          >
            <GoogleLogo />
            Continue with Google
          </button>
          <p className={styles.or}>or</p>
          <form onSubmit={onSubmit} noValidate={false}>
            <Field
              label="Email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={setEmail}
              data-autofocus=""
            />
            <Field
              label="Password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
            />
            <button type="submit" className={forms.primary} disabled={disabled}>
              {loading.state === "loading" ? "Loading…" : busy ? "Signing in…" : "Sign in with email"}
            </button>
          </form>
          <FormError message={error} />
          <p className={forms.note}>New here? Signing in with a new email creates your account.</p>
        </>
      )}
    </Modal>
  )
}
