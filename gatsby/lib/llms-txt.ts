import { firstSentence } from "../../core/search-results"
import { kindInfo } from "../../core/schema-kinds"
import type { ArgumentRecord, TypeRecord } from "../../schema/reference"

/**
 * /llms.txt and /llms-full.txt, after the llms.txt convention
 * (https://llmstxt.org): the site's name as an h1, a summary as a quote,
 * some notes, then sections of links, one line per page with its Markdown
 * copy and description. A section named "Optional" holds what a tool may
 * skip when it needs a shorter context.
 */

interface LlmsEntry {
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
  /** A paragraph after the summary of /llms-full.txt alone: what it leaves out of the pages. */
  fullNote?: string
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
  const note = site.fullNote ? `${site.fullNote}\n\n` : ""
  return `# ${site.name}\n\n> ${oneLine(site.summary)}\n\n${note}${body.join("\n\n")}\n`
}

/**
 * How big /llms-full.txt may be with the whole schema reference in it: 400,000
 * characters, about 100,000 tokens (4 characters a token), half of a 200,000-token
 * context, so an agent that reads it still has room for its work. Above it,
 * the reference part is condensed (docs/decisions.md, "llms-full.txt at scale").
 */
const LLMS_FULL_BUDGET = 400_000

/** A description's first sentence on one line, as the condensed reference gives it. */
const oneSentence = (markdown: string | null) => (markdown ? firstSentence(oneLine(markdown)) : "")

const argumentText = (arg: ArgumentRecord) =>
  `${arg.name}: ${arg.type.display}${arg.defaultValue !== null ? ` = ${arg.defaultValue}` : ""}`

/** One member as a list item: its signature, its first sentence, and a deprecation with its reason. */
function memberLine(signature: string, description: string | null, deprecationReason: string | null): string {
  const about = oneSentence(description)
  const deprecated = deprecationReason !== null ? ` Deprecated: ${oneLine(deprecationReason)}` : ""
  return `- \`${signature}\`${about || deprecated ? ` —${about ? ` ${about}` : ""}${deprecated}` : ""}`
}

/**
 * A type as the condensed reference gives it: its kind, the first sentence
 * of its description, and each field (with its arguments and type), input
 * field or enum value on one line with its first sentence and any
 * deprecation; the type's page has the rest.
 */
export function condensedTypeMarkdown(type: TypeRecord): string {
  const lines = [`# ${type.name}`, "", `${kindInfo(type.kind).singular}. ${oneSentence(type.description)}`.trim()]
  const members = [
    ...type.fieldDefinitions.map((field) =>
      memberLine(
        `${field.name}${field.args.length ? `(${field.args.map(argumentText).join(", ")})` : ""}: ${field.type.display}`,
        field.description,
        field.deprecationReason,
      ),
    ),
    ...type.inputFields.map((field) => memberLine(argumentText(field), field.description, field.deprecationReason)),
    ...type.enumValues.map((value) => memberLine(value.name, value.description, value.deprecationReason)),
  ]
  if (members.length > 0) lines.push("", ...members)
  return lines.join("\n")
}

export interface LlmsFullPage {
  url: string
  markdown: string
  /** The schema type the page is the reference of, if it is one. */
  type?: TypeRecord
}

/**
 * /llms-full.txt within LLMS_FULL_BUDGET where it can be: every page whole
 * when that fits, else the guides whole and each schema type condensed
 * (condensedTypeMarkdown). Says which it is, so the agent knows where the rest is.
 */
export function llmsFullWithinBudget(site: LlmsSite, pages: readonly LlmsFullPage[], budget = LLMS_FULL_BUDGET) {
  const whole = llmsFullTxt(site, pages)
  if (whole.length <= budget) return { text: whole, condensed: false }
  const condensed = llmsFullTxt(
    {
      ...site,
      summary:
        `${oneLine(site.summary)} The schema reference below is condensed (each type with its fields, arguments and ` +
        `first sentences); each type's full reference is at the address under its title.`,
    },
    pages.map((page) => (page.type ? { url: page.url, markdown: condensedTypeMarkdown(page.type) } : page)),
  )
  return { text: condensed, condensed: true }
}
