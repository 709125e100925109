import type { BlockContent, Code, Content, Link, Paragraph, PhrasingContent, Root } from "mdast"
import { markdownCopyPath } from "../../core/markdown-copy"
import type { ExampleCost } from "../../core/example-data"
import { API_LIMITS_ROUTE } from "../../core/routes"
import { findExamples, type DocExample, parseMdx } from "../../doc-examples"
import { resolveDocLink } from "./remark-doc-links"

/**
 * The plain Markdown copy of a doc (its URL plus ".md"): what the page says,
 * for tools and AI assistants, with no JSX. Examples become fenced code (the
 * operation, its variables, the line of what it costs and the sandbox's
 * response); components become the Markdown their `components` entry gives,
 * or their children; imports go; links become absolute URLs, to the Markdown
 * copy where a page has one.
 */

export interface MarkdownSite {
  /** "https://docs.example.ch", no trailing slash. */
  siteUrl: string
  /** Routes that have a Markdown copy ("/docs/x/"). */
  copies: ReadonlySet<string>
  /** content/docs, to resolve links between docs written as "./other.mdx". */
  docsDir: string
}

/** What an example costs (measureExample with the site's schema); null leaves its line out. */
export type ExampleCostOf = (example: DocExample) => ExampleCost | null

/** An example's TypeScript sample as the copy shows it (with placeholders for the credentials); null for none. */
export type ExampleTypeScriptOf = ((example: DocExample) => Promise<string>) | null

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
const code = (lang: string, value: string): Code => ({ type: "code", lang, meta: null, value })

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

/** The line the page shows beside an example, linked to the API's limits (rewriteLinks makes the link absolute). */
const costParagraph = (cost: ExampleCost): Paragraph =>
  paragraph({ type: "link", url: API_LIMITS_ROUTE, children: [{ type: "text", value: cost.line }] })

/** The words before an example's TypeScript sample in a copy. */
export const TYPESCRIPT_SAMPLE_INTRO =
  "TypeScript, with the types of its result and variables generated from the schema:"

/**
 * Examples as fenced code: the operation, then "Variables:" with their JSON, the cost line the page shows, the
 * TypeScript sample when `typescriptOf` gives one, and "Sample response:" with its JSON.
 */
async function plainExamples(
  tree: Root,
  file: string,
  costOf: ExampleCostOf | null,
  typescriptOf: ExampleTypeScriptOf,
) {
  const matches = findExamples(tree, file)
  const samples = typescriptOf ? await Promise.all(matches.map(({ example }) => typescriptOf(example))) : []
  for (const [index, { example, parent, node, variablesNode, responseNode }] of matches.entries()) {
    const blocks: BlockContent[] = [code("graphql", node.value)]
    if (variablesNode) blocks.push(paragraph(text("Variables:")), code("json", variablesNode.value))
    const cost = costOf?.(example)
    if (cost) blocks.push(costParagraph(cost))
    const typescript = samples[index]
    if (typescript !== undefined) blocks.push(paragraph(text(TYPESCRIPT_SAMPLE_INTRO)), code("ts", typescript))
    if (responseNode)
      blocks.push(paragraph(text("Sample response (from the sandbox's demo data):")), code("json", responseNode.value))
    const start = parent.children.indexOf(node)
    const count = 1 + (variablesNode ? 1 : 0) + (responseNode ? 1 : 0)
    parent.children.splice(start, count, ...blocks)
  }
}

/** Serialises a Markdown tree the way the copies are written (GitHub-flavoured, fenced code, "-" bullets). */
async function serializeMarkdown(tree: Root): Promise<string> {
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

/**
 * The Markdown copy of a doc; `costOf` gives the cost line written under each example, `typescriptOf` its TypeScript
 * sample.
 */
export async function docToMarkdown(
  page: DocPage,
  site: MarkdownSite,
  components: Readonly<Record<string, ComponentMarkdown>> = {},
  costOf: ExampleCostOf | null = null,
  typescriptOf: ExampleTypeScriptOf = null,
): Promise<string> {
  const tree = await parseMdx(page.source)
  await plainExamples(tree, page.file, costOf, typescriptOf)
  const plain = { ...tree, children: plainChildren(tree as unknown as MdxNode, components) } as unknown as Root
  rewriteLinks(plain as unknown as MdxNode, page, site)
  return pageMarkdown(page.title, page.description, await serializeMarkdown(plain))
}
