import fs from "node:fs"
import path from "node:path"
import type { DocSidebarFields, ReferencePageNode } from "./sidebar-nodes"
import { findPrevNext, type SidebarCategoryInput, type SidebarDocInput, type SidebarItem } from "../../core/sidebar"
import type { PageSpec } from "./schema-pages"

/**
 * The docs' pages as data, for gatsby/create-pages.ts to create: a page per doc and per generated category index.
 * Pure, so the lists are testable without Gatsby.
 */

export const DOC_TEMPLATE = path.resolve("src/templates/doc-page.tsx")
export const CATEGORY_TEMPLATE = path.resolve("src/templates/doc-category-index.tsx")

export interface DocNode {
  id: string
  body: string
  fields: DocSidebarFields
  internal: { contentFilePath: string | null }
}

/** What the data layer holds of the docs, as far as the pages need it. */
export interface DocsForPages {
  allMdx: { nodes: DocNode[] }
  allDocCategory: { nodes: (SidebarCategoryInput & { id: string })[] }
  allReferencePage: { nodes: ReferencePageNode[] }
}

/** A doc's source file, relative to the project (its docId when it has no file), as the build's messages name it. */
export const docFile = (node: DocNode) =>
  path.relative(process.cwd(), node.internal.contentFilePath ?? node.fields.docId)

/**
 * A doc's body (its MDX without the front matter, as gatsby-plugin-mdx gives it) with a blank line for each line of
 * the file before it, so a line the build names in a problem is the line of the file. `fileText` is the whole file;
 * a body that is not its end is given as it is.
 */
export function alignBody(fileText: string, body: string): string {
  if (!fileText.endsWith(body)) return body
  return fileText.slice(0, fileText.length - body.length).replace(/[^\n]/g, "") + body
}

/** A doc's body as `alignBody` gives it, from its file. */
export const alignedBody = (node: DocNode) =>
  node.internal.contentFilePath && fs.existsSync(node.internal.contentFilePath)
    ? alignBody(fs.readFileSync(node.internal.contentFilePath, "utf8"), node.body)
    : node.body

/** The sidebar's entries: the docs, and the reference's pages among them. */
export const sidebarDocs = ({ allMdx, allReferencePage }: DocsForPages): SidebarDocInput[] => [
  ...allMdx.nodes.map(({ fields }) => ({ ...fields, id: fields.docId })),
  ...allReferencePage.nodes.map((page) => ({ ...page, id: page.docId })),
]

/** The categories that get a generated index page: those with an index route that is not a doc's own route. */
const generatedIndexes = ({ allMdx, allDocCategory }: DocsForPages) => {
  const docRoutes = new Set(allMdx.nodes.map((node) => node.fields.route))
  return allDocCategory.nodes.filter(
    (category): category is typeof category & { indexRoute: string } =>
      !!category.indexRoute && !docRoutes.has(category.indexRoute),
  )
}

/** Every route a page is made for, with the file that claims it, for the check on duplicate routes. */
export const routeSources = (data: DocsForPages) => [
  ...data.allMdx.nodes.map((node) => ({ route: node.fields.route, file: docFile(node) })),
  ...generatedIndexes(data).map((category) => ({
    route: category.indexRoute,
    file: `content/docs/${category.dirPath}/_category_.yml`,
  })),
]

/**
 * A page per doc and per generated category index (a category whose index route is a doc's route has that doc as
 * its page); the context carries only ids, previous/next and an empty front matter. A doc's page component is the template compiled with
 * the file `pageFiles` gives for its own (doc-page-code.ts: the docs with the same page code share one), else its own.
 */
export const docPages = (
  data: DocsForPages,
  sidebar: readonly SidebarItem[],
  pageFiles: ReadonlyMap<string, string> = new Map(),
): PageSpec[] => [
  ...data.allMdx.nodes.map((node) => ({
    path: node.fields.route,
    component: `${DOC_TEMPLATE}?__contentFilePath=${
      (node.internal.contentFilePath && pageFiles.get(node.internal.contentFilePath)) ?? node.internal.contentFilePath
    }`,
    // `frontmatter` set, so gatsby-plugin-mdx does not copy the front matter of the file the component is compiled
    // with into the page's context (on a shared component, another doc's; nothing reads it: the page's query has it).
    context: { id: node.id, frontmatter: {}, ...findPrevNext(sidebar, node.fields.route) },
  })),
  ...generatedIndexes(data).map((category) => ({
    path: category.indexRoute,
    component: CATEGORY_TEMPLATE,
    context: { dirPath: category.dirPath, ...findPrevNext(sidebar, category.indexRoute) },
  })),
]
