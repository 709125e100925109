/**
 * The schema reference as this build uses it: the schema the site renders
 * (schema/), its releases, lifecycle and changelog, built once per build. The
 * build steps that need the reference (the nodes, the pages, the Markdown
 * copies, the feed, the search index) read it from here.
 */
import type { GraphQLSchema } from "graphql"
import { FOREIGN_RELEASES_VARIABLE, readReleases, readSchemaExamples, readSiteSchema, type SiteSchema } from "../schema"
import { buildSchemaReference, referenceExampleProblems, type SchemaReference } from "../schema/reference"
import {
  buildChangelog,
  buildChangesSince,
  buildLifecycle,
  type ChangelogRelease,
  type ChangesSince,
} from "../schema/changes"

/**
 * The day of the build (YYYY-MM-DD, UTC), against which the deprecations page
 * measures removal dates; ZFV_BUILD_DATE sets another (tests, reproducible builds).
 */
export function buildDay(now = new Date()): string {
  const fixed = process.env.ZFV_BUILD_DATE
  if (fixed && !/^\d{4}-\d{2}-\d{2}$/.test(fixed))
    throw new Error(`ZFV_BUILD_DATE="${fixed}" is not a date like 2026-11-25`)
  return fixed || now.toISOString().slice(0, 10)
}

/**
 * The schema the docs' own examples are written for, checked against and measured with: ours; null while the build
 * renders a foreign schema's reference (the bench), whose examples are not the docs'.
 */
export function docsSchema(): GraphQLSchema | null {
  const site = readSiteSchema()
  return site.foreign ? null : site.schema
}

interface SiteReference {
  site: SiteSchema
  reference: SchemaReference
  changelog: ChangelogRelease[]
  /** The changes since each release but the latest (the "changes since" pages). */
  since: ChangesSince[]
  /** Milliseconds spent on the releases: reading them, the diffs, the lifecycle, the changelog, the changes since. */
  releaseMs: number
  /** Generated examples that do not validate (there should be none); the build fails on them for our schema. */
  exampleProblems: string[]
}

let cachedReference: { schema: SiteSchema; value: Promise<SiteReference> } | null = null

/**
 * The reference, its changelog and the check of its generated examples,
 * computed once per build: the nodes (sourceNodes) and the Markdown copies
 * (onPostBuild) both read this.
 */
export function readSiteReference(): Promise<SiteReference> {
  const site = readSiteSchema()
  if (cachedReference?.schema === site) return cachedReference.value
  const value = (async () => {
    const started = Date.now()
    // A foreign schema (the bench) has releases only when the bench gives it some.
    const foreignReleases = process.env[FOREIGN_RELEASES_VARIABLE]
    const releases = site.foreign
      ? foreignReleases
        ? readReleases(foreignReleases, { tolerant: true })
        : []
      : readReleases()
    const lifecycle = await buildLifecycle(releases, site.schema)
    const lifecycleMs = Date.now() - started
    const examples = site.foreign ? new Map() : readSchemaExamples(site.schema)
    const reference = buildSchemaReference(site.schema, examples, lifecycle)
    const changelogStarted = Date.now()
    const changelog = await buildChangelog(releases, site.schema, reference)
    const since = await buildChangesSince(releases, reference)
    const releaseMs = lifecycleMs + Date.now() - changelogStarted
    const exampleProblems = referenceExampleProblems(site.schema, reference)
    return { site, reference, changelog, since, releaseMs, exampleProblems }
  })()
  cachedReference = { schema: site, value }
  return value
}
