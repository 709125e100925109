import { useState } from "react"
import { LazyPart } from "../LazyPart"
import { Modal } from "../Modal"
import { LOGIN_CARD_MAX_WIDTH } from "../LoginDialog/card"
import { useAuth } from "../../providers/Auth"
import { useApi } from "../../providers/Api"
import * as styles from "./styles.module.css"

interface LoginButtonProps {
  /** In the mobile panel. */
  mobile?: boolean
  /** Called when signing in failed. */
  onLoginFailure?: (error: unknown) => void
}

/**
 * Signed out: "Login", which opens the sign-in dialog. Signed in: the email
 * and "Logout". (A missing profile is asked for by the ProfileGate.)
 */
export function LoginButton({ mobile = false, onLoginFailure }: LoginButtonProps) {
  const { status, user, signOut, serviceError, ensureIdentityService } = useAuth()
  const { profile } = useApi()
  const [dialogOpen, setDialogOpen] = useState(false)
  const rootClass = mobile ? `${styles.root} ${styles.mobile}` : styles.root

  if (status === "unknown") return <span className={styles.placeholder} aria-hidden="true" />

  if (status === "signedOut") {
    return (
      <div className={rootClass}>
        <button
          type="button"
          className={styles.login}
          onClick={() => {
            setDialogOpen(true)
            // The dialog's code and the identity service load side by side.
            ensureIdentityService().catch(() => {})
          }}
          title={serviceError ?? undefined}
        >
          Login
        </button>
        {dialogOpen ? (
          <LazyPart
            name="sign-in"
            load={() => import("../LoginDialog")}
            props={{ onClose: () => setDialogOpen(false), onFailure: onLoginFailure }}
            loading={
              <Modal title="Sign in" onClose={() => setDialogOpen(false)} maxWidth={LOGIN_CARD_MAX_WIDTH}>
                <p>Loading…</p>
              </Modal>
            }
          />
        ) : null}
      </div>
    )
  }

  const email = profile.user?.email ?? user?.email ?? ""
  return (
    <div className={rootClass}>
      <span className={styles.email} title={email}>
        {email}
      </span>
      <button
        type="button"
        className={styles.logout}
        onClick={() => signOut().catch((error: unknown) => console.error("Signing out failed:", error))}
      >
        Logout
      </button>
      {profile.status === "error" ? (
        <span className={styles.profileError} role="alert" title={profile.error ?? undefined}>
          Could not load your profile: {profile.error}
        </span>
      ) : null}
    </div>
  )
}
