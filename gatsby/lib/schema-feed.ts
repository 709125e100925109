import type { ChangelogChange, ChangelogRelease } from "../../schema/changes"
import { escapeHtml } from "../../core/html-text"
import { CHANGE_GROUPS } from "../../core/schema-changelog-groups"
import {
  SCHEMA_CHANGELOG_ROUTE,
  SCHEMA_FEED_PATH,
  SCHEMA_FEED_TITLE,
  UNRELEASED,
  releaseHref,
} from "../../core/schema-lifecycle"

/**
 * The Atom feed (RFC 4287) of the schema's releases: one entry per release,
 * newest first, listing its breaking, dangerous and safe changes. A small
 * writer rather than a library: the feed has one shape, and the test parses
 * it back. Unreleased changes are not in it.
 */

interface FeedInput {
  /** The site's public address, e.g. https://docs.example.ch (links in a feed must be absolute). */
  siteUrl: string
  changelog: readonly ChangelogRelease[]
  /** The feed's <updated> when there is no release yet (the build's time). */
  now: Date
}

/** Text for XML: &, <, > and quotes escaped, and characters XML 1.0 forbids dropped. */
export function xmlText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return escapeHtml(text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")).replace(/"/g, "&quot;")
}

const absolute = (siteUrl: string, route: string) => `${siteUrl.replace(/\/+$/, "")}${route}`

function changesHtml(release: ChangelogRelease, siteUrl: string): string {
  const item = (change: ChangelogChange) =>
    `<li>${change.href ? `<a href="${xmlText(absolute(siteUrl, change.href))}">${change.messageHtml}</a>` : change.messageHtml}</li>`
  const groups = CHANGE_GROUPS.filter((group) => release[group.key].length > 0).map(
    (group) =>
      `<h3>${group.title} (${release[group.key].length})</h3><ul>${release[group.key].map(item).join("")}</ul>`,
  )
  if (release.previous === null) return "<p>The first published release of the schema.</p>"
  return groups.length > 0 ? groups.join("") : "<p>No changes.</p>"
}

/** "2 breaking, 1 dangerous, 10 safe changes" */
function summary(release: ChangelogRelease): string {
  if (release.previous === null) return "the first release"
  const counts = CHANGE_GROUPS.map((group) => `${release[group.key].length} ${group.key}`)
  return `${counts.join(", ")} changes since ${release.previous}`
}

export function schemaFeed({ siteUrl, changelog, now }: FeedInput): string {
  const releases = changelog.filter((release) => release.version !== UNRELEASED)
  const updated = releases[0] ? `${releases[0].version}T00:00:00Z` : now.toISOString()
  const entries = releases.map((release) => {
    const link = absolute(siteUrl, releaseHref(release.version))
    return [
      "  <entry>",
      `    <id>${xmlText(link)}</id>`,
      `    <title>${xmlText(`Schema release ${release.version}: ${summary(release)}`)}</title>`,
      `    <updated>${release.version}T00:00:00Z</updated>`,
      `    <link rel="alternate" type="text/html" href="${xmlText(link)}"/>`,
      `    <content type="html">${xmlText(changesHtml(release, siteUrl))}</content>`,
      "  </entry>",
    ].join("\n")
  })
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${xmlText(absolute(siteUrl, SCHEMA_FEED_PATH))}</id>`,
    `  <title>${xmlText(SCHEMA_FEED_TITLE)}</title>`,
    `  <updated>${updated}</updated>`,
    "  <author><name>ZFV</name></author>",
    `  <link rel="self" type="application/atom+xml" href="${xmlText(absolute(siteUrl, SCHEMA_FEED_PATH))}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlText(absolute(siteUrl, SCHEMA_CHANGELOG_ROUTE))}"/>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n")
}
