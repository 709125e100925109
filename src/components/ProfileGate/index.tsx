import { useState } from "react"
import { LazyPart } from "../LazyPart"
import { Modal } from "../Modal"
import { CREATE_PROFILE_MESSAGE } from "../CreateProfileModal/message"
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
        // The form's code loads only for the few who need it; its first words show at once.
        <LazyPart
          name="the profile form"
          load={() => import("../CreateProfileModal")}
          props={{
            onSignOut: () => {
              signOut().catch((error: unknown) => console.error("Signing out failed:", error))
            },
            onSuccess: () => {
              setAnnouncement("Your API profile was created.")
              onProfileCreated?.()
            },
          }}
          loading={
            <Modal title="Create your profile">
              <p>{CREATE_PROFILE_MESSAGE}</p>
            </Modal>
          }
        />
      ) : null}
      <span role="status" className="visually-hidden">
        {announcement}
      </span>
    </>
  )
}
