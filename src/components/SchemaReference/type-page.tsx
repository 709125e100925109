import type { ReactNode } from "react"
import { CodeBlock } from "../CodeBlock"
import {
  AddedBadge,
  AnchoredHeading,
  CoordinateList,
  Description,
  EnumValueTable,
  FieldTable,
  InputFieldTable,
  TypeLinkList,
} from "."
import * as styles from "./styles.module.css"
import { typeSections, type SchemaTypeData, type TypeSectionId } from "./type-sections"
import { kindInfo } from "../../../core/schema-kinds"
import { escapeHtml } from "../../../core/html-text"

/**
 * A type page's header and body: what the reference's code draws on the type
 * template (src/templates/schema-type.tsx), as deferred islands (./islands/).
 */

/** "Object", "Built-in scalar"; the badge of the release that added it; its name. */
export function SchemaTypeHeader({
  name,
  kind,
  builtIn,
  addedIn,
}: Pick<SchemaTypeData, "name" | "kind" | "builtIn" | "addedIn">) {
  return (
    <>
      <p className={styles.kindLabel}>
        {builtIn ? `Built-in ${kindInfo(kind).singular.toLowerCase()}` : kindInfo(kind).singular}
      </p>
      <AddedBadge addedIn={addedIn} />
      <h1>{name}</h1>
    </>
  )
}

function sectionBody(type: SchemaTypeData, id: TypeSectionId): ReactNode {
  switch (id) {
    case "implements-interfaces":
      return <TypeLinkList links={type.interfaces} />
    case "field-list":
      return <FieldTable fields={type.fieldDefinitions} typeName={type.name} />
    case "input-fields":
      return <InputFieldTable fields={type.inputFields} typeName={type.name} />
    case "enum-values":
      return <EnumValueTable values={type.enumValues} typeName={type.name} />
    case "possible-types":
      return <TypeLinkList links={type.possibleTypes} />
    case "implemented-by":
      return <TypeLinkList links={type.implementedBy} />
    case "member-of":
      return <TypeLinkList links={type.memberOf} />
    case "returned-by":
      return <CoordinateList links={type.returnedBy} />
    case "used-by":
      return <CoordinateList links={type.usedBy} />
    case "type-sdl":
      return (
        <CodeBlock
          html={escapeHtml(type.sdl)}
          copyText={type.sdl}
          title="GraphQL SDL"
          copyLabel={`Copy the SDL of ${type.name}`}
          searchable={false}
        />
      )
  }
}

/** What the type is, its fields or values, what links to it, and its SDL. */
export function SchemaTypeBody({ type }: { type: SchemaTypeData }) {
  return (
    <>
      <Description html={type.descriptionHtml} />
      {type.specifiedByUrl ? (
        <p>
          Specified by <a href={type.specifiedByUrl}>{type.specifiedByUrl}</a>.
        </p>
      ) : null}
      {typeSections(type).map((section) => (
        <section key={section.id}>
          <AnchoredHeading as="h2" id={section.id}>
            {section.title}
          </AnchoredHeading>
          {sectionBody(type, section.id)}
        </section>
      ))}
    </>
  )
}
