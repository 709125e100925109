/**
 * The schema reference: one pure function from a graphql-js schema to the records the reference pages show
 * (buildSchemaReference), their routes, the check of the generated examples, and what an example costs (the docs'
 * examples' too). Descriptions become HTML with markdown-it, so this entry point loads it; `schema` (index.ts) does
 * not.
 */
export {
  SCHEMA_CHANGELOG_ROUTE,
  SCHEMA_DEPRECATIONS_ROUTE,
  SCHEMA_FEED_PATH,
  SCHEMA_REFERENCE_ROUTE,
  buildSchemaReference,
  changesSinceRoute,
  declaredCostNote,
  descriptionMarkdown,
  kindRoute,
  referenceExampleProblems,
  typeKind,
  type ArgumentRecord,
  type CoordinateLink,
  type DeprecationRecord,
  type DirectiveRecord,
  type EnumValueRecord,
  type FieldRecord,
  type KindSummary,
  type LifecycleFields,
  type OperationKind,
  type ReferenceExample,
  type ReferenceKind,
  type SchemaReference,
  type TypeKind,
  type TypeLink,
  type TypeRecord,
  type TypeRef,
} from "./src/reference"
export { exampleLimitProblems, measureExample } from "./src/example-cost"
