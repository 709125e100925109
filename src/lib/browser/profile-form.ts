/**
 * What the profile form says when it cannot create the profile, as sentences
 * a person reads: checked in the form first, so an empty name never costs a
 * request, and the API's own messages about a name ("firstName" must not be
 * empty.) put in the same words when they come back anyway.
 */

export interface ProfileNames {
  firstName: string
  lastName: string
}

/** The most characters the API accepts in a name. */
export const MAX_NAME_LENGTH = 100

const LABELS = { firstName: "first name", lastName: "last name" } as const
type NameField = keyof typeof LABELS

/** The form's problem with the names, as a sentence, or null when they can be sent. */
export function profileNamesProblem(names: ProfileNames): string | null {
  const empty = (Object.keys(LABELS) as NameField[]).filter((field) => !names[field].trim())
  if (empty.length === 2) return "Enter your first and last name."
  if (empty.length === 1) return `Enter your ${LABELS[empty[0]]}.`
  const long = (Object.keys(LABELS) as NameField[]).find((field) => names[field].trim().length > MAX_NAME_LENGTH)
  return long ? `Your ${LABELS[long]} can have at most ${MAX_NAME_LENGTH} characters.` : null
}

/** An error from creating the profile, as the form shows it: the API's messages about a name as sentences, others as they are. */
export function profileErrorMessage(message: string): string {
  const match = /"(firstName|lastName)" must (not be empty|be at most (\d+) characters)/.exec(message)
  if (!match) return message
  const label = LABELS[match[1] as NameField]
  return match[3] ? `Your ${label} can have at most ${match[3]} characters.` : `Enter your ${label}.`
}
