import {
  Children,
  cloneElement,
  createElement,
  isValidElement,
  type ComponentPropsWithoutRef,
  type ReactElement,
  type ReactNode,
} from "react"

/**
 * The markup of Markdown's headings and tables, in plain React (no JSX, no CSS
 * module, no Gatsby): the browser's MDX components (index.tsx) and the build's
 * render of a doc's prose to HTML (gatsby/lib/doc-prose.ts) both make it, so a
 * doc's HTML is the same whichever made it. Its class names are global
 * (src/styles/global.css, "Markdown"): the build renders outside webpack, where
 * a CSS module's hashed names do not exist.
 */
export const MDX_CLASS = {
  anchored: "mdx-anchored",
  hashLink: "mdx-hash-link",
  tableWrapper: "mdx-table-wrapper",
  table: "mdx-table",
} as const

export type HeadingTag = "h2" | "h3" | "h4" | "h5" | "h6"

export function textOf(node: ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node)
  if (Array.isArray(node)) return node.map(textOf).join("")
  if (node && typeof node === "object" && "props" in node)
    return textOf((node.props as { children?: ReactNode }).children)
  return ""
}

/** A heading with its id and a "#" direct link beside its text. */
export function anchoredHeading(Tag: HeadingTag) {
  function Heading({ id, children, ...rest }: ComponentPropsWithoutRef<HeadingTag>) {
    if (!id) return createElement(Tag, rest, children)
    const label = `Direct link to ${textOf(children)}`
    return createElement(
      Tag,
      { id, className: MDX_CLASS.anchored, ...rest },
      children,
      createElement(
        "a",
        {
          href: `#${id}`,
          "data-pagefind-ignore": "",
          className: MDX_CLASS.hashLink,
          "aria-label": label,
          title: label,
        },
        "#",
      ),
    )
  }
  Heading.displayName = `Mdx${Tag.toUpperCase()}`
  return Heading
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

/** A Markdown table: a table on wide screens; on a phone, each row a card of labelled cells. */
export function MdxTable({ children, className, ...props }: ComponentPropsWithoutRef<"table">) {
  return createElement(
    "div",
    { className: MDX_CLASS.tableWrapper },
    createElement(
      "table",
      { ...props, className: `${MDX_CLASS.table} stacked-on-phones${className ? ` ${className}` : ""}` },
      labelCells(children),
    ),
  )
}

export const headings = {
  h2: anchoredHeading("h2"),
  h3: anchoredHeading("h3"),
  h4: anchoredHeading("h4"),
  h5: anchoredHeading("h5"),
  h6: anchoredHeading("h6"),
}

// In a module of its own, so DocProse can use it without the headings' and tables' code.
export { isInternalPageHref } from "./internal-href"
