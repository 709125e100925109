import { useState, type FormEvent } from "react"
import { Modal } from "../Modal"
import { useApi } from "../../providers/Api"
import * as forms from "../forms.module.css"
import { FormError } from "../FormError"
import { profileErrorMessage, profileNamesProblem } from "../../lib/browser/profile-form"

import { NAME_FIELDS, type NameField } from "../../../core/profile-names"
import { CREATE_PROFILE_MESSAGE } from "./message"

interface CreateProfileModalProps {
  /** Called once the profile exists. */
  onSuccess?: () => void
  /** Signing out is the way out for someone who does not want a profile. */
  onSignOut: () => void
}

/** Each name's field: its label (its placeholder too) and what a browser fills it with. */
const FIELDS: Record<NameField, { label: string; autoComplete: string }> = {
  firstName: { label: "First Name", autoComplete: "given-name" },
  lastName: { label: "Last Name", autoComplete: "family-name" },
}

/** Shown to a signed-in identity whose Me has no user: asks for the names and runs UpsertMyProfile. */
export default function CreateProfileModal({ onSuccess, onSignOut }: CreateProfileModalProps) {
  const { createProfile } = useApi()
  const [names, setNames] = useState({ firstName: "", lastName: "" })
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = profileNamesProblem(names)
    if (problem) {
      setError(problem)
      return
    }
    setSubmitting(true)
    setError(null)
    try {
      await createProfile(names)
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
        {NAME_FIELDS.map((name, index) => (
          <input
            key={name}
            className={forms.input}
            style={{ marginBottom: "0.6rem" }}
            placeholder={FIELDS[name].label}
            aria-label={FIELDS[name].label}
            autoComplete={FIELDS[name].autoComplete}
            value={names[name]}
            onChange={(event) => {
              const value = event.target.value
              setNames((current) => ({ ...current, [name]: value }))
            }}
            data-autofocus={index === 0 ? "" : undefined}
          />
        ))}
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
