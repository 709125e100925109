import { CATEGORY_SIDEBAR_FIELDS, DOC_SIDEBAR_FIELDS, REFERENCE_PAGES } from "./lib/sidebar-nodes"
import type { CreatePagesArgs, GatsbyNode } from "gatsby"
import { checkExamples, typescriptSampleDocProblems } from "../doc-examples/checks"
import { docsSchema } from "./site-reference"
import { siteConfig } from "../core/site-config"
import { readSiteSchema } from "../schema"
import { createSchemaPages } from "./create-schema-pages"
import { buildSidebar } from "../core/sidebar"
import { findDuplicateRoutes } from "./lib/duplicate-routes"
import { errorMessage } from "../core/error-message"
import {
  alignedBody,
  docFile,
  docPages,
  routeSources,
  sidebarDocs,
  type DocNode,
  type DocsForPages,
} from "./lib/doc-pages"
import { docPageCode, sharedPageFiles } from "./lib/doc-page-code"

type Reporter = CreatePagesArgs["reporter"]

/**
 * Every GraphQL example in the docs must be valid against the one schema, and within the API's limits (not against
 * a foreign schema that the reference bench renders). An example on a deprecated field still works today; the
 * writer is told, and the build goes on.
 */
async function checkGraphQLExamples(nodes: readonly DocNode[], reporter: Reporter) {
  try {
    const site = readSiteSchema()
    const checks = site.foreign
      ? []
      : await Promise.all(nodes.map((node) => checkExamples(site.schema, docFile(node), alignedBody(node))))
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
}

/**
 * Every TypeScript sample compiles, and every recorded response fits its type: one program for all the docs; and
 * every file of a reader's project a guide shows compiles against the types generated for it (schema/typescript.ts).
 * A foreign schema (the bench) is not what the docs' examples are written for.
 */
async function checkTypeScriptSamples(nodes: readonly DocNode[], reporter: Reporter) {
  const schema = docsSchema()
  if (!schema) return
  try {
    const started = Date.now()
    const docSources = nodes.map((node) => ({ file: docFile(node), markdown: alignedBody(node) }))
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

/** A route two sources claim is a warning: the last one wins, and the writer is told which files to look at. */
function warnDuplicateRoutes(data: DocsForPages, reporter: Reporter) {
  for (const duplicate of findDuplicateRoutes(routeSources(data))) {
    reporter.warn(
      `Duplicate route ${duplicate.route}: ${duplicate.files.join(", ")} (the last one wins; give one of them another "slug")`,
    )
  }
}

/** For each doc's file, the file whose compile is its page component: docs with the same page code share one. */
async function docPageFiles(nodes: readonly DocNode[], reporter: Reporter): Promise<Map<string, string>> {
  try {
    const docs = nodes.flatMap((node) =>
      node.internal.contentFilePath ? [{ node, file: node.internal.contentFilePath }] : [],
    )
    const codes = await Promise.all(
      docs.map(async ({ node, file }) => ({ file, code: await docPageCode(alignedBody(node), file) })),
    )
    return sharedPageFiles(codes)
  } catch (error) {
    reporter.panicOnBuild(errorMessage(error))
    return new Map()
  }
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
  const data = result.data
  await checkGraphQLExamples(data.allMdx.nodes, reporter)
  await checkTypeScriptSamples(data.allMdx.nodes, reporter)
  const sidebar = buildSidebar(sidebarDocs(data), data.allDocCategory.nodes)
  warnDuplicateRoutes(data, reporter)
  for (const page of docPages(data, sidebar, await docPageFiles(data.allMdx.nodes, reporter))) actions.createPage(page)
  await createSchemaPages({ graphql, reporter }, actions, sidebar)
}
