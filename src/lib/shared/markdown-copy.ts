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

/** The file of a route's copy inside the built site: "/docs/x/" -> "docs/x.md". */
export function markdownCopyFile(route: string): string {
  return markdownCopyPath(route).slice(1)
}
