import type { ComponentPropsWithoutRef } from "react"
import { Link } from "gatsby"
import { MdxTable, headings, isInternalPageHref, type HeadingTag } from "./markup"

/** Site-internal page links navigate in the app; files, anchors and other sites stay plain links. */
function MdxLink({ href = "", children, ...rest }: ComponentPropsWithoutRef<"a">) {
  if (isInternalPageHref(href)) {
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

/** A heading with an id and a "#" direct link, as MDX headings have (for pages made from data). */
export function AnchoredHeading({
  as,
  ...props
}: ComponentPropsWithoutRef<HeadingTag> & { as: HeadingTag; id: string }) {
  const Heading = headings[as]
  return <Heading {...props} />
}

/**
 * The one MDX component map, provided by MarkdownPageLayout, for the MDX that
 * is still compiled into a page (src/pages/*.mdx). A doc's prose is HTML made at
 * build time with the same markup (gatsby/lib/doc-prose.ts).
 */
export const mdxComponents = {
  ...headings,
  a: MdxLink,
  table: MdxTable,
}
