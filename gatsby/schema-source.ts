import fs from "node:fs"
import path from "node:path"
import type { GraphQLSchema } from "graphql"
import { loadSchemaFile } from "./lib/schema-file"

/** The one schema file: the sandbox serves it, the docs render it, the site publishes it. */
export const SCHEMA_SOURCE = "content/schema.graphql"
/** Released versions of the schema, one file per release date (YYYY-MM-DD.graphql). */
export const SCHEMA_RELEASES_DIR = "content/schema-releases"

/**
 * `npm run bench:schema` builds the reference of a foreign schema by setting
 * this variable to its file (SDL or introspection JSON). The docs' own
 * examples and the changelog are about our schema, so they are skipped then.
 */
export const FOREIGN_SCHEMA_VARIABLE = "ZFV_REFERENCE_SCHEMA"

export interface SiteSchema {
  /** The file as shown in messages, relative to the project. */
  file: string
  schema: GraphQLSchema
  /** True when the reference is built for a foreign schema (the bench). */
  foreign: boolean
  warnings: string[]
}

let cached: { key: string; value: SiteSchema } | null = null

/** The schema the reference renders, parsed once per build; throws a SchemaFileError naming file, line and column. */
export function readSiteSchema(): SiteSchema {
  const foreignFile = process.env[FOREIGN_SCHEMA_VARIABLE]
  const absolute = path.resolve(foreignFile || SCHEMA_SOURCE)
  const text = fs.readFileSync(absolute, "utf8")
  const key = `${absolute}\n${text.length}\n${fs.statSync(absolute).mtimeMs}`
  if (cached?.key === key) return cached.value
  const file = path.relative(process.cwd(), absolute) || absolute
  const { schema, warnings } = loadSchemaFile(file, text, { tolerant: Boolean(foreignFile) })
  cached = { key, value: { file, schema, foreign: Boolean(foreignFile), warnings } }
  return cached.value
}
