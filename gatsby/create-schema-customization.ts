import type { GatsbyNode } from "gatsby"

/** The docs' own nodes: an MDX page's frontmatter and derived fields, the sidebar's categories, a TOC heading. */
const DOC_TYPES = `
  type MdxFrontmatter {
    title: String
    description: String
    sidebar_position: Float
    sidebar_label: String
    slug: String
  }

  type MdxFields {
    docId: String
    route: String
    category: String
    title: String
    sidebarLabel: String
    sidebarPosition: Float
    version: String
  }

  type Mdx implements Node {
    frontmatter: MdxFrontmatter
    fields: MdxFields
  }

  type DocCategory implements Node @dontInfer {
    dirPath: String!
    label: String!
    position: Float
    indexRoute: String
    indexTitle: String
    indexDescription: String
  }

  "A heading of a doc, for the table of contents."
  type DocHeading {
    depth: Int!
    value: String!
    id: String!
  }
`

/** The reference's pages in the sidebar. */
const REFERENCE_PAGE_TYPES = `
  "A page of the schema reference in the docs sidebar (a kind page or the changelog)."
  type ReferencePage implements Node @dontInfer {
    docId: String!
    route: String!
    title: String!
    category: String!
    sidebarPosition: Float
  }
`

/** The parts of a schema type's page: its fields, arguments, enum values, examples and links to other types. */
const SCHEMA_MEMBER_TYPES = `
  "A type as a field or argument uses it: display is e.g. [Dish!]!, name the named type, href its page."
  type SchemaTypeRef {
    display: String!
    name: String!
    href: String!
  }

  type SchemaArgument {
    name: String!
    anchor: String!
    descriptionHtml: String
    type: SchemaTypeRef!
    defaultValue: String
    deprecationReasonHtml: String
    "The release that added it (schema/src/lifecycle.ts): a date, unreleased, or null for the first release."
    addedIn: String
    "The release that deprecated it; null when it is not deprecated."
    deprecatedIn: String
  }

  "What an example costs before it is sent, measured at build time (schema/src/example-cost.ts)."
  type SchemaExampleCost {
    cost: Float!
    depth: Int!
    "Cost 401 of 20,000 · depth 4 of 12"
    line: String!
  }

  type SchemaExample {
    operationName: String!
    query: String!
    variables: String
    cost: SchemaExampleCost
  }

  type SchemaField {
    name: String!
    descriptionHtml: String
    type: SchemaTypeRef!
    args: [SchemaArgument!]!
    deprecationReasonHtml: String
    "What its @cost and @listSize declare: Cost: sized by <code>first</code>; null when it has neither."
    declaredCostHtml: String
    example: SchemaExample
    addedIn: String
    deprecatedIn: String
  }

  type SchemaEnumValue {
    name: String!
    descriptionHtml: String
    deprecationReasonHtml: String
    addedIn: String
    deprecatedIn: String
  }

  type SchemaLink {
    name: String!
    href: String!
  }

  type SchemaCoordinateLink {
    coordinate: String!
    href: String!
  }
`

/** One node per type and per directive of the schema. */
const SCHEMA_NODE_TYPES = `
  "A type of content/schema.graphql (schema/src/reference.ts); root types have kind query, mutation or subscription."
  type SchemaType implements Node @dontInfer {
    name: String!
    kind: String!
    route: String!
    descriptionHtml: String
    summaryHtml: String
    fieldDefinitions: [SchemaField!]!
    inputFields: [SchemaArgument!]!
    enumValues: [SchemaEnumValue!]!
    interfaces: [SchemaLink!]!
    implementedBy: [SchemaLink!]!
    possibleTypes: [SchemaLink!]!
    memberOf: [SchemaLink!]!
    returnedBy: [SchemaCoordinateLink!]!
    usedBy: [SchemaCoordinateLink!]!
    builtIn: Boolean!
    specifiedByUrl: String
    sdl: String!
    addedIn: String
  }

  type SchemaDirective implements Node @dontInfer {
    name: String!
    anchor: String!
    descriptionHtml: String
    args: [SchemaArgument!]!
    locations: [String!]!
    isRepeatable: Boolean!
    builtIn: Boolean!
  }
`

/** The reference as a whole: the kinds' counts, the deprecations, the changelog and the changes-since pages. */
const SCHEMA_SUMMARY_TYPES = `
  type SchemaKindSummary {
    kind: String!
    label: String!
    count: Int!
    route: String
  }

  type SchemaDeprecation {
    coordinate: String!
    reasonHtml: String!
    href: String!
    deprecatedIn: String
    "The date the reason announces by the convention Removal on YYYY-MM-DD."
    removalDate: String
    replacement: SchemaCoordinateLink
  }

  type SchemaChange {
    criticality: String!
    messageHtml: String!
    reason: String
    path: String
    href: String
  }

  type SchemaRelease {
    version: String!
    title: String!
    previous: String
    breaking: [SchemaChange!]!
    dangerous: [SchemaChange!]!
    safe: [SchemaChange!]!
  }

  "The changes since a release, merged into their net effect (a changes-since page)."
  type SchemaChangesSince implements Node @dontInfer {
    since: String!
    until: String!
    breaking: [SchemaChange!]!
    dangerous: [SchemaChange!]!
    safe: [SchemaChange!]!
  }

  "The reference as a whole: counts per kind, deprecations and changelog."
  type SchemaReference implements Node @dontInfer {
    kinds: [SchemaKindSummary!]!
    deprecations: [SchemaDeprecation!]!
    changelog: [SchemaRelease!]!
  }
`

/** Explicit types, so queries keep working when a field is absent from every doc. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(
    [DOC_TYPES, REFERENCE_PAGE_TYPES, SCHEMA_MEMBER_TYPES, SCHEMA_NODE_TYPES, SCHEMA_SUMMARY_TYPES].join("\n"),
  )
}
