/**
 * Reads the schema files: the schema (content/schema.graphql, or a foreign
 * one for the bench), its released versions and the examples' arguments
 * (content/schema-examples.json), and builds the reference, its lifecycle and
 * changelog from them, once per build. The build steps that need the schema or
 * the reference (the nodes, the pages, the Markdown copies, the feed, the
 * search index, the link check) and the scripts read them from here.
 */
import fs from "node:fs"
import path from "node:path"
import { parse, validate, type GraphQLSchema } from "graphql"
import { SchemaFileError, loadSchemaFile } from "./lib/schema-file"
import { buildSchemaReference, type SchemaReference } from "./lib/schema-reference"
import { parseSchemaExamples, type SchemaExamples } from "./lib/schema-examples"
import {
  RELEASE_FILE,
  buildChangelog,
  buildChangesSince,
  type ChangelogRelease,
  type ChangesSince,
  type SchemaVersion,
} from "./lib/schema-changelog"
import { buildLifecycle } from "./lib/schema-lifecycle"
import { errorMessage } from "../src/lib/shared/error-message"

/** The one schema file: the sandbox serves it, the docs render it, the site publishes it. */
export const SCHEMA_SOURCE = "content/schema.graphql"
/**
 * The arguments the reference's examples open with, by root field ("Query.dish": { "id": "1" }), so that each
 * returns data from the sandbox. A foreign schema (the bench) has none: its examples keep placeholders.
 */
export const SCHEMA_EXAMPLES_FILE = "content/schema-examples.json"
/** Released versions of the schema, one file per release date (YYYY-MM-DD.graphql). */
export const SCHEMA_RELEASES_DIR = "content/schema-releases"

/**
 * `npm run bench:schema` builds the reference of a foreign schema by setting
 * this variable to its file (SDL or introspection JSON). The docs' own
 * examples and the changelog are about our schema, so they are skipped then.
 */
export const FOREIGN_SCHEMA_VARIABLE = "ZFV_REFERENCE_SCHEMA"
/** The releases of a foreign schema (a folder of YYYY-MM-DD files), for the bench's lifecycle; none when unset. */
export const FOREIGN_RELEASES_VARIABLE = "ZFV_REFERENCE_RELEASES"

export interface SiteSchema {
  /** The file as shown in messages, relative to the project. */
  file: string
  schema: GraphQLSchema
  /** True when the reference is built for a foreign schema (the bench). */
  foreign: boolean
  warnings: string[]
}

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

let cachedSchema: { key: string; value: SiteSchema } | null = null

/** The schema the reference renders, parsed once per build; throws a SchemaFileError naming file, line and column. */
export function readSiteSchema(): SiteSchema {
  const foreignFile = process.env[FOREIGN_SCHEMA_VARIABLE]
  const absolute = path.resolve(foreignFile || SCHEMA_SOURCE)
  const text = fs.readFileSync(absolute, "utf8")
  const key = `${absolute}\n${text.length}\n${fs.statSync(absolute).mtimeMs}`
  if (cachedSchema?.key === key) return cachedSchema.value
  const file = path.relative(process.cwd(), absolute) || absolute
  const { schema, warnings } = loadSchemaFile(file, text, { tolerant: Boolean(foreignFile) })
  cachedSchema = { key, value: { file, schema, foreign: Boolean(foreignFile), warnings } }
  return cachedSchema.value
}

/**
 * The released schemas, oldest first; a bad file fails with its name, line and column. `tolerant` loads a foreign
 * schema's releases as its schema is loaded (a field defined twice keeps the first definition).
 */
export function readReleases(dir = SCHEMA_RELEASES_DIR, { tolerant = false } = {}): SchemaVersion[] {
  if (!fs.existsSync(path.resolve(dir))) return []
  return fs
    .readdirSync(path.resolve(dir))
    .filter((name) => name.endsWith(".graphql"))
    .sort()
    .map((name) => {
      const match = RELEASE_FILE.exec(name)
      const file = path.posix.join(dir, name)
      if (!match) throw new SchemaFileError(`${file}: a release file is named by its date, YYYY-MM-DD.graphql`)
      const text = fs.readFileSync(path.resolve(file), "utf8")
      return { version: match[1], schema: loadSchemaFile(file, text, { tolerant }).schema }
    })
}

/** The generated example operations that graphql-js finds invalid against their schema, one line each. */
export function referenceExampleProblems(schema: GraphQLSchema, reference: SchemaReference): string[] {
  return reference.types.flatMap((type) =>
    type.fieldDefinitions.flatMap((field) => {
      if (!field.example) return []
      try {
        return validate(schema, parse(field.example.query)).map(
          (error) => `${type.name}.${field.name}: ${error.message}`,
        )
      } catch (error) {
        return [`${type.name}.${field.name}: ${errorMessage(error)}`]
      }
    }),
  )
}

/** The examples file's arguments for `schema`; a problem with the file throws a SchemaFileError naming it. */
export function readSchemaExamples(schema: GraphQLSchema, file = SCHEMA_EXAMPLES_FILE): SchemaExamples {
  if (!fs.existsSync(path.resolve(file))) return new Map()
  const { examples, problems } = parseSchemaExamples(file, fs.readFileSync(path.resolve(file), "utf8"), schema)
  if (problems.length > 0) throw new SchemaFileError(problems.join("\n"))
  return examples
}

/**
 * The examples file's values of custom scalars ("Date": "2026-11-23") that
 * `schema` has, for the sandbox's generated values. The build checks the
 * whole file (readSchemaExamples); this reads what fits any schema.
 */
export function readScalarExamples(schema: GraphQLSchema, file = SCHEMA_EXAMPLES_FILE): ReadonlyMap<string, unknown> {
  if (!fs.existsSync(path.resolve(file))) return new Map()
  return parseSchemaExamples(file, fs.readFileSync(path.resolve(file), "utf8"), schema).scalars
}

export interface SiteReference {
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
