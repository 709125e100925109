/**
 * How the schema changes: the diff of two versions (GraphQL Inspector, the engine behind GitHub's GraphQL
 * changelog), each member's lifecycle over the releases, the changelog and the changes since each release. This
 * entry point loads @graphql-inspector/core; `schema` (index.ts) does not.
 */
export {
  buildChangelog,
  diffSchemas,
  buildChangesSince,
  withoutImpliedChanges,
  type ChangelogChange,
  type ChangelogRelease,
  type ChangesSince,
  type Criticality,
} from "./src/changelog"
export {
  buildLifecycle,
  formatLifecycleStep,
  lifecycleStep,
  schemaMembers,
  type LifecycleStep,
  type MemberLifecycle,
  type SchemaLifecycle,
} from "./src/lifecycle"
