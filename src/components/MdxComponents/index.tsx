import type { ComponentPropsWithoutRef, ReactNode } from "react"
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

function MdxTable(props: ComponentPropsWithoutRef<"table">) {
  return (
    <div className={styles.tableWrapper}>
      <table {...props} />
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
