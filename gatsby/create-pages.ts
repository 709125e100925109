import {
  CATEGORY_SIDEBAR_FIELDS,
  DOC_SIDEBAR_FIELDS,
  REFERENCE_PAGES,
  type DocSidebarFields,
  type ReferencePageNode,
} from "./lib/sidebar-nodes"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { checkExamples, typescriptSampleDocProblems } from "../doc-examples/checks"
import { docsSchema } from "./site-reference"
import { siteConfig } from "../core/site-config"
import { readSiteSchema } from "../schema"
import { createSchemaPages } from "./create-schema-pages"
import { buildSidebar, findPrevNext, type SidebarCategoryInput, type SidebarDocInput } from "../core/sidebar"
import { findDuplicateRoutes } from "./lib/duplicate-routes"
import { errorMessage } from "../core/error-message"

const DOC_TEMPLATE = path.resolve("src/templates/doc-page.tsx")
const CATEGORY_TEMPLATE = path.resolve("src/templates/doc-category-index.tsx")

interface DocsForPages {
  allMdx: {
    nodes: {
      id: string
      body: string
      fields: DocSidebarFields
      internal: { contentFilePath: string | null }
    }[]
  }
  allDocCategory: { nodes: (SidebarCategoryInput & { id: string })[] }
  allReferencePage: { nodes: ReferencePageNode[] }
}

/** Creates a page per doc and per generated category index; page context carries only ids and previous/next. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<DocsForPages>(`
    query DocsForPages {
      allMdx(filter: { fields: { docId: { ne: null } } }) {
        nodes {
          id
          body
          ${DOC_SIDEBAR_FIELDS}
          internal {
            contentFilePath
          }
        }
      }
      allDocCategory {
        nodes {
          id
          ${CATEGORY_SIDEBAR_FIELDS}
        }
      }
      ${REFERENCE_PAGES}
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the docs from the data layer", result.errors)
    return
  }
  const { allMdx, allDocCategory, allReferencePage } = result.data

  // Every GraphQL example in the docs must be valid against the one schema, and within the API's limits
  // (not against a foreign schema that the reference bench renders).
  try {
    const site = readSiteSchema()
    const checks = site.foreign
      ? []
      : await Promise.all(
          allMdx.nodes.map((node) =>
            checkExamples(
              site.schema,
              path.relative(process.cwd(), node.internal.contentFilePath ?? node.fields.docId),
              node.body,
            ),
          ),
        )
    // An example on a deprecated field still works today; the writer is told, and the build goes on.
    for (const deprecation of checks.flatMap((check) => check.deprecations))
      reporter.warn(`GraphQL example on a deprecated field: ${deprecation}`)
    const problems = checks.flatMap((check) => check.problems)
    if (problems.length > 0)
      reporter.panicOnBuild(
        `GraphQL examples that do not match ${site.file} or are over the API's limits:\n` +
          problems.map((problem) => `  ${problem}`).join("\n"),
      )
  } catch (error) {
    reporter.panicOnBuild(errorMessage(error))
  }

  // Every TypeScript sample compiles, and every recorded response fits its type: one program for all the docs; and
  // every file of a reader's project a guide shows compiles against the types generated for it (schema/typescript.ts).
  // A foreign schema (the bench) is not what the docs' examples are written for.
  const schema = docsSchema()
  if (schema) {
    try {
      const started = Date.now()
      const docSources = allMdx.nodes.map((node) => ({
        file: path.relative(process.cwd(), node.internal.contentFilePath ?? node.fields.docId),
        markdown: node.body,
      }))
      const { problems, samples, files } = await typescriptSampleDocProblems(schema, docSources, siteConfig.apiUrl)
      if (problems.length > 0)
        reporter.panicOnBuild(
          "TypeScript samples or files that do not compile, or recorded responses that do not fit their types:\n" +
            problems.map((problem) => `  ${problem}`).join("\n"),
        )
      else
        reporter.info(
          `TypeScript: ${samples} samples compiled with their responses, and ${files} files of the guides, in ` +
            `${Date.now() - started} ms`,
        )
    } catch (error) {
      reporter.panicOnBuild(errorMessage(error))
    }
  }

  const docs: SidebarDocInput[] = [
    ...allMdx.nodes.map(({ fields }) => ({ ...fields, id: fields.docId })),
    ...allReferencePage.nodes.map((page) => ({ ...page, id: page.docId })),
  ]
  const sidebar = buildSidebar(docs, allDocCategory.nodes)
  const docRoutes = new Set(allMdx.nodes.map((node) => node.fields.route))

  const sources = [
    ...allMdx.nodes.map((node) => ({
      route: node.fields.route,
      file: path.relative(process.cwd(), node.internal.contentFilePath ?? node.fields.docId),
    })),
    ...allDocCategory.nodes.flatMap((category) =>
      category.indexRoute && !docRoutes.has(category.indexRoute)
        ? [{ route: category.indexRoute, file: `content/docs/${category.dirPath}/_category_.yml` }]
        : [],
    ),
  ]
  for (const duplicate of findDuplicateRoutes(sources)) {
    reporter.warn(
      `Duplicate route ${duplicate.route}: ${duplicate.files.join(", ")} (the last one wins; give one of them another "slug")`,
    )
  }

  for (const node of allMdx.nodes) {
    actions.createPage({
      path: node.fields.route,
      component: `${DOC_TEMPLATE}?__contentFilePath=${node.internal.contentFilePath}`,
      context: { id: node.id, ...findPrevNext(sidebar, node.fields.route) },
    })
  }
  for (const category of allDocCategory.nodes) {
    // A category whose index route is a doc's route has that doc as its page.
    if (!category.indexRoute || docRoutes.has(category.indexRoute)) continue
    actions.createPage({
      path: category.indexRoute,
      component: CATEGORY_TEMPLATE,
      context: { dirPath: category.dirPath, ...findPrevNext(sidebar, category.indexRoute) },
    })
  }

  await createSchemaPages({ graphql, reporter }, actions, sidebar)
}
