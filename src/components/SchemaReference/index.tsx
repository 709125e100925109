import { Link } from "gatsby"
import type { ReactNode } from "react"
import { CodeBlock } from "../CodeBlock"
import { ProblemReport } from "../Feedback/ProblemReport"
import { AnchoredHeading } from "../MdxComponents"
import { playgroundHref } from "../../../core/playground-url"
import { API_LIMITS_ROUTE } from "../../../core/routes"
import { UNRELEASED, releaseHref } from "../../../core/schema-lifecycle"
import { partition } from "./deprecation"
import * as styles from "./styles.module.css"

/**
 * The building blocks of the schema reference pages. They render records
 * made at build time (schema/src/reference.ts); descriptions arrive as
 * HTML rendered from the schema's Markdown with raw HTML escaped.
 */

// The records' shapes, as the page queries' fragments (./fragments.ts) select them; Gatsby generates these types.
type TypeRefData = Queries.SchemaTypeRefDataFragment
type ArgumentData = Queries.SchemaArgumentDataFragment
type ExampleData = Queries.SchemaExampleDataFragment
/** A field; a root field's page also selects its example. */
export type FieldData = Queries.SchemaFieldDataFragment & { readonly example?: ExampleData | null }
type EnumValueData = Queries.SchemaEnumValueDataFragment
type LinkData = Queries.SchemaLinkDataFragment
type CoordinateData = Queries.SchemaCoordinateLinkDataFragment

/** "[Dish!]!" with "Dish" linked to its page. */
export function TypeRef({ type }: { type: TypeRefData }) {
  const at = type.display.indexOf(type.name)
  const before = at >= 0 ? type.display.slice(0, at) : ""
  const after = at >= 0 ? type.display.slice(at + type.name.length) : ""
  return (
    <code className={styles.typeRef}>
      {before}
      <Link to={type.href}>{type.name}</Link>
      {after}
    </code>
  )
}

