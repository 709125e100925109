/**
 * What a deprecation reason says besides "deprecated": the removal date it announces and the member it names as
 * the one to use instead. The reference (the deprecations page, the links in reasons) and the lifecycle
 * (schema:release's summary) both read reasons by these rules.
 */

const REMOVAL = /\bRemoval on (\d{4})-(\d{2})-(\d{2})\b/i

/**
 * The removal date a deprecation reason announces by the convention
 * "Removal on YYYY-MM-DD" (GitHub's reasons end in "Removal on 2025-04-01
 * UTC."); null when it names none or names a day the calendar lacks.
 */
export function removalDate(reason: string | null | undefined): string | null {
  const match = reason ? REMOVAL.exec(reason) : null
  if (!match) return null
  const [, year, month, day] = match.map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return `${match[1]}-${match[2]}-${match[3]}`
}

const NAME = /^@?([_A-Za-z][_0-9A-Za-z]*(?:\.[_A-Za-z][_0-9A-Za-z]*)*)/

/**
 * The member a deprecation reason names as its replacement: the first
 * backticked name that is a schema member other than the deprecated one.
 * A bare name is looked for beside the deprecated member first (a field of
 * the same type, an argument of the same field, a value of the same enum),
 * then among the fields of its type, then as a type; "Type.field" is taken
 * as it is. `exists` answers for a path ("Dish.price"). Null when none is named.
 */
export function replacementPath(
  reason: string | null | undefined,
  deprecated: string,
  exists: (path: string) => boolean,
): string | null {
  if (!reason) return null
  const parts = deprecated.split(".")
  for (const span of reason.matchAll(/`+([^`]+?)`+/g)) {
    const name = NAME.exec(span[1].trim())?.[1]
    if (!name) continue
    const candidates = name.includes(".")
      ? [name]
      : [[...parts.slice(0, -1), name].join("."), ...(parts.length > 2 ? [`${parts[0]}.${name}`] : []), name]
    const found = candidates.find((path) => path !== deprecated && exists(path))
    if (found) return found
  }
  return null
}
