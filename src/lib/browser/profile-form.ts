/**
 * What the profile form says when it cannot create the profile, as sentences
 * a person reads: checked in the form first, so an empty name never costs a
 * request, and the API's errors about a name (read from their `extensions`,
 * not their wording) put in the same words when they come back anyway.
 */
import {
  MAX_NAME_LENGTH,
  NAME_FIELDS,
  nameProblem,
  readNameError,
  type NameField,
  type NameProblem,
} from "../../../core/profile-names"
import { errorMessage } from "../../../core/error-message"

interface ProfileNames {
  firstName: string
  lastName: string
}

const LABELS: Record<NameField, string> = { firstName: "first name", lastName: "last name" }

const sentence = (field: NameField, problem: NameProblem, maxLength = MAX_NAME_LENGTH) =>
  problem === "EMPTY"
    ? `Enter your ${LABELS[field]}.`
    : `Your ${LABELS[field]} can have at most ${maxLength} characters.`

/** The form's problem with the names, as a sentence, or null when they can be sent. */
export function profileNamesProblem(names: ProfileNames): string | null {
  const empty = NAME_FIELDS.filter((field) => nameProblem(names[field]) === "EMPTY")
  if (empty.length === 2) return "Enter your first and last name."
  if (empty.length === 1) return sentence(empty[0], "EMPTY")
  const long = NAME_FIELDS.find((field) => nameProblem(names[field]) === "TOO_LONG")
  return long ? sentence(long, "TOO_LONG") : null
}

/**
 * An error from creating the profile, as the form shows it: an API error
 * about a name (its `extensions` name the field and the problem) as the
 * form's own sentence, any other error with its message.
 */
export function profileErrorMessage(error: unknown): string {
  const about = readNameError((error as { extensions?: unknown } | null)?.extensions)
  if (about) return sentence(about.field, about.problem, about.maxLength)
  return errorMessage(error)
}
