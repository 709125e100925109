import MarkdownIt from "markdown-it"

/**
 * A schema description, or a deprecation reason, as the reference shows it: CommonMark as HTML with markdown-it, and
 * as Markdown for the copies, under one rule for links and raw HTML.
 */

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false })

/**
 * A description's link is kept only when it leads somewhere on its own: an
 * absolute http(s) or mailto address. A relative one ("/docs/x", or GitHub's
 * "${externalDocsUrl}/…") means something on the provider's site, not here, so
 * its text stays and the link goes: the reference never shows a broken link.
 */
const ABSOLUTE_LINK = /^(https?:\/\/|mailto:)/i
const hiddenLinks = new WeakSet<object>()
const defaultLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options))
const defaultLinkClose =
  markdown.renderer.rules.link_close ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options))
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  if (ABSOLUTE_LINK.test(tokens[index].attrGet("href") ?? "")) return defaultLinkOpen(tokens, index, options, env, self)
  const close = tokens.slice(index).find((token) => token.type === "link_close" && token.level === tokens[index].level)
  if (close) hiddenLinks.add(close)
  return ""
}
markdown.renderer.rules.link_close = (tokens, index, options, env, self) =>
  hiddenLinks.has(tokens[index]) ? "" : defaultLinkClose(tokens, index, options, env, self)

/** A schema description (CommonMark) as HTML; raw HTML in it is escaped, never rendered. */
export function descriptionHtml(description: string | null | undefined): string | null {
  if (!description || !description.trim()) return null
  return markdown.render(description).trim()
}

/**
 * Raw HTML in a description is shown, never rendered, in the copies too: a
 * "<" that would open a tag becomes "&lt;", outside code and autolinks.
 */
function escapeRawHtml(markdown: string): string {
  return markdown
    .split(/(`+[^`]*?`+|^ {0,3}```[\s\S]*?^ {0,3}```)/m)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/<(?=[A-Za-z/!?])(?!(?:https?|mailto):)/g, "&lt;")))
    .join("")
}

/**
 * A description as Markdown, for the Markdown copies: the same rule as the
 * HTML, so an inline link that is not an absolute http(s)/mailto address
 * keeps its text and loses its target.
 */
export function descriptionMarkdown(description: string | null | undefined): string | null {
  if (!description || !description.trim()) return null
  return escapeRawHtml(description.trim()).replace(
    /\[([^\]]*)\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g,
    (link, label: string, href: string) => (ABSOLUTE_LINK.test(href) ? link : label),
  )
}

/** A deprecation reason as Markdown; null when not deprecated ("" when deprecated without a reason). */
export function reasonMarkdown(reason: string | null | undefined): string | null {
  if (reason === null || reason === undefined) return null
  return descriptionMarkdown(reason) ?? ""
}

/** A deprecation reason as inline HTML; null when the thing is not deprecated ("" when it is, without a reason). */
export function reasonHtml(reason: string | null | undefined): string | null {
  if (reason === null || reason === undefined) return null
  return summaryHtml(reason) ?? ""
}

/** The first paragraph of a description as inline HTML. */
export function summaryHtml(description: string | null | undefined): string | null {
  if (!description || !description.trim()) return null
  const first = description.trim().split(/\n\s*\n/)[0]
  return markdown.renderInline(first.replace(/\s*\n\s*/g, " "))
}

/** A line of Markdown as inline HTML (a field's declared cost). */
export const inlineHtml = (text: string) => markdown.renderInline(text)

/**
 * A deprecation reason's HTML with the replacement it names in backticks linked: "Use <code>price { amount
 * }</code>" -> "Use <a href="…#price"><code>price { amount }</code></a>". Only the first code span that starts with
 * the replacement's path ("Dish.price") or name ("price") becomes a link.
 */
export function linkReplacement(html: string, path: string, href: string): string {
  for (const name of new Set([path, path.split(".").at(-1) ?? path])) {
    const code = new RegExp(`<code>@?${name.replace(/\./g, "\\.")}(?![_0-9A-Za-z])[^<]*</code>`)
    if (code.test(html)) return html.replace(code, (match) => `<a href="${href}">${match}</a>`)
  }
  return html
}
