import { useState } from "react"
import { LoginDialog } from "../LoginDialog"
import { CreateProfileModal } from "../CreateProfileModal"
import { useAuth } from "../../providers/Auth"
import { useApi } from "../../providers/Api"
import * as styles from "./styles.module.css"

interface LoginButtonProps {
  /** In the mobile panel. */
  mobile?: boolean
  /** Called when signing in failed. */
  onLoginFailure?: (error: unknown) => void
  /** Called after the reader created their profile. */
  onProfileCreated?: () => void
}

/**
 * Signed out: "Login", which opens the sign-in dialog. Signed in: the email
 * and "Logout"; without a profile yet, the create-profile modal on top.
 */
export function LoginButton({ mobile = false, onLoginFailure, onProfileCreated }: LoginButtonProps) {
  const { status, user, signOut, serviceError } = useAuth()
  const { profile } = useApi()
  const [dialogOpen, setDialogOpen] = useState(false)
  const [announcement, setAnnouncement] = useState("")
  const rootClass = mobile ? `${styles.root} ${styles.mobile}` : styles.root

  const logOut = () => {
    signOut().catch((error: unknown) => console.error("Signing out failed:", error))
  }

  if (status === "unknown") return <span className={styles.placeholder} aria-hidden="true" />

  if (status === "signedOut") {
    return (
      <div className={rootClass}>
        <button type="button" className={styles.login} onClick={() => setDialogOpen(true)} title={serviceError ?? undefined}>
          Login
        </button>
        {dialogOpen ? <LoginDialog onClose={() => setDialogOpen(false)} onFailure={onLoginFailure} /> : null}
        <span role="status" className="visually-hidden">
          {announcement}
        </span>
      </div>
    )
  }

  const email = profile.user?.email ?? user?.email ?? ""
  return (
    <div className={rootClass}>
      <span className={styles.email} title={email}>
        {email}
      </span>
      <button type="button" className={styles.logout} onClick={logOut}>
        Logout
      </button>
      {profile.status === "error" ? (
        <span className={styles.profileError} role="alert" title={profile.error ?? undefined}>
          Could not load your profile: {profile.error}
        </span>
      ) : null}
      {profile.status === "needsProfile" ? (
        <CreateProfileModal
          onSignOut={logOut}
          onSuccess={() => {
            setAnnouncement("Your API profile was created.")
            onProfileCreated?.()
          }}
        />
      ) : null}
      <span role="status" className="visually-hidden">
        {announcement}
      </span>
    </div>
  )
}
