import type { HeadProps, PageProps } from "gatsby"
import type { ReactNode } from "react"
import { DocsLayout } from "../DocsLayout"
import { ProseProvider } from "../DocProse"
import type { ProseNode } from "../DocProse/prose"
import { ExamplesProvider } from "../GraphQLExample/examples-context"
import { PageHead } from "../PageHead"
import type { GraphQLExampleData } from "../../../core/example-data"
import type { PrevNext } from "../../../core/sidebar"

export type DocPageContext = PrevNext & { id: string }

/**
 * A doc, for the doc template (src/templates/doc-page.tsx). It lives here, not in the template, because the build
 * compiles the template once per doc (with that doc's MDX); a module the template imports is compiled once and
 * shared by every doc, in the docs' named chunk (gatsby/lib/page-chunks.ts).
 *
 * `children` is the doc's MDX as its page's code has it: only `<DocProse>` with the doc's components
 * (gatsby/lib/remark-doc-islands.ts); the prose itself, rendered at build time, comes with the page's data
 * (`Mdx.prose`).
 */
export function DocPage({
  data,
  pageContext,
  children,
}: PageProps<Queries.DocPageQuery, DocPageContext> & { children: ReactNode }) {
  const doc = data.mdx
  if (!doc?.fields?.route) throw new Error(`Doc ${pageContext.id} has no route; was it sourced from content/docs?`)
  return (
    <DocsLayout
      route={doc.fields.route}
      header={<h1>{doc.fields.title}</h1>}
      toc={doc.toc}
      previous={pageContext.previous}
      next={pageContext.next}
    >
      {/* The examples' data is built for this page (Mdx.examples, gatsby/create-resolvers.ts) in GraphQLExampleData's shape. */}
      <ExamplesProvider examples={doc.examples as readonly unknown[] as readonly GraphQLExampleData[]}>
        {/* The prose, likewise (Mdx.prose), in ProseNode's shape. */}
        <ProseProvider prose={doc.prose as readonly unknown[] as readonly ProseNode[]}>{children}</ProseProvider>
      </ExamplesProvider>
    </DocsLayout>
  )
}

export function DocHead({ data }: HeadProps<Queries.DocPageQuery>) {
  return (
    <PageHead
      title={data.mdx?.fields?.title ?? "Docs"}
      description={data.mdx?.frontmatter?.description}
      pathname={data.mdx?.fields?.route ?? undefined}
    />
  )
}
