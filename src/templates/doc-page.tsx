import { graphql, type HeadProps, type PageProps } from "gatsby"
import type { ReactNode } from "react"
import { DocHead, DocPage, type DocPageContext } from "../components/DocPage"

/**
 * A doc's page. Gatsby compiles this file once per doc, with that doc's MDX as `children`, so it holds only what
 * must be here (the default export, Head and the query); the page itself is src/components/DocPage, compiled once.
 */
export default function DocPageTemplate(
  props: PageProps<Queries.DocPageQuery, DocPageContext> & { children: ReactNode },
) {
  return <DocPage {...props} />
}

export function Head(props: HeadProps<Queries.DocPageQuery>) {
  return <DocHead {...props} />
}

export const query = graphql`
  query DocPage($id: String!) {
    mdx(id: { eq: $id }) {
      fields {
        route
        title
      }
      frontmatter {
        description
      }
      toc {
        depth
        value
        id
      }
      examples
      prose
    }
  }
`
