import { createContext, createElement, useContext, type ComponentType, type ReactNode } from "react"
import { useAppLinks } from "../../lib/react/use-app-links"
import { isIsland, type ProseNode } from "./prose"

/** The doc's prose from its page's data (`Mdx.prose`), given by the doc template. */
const ProseContext = createContext<readonly ProseNode[] | null>(null)

export function ProseProvider({ prose, children }: { prose: readonly ProseNode[]; children: ReactNode }) {
  return <ProseContext.Provider value={prose}>{children}</ProseContext.Provider>
}

/** The doc's components by name; each takes its own props (the build checks them), so any component fits here. */
type Islands = Record<string, ComponentType<never>>

function renderNode(node: ProseNode, key: number, islands: Islands): ReactNode {
  if (typeof node === "string") return node
  if (isIsland(node)) {
    const Island = islands[node.i] as ComponentType<Record<string, unknown>> | undefined
    if (!Island) throw new Error(`The doc's code has no component ${node.i}`)
    return <Island key={key} {...node.p} />
  }
  if (node.h !== undefined)
    return createElement(node.t, { key, ...node.p, dangerouslySetInnerHTML: { __html: node.h } })
  return createElement(
    node.t,
    { key, ...node.p },
    ...(node.c ?? []).map((child, index) => renderNode(child, index, islands)),
  )
}

/**
 * A doc's prose, where its MDX was (remark-doc-islands.ts puts it there with
 * the components the doc uses): its elements from the page's data, whose inner
 * HTML React sets once, on the server, and leaves alone on hydration; only the
 * islands are components, hydrated in place, inside the page's providers.
 */
export function DocProse({ islands }: { islands: Islands }) {
  const prose = useContext(ProseContext)
  if (!prose) throw new Error("DocProse renders a doc's prose; the doc template provides it (ProseProvider)")
  useAppLinks(prose)
  return <>{prose.map((node, index) => renderNode(node, index, islands))}</>
}
