/**
 * The rule for a profile's names, shared by the profile form (which checks
 * before it sends) and the sandbox (which checks what it receives), and the
 * error the API answers with when a name breaks it: `extensions` carry the
 * field and the problem, so a client reads them instead of the wording.
 */

/** The most characters the API accepts in a name, after trimming. */
export const MAX_NAME_LENGTH = 100

export type NameField = "firstName" | "lastName"
export const NAME_FIELDS: readonly NameField[] = ["firstName", "lastName"]

export type NameProblem = "EMPTY" | "TOO_LONG"

/** What is wrong with a name, or null when it can be used. */
export function nameProblem(value: string): NameProblem | null {
  const trimmed = value.trim()
  if (!trimmed) return "EMPTY"
  return trimmed.length > MAX_NAME_LENGTH ? "TOO_LONG" : null
}

/** The `extensions` of the API's error about a name (besides `code: "BAD_USER_INPUT"`). */
export interface NameErrorExtensions {
  field: NameField
  problem: NameProblem
  maxLength: number
}

/** Reads a name error's extensions; null when `extensions` are not about a name. */
export function readNameError(extensions: unknown): NameErrorExtensions | null {
  if (typeof extensions !== "object" || extensions === null) return null
  const { field, problem, maxLength } = extensions as Partial<Record<keyof NameErrorExtensions, unknown>>
  if (!NAME_FIELDS.includes(field as NameField) || (problem !== "EMPTY" && problem !== "TOO_LONG")) return null
  return {
    field: field as NameField,
    problem,
    maxLength: typeof maxLength === "number" ? maxLength : MAX_NAME_LENGTH,
  }
}
