import { load } from "js-yaml"
import { categoryIndexRoute, docDirectory, docIdFromRelativePath, docRoute, isValidRoute } from "./doc-paths"
import { currentVersion } from "../../core/docs-metadata"
import { errorMessage } from "../../core/error-message"
import { humanise } from "../../core/sidebar"

/** Thrown for a doc or category file that cannot be used; the message names the file. */
export class DocSourceError extends Error {
  constructor(
    readonly file: string,
    problem: string,
  ) {
    super(`${file}: ${problem}`)
    this.name = "DocSourceError"
  }
}

export interface DocFrontmatter {
  title?: unknown
  description?: unknown
  sidebar_position?: unknown
  sidebar_label?: unknown
  slug?: unknown
}

/** Fields computed once per doc in onCreateNode. */
export interface DocFields {
  docId: string
  route: string
  category: string
  title: string
  sidebarLabel: string | null
  sidebarPosition: number | null
  version: string
}

const optionalString = (file: string, key: string, value: unknown): string | null => {
  if (value === undefined || value === null) return null
  if (typeof value !== "string") throw new DocSourceError(file, `front matter "${key}" must be text`)
  return value
}

/**
 * Validates a doc's front matter and computes its fields. `file` is the path
 * shown in errors (e.g. "content/docs/examples/dishes.mdx"); `relativePath` is
 * relative to content/docs.
 */
export function docFieldsFromFile(file: string, relativePath: string, frontmatter: DocFrontmatter): DocFields {
  const title = optionalString(file, "title", frontmatter.title)
  if (!title || !title.trim())
    throw new DocSourceError(file, `front matter needs a "title", e.g.\n---\ntitle: Dishes\n---`)
  const position = frontmatter.sidebar_position
  if (position !== undefined && position !== null && (typeof position !== "number" || !Number.isFinite(position))) {
    throw new DocSourceError(file, `front matter "sidebar_position" must be a number`)
  }
  const docId = docIdFromRelativePath(relativePath)
  const route = docRoute(docId, optionalString(file, "slug", frontmatter.slug))
  if (!isValidRoute(route)) {
    throw new DocSourceError(
      file,
      `route "${route}" may only hold lowercase letters, digits, "-", "_" and "." (rename the file or set "slug")`,
    )
  }
  optionalString(file, "description", frontmatter.description)
  return {
    docId,
    route,
    category: docDirectory(docId),
    title: title.trim(),
    sidebarLabel: optionalString(file, "sidebar_label", frontmatter.sidebar_label),
    sidebarPosition: typeof position === "number" ? position : null,
    version: currentVersion.name,
  }
}

interface CategoryMetadata {
  dirPath: string
  label: string
  position: number | null
  indexRoute: string | null
  indexTitle: string | null
  indexDescription: string | null
}

/**
 * Parses a category file (`_category_.yml`):
 *
 *   label: Example queries
 *   position: 4
 *   link:
 *     type: generated-index
 *     slug: /category/example-queries
 *     title: Example queries
 *     description: Ready-to-run queries.
 */
export function parseCategoryMetadata(file: string, dirPath: string, yamlText: string): CategoryMetadata {
  let data: unknown
  try {
    data = load(yamlText)
  } catch (error) {
    throw new DocSourceError(file, `is not valid YAML (${errorMessage(error).split("\n")[0]})`)
  }
  // An empty file sets nothing: the folder keeps its name as its label.
  if (data === null || data === undefined) data = {}
  if (typeof data !== "object" || Array.isArray(data))
    throw new DocSourceError(file, "must be a YAML mapping (label, position, link)")
  const record = data as Record<string, unknown>
  // Each key is optional, as docs/writing-docs.md says: without a label, the folder's name is the label.
  const label = optionalString(file, "label", record.label) || humanise(dirPath.split("/").pop() ?? dirPath)
  const position = record.position
  if (position !== undefined && (typeof position !== "number" || !Number.isFinite(position))) {
    throw new DocSourceError(file, `"position" must be a number`)
  }
  let indexRoute: string | null = null
  let indexTitle: string | null = null
  let indexDescription: string | null = null
  if (record.link !== undefined) {
    const link = record.link as Record<string, unknown> | null
    if (!link || typeof link !== "object" || link.type !== "generated-index") {
      throw new DocSourceError(file, `"link" must be { type: generated-index, slug, title, description }`)
    }
    const slug = optionalString(file, "link.slug", link.slug) ?? `/category/${dirPath.split("/").pop()}`
    indexRoute = categoryIndexRoute(slug)
    if (!isValidRoute(indexRoute))
      throw new DocSourceError(
        file,
        `index route "${indexRoute}" may only hold lowercase letters, digits, "-", "_" and "."`,
      )
    indexTitle = optionalString(file, "link.title", link.title)
    indexDescription = optionalString(file, "link.description", link.description)
  }
  return {
    dirPath,
    label,
    position: typeof position === "number" ? position : null,
    indexRoute,
    indexTitle,
    indexDescription,
  }
}
