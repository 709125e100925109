import { graphql, type HeadProps, type PageProps } from "gatsby"
import { DocsLayout } from "../components/DocsLayout"
import { DocCardList } from "../components/DocCardList"
import { PageHead } from "../components/PageHead"
import { useSidebar } from "../lib/react/use-sidebar"
import { sidebarCards } from "../../core/doc-cards"
import { findCategory, type PrevNext } from "../../core/sidebar"

type CategoryIndexContext = PrevNext & { dirPath: string }

/** The generated index of a category: its pages, in sidebar order, with their descriptions. */
export default function DocCategoryIndex({
  data,
  pageContext,
}: PageProps<Queries.DocCategoryIndexQuery, CategoryIndexContext>) {
  const category = data.docCategory
  const sidebar = useSidebar()
  const items = findCategory(sidebar, pageContext.dirPath)?.items ?? []
  const descriptions = new Map(
    data.allMdx.nodes.map((node) => [node.fields?.route, node.frontmatter?.description || node.excerpt]),
  )
  if (!category?.indexRoute) throw new Error(`Category ${pageContext.dirPath} has no index route`)
  return (
    <DocsLayout route={category.indexRoute} previous={pageContext.previous} next={pageContext.next}>
      <h1>{category.indexTitle || category.label}</h1>
      {category.indexDescription ? <p>{category.indexDescription}</p> : null}
      <DocCardList cards={sidebarCards(items, (href) => descriptions.get(href))} />
    </DocsLayout>
  )
}

export function Head({ data }: HeadProps<Queries.DocCategoryIndexQuery>) {
  const category = data.docCategory
  return (
    <PageHead
      title={category?.indexTitle || category?.label || "Docs"}
      description={category?.indexDescription}
      pathname={category?.indexRoute ?? undefined}
    />
  )
}

export const query = graphql`
  query DocCategoryIndex($dirPath: String!) {
    docCategory(dirPath: { eq: $dirPath }) {
      label
      indexRoute
      indexTitle
      indexDescription
    }
    allMdx(filter: { fields: { category: { eq: $dirPath } } }) {
      nodes {
        fields {
          route
        }
        frontmatter {
          description
        }
        excerpt(pruneLength: 160)
      }
    }
  }
`
