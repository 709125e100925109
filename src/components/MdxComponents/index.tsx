import {
  Children,
  cloneElement,
  isValidElement,
  type ComponentPropsWithoutRef,
  type ReactElement,
  type ReactNode,
} from "react"
import { Link } from "gatsby"
import * as styles from "./styles.module.css"

type HeadingTag = "h2" | "h3" | "h4" | "h5" | "h6"

function anchoredHeading(Tag: HeadingTag) {
  function Heading({ id, children, ...rest }: ComponentPropsWithoutRef<HeadingTag>) {
    if (!id) return <Tag {...rest}>{children}</Tag>
    return (
      <Tag id={id} className={styles.anchored} {...rest}>
        {children}
        <a
          href={`#${id}`}
          data-pagefind-ignore=""
          className={styles.hashLink}
          aria-label={`Direct link to ${textOf(children)}`}
          title={`Direct link to ${textOf(children)}`}
        >
          #
        </a>
      </Tag>
    )
  }
  Heading.displayName = `Mdx${Tag.toUpperCase()}`
  return Heading
}

function textOf(node: ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node)
  if (Array.isArray(node)) return node.map(textOf).join("")
  if (node && typeof node === "object" && "props" in node)
    return textOf((node.props as { children?: ReactNode }).children)
  return ""
}

/** Site-internal page links navigate in the app; files, anchors and other sites stay plain links. */
function MdxLink({ href = "", children, ...rest }: ComponentPropsWithoutRef<"a">) {
  const internalPage = href.startsWith("/") && !href.startsWith("//") && !/\.[a-z0-9]+(?:[?#]|$)/i.test(href)
  if (internalPage) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  )
}

/** An element of a table as MDX writes it (thead, tbody, tr, th, td). */
type TablePart = ReactElement<{ children?: ReactNode; "data-label"?: string }>

function elementsOf(node: ReactNode): TablePart[] {
  return Children.toArray(node).filter((child): child is TablePart => isValidElement(child))
}

/** Gives each body cell its column's heading as `data-label`, which a phone shows above the cell. */
function labelCells(children: ReactNode): ReactNode {
  const sections = elementsOf(children)
  const headerRow = elementsOf(sections.find((section) => section.type === "thead")?.props.children)[0]
  const labels = elementsOf(headerRow?.props.children).map((cell) => textOf(cell.props.children))
  return sections.map((section) =>
    section.type !== "tbody"
      ? section
      : cloneElement(section, {
          children: elementsOf(section.props.children).map((row) =>
            cloneElement(row, {
              children: elementsOf(row.props.children).map((cell, column) =>
                cloneElement(cell, { "data-label": labels[column] }),
              ),
            }),
          ),
        }),
  )
}

/** A Markdown table: a table on wide screens; on a phone, each row a card of labelled cells (styles.module.css). */
function MdxTable({ children, className, ...props }: ComponentPropsWithoutRef<"table">) {
  return (
    <div className={styles.tableWrapper}>
      <table {...props} className={`${styles.table} stacked-on-phones${className ? ` ${className}` : ""}`}>
        {labelCells(children)}
      </table>
    </div>
  )
}

const headings = {
  h2: anchoredHeading("h2"),
  h3: anchoredHeading("h3"),
  h4: anchoredHeading("h4"),
  h5: anchoredHeading("h5"),
  h6: anchoredHeading("h6"),
}

/** A heading with an id and a "#" direct link, as MDX headings have (for pages made from data). */
export function AnchoredHeading({
  as,
  ...props
}: ComponentPropsWithoutRef<HeadingTag> & { as: HeadingTag; id: string }) {
  const Heading = headings[as]
  return <Heading {...props} />
}

/** The one MDX component map, provided once in RootProviders. */
export const mdxComponents = {
  ...headings,
  a: MdxLink,
  table: MdxTable,
}
