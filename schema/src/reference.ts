import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  isUnionType,
  parse,
  printType,
  validate,
  type GraphQLNamedType,
  type GraphQLSchema,
} from "graphql"
import type { SchemaExamples } from "./examples"
import { exampleLimitProblems } from "./example-cost"
import { replacementPath } from "./deprecation-reason"
import type { SchemaLifecycle } from "./types"
import { descriptionHtml, descriptionMarkdown, linkReplacement, summaryHtml } from "./descriptions"
import {
  kindRoute,
  typeKind,
  typeSlugs,
  type DeprecationRecord,
  type DirectiveRecord,
  type KindSummary,
  type OperationKind,
  type SchemaReference,
  type TypeRecord,
} from "./reference-records"
import { OPERATION_KINDS, REFERENCE_KINDS, isOperationKind } from "../../core/schema-kinds"
import { errorMessage } from "../../core/error-message"

import {
  byCoordinate,
  byName,
  directiveRecord,
  enumValueRecords,
  fieldRecord,
  inputFieldRecords,
  lifecycleOf,
  linkTo,
  push,
  routeOf,
  type Build,
} from "./reference-members"

/**
 * The schema reference as plain records: one pure function from a graphql-js
 * schema to everything the reference pages show, relations included. It
 * knows nothing of Gatsby, so the tests and the bench call it directly;
 * gatsby/source-schema-nodes.ts turns the records into nodes. The records'
 * shape and routes are reference-records.ts; descriptions become HTML in
 * descriptions.ts (markdown-it).
 */

export * from "./reference-records"
export { declaredCostNote } from "./reference-members"
export { descriptionHtml, descriptionMarkdown, reasonHtml, summaryHtml } from "./descriptions"

// The reference's entry page is the doc content/docs/graphql-schema.mdx; its routes are shared with the pages.
export {
  SCHEMA_CHANGELOG_ROUTE,
  SCHEMA_DEPRECATIONS_ROUTE,
  SCHEMA_FEED_PATH,
  SCHEMA_REFERENCE_ROUTE,
  changesSinceRoute,
} from "../../core/schema-lifecycle"

/**
 * Builds every record of the reference from a schema. `examples`: the arguments root fields' examples open with
 * (the schema's examples file); placeholders for the rest. `lifecycle`: when each member came and was deprecated
 * (lifecycle.ts); without it, none.
 */
export function buildSchemaReference(
  schema: GraphQLSchema,
  examples: SchemaExamples = new Map(),
  lifecycle: SchemaLifecycle = new Map(),
): SchemaReference {
  const rootTypes = rootTypesOf(schema)
  const namedTypes = Object.values(schema.getTypeMap())
    .filter((type) => !type.name.startsWith("__"))
    .sort(byName)
  const slugs = typeSlugs(namedTypes.filter((type) => !rootTypes.has(type.name)).map((type) => type.name))
  const build: Build = {
    schema,
    examples,
    lifecycle,
    rootTypes,
    slugs,
    entries: new Map(),
    deprecatedMembers: [],
    deprecations: [],
    returnedBy: new Map(),
    usedBy: new Map(),
    memberOf: new Map(),
    implementedBy: new Map(),
  }
  const types = namedTypes.map((type) => typeRecord(build, type))
  const directives = [...schema.getDirectives()].sort(byName).map((directive) => directiveRecord(build, directive))
  addBackLinks(build, types)
  const deprecations = linkReplacements(build)
  return { types, directives, kinds: kindSummaries(types, directives), deprecations: deprecations.sort(byCoordinate) }
}

function rootTypesOf(schema: GraphQLSchema): Map<string, OperationKind> {
  const rootTypes = new Map<string, OperationKind>()
  for (const kind of OPERATION_KINDS) {
    const root =
      kind === "query"
        ? schema.getQueryType()
        : kind === "mutation"
          ? schema.getMutationType()
          : schema.getSubscriptionType()
    if (root) rootTypes.set(root.name, kind)
  }
  return rootTypes
}

