import fs from "node:fs"
import path from "node:path"
import type { GraphQLSchema } from "graphql"
import { RELEASE_FILE, buildSchemaFromText, readReleases } from "../../schema"
import {
  diffSchemas,
  formatLifecycleStep,
  lifecycleStep,
  schemaMembers,
  withoutImpliedChanges,
  type Criticality,
} from "../../schema/changes"

export interface ReleaseChange {
  criticality: Criticality
  message: string
}

type ReleaseResult =
  | {
      status: "released"
      file: string
      previous: string | null
      changes: ReleaseChange[]
      /** What the release added, deprecated (with removal dates) and removed, one line each. */
      lifecycle: string[]
    }
  | { status: "unchanged"; previous: string }

interface ReleaseOptions {
  /** The current schema, e.g. content/schema.graphql. */
  schemaFile: string
  /** Where releases are kept, e.g. content/schema-releases. */
  releasesDir: string
  /** The release's date, YYYY-MM-DD. */
  date: string
}

/**
 * Records the current schema as a release named by its date, after the last
 * one, unless nothing changed since. Returns what changed, with criticality.
 * Throws with a message that says what to do for a bad date, a date that is
 * taken or not after the last release, or a schema graphql-js rejects.
 */
export async function releaseSchema({ schemaFile, releasesDir, date }: ReleaseOptions): Promise<ReleaseResult> {
  if (!RELEASE_FILE.test(`${date}.graphql`) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))
    throw new Error(`"${date}" is not a date like 2026-11-23`)
  const text = fs.readFileSync(schemaFile, "utf8")
  const current = buildSchemaFromText(schemaFile, text).schema
  const releases = readReleases(releasesDir)
  const last = releases.at(-1) ?? null
  if (last && date <= last.version)
    throw new Error(`The last release is ${last.version}; a new release must be dated after it (not ${date}).`)
  const all = last ? await diffSchemas(last.schema, current) : []
  const changes = releaseChanges(all)
  if (last && changes.length === 0) return { status: "unchanged", previous: last.version }
  const after = schemaMembers(current)
  const lifecycle = last ? formatLifecycleStep(lifecycleStep(all, schemaMembers(last.schema), after), after) : []
  const file = path.join(releasesDir, `${date}.graphql`)
  fs.mkdirSync(releasesDir, { recursive: true })
  fs.writeFileSync(file, text, { flag: "wx" })
  return {
    status: "released",
    file,
    previous: last?.version ?? null,
    changes,
    lifecycle,
  }
}

/** What changed from `before` to `after`, by the changelog's own rules (schema-changelog.ts): inspector's diff without implied changes. */
export async function schemaChanges(before: GraphQLSchema, after: GraphQLSchema): Promise<ReleaseChange[]> {
  return releaseChanges(await diffSchemas(before, after))
}

/** The inspector's changes as a release lists them: without the ones another change implies. */
function releaseChanges(all: Awaited<ReturnType<typeof diffSchemas>>): ReleaseChange[] {
  return withoutImpliedChanges(all).map((change) => ({
    criticality: change.criticality.level as Criticality,
    message: change.message,
  }))
}

const LABELS: Record<Criticality, string> = { BREAKING: "breaking", DANGEROUS: "dangerous", NON_BREAKING: "safe" }
const ORDER: Criticality[] = ["BREAKING", "DANGEROUS", "NON_BREAKING"]

/** "1 breaking, 0 dangerous, 2 safe" */
export function changeCounts(changes: readonly ReleaseChange[]): string {
  return ORDER.map(
    (level) => `${changes.filter((change) => change.criticality === level).length} ${LABELS[level]}`,
  ).join(", ")
}

/** One line per change, breaking first: "  breaking   Field 'city' was removed from object type 'Outlet'". */
export function changeLines(changes: readonly ReleaseChange[]): string[] {
  return ORDER.flatMap((level) =>
    changes
      .filter((change) => change.criticality === level)
      .map((change) => `  ${LABELS[level].padEnd(9)}  ${change.message}`),
  )
}

/** What `npm run schema:release` prints. */
export function formatRelease(result: ReleaseResult, date: string): string {
  if (result.status === "unchanged")
    return `content/schema.graphql has not changed since the release of ${result.previous}; nothing to release.`
  if (!result.previous) return `Released ${date} (${result.file}): the first release of the schema.`
  return [
    `Released ${date} (${result.file}): ${result.changes.length} changes since ${result.previous} (${changeCounts(result.changes)}).`,
    ...changeLines(result.changes),
    "Lifecycle (the reference's Added in / Deprecated in badges and the deprecations page):",
    ...result.lifecycle,
  ].join("\n")
}
