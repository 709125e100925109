import {
  CATEGORY_SIDEBAR_FIELDS,
  DOC_SIDEBAR_FIELDS,
  REFERENCE_PAGES,
  type CategorySidebarFields,
  type DocSidebarFields,
  type ReferencePageNode,
} from "./lib/sidebar-nodes"
import fs from "node:fs/promises"
import path from "node:path"
import type { CreatePagesArgs } from "gatsby"
import { markdownCopies } from "./lib/markdown-copies"
import { buildDay, docsSchema, readSiteReference } from "./site-reference"
import { DOCS_DIR } from "../doc-examples"
import { buildSidebar } from "../core/sidebar"
import { SCHEMA_FILE_PATH, siteConfig, siteMetadata } from "../core/site-config"
import { AGENT_MANIFEST_PATH, agentManifest } from "../core/agent-files"

interface CopiesData {
  allMdx: {
    nodes: {
      body: string
      fields: DocSidebarFields
      frontmatter: { description: string | null } | null
      internal: { contentFilePath: string | null }
    }[]
  }
  allDocCategory: {
    nodes: (CategorySidebarFields & { indexTitle: string | null; indexDescription: string | null })[]
  }
  allReferencePage: { nodes: ReferencePageNode[] }
}

/** What /llms.txt says before its links. */
function llmsSite() {
  const site = siteMetadata.siteUrl.replace(/\/+$/, "")
  return {
    name: siteMetadata.title,
    summary: siteMetadata.description,
    notes: [
      `The API is one GraphQL endpoint: send a POST with a JSON body ({ "query", "variables", "operationName" ` +
        `}) to ${siteConfig.apiUrl}. Authorize it with an API key in the \`api-key\` header, or with ` +
        `a signed-in user's identity token in \`Authorization: Bearer <token>\`, or both. Errors come ` +
        `in \`errors\` with an \`extensions.code\`.`,
      `The schema is at ${site}${SCHEMA_FILE_PATH}. Every page below is plain Markdown; ${site}/llms-full.txt holds all of them in one file.`,
    ],
  }
}

/**
 * Writes the Markdown copy of every docs page (its URL plus ".md"),
 * /llms.txt and /llms-full.txt into the built site, from the docs in the
 * data layer and the schema reference's records (gatsby/lib/markdown-copies.ts).
 */
export async function writeMarkdownCopies(publicDir: string, graphql: CreatePagesArgs["graphql"]): Promise<string> {
  const started = Date.now()
  const result = await graphql<CopiesData>(`
    query MarkdownCopies {
      allMdx(filter: { fields: { docId: { ne: null } } }) {
        nodes {
          body
          ${DOC_SIDEBAR_FIELDS}
          frontmatter {
            description
          }
          internal {
            contentFilePath
          }
        }
      }
      allDocCategory {
        nodes {
          ${CATEGORY_SIDEBAR_FIELDS}
          indexTitle
          indexDescription
        }
      }
      ${REFERENCE_PAGES}
    }
  `)
  if (result.errors || !result.data)
    throw new Error(`Could not read the docs for their Markdown copies: ${JSON.stringify(result.errors)}`)
  const { allMdx, allDocCategory, allReferencePage } = result.data
  const sidebar = buildSidebar(
    [
      ...allMdx.nodes.map(({ fields }) => ({ ...fields, id: fields.docId })),
      ...allReferencePage.nodes.map((page) => ({ ...page, id: page.docId })),
    ],
    allDocCategory.nodes,
  )
  const { reference, changelog, since } = await readSiteReference()

  const files = await markdownCopies({
    siteUrl: siteMetadata.siteUrl,
    apiUrl: siteConfig.apiUrl,
    sandboxDemoApiKey: siteConfig.sandboxDemoApiKey,
    site: llmsSite(),
    docsDir: path.resolve(DOCS_DIR),
    docs: allMdx.nodes.map((node) => ({
      route: node.fields.route,
      title: node.fields.title,
      description: node.frontmatter?.description ?? null,
      body: node.body,
      file: node.internal.contentFilePath ?? path.join(DOCS_DIR, `${node.fields.docId}.mdx`),
    })),
    categories: allDocCategory.nodes,
    sidebar,
    reference,
    schema: docsSchema(),
    changelog,
    since,
    today: buildDay(),
  })
  for (const file of files) {
    const target = path.join(publicDir, file.path)
    await fs.mkdir(path.dirname(target), { recursive: true })
    await fs.writeFile(target, file.text)
  }
  // What the MCP server reads first: where the API is, as this build was configured (docs/architecture.md).
  await fs.writeFile(
    path.join(publicDir, AGENT_MANIFEST_PATH),
    JSON.stringify(agentManifest(siteConfig.apiUrl, SCHEMA_FILE_PATH), null, 2),
  )
  return `Markdown copies: ${files.length - 2} pages, /llms.txt and /llms-full.txt, ${AGENT_MANIFEST_PATH} (${((Date.now() - started) / 1000).toFixed(1)} s)`
}
