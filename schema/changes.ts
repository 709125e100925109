/**
 * How the schema changes: the diff of two versions (GraphQL Inspector, the engine behind GitHub's GraphQL
 * changelog), each member's lifecycle over the releases, the changelog and the changes since each release. This
 * entry point loads @graphql-inspector/core; `schema` (index.ts) does not.
 */
export { diffSchemas } from "./src/diff"
export {
  buildChangelog,
  buildChangesSince,
  withoutImpliedChanges,
  type ChangelogChange,
  type ChangelogRelease,
  type ChangesSince,
  type Criticality,
} from "./src/changelog"
export { buildLifecycle, formatLifecycleStep, lifecycleStep, schemaMembers, type LifecycleStep } from "./src/lifecycle"
export type { MemberLifecycle, SchemaLifecycle } from "./src/types"
