import { useState } from "react"
import { CreateProfileModal } from "../CreateProfileModal"
import { useAuth } from "../../providers/Auth"
import { useApi } from "../../providers/Api"

/**
 * Signed in at the identity service but `Me` has no user: the create-profile
 * modal. Mounted once per page (in Layout), whatever the screen width.
 */
export function ProfileGate({ onProfileCreated }: { onProfileCreated?: () => void }) {
  const { status, signOut } = useAuth()
  const { profile } = useApi()
  const [announcement, setAnnouncement] = useState("")
  return (
    <>
      {status === "signedIn" && profile.status === "needsProfile" ? (
        <CreateProfileModal
          onSignOut={() => {
            signOut().catch((error: unknown) => console.error("Signing out failed:", error))
          }}
          onSuccess={() => {
            setAnnouncement("Your API profile was created.")
            onProfileCreated?.()
          }}
        />
      ) : null}
      <span role="status" className="visually-hidden">
        {announcement}
      </span>
    </>
  )
}
