/**
 * The schema library: everything that reads, diffs, describes or measures the GraphQL schema. The build (gatsby/),
 * the sandbox, the MCP server and the scripts import it; it imports none of them (docs/architecture.md, Layout).
 *
 * Five entry points, so that a user loads only what it uses:
 * - this one (`schema`): the schema's files and how to load them, the examples file, deprecated usages. It needs
 *   graphql-js alone: the sandbox and the MCP server start with it.
 * - `schema/reference`: the reference model, the records the reference pages show (markdown-it renders descriptions).
 * - `schema/changes`: the diff of two versions (GraphQL Inspector), the lifecycle and the changelog.
 * - `schema/cost`: the cost rule and the API's limits (graphql-js alone).
 * - `schema/typescript`: operations' TypeScript types and the build's proof that the docs' TypeScript compiles.
 *
 * The modules under schema/src/ are internal: import them through an entry point.
 */
export { SchemaFileError, buildSchemaFromText, type LoadSchemaOptions, type LoadedSchema } from "./src/load"
export {
  FOREIGN_RELEASES_VARIABLE,
  FOREIGN_SCHEMA_VARIABLE,
  RELEASE_FILE,
  SCHEMA_EXAMPLES_FILE,
  SCHEMA_RELEASES_DIR,
  SCHEMA_SOURCE,
  readReleases,
  readScalarExamples,
  readSchemaExamples,
  readSiteSchema,
  type SiteSchema,
} from "./src/files"
export type { ExampleOperation, SchemaExamples } from "./src/examples"
export { deprecatedUsages, deprecationMessage, type DeprecatedUsage } from "./src/deprecated-usages"
export type { SchemaVersion } from "./src/types"
