/**
 * Every docs page has a plain Markdown copy at its URL plus ".md", for
 * tools and AI assistants (gatsby/write-markdown-copies.ts writes them).
 */

/** "/docs/access-the-api/" -> "/docs/access-the-api.md"; "/docs/" -> "/docs.md". */
export function markdownCopyPath(route: string): string {
  const path = route.split(/[?#]/)[0].replace(/\/+$/, "")
  if (!path) throw new Error(`The site's root has no Markdown copy (route "${route}")`)
  return `${path}.md`
}

/** Its absolute address: "https://docs.example.ch/docs/x.md". */
export function markdownCopyUrl(route: string, siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${markdownCopyPath(route)}`
}

/** The file of a route's copy inside the built site: "/docs/x/" -> "docs/x.md". */
export function markdownCopyFile(route: string): string {
  return markdownCopyPath(route).slice(1)
}

/**
 * The "Use with AI" menu's assistants (src/components/MarkdownCopyActions), each with a link that opens it asking it
 * to read the page's copy, at its absolute address. Here rather than in a module of its own: this module is already in
 * every page's JS, and the docs layout's modules are near the size at which webpack would split them into a file of
 * their own (MarkdownCopyActions/styles.module.css).
 */
export function assistantLinks(route: string, siteUrl: string): [name: string, href: string][] {
  const q = encodeURIComponent(`Read ${markdownCopyUrl(route, siteUrl)} so I can ask questions about it.`)
  return [
    ["ChatGPT", `https://chatgpt.com/?q=${q}`],
    ["Claude", `https://claude.ai/new?q=${q}`],
  ]
}
