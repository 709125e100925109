import * as forms from "../forms.module.css"

/** What went wrong in a dialog's form, announced to screen readers; nothing when there is no error. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p className={forms.error} role="alert">
      {message}
    </p>
  )
}
