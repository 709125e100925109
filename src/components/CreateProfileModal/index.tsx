import { useState, type FormEvent } from "react"
import { Modal } from "../Modal"
import { useApi } from "../../providers/Api"
import * as forms from "../forms.module.css"
import { FormError } from "../FormError"
import { profileErrorMessage, profileNamesProblem } from "../../lib/browser/profile-form"

import { CREATE_PROFILE_MESSAGE } from "./message"

interface CreateProfileModalProps {
  /** Called once the profile exists. */
  onSuccess?: () => void
  /** Signing out is the way out for someone who does not want a profile. */
  onSignOut: () => void
}

/** Shown to a signed-in identity whose Me has no user: asks for the names and runs UpsertMyProfile. */
export default function CreateProfileModal({ onSuccess, onSignOut }: CreateProfileModalProps) {
  const { createProfile } = useApi()
  const [firstName, setFirstName] = useState("")
  const [lastName, setLastName] = useState("")
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = profileNamesProblem({ firstName, lastName })
    if (problem) {
      setError(problem)
      return
    }
    setSubmitting(true)
    setError(null)
    try {
      await createProfile({ firstName, lastName })
      onSuccess?.()
    } catch (failure) {
      setError(profileErrorMessage(failure))
      setSubmitting(false)
    }
  }

  return (
    <Modal title="Create your profile">
      <p>{CREATE_PROFILE_MESSAGE}</p>
      <form onSubmit={(event) => void onSubmit(event)}>
        <input
          className={forms.input}
          style={{ marginBottom: "0.6rem" }}
          placeholder="First Name"
          aria-label="First Name"
          autoComplete="given-name"
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
          data-autofocus=""
        />
        <input
          className={forms.input}
          style={{ marginBottom: "0.6rem" }}
          placeholder="Last Name"
          aria-label="Last Name"
          autoComplete="family-name"
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
        />
        <button type="submit" className={forms.primary} disabled={submitting}>
          Create Profile
        </button>
      </form>
      <FormError message={error} />
      <button type="button" className={forms.secondary} style={{ marginTop: "0.75rem" }} onClick={onSignOut}>
        Log out instead
      </button>
    </Modal>
  )
}
