/**
 * Reads the schema files: the schema (content/schema.graphql, or a foreign
 * one for the bench), its released versions and the examples' arguments
 * (content/schema-examples.json). The build (gatsby/site-reference.ts builds
 * the reference, its lifecycle and changelog from them), the sandbox, the MCP
 * server and the scripts read them from here. Needs graphql-js alone.
 */
import fs from "node:fs"
import path from "node:path"
import type { GraphQLSchema } from "graphql"
import { SchemaFileError, buildSchemaFromText } from "./load"
import { parseSchemaExamples, type SchemaExamples } from "./examples"
import type { SchemaVersion } from "./types"

/** The one schema file: the sandbox serves it, the docs render it, the site publishes it. */
export const SCHEMA_SOURCE = "content/schema.graphql"
/**
 * The arguments the reference's examples open with, by root field ("Query.dish": { "id": "1" }), so that each
 * returns data from the sandbox. A foreign schema (the bench) has none: its examples keep placeholders.
 */
export const SCHEMA_EXAMPLES_FILE = "content/schema-examples.json"
/** Released versions of the schema, one file per release date (YYYY-MM-DD.graphql). */
export const SCHEMA_RELEASES_DIR = "content/schema-releases"
/** A release file's name is its date: content/schema-releases/2026-11-16.graphql. */
export const RELEASE_FILE = /^(\d{4}-\d{2}-\d{2})\.graphql$/

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

let cachedSchema: { key: string; value: SiteSchema } | null = null

/** The schema the reference renders, parsed once per build; throws a SchemaFileError naming file, line and column. */
export function readSiteSchema(): SiteSchema {
  const foreignFile = process.env[FOREIGN_SCHEMA_VARIABLE]
  const absolute = path.resolve(foreignFile || SCHEMA_SOURCE)
  const text = fs.readFileSync(absolute, "utf8")
  const key = `${absolute}\n${text.length}\n${fs.statSync(absolute).mtimeMs}`
  if (cachedSchema?.key === key) return cachedSchema.value
  const file = path.relative(process.cwd(), absolute) || absolute
  const { schema, warnings } = buildSchemaFromText(file, text, { tolerant: Boolean(foreignFile) })
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
      return { version: match[1], schema: buildSchemaFromText(file, text, { tolerant }).schema }
    })
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
