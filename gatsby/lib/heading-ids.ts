import GithubSlugger from "github-slugger"
import type { Heading, Root } from "mdast"

export interface DocHeading {
  depth: number
  value: string
  id: string
}

interface MdastLike {
  type: string
  value?: unknown
  children?: MdastLike[]
}

function textOf(node: MdastLike): string {
  if (
    typeof node.value === "string" &&
    node.type !== "mdxjsEsm" &&
    node.type !== "mdxFlowExpression" &&
    node.type !== "mdxTextExpression"
  ) {
    return node.value
  }
  return (node.children ?? []).map(textOf).join("")
}

/**
 * Gives every heading of a Markdown tree an id from github-slugger (the same
 * ids GitHub uses, "-1", "-2" for repeats) and returns the headings in
 * document order. The remark plugin and the table of contents both call this,
 * so the ids in the page and in the TOC are the same by construction.
 */
export function assignHeadingIds(tree: Root): DocHeading[] {
  const slugger = new GithubSlugger()
  const headings: DocHeading[] = []
  const walk = (node: MdastLike) => {
    if (node.type === "heading") {
      const heading = node as unknown as Heading
      const value = textOf(node).trim()
      const id = slugger.slug(value)
      const hProperties = (heading.data as { hProperties?: Record<string, unknown> } | undefined)?.hProperties
      heading.data = { ...heading.data, hProperties: { ...hProperties, id } } as Heading["data"]
      headings.push({ depth: heading.depth, value, id })
    }
    node.children?.forEach(walk)
  }
  walk(tree as unknown as MdastLike)
  return headings
}

/** The spec requires that "the table of contents shows heading levels 2 to 3". */
const TOC_MIN_DEPTH = 2
const TOC_MAX_DEPTH = 3

export function tableOfContents(headings: readonly DocHeading[]): DocHeading[] {
  return headings.filter((heading) => heading.depth >= TOC_MIN_DEPTH && heading.depth <= TOC_MAX_DEPTH)
}

/** remark plugin: heading ids for the rendered page. */
export default function remarkHeadingIds() {
  return (tree: Root) => {
    assignHeadingIds(tree)
  }
}