export function Description({ html, className }: { html: string | null | undefined; className?: string }) {
  if (!html) return null
  return (
    <div
      className={className ? `${styles.description} ${className}` : styles.description}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}

/**
 * "Added in 2026-11-16", linked to that release in the changelog; "Unreleased" for what only the current schema
 * has. Members of the first release have none (the changelog says so).
 */
export function AddedBadge({ addedIn }: { addedIn: string | null | undefined }) {
  if (!addedIn) return null
  return (
    <>
      {" "}
      <Link to={releaseHref(addedIn)} className={`${styles.badge} ${styles.lifecycleBadge}`}>
        {addedIn === UNRELEASED ? "Unreleased" : `Added in ${addedIn}`}
      </Link>
    </>
  )
}

/** "Deprecated in 2026-11-16" (linked to that release) and the reason, whose replacement the build has linked. */
export function DeprecatedMark({ reasonHtml, deprecatedIn }: { reasonHtml: string; deprecatedIn?: string | null }) {
  return (
    <p className={styles.deprecated}>
      {deprecatedIn ? (
        <Link to={releaseHref(deprecatedIn)} className={`${styles.badge} ${styles.deprecatedBadge}`}>
          {deprecatedIn === UNRELEASED ? "Deprecated (unreleased)" : `Deprecated in ${deprecatedIn}`}
        </Link>
      ) : (
        <span className={styles.badge}>Deprecated</span>
      )}{" "}
      <span dangerouslySetInnerHTML={{ __html: reasonHtml }} />
    </p>
  )
}

/** What a field's `@cost` and `@listSize` declare, as the build words it: "Cost: sized by <code>first</code>". */
export function DeclaredCost({ html }: { html: string | null | undefined }) {
  if (!html) return null
  return <p className={styles.declaredCost} dangerouslySetInnerHTML={{ __html: html }} />
}

function DeprecatedGroup({ count, noun, children }: { count: number; noun: string; children: ReactNode }) {
  if (count === 0) return null
  return (
    <details className={styles.deprecatedGroup}>
      <summary>
        Deprecated {noun} ({count})
      </summary>
      {children}
    </details>
  )
}

function ArgumentItem({ arg }: { arg: ArgumentData }) {
  return (
    <li id={arg.anchor} className={styles.argument}>
      <code className={styles.name}>{arg.name}</code>: <TypeWithDefault member={arg} />
      <AddedBadge addedIn={arg.addedIn} />
      {arg.deprecationReasonHtml !== null ? (
        <DeprecatedMark reasonHtml={arg.deprecationReasonHtml} deprecatedIn={arg.deprecatedIn} />
      ) : null}
      <Description html={arg.descriptionHtml} />
    </li>
  )
}

/** Arguments of a field or directive, deprecated ones folded after the rest. */
export function ArgumentList({ args }: { args: readonly ArgumentData[] }) {
  if (args.length === 0) return null
  const [current, deprecated] = partition(args)
  return (
    <div className={styles.argumentBlock}>
      <p className={styles.argumentsTitle}>Arguments</p>
      <ul className={styles.argumentList}>
        {current.map((arg) => (
          <ArgumentItem key={arg.name} arg={arg} />
        ))}
      </ul>
      <DeprecatedGroup count={deprecated.length} noun="arguments">
        <ul className={styles.argumentList}>
          {deprecated.map((arg) => (
            <ArgumentItem key={arg.name} arg={arg} />
          ))}
        </ul>
      </DeprecatedGroup>
    </div>
  )
}

/** What every member of a type has: a name, a description, and a deprecation reason when deprecated. */
interface MemberData {
  readonly name: string
  readonly descriptionHtml: string | null
  readonly deprecationReasonHtml: string | null
  readonly addedIn: string | null
  readonly deprecatedIn: string | null
}

interface MemberTableProps<T extends MemberData> {
  members: readonly T[]
  /** "field" -> "Fields of Dish", "Deprecated fields (1)". */
  noun: { one: string; many: string }
  typeName: string
  /** The type column, when the members have types (fields, input fields); enum values have none. */
  typeCell?: (member: T) => ReactNode
  /** The anchor of a member's row; its name unless said otherwise. */
  anchor?: (member: T) => string
  /** What follows the description (a field's arguments). */
  more?: (member: T) => ReactNode
}

function MemberRows<T extends MemberData>({
  members,
  caption,
  noun,
  typeCell,
  anchor,
  more,
  typeName,
}: Omit<MemberTableProps<T>, "members"> & { members: readonly T[]; caption: string }) {
  return (
    <div className={styles.tableWrapper}>
      <table className={`${styles.table} stacked-on-phones`}>
        <caption className="visually-hidden" data-pagefind-ignore="">
          {caption}
        </caption>
        <thead data-pagefind-ignore="">
          <tr>
            <th scope="col">{noun.one.charAt(0).toUpperCase() + noun.one.slice(1)}</th>
            {typeCell ? <th scope="col">Type</th> : null}
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.name} id={anchor ? anchor(member) : member.name}>
              <td className={styles.nameCell}>
                <code className={styles.name}>{member.name}</code>
                <AddedBadge addedIn={member.addedIn} />
              </td>
              {typeCell ? <td className={styles.typeCell}>{typeCell(member)}</td> : null}
              <td>
                {member.deprecationReasonHtml !== null ? (
                  <DeprecatedMark reasonHtml={member.deprecationReasonHtml} deprecatedIn={member.deprecatedIn} />
                ) : null}
                <Description html={member.descriptionHtml} />
                {more?.(member)}
                <ProblemReport
                  kind="member"
                  name={`${typeName}.${member.name}`}
                  summaryHtml={`Feedback on <code>${typeName}.${member.name}</code>`}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The members of a type in a table; deprecated ones in a folded group after the rest. */
function MemberTable<T extends MemberData>({ members, noun, typeName, ...columns }: MemberTableProps<T>) {
  const [current, deprecated] = partition(members)
  return (
    <>
      {current.length > 0 ? (
        <MemberRows
          members={current}
          caption={`${noun.many.charAt(0).toUpperCase() + noun.many.slice(1)} of ${typeName}`}
          noun={noun}
          typeName={typeName}
          {...columns}
        />
      ) : null}
      <DeprecatedGroup count={deprecated.length} noun={noun.many}>
        <MemberRows
          members={deprecated}
          caption={`Deprecated ${noun.many} of ${typeName}`}
          noun={noun}
          typeName={typeName}
          {...columns}
        />
      </DeprecatedGroup>
    </>
  )
}

function TypeWithDefault({ member }: { member: ArgumentData }) {
  return (
    <>
      <TypeRef type={member.type} />
      {member.defaultValue !== null ? (
        <span className={styles.defaultValue}>
          {" "}
          = <code>{member.defaultValue}</code>
        </span>
      ) : null}
    </>
  )
}

/** The fields of an object or interface: name, type, description and arguments. */
export function FieldTable({ fields, typeName }: { fields: readonly FieldData[]; typeName: string }) {
  return (
    <MemberTable
      members={fields}
      noun={{ one: "field", many: "fields" }}
      typeName={typeName}
      typeCell={(field) => <TypeRef type={field.type} />}
      more={(field) => (
        <>
          <DeclaredCost html={field.declaredCostHtml} />
          <ArgumentList args={field.args} />
        </>
      )}
    />
  )
}

export function InputFieldTable({ fields, typeName }: { fields: readonly ArgumentData[]; typeName: string }) {
  return (
    <MemberTable
      members={fields}
      noun={{ one: "input field", many: "input fields" }}
      typeName={typeName}
      typeCell={(field) => <TypeWithDefault member={field} />}
      anchor={(field) => field.anchor}
    />
  )
}

export function EnumValueTable({ values, typeName }: { values: readonly EnumValueData[]; typeName: string }) {
  return <MemberTable members={values} noun={{ one: "value", many: "values" }} typeName={typeName} />
}

export function TypeLinkList({ links }: { links: readonly LinkData[] }) {
  return (
    <ul className={styles.inlineList}>
      {links.map((link) => (
        <li key={link.name}>
          <Link to={link.href}>
            <code>{link.name}</code>
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function CoordinateList({ links }: { links: readonly CoordinateData[] }) {
  return (
    <ul className={styles.coordinateList}>
      {links.map((link) => (
        <li key={link.coordinate}>
          <Link to={link.href}>
            <code>{link.coordinate}</code>
          </Link>
        </li>
      ))}
    </ul>
  )
}

/**
 * A root field's generated example: the operation, its variables, a link that opens it in the playground (the docs'
 * code block), and what it costs (measured at build time), linked to the API's limits.
 */
export function ExampleOperation({ example }: { example: ExampleData }) {
  return (
    <div className={styles.example}>
      <CodeBlock
        html={example.queryHtml}
        copyText={example.query}
        language="graphql"
        copyLabel={`Copy the ${example.operationName} operation`}
      />
      {example.variables && example.variablesHtml ? (
        <CodeBlock
          html={example.variablesHtml}
          copyText={example.variables}
          title="Variables"
          copyLabel={`Copy the variables of ${example.operationName}`}
        />
      ) : null}
      <p className={styles.exampleLinks}>
        <Link
          to={playgroundHref({
            query: example.query,
            variables: example.variables,
            operationName: example.operationName,
          })}
          className={styles.playgroundLink}
        >
          Open {example.operationName} in the Playground
        </Link>
        {example.cost ? (
          <Link to={API_LIMITS_ROUTE} className={styles.cost}>
            {example.cost.line}
          </Link>
        ) : null}
      </p>
    </div>
  )
}

export { AnchoredHeading }
