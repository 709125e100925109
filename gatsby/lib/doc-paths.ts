import { currentVersion } from "../../core/docs-metadata"

const MDX_EXTENSION = /\.mdx?$/

/** "examples/dishes.mdx" -> "examples/dishes" (POSIX separators, no extension). */
export function docIdFromRelativePath(relativePath: string): string {
  return relativePath.replace(/\\/g, "/").replace(MDX_EXTENSION, "")
}

/** Folder of a doc id: "examples/dishes" -> "examples", "intro" -> "". */
export function docDirectory(docId: string): string {
  const slash = docId.lastIndexOf("/")
  return slash === -1 ? "" : docId.slice(0, slash)
}

/** Joins route segments into "/a/b/" (one slash between segments, trailing slash always). */
export function toRoute(...segments: string[]): string {
  const inner = segments
    .flatMap((segment) => segment.split("/"))
    .filter((part) => part.length > 0)
    .join("/")
  return inner ? `/${inner}/` : "/"
}

/**
 * The route of a doc. Front matter `slug` starting with "/" is taken from the
 * docs root; a relative slug replaces the file name within its folder; without
 * a slug the route follows the file path.
 */
export function docRoute(docId: string, frontmatterSlug?: string | null, versionPath = currentVersion.path): string {
  if (frontmatterSlug && frontmatterSlug.trim()) {
    const slug = frontmatterSlug.trim()
    if (slug.startsWith("/")) return toRoute(versionPath, slug)
    return toRoute(versionPath, docDirectory(docId), slug)
  }
  return toRoute(versionPath, docId)
}

/** Route of a generated category index: slug "/category/example-queries" -> "/docs/category/example-queries/". */
export function categoryIndexRoute(slug: string, versionPath = currentVersion.path): string {
  return toRoute(versionPath, slug)
}

/** A route may hold lowercase letters, digits, "-", "_", "." and "/". */
export function isValidRoute(route: string): boolean {
  return /^\/([a-z0-9._-]+\/)*$/.test(route)
}
