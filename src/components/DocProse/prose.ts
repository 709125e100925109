/**
 * A doc's prose as the build renders it (gatsby/lib/doc-prose.ts) and the page
 * gets it, in its data: the page's elements, each either HTML the browser never
 * turns into React elements (`h`, its inner HTML), or, when it holds an
 * interactive part, its children (`c`); and the interactive parts, the islands
 * (`i`, the component's name, with its props). React hydrates an island in
 * place and leaves every element's inner HTML as the server wrote it.
 */
export type ProseProps = Record<string, unknown>

export interface ProseElement {
  /** The tag: "p", "h2", "ul". */
  t: string
  /** Its props as React takes them (className, id, style, data-*). */
  p: ProseProps
  /** Its inner HTML, when nothing in it is interactive. */
  h?: string
  /** Its children, when one of them is (or holds) an island. */
  c?: ProseNode[]
}

export interface ProseIsland {
  /** The component's name in the doc: "GraphQLExample". */
  i: string
  p: ProseProps
}

export type ProseNode = string | ProseElement | ProseIsland

export const isIsland = (node: ProseNode): node is ProseIsland => typeof node === "object" && "i" in node

/** The names of the islands in a doc's prose, each once. */
export function islandNames(nodes: readonly ProseNode[]): string[] {
  const names = new Set<string>()
  const visit = (node: ProseNode) => {
    if (typeof node === "string") return
    if (isIsland(node)) names.add(node.i)
    else node.c?.forEach(visit)
  }
  nodes.forEach(visit)
  return [...names]
}
