import { Fragment, createElement, isValidElement, type FunctionComponent, type ReactNode } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import * as runtime from "react/jsx-runtime"
import type { Root } from "mdast"
import { MdxTable, headings } from "../../src/components/MdxComponents/markup"
import { isIsland, type ProseNode, type ProseProps } from "../../src/components/DocProse/prose"
import { mdxRemarkPlugins } from "./doc-remark-plugins"

/**
 * A doc's prose for its page's data (`Mdx.prose`, create-resolvers.ts): its
 * MDX rendered here, at build time, with React, into HTML, except its
 * components (every capitalised JSX name: examples, code blocks, the agents'
 * configurations), which stay islands with their props, for the page to
 * hydrate in place (src/components/DocProse). Headings and tables are the
 * markup of src/components/MdxComponents/markup.ts, as the browser's MDX
 * components make them; links are plain links, which DocProse navigates in the
 * app. The page's JavaScript then carries none of the doc's text
 * (remark-doc-islands.ts).
 */

interface JsxNode {
  type: string
  name?: string | null
  children?: JsxNode[]
}

/** Drops the doc's imports and exports (its components become islands) and lists the components it uses. */
function collectIslands(names: Set<string>) {
  return () => (tree: Root) => {
    const visit = (node: JsxNode) => {
      if ((node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && /^[A-Z]/.test(node.name ?? ""))
        names.add(node.name ?? "")
      node.children?.forEach(visit)
    }
    visit(tree as unknown as JsxNode)
    tree.children = tree.children.filter((node) => (node.type as string) !== "mdxjsEsm")
  }
}

type Island = FunctionComponent & { islandName: string }

function island(name: string): Island {
  const component = (() => null) as unknown as Island
  component.islandName = name
  return component
}

const hasIsland = (nodes: readonly ProseNode[]): boolean =>
  nodes.some((node) => typeof node !== "string" && (isIsland(node) || hasIsland(node.c ?? [])))

function expand(node: ReactNode, file: string): ProseNode[] {
  if (node === null || node === undefined || typeof node === "boolean") return []
  if (typeof node === "string" || typeof node === "number") return [String(node)]
  if (Array.isArray(node)) return mergeText(node.flatMap((child: ReactNode) => expand(child, file)))
  if (!isValidElement(node)) throw new Error(`${file}: the prose holds something React cannot render`)
  const { type } = node
  const props = node.props as ProseProps & { children?: ReactNode }
  if (type === Fragment) return expand(props.children, file)
  if (typeof type === "function") {
    const name = (type as Partial<Island>).islandName
    if (!name) return expand((type as FunctionComponent)(props), file)
    if (props.children !== undefined)
      throw new Error(`${file}: <${name}> has children; a component in a doc takes attributes only`)
    return [{ i: name, p: props }]
  }
  if (typeof type !== "string") throw new Error(`${file}: the prose holds a component the build cannot render`)
  const { children, ...rest } = props
  if (children === undefined || children === null) return [{ t: type, p: rest }]
  const inner = expand(children, file)
  if (hasIsland(inner)) return [{ t: type, p: rest, c: inner }]
  return [{ t: type, p: rest, h: renderToStaticMarkup(createElement(Fragment, null, children)) }]
}

/** Adjacent text as one string: the browser would make one text node of it anyway. */
function mergeText(nodes: ProseNode[]): ProseNode[] {
  const merged: ProseNode[] = []
  for (const node of nodes) {
    const last = merged.at(-1)
    if (typeof node === "string" && typeof last === "string") merged[merged.length - 1] = last + node
    else merged.push(node)
  }
  return merged
}

/** The prose of a doc (its MDX body, without front matter; `file` its absolute path, for links and messages). */
export async function docProse(body: string, file: string): Promise<ProseNode[]> {
  const [{ evaluate }, { default: remarkGfm }] = await Promise.all([import("@mdx-js/mdx"), import("remark-gfm")])
  const names = new Set<string>()
  const { default: MDXContent } = await evaluate({ value: body, path: file }, {
    ...runtime,
    development: false,
    remarkPlugins: [...(mdxRemarkPlugins(remarkGfm) as unknown as []), collectIslands(names)],
  } as Parameters<typeof evaluate>[1])
  const components: Record<string, unknown> = { ...headings, table: MdxTable }
  for (const name of names) components[name] = island(name)
  return expand(createElement(MDXContent, { components } as never), file)
}