function typeRecord(build: Build, type: GraphQLNamedType): TypeRecord {
  const route = routeOf(build, type.name)
  const link = linkTo(build)
  build.entries.set(type.name, { coordinate: type.name, href: route })
  const record: TypeRecord = {
    name: type.name,
    kind: build.rootTypes.get(type.name) ?? typeKind(type),
    route,
    descriptionHtml: descriptionHtml(type.description),
    description: descriptionMarkdown(type.description),
    summaryHtml: summaryHtml(type.description),
    fieldDefinitions: [],
    inputFields: [],
    enumValues: [],
    interfaces: [],
    implementedBy: [],
    possibleTypes: [],
    memberOf: [],
    returnedBy: [],
    usedBy: [],
    builtIn: isScalarType(type) && isSpecifiedScalarType(type),
    specifiedByUrl: isScalarType(type) ? (type.specifiedByURL ?? null) : null,
    sdl: printType(type),
    addedIn: lifecycleOf(build, type.name).addedIn,
  }
  if (isObjectType(type) || isInterfaceType(type)) {
    record.fieldDefinitions = Object.values(type.getFields()).map((field) => fieldRecord(build, type, field, route))
    record.interfaces = type.getInterfaces().map(link).sort(byName)
    for (const iface of type.getInterfaces()) push(build.implementedBy, iface.name, link(type))
  }
  if (isInterfaceType(type)) record.possibleTypes = build.schema.getPossibleTypes(type).map(link).sort(byName)
  if (isUnionType(type)) {
    record.possibleTypes = type.getTypes().map(link).sort(byName)
    for (const member of type.getTypes()) push(build.memberOf, member.name, link(type))
  }
  if (isEnumType(type)) record.enumValues = enumValueRecords(build, type, route)
  if (isInputObjectType(type)) record.inputFields = inputFieldRecords(build, type, route)
  return record
}

/** What links to each type, known once every type and directive has been walked. */
function addBackLinks(build: Build, types: TypeRecord[]) {
  for (const record of types) {
    record.implementedBy = (build.implementedBy.get(record.name) ?? []).sort(byName)
    record.memberOf = (build.memberOf.get(record.name) ?? []).sort(byName)
    if (!record.builtIn) {
      record.returnedBy = (build.returnedBy.get(record.name) ?? []).sort(byCoordinate)
      record.usedBy = (build.usedBy.get(record.name) ?? []).sort(byCoordinate)
    }
  }
}

function kindSummaries(types: TypeRecord[], directives: DirectiveRecord[]): KindSummary[] {
  return REFERENCE_KINDS.map(({ kind, label }) => {
    const count =
      kind === "directive"
        ? directives.length
        : isOperationKind(kind)
          ? (types.find((type) => type.kind === kind)?.fieldDefinitions.length ?? 0)
          : types.filter((type) => type.kind === kind).length
    return { kind, label, count, route: count > 0 ? kindRoute(kind) : null }
  })
}

/** The replacement a deprecation reason names, linked in the reason and on the deprecations page. */
function linkReplacements(build: Build): DeprecationRecord[] {
  const exists = (path: string) => build.entries.has(path)
  const replacementOf = (path: string, reason: string) => {
    const found = replacementPath(reason, path, exists)
    const entry = found ? build.entries.get(found) : undefined
    return found && entry ? { path: found, entry } : null
  }
  for (const { path, reason, record } of build.deprecatedMembers) {
    const replacement = replacementOf(path, reason)
    if (replacement && record.deprecationReasonHtml)
      record.deprecationReasonHtml = linkReplacement(
        record.deprecationReasonHtml,
        replacement.path,
        replacement.entry.href,
      )
  }
  return build.deprecations.map(({ path, rawReason, ...record }) => {
    const replacement = replacementOf(path, rawReason)
    return {
      ...record,
      reasonHtml: replacement
        ? linkReplacement(record.reasonHtml, replacement.path, replacement.entry.href)
        : record.reasonHtml,
      replacement: replacement?.entry ?? null,
    }
  })
}

/**
 * The generated example operations that graphql-js finds invalid against their schema, or that are over the API's
 * limits, one line each.
 */
export function referenceExampleProblems(schema: GraphQLSchema, reference: SchemaReference): string[] {
  return reference.types.flatMap((type) =>
    type.fieldDefinitions.flatMap((field) => {
      const example = field.example
      if (!example) return []
      try {
        const errors = validate(schema, parse(example.query))
        const problems =
          errors.length > 0 ? errors.map((error) => error.message) : exampleLimitProblems(schema, example)
        return problems.map((problem) => `${type.name}.${field.name}: ${problem}`)
      } catch (error) {
        return [`${type.name}.${field.name}: ${errorMessage(error)}`]
      }
    }),
  )
}
