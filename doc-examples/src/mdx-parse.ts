import type { Root } from "mdast"

const FRONTMATTER = /^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/

/**
 * The Markdown without its front matter (the MDX parser would read the YAML
 * as text): blanks in its place, so lines and offsets stay the file's.
 */
function withoutFrontmatter(source: string): string {
  return source.replace(FRONTMATTER, (frontmatter) => frontmatter.replace(/[^\n]/g, " "))
}

/**
 * An MDX document as a Markdown tree, parsed the way the site compiles it
 * (MDX 2 with GitHub-flavoured tables). Front matter, if any, is left out.
 * The parser is ESM-only, so it is loaded on first use.
 */
export async function parseMdx(source: string): Promise<Root> {
  const [{ createProcessor }, { default: remarkGfm }] = await Promise.all([import("@mdx-js/mdx"), import("remark-gfm")])
  return createProcessor({ format: "mdx", remarkPlugins: [remarkGfm] }).parse(withoutFrontmatter(source)) as Root
}
