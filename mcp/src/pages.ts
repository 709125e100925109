/**
 * The docs' pages as list_pages gives them, read from the site's /llms.txt,
 * the one list the build publishes for tools (gatsby/lib/llms-txt.ts writes
 * it). Pure: the text in, the entries out.
 */

export interface PageEntry {
  title: string
  /** The page's address on the site (HTML), absolute. */
  url: string
  /** Its Markdown copy, absolute: what get_page returns. */
  markdownUrl: string
  description: string | null
  /** The llms.txt section it is listed under ("Docs", "Optional" for the schema reference, …). */
  section: string
}

/** "- [Title](https://…/docs/x.md): description"; a title's brackets may be escaped. */
const ENTRY = /^- \[((?:\\.|[^\]\\])*)\]\(([^)\s]+)\)(?::\s*(.*))?$/

/** "https://site/docs/x.md" -> "https://site/docs/x/" (the reverse of markdownCopyPath). */
function pageUrlOfCopy(markdownUrl: string): string {
  return markdownUrl.replace(/\.md$/, "/")
}

/**
 * Every page entry of an llms.txt (a link to a .md copy), in order, with the section it is under. The links are
 * rebased on `origin`, the site the tools read: the file names the address the site was built for.
 */
export function parseLlmsTxt(text: string, origin: string): PageEntry[] {
  const entries: PageEntry[] = []
  let section = ""
  for (const line of text.split("\n")) {
    const heading = /^## (.+)$/.exec(line)
    if (heading) {
      section = heading[1].trim()
      continue
    }
    const match = ENTRY.exec(line.trim())
    if (!match) continue
    let url: URL
    try {
      url = new URL(match[2], origin)
    } catch {
      continue
    }
    if (!url.pathname.endsWith(".md")) continue
    url = new URL(`${url.pathname}${url.search}`, origin)
    entries.push({
      title: match[1].replace(/\\(.)/g, "$1"),
      url: pageUrlOfCopy(url.href),
      markdownUrl: url.href,
      description: match[3]?.trim() || null,
      section,
    })
  }
  return entries
}

/** list_pages' answer: one block per page, grouped under the sections of llms.txt. */
export function formatPages(pages: readonly PageEntry[]): string {
  if (pages.length === 0) return "The docs site lists no pages in its llms.txt."
  const lines: string[] = [`${pages.length} pages. Read one with get_page (its URL), a schema type with get_type.`]
  let section: string | null = null
  for (const page of pages) {
    if (page.section !== section) {
      section = page.section
      lines.push("", `## ${section === "Optional" ? "Schema reference" : section || "Pages"}`)
    }
    lines.push(`- ${page.title}: ${page.url}${page.description ? `\n  ${page.description}` : ""}`)
  }
  return lines.join("\n")
}
