import { AnchoredHeading, ArgumentList, Description } from "."
import * as styles from "./styles.module.css"
import { kindInfo } from "../../../core/schema-kinds"

/** The schema's directives as the directives page's query selects them (src/templates/schema-directives.tsx). */
type Directive = Queries.SchemaDirectivesPageQuery["allSchemaDirective"]["nodes"][number]

/**
 * The directives page's body: each directive, where it may be used, and its arguments. The reference's code draws it
 * as a deferred island (./islands/).
 */
export function DirectivesBody({ directives }: { directives: readonly Directive[] }) {
  return (
    <>
      <p>{kindInfo("directive").intro}</p>
      {directives.map((directive) => (
        <section key={directive.name}>
          <AnchoredHeading as="h2" id={directive.anchor}>
            @{directive.name}
          </AnchoredHeading>
          {directive.builtIn ? <p className={styles.kindLabel}>Built in</p> : null}
          <Description html={directive.descriptionHtml} />
          <p>
            Used on:{" "}
            {directive.locations.map((location, index) => [
              index > 0 ? ", " : "",
              <code key={location}>{location}</code>,
            ])}
            {directive.isRepeatable ? ". Repeatable." : null}
          </p>
          <ArgumentList args={directive.args} />
        </section>
      ))}
    </>
  )
}
