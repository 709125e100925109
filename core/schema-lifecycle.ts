import { currentVersion } from "./docs-metadata"

/**
 * The schema's lifecycle as the pages show it: the routes of the changelog,
 * the deprecations page, the changes-since pages and the feed, how a release
 * is named and linked, and how deprecations are grouped by removal date.
 * Shared by the build (schema/, gatsby/lib/) and the pages; imports nothing heavy.
 */

export const SCHEMA_REFERENCE_ROUTE = `${currentVersion.path}graphql-schema/`
export const SCHEMA_CHANGELOG_ROUTE = `${SCHEMA_REFERENCE_ROUTE}changelog/`
export const SCHEMA_DEPRECATIONS_ROUTE = `${SCHEMA_REFERENCE_ROUTE}deprecations/`
/** The Atom feed of the schema's releases. */
export const SCHEMA_FEED_PATH = `${SCHEMA_CHANGELOG_ROUTE}feed.xml`
export const SCHEMA_FEED_TITLE = "ZFV GraphQL schema changes"

/** The version of the current schema's changes that no release holds yet. */
export const UNRELEASED = "unreleased"

/** "2026-11-16", or "Unreleased". */
export function releaseTitle(version: string): string {
  return version === UNRELEASED ? "Unreleased" : version
}

/** A release's section id on the changelog. */
export function releaseAnchor(version: string): string {
  return `release-${version}`
}

/** A removal group's id on the deprecations page: "removal-2027-05-01", or "no-removal-date". */
export const removalGroupAnchor = (removalDate: string | null) =>
  removalDate ? `removal-${removalDate}` : "no-removal-date"

/** The id of the changelog's section of every deprecation in force, after the releases. */
export const CHANGELOG_DEPRECATIONS_ANCHOR = "deprecations"

export function releaseHref(version: string): string {
  return `${SCHEMA_CHANGELOG_ROUTE}#${releaseAnchor(version)}`
}

/** The page of everything that changed since a release: /docs/graphql-schema/changelog/since/2026-10-01/. */
export function changesSinceRoute(version: string): string {
  return `${SCHEMA_CHANGELOG_ROUTE}since/${version}/`
}

/** A removal this many days after the build, or sooner, stands out on the deprecations page. */
export const REMOVAL_SOON_DAYS = 90

/** Days from `from` to `to`, both YYYY-MM-DD (negative when `to` is earlier). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

interface RemovalGroup<T> {
  /** YYYY-MM-DD, or null for the members whose reason names no removal date. */
  removalDate: string | null
  /** The removal is at most REMOVAL_SOON_DAYS after `today`, or already past: it stands out. */
  soon: boolean
  /** The removal date is before `today`: the members are overdue for removal. */
  passed: boolean
  items: T[]
}

/**
 * Deprecated members grouped by removal date, soonest first, then those
 * with no date; each group in coordinate order.
 */
export function groupByRemoval<T extends { removalDate: string | null; coordinate: string }>(
  items: readonly T[],
  today: string,
): RemovalGroup<T>[] {
  const groups = new Map<string | null, T[]>()
  for (const item of items) {
    const list = groups.get(item.removalDate)
    if (list) list.push(item)
    else groups.set(item.removalDate, [item])
  }
  const dates = [...groups.keys()].sort((a, b) => (a === null ? 1 : b === null ? -1 : a < b ? -1 : a > b ? 1 : 0))
  return dates.map((removalDate) => ({
    removalDate,
    soon: removalDate !== null && daysBetween(today, removalDate) <= REMOVAL_SOON_DAYS,
    passed: removalDate !== null && daysBetween(today, removalDate) < 0,
    items: [...(groups.get(removalDate) ?? [])].sort((a, b) =>
      a.coordinate < b.coordinate ? -1 : a.coordinate > b.coordinate ? 1 : 0,
    ),
  }))
}

/** How a group's heading reads: "Removal on 2027-05-01 (in 157 days)", "No removal date announced". */
export function removalHeading(removalDate: string | null, today: string): string {
  if (removalDate === null) return "No removal date announced"
  const days = daysBetween(today, removalDate)
  const when = days > 1 ? `in ${days} days` : days === 1 ? "tomorrow" : days === 0 ? "today" : "date passed"
  return `Removal on ${removalDate} (${when})`
}
