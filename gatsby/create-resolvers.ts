import path from "node:path"
import type { GatsbyNode } from "gatsby"
import type { Root } from "mdast"
import { docExamplesData } from "./lib/example-html"
import { highlight } from "./lib/highlight"
import { assignHeadingIds, tableOfContents, type DocHeading } from "./lib/heading-ids"
import { siteConfig } from "../core/site-config"
import { API_KEY_PLACEHOLDER } from "../core/code-samples"
import { snippetHtml, type FirstCallCurl, type GraphQLExampleData } from "../core/example-data"
import { ACCESS_THE_API_ROUTE } from "../core/routes"
import { docsSchema } from "./site-reference"
import { docProse } from "./lib/doc-prose"
import { buildSidebar, type SidebarCategoryInput, type SidebarDocInput, type SidebarItem } from "../core/sidebar"

async function docToc(body: string): Promise<DocHeading[]> {
  const { createProcessor } = await import("@mdx-js/mdx")
  const tree = createProcessor({ format: "mdx" }).parse(body) as Root
  return tableOfContents(assignHeadingIds(tree))
}

interface MdxSource {
  body?: string
  internal?: { contentFilePath?: string }
}

const docFile = (source: MdxSource) =>
  path.relative(process.cwd(), source.internal?.contentFilePath ?? "an MDX document")

export interface ResolverContext {
  nodeModel: {
    findOne: (args: { type: string; query: unknown }) => Promise<MdxSource | null>
    findAll: <T>(args: { type: string; query?: unknown }) => Promise<{ entries: Iterable<T> }>
  }
}

type SidebarNode<T> = Omit<T, "id"> & { docId: string }

/**
 * The docs sidebar, built once by the build from the docs, the categories and the reference's pages, so that a
 * page's code carries the tree and not the rules that order it (core/sidebar.ts).
 */
export async function docsSidebar({ nodeModel }: ResolverContext): Promise<SidebarItem[]> {
  const [docs, categories, references] = await Promise.all([
    nodeModel.findAll<{ fields: SidebarNode<SidebarDocInput> }>({
      type: "Mdx",
      query: { filter: { fields: { docId: { ne: null } } } },
    }),
    nodeModel.findAll<SidebarCategoryInput>({ type: "DocCategory" }),
    nodeModel.findAll<SidebarNode<SidebarDocInput>>({ type: "ReferencePage" }),
  ])
  const doc = (node: SidebarNode<SidebarDocInput>): SidebarDocInput => ({
    id: node.docId,
    route: node.route,
    title: node.title,
    category: node.category,
    sidebarLabel: node.sidebarLabel,
    sidebarPosition: node.sidebarPosition,
  })
  return buildSidebar(
    [...[...docs.entries].map((node) => doc(node.fields)), ...[...references.entries].map(doc)],
    [...categories.entries].map(({ dirPath, label, position, indexRoute }) => ({
      dirPath,
      label,
      position,
      indexRoute,
    })),
  )
}

/** The first example of Access the API: the docs home runs it, the landing page shows its curl. */
async function firstCall(context: ResolverContext): Promise<GraphQLExampleData> {
  const doc = await context.nodeModel.findOne({
    type: "Mdx",
    query: { filter: { fields: { route: { eq: ACCESS_THE_API_ROUTE } } } },
  })
  if (!doc) throw new Error(`No doc has the route ${ACCESS_THE_API_ROUTE}, whose first example the docs home shows`)
  const [first] = await docExamplesData(doc.body ?? "", docFile(doc), siteConfig.apiUrl, docsSchema())
  if (!first)
    throw new Error(
      `${docFile(doc)} has no GraphQL example: the docs home and the landing page show its first one as the first call`,
    )
  return first
}

/**
 * `Mdx.toc`: the h2 and h3 headings with the same ids the page renders (both come from assignHeadingIds).
 * `Mdx.prose`: the doc's text and markup rendered to HTML at build time, its components left as islands
 * (lib/doc-prose.ts), so its page's JavaScript carries none of it (lib/remark-doc-islands.ts).
 * `Mdx.examples`: the doc's GraphQL examples, highlighted and with what each costs, for its page's data; the page's
 * code only says where each goes (remark-graphql-examples.ts), so a page of examples does not carry them in its
 * JavaScript.
 * `Query.docsFirstCall`: the first example of Access the API, the first call that the docs home runs; one example,
 * so it is written, checked and recorded once, with the doc. `Query.docsFirstCallCurl`: its curl sample as the
 * landing page shows it, with the key's placeholder, ready made, so that page loads no sample code.
 * `SchemaExample.queryHtml` and `.variablesHtml`: the reference's example operations, highlighted. A
 * type's SDL stays plain text: highlighting multiplies its bytes on every type page, which kept a large
 * schema's reference over its size goal (docs/decisions.md; the figures in docs/benchmarks.md).
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    Mdx: {
      toc: {
        type: "[DocHeading!]!",
        resolve: (source: MdxSource) => docToc(source.body ?? ""),
      },
      examples: {
        type: "[JSON!]!",
        resolve: (source: MdxSource) =>
          docExamplesData(source.body ?? "", docFile(source), siteConfig.apiUrl, docsSchema()),
      },
      prose: {
        type: "[JSON!]!",
        resolve: (source: MdxSource) =>
          docProse(source.body ?? "", source.internal?.contentFilePath ?? path.resolve("an MDX document")),
      },
    },
    Query: {
      docsSidebar: {
        type: "JSON!",
        resolve: (_source: unknown, _args: unknown, context: ResolverContext) => docsSidebar(context),
      },
      docsFirstCall: {
        type: "JSON!",
        resolve: (_source: unknown, _args: unknown, context: ResolverContext) => firstCall(context),
      },
      docsFirstCallCurl: {
        type: "JSON!",
        resolve: async (_source: unknown, _args: unknown, context: ResolverContext): Promise<FirstCallCurl> => ({
          html: snippetHtml("curl", (await firstCall(context)).html.curl, [
            { name: "api-key", value: API_KEY_PLACEHOLDER },
          ]),
          placeholder: API_KEY_PLACEHOLDER,
        }),
      },
    },
    SchemaExample: {
      queryHtml: { type: "String!", resolve: (source: { query: string }) => highlight(source.query, "graphql") },
      variablesHtml: {
        type: "String",
        resolve: (source: { variables: string | null }) =>
          source.variables ? highlight(source.variables, "json") : null,
      },
    },
  })
}
