import { Link } from "gatsby"
import { useEffect, type ReactNode } from "react"
import { CodeBlock } from "../CodeBlock"
import { AnchoredHeading } from "../MdxComponents"
import { playgroundHref } from "../../lib/playground-url"
import * as styles from "./styles.module.css"

/**
 * The building blocks of the schema reference pages. They render records
 * made at build time (gatsby/lib/schema-reference.ts); descriptions arrive as
 * HTML rendered from the schema's Markdown with raw HTML escaped.
 */

export interface TypeRefData {
  readonly display: string
  readonly name: string
  readonly href: string
}

export interface ArgumentData {
  readonly name: string
  readonly anchor: string
  readonly descriptionHtml: string | null
  readonly type: TypeRefData
  readonly defaultValue: string | null
  readonly deprecationReasonHtml: string | null
}

export interface ExampleData {
  readonly operationName: string
  readonly query: string
  readonly variables: string | null
  /** The operation and the variables, highlighted at build time. */
  readonly queryHtml: string
  readonly variablesHtml: string | null
}

export interface FieldData {
  readonly name: string
  readonly descriptionHtml: string | null
  readonly type: TypeRefData
  readonly args: readonly ArgumentData[]
  readonly deprecationReasonHtml: string | null
  readonly example?: ExampleData | null
}

export interface EnumValueData {
  readonly name: string
  readonly descriptionHtml: string | null
  readonly deprecationReasonHtml: string | null
}

export interface LinkData {
  readonly name: string
  readonly href: string
}

export interface CoordinateData {
  readonly coordinate: string
  readonly href: string
}

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
  return <div className={className ? `${styles.description} ${className}` : styles.description} dangerouslySetInnerHTML={{ __html: html }} />
}

export function DeprecatedMark({ reasonHtml }: { reasonHtml: string }) {
  return (
    <p className={styles.deprecated}>
      <span className={styles.badge}>Deprecated</span> <span dangerouslySetInnerHTML={{ __html: reasonHtml }} />
    </p>
  )
}

