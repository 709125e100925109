/** A type of the schema as its page's query selects it (src/templates/schema-type.tsx). */
export type SchemaTypeData = NonNullable<Queries.SchemaTypePageQuery["schemaType"]>

export type TypeSectionId =
  | "implements-interfaces"
  | "field-list"
  | "input-fields"
  | "enum-values"
  | "possible-types"
  | "implemented-by"
  | "member-of"
  | "returned-by"
  | "used-by"
  | "type-sdl"

export interface TypeSection {
  id: TypeSectionId
  title: string
}

/**
 * The sections a type's page shows, in order: each list that has something in
 * it (a union's members always), then its SDL. The page's table of contents
 * and its body both take them from here. Ids have a hyphen, so they never
 * clash with a field's name.
 */
export function typeSections(type: SchemaTypeData): TypeSection[] {
  const listed = (id: TypeSectionId, title: string, items: readonly unknown[]) =>
    items.length > 0 ? [{ id, title }] : []
  return [
    ...listed("implements-interfaces", "Implements", type.interfaces),
    ...listed("field-list", "Fields", type.fieldDefinitions),
    ...listed("input-fields", "Input fields", type.inputFields),
    ...listed("enum-values", "Values", type.enumValues),
    ...(type.kind === "union" ? [{ id: "possible-types" as const, title: "Members" }] : []),
    ...listed("implemented-by", "Implemented by", type.implementedBy),
    ...listed("member-of", "Member of", type.memberOf),
    ...listed("returned-by", "Returned by", type.returnedBy),
    ...listed("used-by", "Taken by", type.usedBy),
    { id: "type-sdl", title: "SDL" },
  ]
}
