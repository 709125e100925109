import fs from "node:fs"
import path from "node:path"
import { Kind, parse, type ObjectTypeDefinitionNode } from "graphql"
import type { GatsbyNode } from "gatsby"
import { createSchemaCustomization } from "../../create-schema-customization"
import { buildSchemaFromText } from "../../../schema"
import { buildSchemaReference } from "../../../schema/reference"

// The records of schema/src/reference-records.ts are the one definition of the reference's shape. Gatsby needs it
// again as GraphQL types (create-schema-customization.ts); the page queries' fragments are checked against those
// types by Gatsby, and the components use the types Gatsby generates from the fragments. This test ties the
// GraphQL types to the records, so a field added to one and not the other fails here rather than on a page.

function nodeTypeDefinitions(): Map<string, string[]> {
  let sdl = ""
  const customize = createSchemaCustomization as (args: unknown) => void
  customize({ actions: { createTypes: (types: string) => (sdl += types) } } as unknown as Parameters<
    NonNullable<GatsbyNode["createSchemaCustomization"]>
  >[0])
  const definitions = parse(sdl).definitions.filter(
    (definition): definition is ObjectTypeDefinitionNode => definition.kind === Kind.OBJECT_TYPE_DEFINITION,
  )
  return new Map(
    definitions.map((definition) => [definition.name.value, (definition.fields ?? []).map((f) => f.name.value).sort()]),
  )
}

const fixture = path.join(__dirname, "../../../schema/__tests__/fixtures/every-kind.graphql")
const reference = buildSchemaReference(buildSchemaFromText(fixture, fs.readFileSync(fixture, "utf8")).schema)
const fields = reference.types.flatMap((type) => type.fieldDefinitions)
const argumentsAndInputFields = [
  ...fields.flatMap((field) => field.args),
  ...reference.types.flatMap((type) => type.inputFields),
]
const links = reference.types.flatMap((type) => [...type.interfaces, ...type.possibleTypes, ...type.memberOf])
const coordinateLinks = reference.types.flatMap((type) => [...type.returnedBy, ...type.usedBy])

/** Every key the records of one kind have. */
const keysOf = (records: readonly object[]) => {
  if (records.length === 0) throw new Error("the fixture has no record of this kind")
  return [...new Set(records.flatMap((record) => Object.keys(record)))].sort()
}

/** Kept for the Markdown copies, which read the records directly (gatsby/write-markdown-copies.ts), not the nodes. */
const MARKDOWN_ONLY = new Set(["description", "deprecationReason", "reason", "declaredCost"])
const onNodes = (keys: string[]) => keys.filter((key) => !MARKDOWN_ONLY.has(key))

describe("the reference's GraphQL node types and its records", () => {
  const types = nodeTypeDefinitions()
  it.each([
    ["SchemaType", () => reference.types],
    ["SchemaField", () => fields],
    ["SchemaArgument", () => argumentsAndInputFields],
    ["SchemaEnumValue", () => reference.types.flatMap((type) => type.enumValues)],
    ["SchemaTypeRef", () => fields.map((field) => field.type)],
    ["SchemaExample", () => fields.flatMap((field) => (field.example ? [field.example] : []))],
    ["SchemaExampleCost", () => fields.flatMap((field) => (field.example?.cost ? [field.example.cost] : []))],
    ["SchemaLink", () => links],
    ["SchemaCoordinateLink", () => coordinateLinks],
    ["SchemaDirective", () => reference.directives],
    ["SchemaDeprecation", () => reference.deprecations],
    ["SchemaKindSummary", () => reference.kinds],
  ])("%s has exactly the fields of its record", (typeName, records) => {
    expect(types.get(typeName)).toEqual(onNodes(keysOf(records())))
  })
})
