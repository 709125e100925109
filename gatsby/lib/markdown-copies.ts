import { markdownCopyPath } from "../../core/markdown-copy"
import { llmsFullWithinBudget, llmsTxt, type LlmsFullPage, type LlmsSection } from "./llms-txt"
import { copyUrl, type MarkdownSite } from "./markdown-export"
import { changesSinceMarkdown } from "./schema-markdown"
import { SCHEMA_CHANGELOG_ROUTE, SCHEMA_DEPRECATIONS_ROUTE, changesSinceRoute } from "../../schema/reference"
import { DOCS_HOME_ROUTE } from "../../core/routes"
import { copyComponents } from "./copy-components"
import { copyPages, type CopiesInput, type CopySection } from "./copy-pages"

/**
 * Every Markdown copy of the site, /llms.txt and /llms-full.txt, from the
 * docs, the sidebar and the schema reference's records. The build writes
 * them (gatsby/write-markdown-copies.ts) before the link check, which
 * checks their links too. Which pages have a copy, and how each is written,
 * is copy-pages.ts; the docs' components in a copy, copy-components.ts.
 */

export type { CopiesInput }

interface OutputFile {
  /** Path inside the built site, "docs/access-the-api.md". */
  path: string
  text: string
}

/**
 * What /llms-full.txt says of the languages it leaves out: it keeps each example in GraphQL alone, to stay small.
 * Written where the copies have TypeScript samples (a build with the docs' schema).
 */
export const LLMS_FULL_LANGUAGE_NOTE =
  "Examples here are GraphQL only, to keep this file small. Each page's Markdown copy (the Source address under its " +
  "title) also has a TypeScript sample of every example, with the types of its result and variables."

/** The Markdown copies, /llms.txt and /llms-full.txt. */
export async function markdownCopies(input: CopiesInput): Promise<OutputFile[]> {
  const site: MarkdownSite = {
    siteUrl: input.siteUrl.replace(/\/+$/, ""),
    copies: copiedRoutes(input),
    docsDir: input.docsDir,
  }
  const url = (route: string) => copyUrl(route, site)
  const components = copyComponents({ ...input, siteUrl: site.siteUrl })
  const { files, full, llmsSections } = await renderSections(input, copyPages(input, site, components), url)
  // The changes-since pages are reached from the changelog, not the sidebar: a copy each, no line in /llms.txt.
  for (const entry of input.since)
    files.push({
      path: markdownCopyPath(changesSinceRoute(entry.since)).slice(1),
      text: changesSinceMarkdown(entry, url),
    })
  files.push({ path: "llms.txt", text: llmsTxt(input.site, llmsSections) })
  const fullSite = input.schema ? { ...input.site, fullNote: LLMS_FULL_LANGUAGE_NOTE } : input.site
  files.push({ path: "llms-full.txt", text: llmsFullWithinBudget(fullSite, full).text })
  return files
}

/** Every route that has a Markdown copy, so that a link to one can point at the copy. */
function copiedRoutes(input: CopiesInput): Set<string> {
  const routes = new Set<string>([
    DOCS_HOME_ROUTE,
    ...input.docs.map((doc) => doc.route),
    SCHEMA_CHANGELOG_ROUTE,
    SCHEMA_DEPRECATIONS_ROUTE,
    ...input.since.map((entry) => changesSinceRoute(entry.since)),
    ...input.reference.types.map((type) => type.route),
  ])
  for (const category of input.categories) if (category.indexRoute) routes.add(category.indexRoute)
  for (const kind of input.reference.kinds) if (kind.route) routes.add(kind.route)
  return routes
}

/** Each page's copy, its entry in /llms-full.txt and its line in /llms.txt, section by section. */
async function renderSections(input: CopiesInput, sections: CopySection[], url: (route: string) => string) {
  const files: OutputFile[] = []
  const full: LlmsFullPage[] = []
  const typeOfRoute = new Map(input.reference.types.map((type) => [type.route, type]))
  const llmsSections: LlmsSection[] = []
  for (const section of sections) {
    const entries = []
    for (const page of section.pages) {
      const markdown = await page.render()
      files.push({ path: markdownCopyPath(page.route).slice(1), text: markdown })
      full.push({
        url: url(page.route),
        markdown: page.renderOneLanguage ? await page.renderOneLanguage() : markdown,
        type: typeOfRoute.get(page.route),
      })
      entries.push({ title: page.title, url: url(page.route), description: page.description })
    }
    llmsSections.push({ title: section.title, entries })
  }
  return { files, full, llmsSections }
}
