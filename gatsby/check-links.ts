import fsSync from "node:fs"
import fs from "node:fs/promises"
import path from "node:path"
import type { Reporter } from "gatsby"
import {
  checkLinks,
  formatFindings,
  withForeignSchema,
  type BuiltMarkdownFile,
  type BuiltPage,
} from "./lib/link-checker"
import { SCHEMA_REFERENCE_ROUTE } from "../schema/reference"
import { readSiteSchema } from "../schema"
import { siteMetadata } from "../core/site-config"

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name))
}

/** Gatsby's slice templates (public/_gatsby/): stitched into the pages by the build, never served as a page. */
const isSliceTemplate = (relativePath: string) => relativePath.split(path.sep)[0] === "_gatsby"

type DirEntry = { isFile(): boolean; name: string; parentPath: string }

/** The HTML pages among a directory listing of `publicDir`, as relative paths, sorted; Gatsby's slice templates are not pages. */
function htmlPagesOf(publicDir: string, entries: readonly DirEntry[]): string[] {
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !isSliceTemplate(file))
    .sort()
}

/** The HTML pages of a built site, as paths relative to `publicDir`, sorted. */
export async function builtHtmlPages(publicDir: string): Promise<string[]> {
  return htmlPagesOf(publicDir, await fs.readdir(publicDir, { withFileTypes: true, recursive: true }))
}

/** The routes of a built site's pages ("/docs/intro/", "/404.html"), read at once (the browser tests list their cases from it). */
export function builtPageRoutes(publicDir: string): string[] {
  return htmlPagesOf(publicDir, fsSync.readdirSync(publicDir, { withFileTypes: true, recursive: true })).map(
    routeOfHtmlFile,
  )
}

/** "docs/intro/index.html" -> "/docs/intro/", "404.html" -> "/404.html". */
export function routeOfHtmlFile(relativePath: string): string {
  const posix = relativePath.split(path.sep).join("/")
  if (posix === "index.html") return "/"
  if (posix.endsWith("/index.html")) return `/${posix.slice(0, -"index.html".length)}`
  return `/${posix}`
}

/** The source a page was built from: the MDX file of a doc, else the page component. */
function sourceOfComponent(component: string): string {
  const contentFile = /[?&]__contentFilePath=([^&]+)/.exec(component)?.[1]
  return path.relative(process.cwd(), contentFile ?? component.split("?")[0])
}

/** The Markdown files whose links are checked: the pages' .md copies, /llms.txt and /llms-full.txt. */
const isMarkdownCopy = (sitePath: string) =>
  sitePath.endsWith(".md") || sitePath === "/llms.txt" || sitePath === "/llms-full.txt"

/** Reads a built site folder and checks its links; `sourceByRoute` names each page's source file. */
export async function checkBuiltSite(
  publicDir: string,
  sourceByRoute: ReadonlyMap<string, string>,
  siteUrl = siteMetadata.siteUrl,
) {
  const pages: BuiltPage[] = []
  const markdownFiles: BuiltMarkdownFile[] = []
  const assets = new Set<string>()
  for (const file of await listFiles(publicDir)) {
    const relative = path.relative(publicDir, file)
    if (relative.endsWith(".html")) {
      const route = routeOfHtmlFile(relative)
      pages.push({ route, html: await fs.readFile(file, "utf8"), sourceFile: sourceByRoute.get(route) ?? null })
    } else {
      const sitePath = `/${relative.split(path.sep).join("/")}`
      assets.add(sitePath)
      if (isMarkdownCopy(sitePath)) markdownFiles.push({ path: sitePath, text: await fs.readFile(file, "utf8") })
    }
  }

  return {
    pageCount: pages.length,
    markdownCount: markdownFiles.length,
    report: checkLinks(pages, assets, { markdownFiles, siteUrl }),
  }
}

/**
 * Checks every internal link in the generated HTML. A broken link fails the
 * build, naming the page, its source file and the href; broken Markdown links
 * and anchors are warnings. `sitePages` are Gatsby's pages with their components.
 */
export async function checkSiteLinks(
  publicDir: string,
  sitePages: SitePages["allSitePage"]["nodes"],
  reporter: Reporter,
  docs: SitePages["allMdx"]["nodes"] = [],
): Promise<boolean> {
  // A doc's own file, by its route: docs with the same components share a page component compiled with one of their
  // files (lib/doc-page-code.ts), so the component names the right file only for that one.
  const sourceByRoute = new Map([
    ...sitePages.map((page): [string, string] => [page.path, sourceOfComponent(page.component)]),
    ...docs.flatMap((doc): [string, string][] =>
      doc.fields?.route && doc.internal.contentFilePath
        ? [[doc.fields.route, path.relative(process.cwd(), doc.internal.contentFilePath)]]
        : [],
    ),
  ])
  const { pageCount, markdownCount, report: found } = await checkBuiltSite(publicDir, sourceByRoute)
  const report = readSiteSchema().foreign
    ? withForeignSchema(found, SCHEMA_REFERENCE_ROUTE, siteMetadata.siteUrl)
    : found
  if (report.warnings.length > 0) {
    reporter.warn(`Link check: ${report.warnings.length} warning(s)\n${formatFindings(report.warnings)}`)
  }
  if (report.errors.length > 0) {
    reporter.panicOnBuild(
      `Link check: ${report.errors.length} broken link(s) in the built site\n${formatFindings(report.errors)}\nFix ` +
        `the link in the named file or create the page it points at.`,
    )
    return false
  }
  reporter.info(`Link check: ${pageCount} pages and ${markdownCount} Markdown files, every internal link resolves`)
  return true
}

export interface SitePages {
  allSitePage: { nodes: { path: string; component: string }[] }
  allMdx: { nodes: { fields: { route: string | null } | null; internal: { contentFilePath: string | null } }[] }
}