/** The deprecated ones go last, folded away: "Deprecated fields (2)". */
function partition<T extends { readonly deprecationReasonHtml: string | null }>(items: readonly T[]): [T[], T[]] {
  return [items.filter((item) => item.deprecationReasonHtml === null), items.filter((item) => item.deprecationReasonHtml !== null)]
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
      <code className={styles.name}>{arg.name}</code>: <TypeRef type={arg.type} />
      {arg.defaultValue !== null ? (
        <>
          {" "}
          <span className={styles.defaultValue}>
            = <code>{arg.defaultValue}</code>
          </span>
        </>
      ) : null}
      {arg.deprecationReasonHtml !== null ? <DeprecatedMark reasonHtml={arg.deprecationReasonHtml} /> : null}
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

function FieldRow({ field }: { field: FieldData }) {
  return (
    <tr id={field.name}>
      <td className={styles.nameCell}>
        <code className={styles.name}>{field.name}</code>
      </td>
      <td className={styles.typeCell}>
        <TypeRef type={field.type} />
      </td>
      <td>
        {field.deprecationReasonHtml !== null ? <DeprecatedMark reasonHtml={field.deprecationReasonHtml} /> : null}
        <Description html={field.descriptionHtml} />
        <ArgumentList args={field.args} />
      </td>
    </tr>
  )
}

function FieldTableRows({ fields, caption }: { fields: readonly FieldData[]; caption: string }) {
  return (
    <div className={styles.tableWrapper}>
      <table className={styles.table}>
        <caption className="visually-hidden" data-pagefind-ignore="">{caption}</caption>
        <thead data-pagefind-ignore="">
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Type</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <FieldRow key={field.name} field={field} />
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The fields of an object or interface: name, type, description and arguments; deprecated ones folded last. */
export function FieldTable({ fields, typeName }: { fields: readonly FieldData[]; typeName: string }) {
  const [current, deprecated] = partition(fields)
  return (
    <>
      {current.length > 0 ? <FieldTableRows fields={current} caption={`Fields of ${typeName}`} /> : null}
      <DeprecatedGroup count={deprecated.length} noun="fields">
        <FieldTableRows fields={deprecated} caption={`Deprecated fields of ${typeName}`} />
      </DeprecatedGroup>
    </>
  )
}

function InputFieldRows({ fields, caption }: { fields: readonly ArgumentData[]; caption: string }) {
  return (
    <div className={styles.tableWrapper}>
      <table className={styles.table}>
        <caption className="visually-hidden" data-pagefind-ignore="">{caption}</caption>
        <thead data-pagefind-ignore="">
          <tr>
            <th scope="col">Input field</th>
            <th scope="col">Type</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field.name} id={field.anchor}>
              <td className={styles.nameCell}>
                <code className={styles.name}>{field.name}</code>
              </td>
              <td className={styles.typeCell}>
                <TypeRef type={field.type} />
                {field.defaultValue !== null ? (
                  <span className={styles.defaultValue}>
                    {" "}
                    = <code>{field.defaultValue}</code>
                  </span>
                ) : null}
              </td>
              <td>
                {field.deprecationReasonHtml !== null ? <DeprecatedMark reasonHtml={field.deprecationReasonHtml} /> : null}
                <Description html={field.descriptionHtml} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export function InputFieldTable({ fields, typeName }: { fields: readonly ArgumentData[]; typeName: string }) {
  const [current, deprecated] = partition(fields)
  return (
    <>
      {current.length > 0 ? <InputFieldRows fields={current} caption={`Input fields of ${typeName}`} /> : null}
      <DeprecatedGroup count={deprecated.length} noun="input fields">
        <InputFieldRows fields={deprecated} caption={`Deprecated input fields of ${typeName}`} />
      </DeprecatedGroup>
    </>
  )
}

function EnumValueRows({ values, caption }: { values: readonly EnumValueData[]; caption: string }) {
  return (
    <div className={styles.tableWrapper}>
      <table className={styles.table}>
        <caption className="visually-hidden" data-pagefind-ignore="">{caption}</caption>
        <thead data-pagefind-ignore="">
          <tr>
            <th scope="col">Value</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {values.map((value) => (
            <tr key={value.name} id={value.name}>
              <td className={styles.nameCell}>
                <code className={styles.name}>{value.name}</code>
              </td>
              <td>
                {value.deprecationReasonHtml !== null ? <DeprecatedMark reasonHtml={value.deprecationReasonHtml} /> : null}
                <Description html={value.descriptionHtml} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export function EnumValueTable({ values, typeName }: { values: readonly EnumValueData[]; typeName: string }) {
  const [current, deprecated] = partition(values)
  return (
    <>
      {current.length > 0 ? <EnumValueRows values={current} caption={`Values of ${typeName}`} /> : null}
      <DeprecatedGroup count={deprecated.length} noun="values">
        <EnumValueRows values={deprecated} caption={`Deprecated values of ${typeName}`} />
      </DeprecatedGroup>
    </>
  )
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

/** A root field's generated example: the operation, its variables, and a link that opens it in the playground (the docs' code block). */
export function ExampleOperation({ example }: { example: ExampleData }) {
  return (
    <div className={styles.example}>
      <CodeBlock html={example.queryHtml} copyText={example.query} language="graphql" copyLabel={`Copy the ${example.operationName} operation`} />
      {example.variables && example.variablesHtml ? (
        <CodeBlock html={example.variablesHtml} copyText={example.variables} title="Variables" copyLabel={`Copy the variables of ${example.operationName}`} />
      ) : null}
      <p>
        <Link to={playgroundHref({ query: example.query, variables: example.variables, operationName: example.operationName })} className={styles.playgroundLink}>
          Open {example.operationName} in the Playground
        </Link>
      </p>
    </div>
  )
}

export { AnchoredHeading }

/**
 * Opens the folded "Deprecated …" group that holds the element the URL's
 * #fragment points at (a link from the changelog to a deprecated field), on
 * load and on every hash change.
 */
export function useOpenFoldedTarget() {
  useEffect(() => {
    const open = () => {
      const id = decodeURIComponent(window.location.hash.slice(1))
      const target = id ? document.getElementById(id) : null
      const details = target?.closest("details")
      if (!target || !details || details.open) return
      details.open = true
      target.scrollIntoView()
    }
    open()
    window.addEventListener("hashchange", open)
    return () => window.removeEventListener("hashchange", open)
  }, [])
}
