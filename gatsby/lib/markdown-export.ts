import type { BlockContent, Code, Content, Link, Paragraph, PhrasingContent, Root } from "mdast"
import { markdownCopyPath } from "../../src/lib/shared/markdown-copy"
import { findExamples } from "./doc-examples"
import { parseMdx } from "./mdx-parse"
import { resolveDocLink } from "./remark-doc-links"

/**
 * The plain Markdown copy of a doc (its URL plus ".md"): what the page says,
 * for tools and AI assistants, with no JSX. Examples become fenced code (the
 * operation, its variables and the sandbox's response); components become
 * the Markdown their `components` entry gives, or their children; imports
 * go; links become absolute URLs, to the Markdown copy where a page has one.
 */

export interface MarkdownSite {
  /** "https://docs.example.ch", no trailing slash. */
  siteUrl: string
  /** Routes that have a Markdown copy ("/docs/x/"). */
  copies: ReadonlySet<string>
  /** content/docs, to resolve links between docs written as "./other.mdx". */
  docsDir: string
}

/** Markdown for an MDX component, by its JSX name; null drops it. */
export type ComponentMarkdown = (attributes: Record<string, string>) => Content[] | null

export interface DocPage {
  title: string
  description: string | null
  route: string
  /** The MDX source (front matter is ignored). */
  source: string
  /** The file, for link resolution and messages: "content/docs/access-the-api.mdx". */
  file: string
}

interface MdxNode {
  type: string
  name?: string | null
  attributes?: { type: string; name?: string; value?: unknown }[]
  children?: MdxNode[]
  url?: string
}

/** A URL of the copy: site paths absolute, a page's path to its Markdown copy (keeping #fragments). */
export function copyUrl(href: string, site: MarkdownSite): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href
  const [path, hash = ""] = href.split("#")
  const target = site.copies.has(path) ? markdownCopyPath(path) : path
  return `${site.siteUrl}${target}${hash ? `#${hash}` : ""}`
}

const text = (value: string): PhrasingContent => ({ type: "text", value })
const paragraph = (...children: PhrasingContent[]): Paragraph => ({ type: "paragraph", children })

/** The children of `parent` with every MDX construct replaced by plain Markdown. */
function plainChildren(parent: MdxNode, components: Readonly<Record<string, ComponentMarkdown>>): MdxNode[] {
  return (parent.children ?? []).flatMap((child): MdxNode[] => {
    switch (child.type) {
      case "mdxjsEsm":
      case "mdxFlowExpression":
      case "mdxTextExpression":
        return []
      case "mdxJsxFlowElement":
      case "mdxJsxTextElement": {
        const render = child.name ? components[child.name] : undefined
        if (render) {
          const attributes = Object.fromEntries(
            (child.attributes ?? []).flatMap((attribute) =>
              attribute.name && typeof attribute.value === "string" ? [[attribute.name, attribute.value]] : [],
            ),
          )
          return (render(attributes) ?? []) as MdxNode[]
        }
        return plainChildren(child, components)
      }
      default:
        return child.children ? [{ ...child, children: plainChildren(child, components) }] : [child]
    }
  })
}

function rewriteLinks(node: MdxNode, page: DocPage, site: MarkdownSite) {
  if (node.type === "link" && node.url) {
    const url = resolveDocLink(node.url, page.file, site.docsDir) ?? node.url
    ;(node as unknown as Link).url = copyUrl(url, site)
  }
  node.children?.forEach((child) => rewriteLinks(child, page, site))
}

/** Examples as fenced code: the operation, then "Variables:" and "Sample response:" with their JSON. */
function plainExamples(tree: Root, file: string) {
  for (const { parent, node, variablesNode, responseNode } of findExamples(tree, file)) {
    const blocks: BlockContent[] = [{ type: "code", lang: "graphql", meta: null, value: node.value }]
    if (variablesNode)
      blocks.push(paragraph(text("Variables:")), {
        type: "code",
        lang: "json",
        meta: null,
        value: variablesNode.value,
      } satisfies Code)
    if (responseNode)
      blocks.push(paragraph(text("Sample response (from the sandbox's demo data):")), {
        type: "code",
        lang: "json",
        meta: null,
        value: responseNode.value,
      } satisfies Code)
    const start = parent.children.indexOf(node)
    const count = 1 + (variablesNode ? 1 : 0) + (responseNode ? 1 : 0)
    parent.children.splice(start, count, ...blocks)
  }
}

/** Serialises a Markdown tree the way the copies are written (GitHub-flavoured, fenced code, "-" bullets). */
export async function serializeMarkdown(tree: Root): Promise<string> {
  const [{ toMarkdown }, { gfmToMarkdown }] = await Promise.all([
    import("mdast-util-to-markdown"),
    import("mdast-util-gfm"),
  ])
  return toMarkdown(tree, {
    extensions: [gfmToMarkdown()],
    bullet: "-",
    fences: true,
    listItemIndent: "one",
    rule: "-",
  })
}

/** "# Title", the description as a quote, then the body: the head of every copy. */
export function pageMarkdown(title: string, description: string | null, body: string): string {
  return `# ${title}\n\n${description ? `> ${description.replace(/\s*\n\s*/g, " ")}\n\n` : ""}${body.trim()}\n`
}

/** The Markdown copy of a doc. */
export async function docToMarkdown(
  page: DocPage,
  site: MarkdownSite,
  components: Readonly<Record<string, ComponentMarkdown>> = {},
): Promise<string> {
  const tree = await parseMdx(page.source)
  plainExamples(tree, page.file)
  const plain = { ...tree, children: plainChildren(tree as unknown as MdxNode, components) } as unknown as Root
  rewriteLinks(plain as unknown as MdxNode, page, site)
  return pageMarkdown(page.title, page.description, await serializeMarkdown(plain))
}
