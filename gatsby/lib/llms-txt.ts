/**
 * /llms.txt and /llms-full.txt, after the llms.txt convention
 * (https://llmstxt.org): the site's name as an h1, a summary as a quote,
 * some notes, then sections of links, one line per page with its Markdown
 * copy and description. A section named "Optional" holds what a tool may
 * skip when it needs a shorter context.
 */

export interface LlmsEntry {
  title: string
  /** The page's Markdown copy, absolute. */
  url: string
  description: string | null
}

export interface LlmsSection {
  title: string
  entries: LlmsEntry[]
}

export interface LlmsSite {
  name: string
  summary: string
  /** Paragraphs after the summary: what a tool needs to know before the links. */
  notes: readonly string[]
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, " ").trim()

/** "[Title](url): description"; the title's brackets are escaped. */
export function llmsEntry(entry: LlmsEntry): string {
  const title = entry.title.replace(/[[\]\\]/g, (character) => `\\${character}`)
  return `- [${title}](${entry.url})${entry.description ? `: ${oneLine(entry.description)}` : ""}`
}

export function llmsTxt(site: LlmsSite, sections: readonly LlmsSection[]): string {
  const parts = [`# ${site.name}`, `> ${oneLine(site.summary)}`, ...site.notes]
  for (const section of sections) {
    if (section.entries.length > 0) parts.push(`## ${section.title}\n\n${section.entries.map(llmsEntry).join("\n")}`)
  }
  return `${parts.join("\n\n")}\n`
}

/** Every page's Markdown in one file, in the order of llms.txt, each page under its own h1 with its address. */
export function llmsFullTxt(site: LlmsSite, pages: readonly { url: string; markdown: string }[]): string {
  const body = pages.map(({ url, markdown }) => {
    const text = markdown.trim()
    const heading = /^# .*$/m.exec(text)
    // The page's address goes right under its title, so each part says where it came from.
    return heading
      ? `${text.slice(0, heading.index + heading[0].length)}\n\nSource: ${url}${text.slice(heading.index + heading[0].length)}`
      : `Source: ${url}\n\n${text}`
  })
  return `# ${site.name}\n\n> ${oneLine(site.summary)}\n\n${body.join("\n\n")}\n`
}
