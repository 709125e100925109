const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'" }

/** Plain text of build-time HTML (a schema description), for <meta name="description">. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return ""
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, " ")
    .trim()
}

/** Text made safe to put between HTML tags. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
}

/** The text of build-time highlighted code (gatsby/lib/highlight.ts): its tags dropped, its escapes undone; what Copy copies. */
export function codeText(html: string): string {
  return html.replace(/<[^>]*>/g, "").replace(/&(lt|gt|amp);/g, (_, name: string) => ENTITIES[name])
}
