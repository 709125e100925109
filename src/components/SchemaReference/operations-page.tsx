import {
  AddedBadge,
  AnchoredHeading,
  ArgumentList,
  DeclaredCost,
  DeprecatedMark,
  Description,
  ExampleOperation,
  TypeRef,
  type FieldData,
} from "."
import { DEPRECATED_OPERATIONS_ID, partition } from "./deprecation"
import * as styles from "./styles.module.css"
import { kindInfo } from "../../../core/schema-kinds"

/** The root type of an operations page (Queries, Mutations), as its query selects it (src/templates/schema-operations.tsx). */
export type OperationsRootData = NonNullable<Queries.SchemaOperationsPageQuery["schemaType"]>

function RootField({ field, headingLevel }: { field: FieldData; headingLevel: "h2" | "h3" }) {
  return (
    <section>
      <AnchoredHeading as={headingLevel} id={field.name}>
        {field.name}
      </AnchoredHeading>
      <p>
        Returns <TypeRef type={field.type} />
        <AddedBadge addedIn={field.addedIn} />
      </p>
      {field.deprecationReasonHtml !== null ? (
        <DeprecatedMark reasonHtml={field.deprecationReasonHtml} deprecatedIn={field.deprecatedIn} />
      ) : null}
      <Description html={field.descriptionHtml} />
      <DeclaredCost html={field.declaredCostHtml} />
      <ArgumentList args={field.args} />
      {field.example ? <ExampleOperation example={field.example} /> : null}
    </section>
  )
}

/**
 * The body of an operations page: each current root field with its arguments and a runnable example, then the
 * deprecated ones folded away; anchors are the field names. The reference's code draws it as a deferred island
 * (./islands/).
 */
export function SchemaOperationsBody({ root }: { root: OperationsRootData }) {
  const info = kindInfo(root.kind)
  const [current, deprecated] = partition(root.fieldDefinitions)
  return (
    <>
      <Description html={root.descriptionHtml} />
      {current.map((field) => (
        <RootField key={field.name} field={field} headingLevel="h2" />
      ))}
      {deprecated.length > 0 ? (
        <>
          <AnchoredHeading as="h2" id={DEPRECATED_OPERATIONS_ID}>
            Deprecated {info.label.toLowerCase()}
          </AnchoredHeading>
          <details className={styles.deprecatedGroup}>
            <summary>
              Deprecated {info.label.toLowerCase()} ({deprecated.length})
            </summary>
            {deprecated.map((field) => (
              <RootField key={field.name} field={field} headingLevel="h3" />
            ))}
          </details>
        </>
      ) : null}
    </>
  )
}
