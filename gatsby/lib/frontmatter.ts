import { load } from "js-yaml"

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/

/** The YAML front matter of a Markdown file as an object ({} when there is none or it is not a mapping). */
export function readFrontmatter(source: string): Record<string, unknown> {
  const match = FRONTMATTER.exec(source)
  if (!match) return {}
  const data = load(match[1])
  return data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : {}
}
