import type { ComponentType } from "react"
import type { GraphiQLPlugin } from "@graphiql/react"
import { LazyPart } from "../../components/LazyPart"

/** The explorer's file, beside this bundle (gatsby/lib/editor-bundle.ts). */
declare const ZFV_EDITOR_EXPLORER: string

let attempts = 0

/**
 * The explorer's code (graphiql-explorer) loads when the reader first opens
 * its pane, not with the editor. A browser keeps a failed module import for
 * the page's lifetime, so another attempt asks for the file under a new URL.
 */
const loadExplorer = async (): Promise<{ default: ComponentType<object> }> => {
  const url = new URL(ZFV_EDITOR_EXPLORER, import.meta.url)
  if (attempts > 0) url.searchParams.set("attempt", String(attempts))
  attempts += 1
  const { explorerPlugin } = (await import(url.href)) as typeof import("./explorer-entry")
  return { default: explorerPlugin().content }
}

function ExplorerIcon() {
  return (
    <svg height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
      <path strokeLinecap="round" strokeLinejoin="round" d="M18 6h2m2 0h-2m0 0V4m0 2v2" />
      <path d="M21.4 20H2.6a.6.6 0 0 1-.6-.6V11h19.4a.6.6 0 0 1 .6.6v7.8a.6.6 0 0 1-.6.6Z" />
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M2 11V4.6a.6.6 0 0 1 .6-.6h6.178a.6.6 0 0 1 .39.144l3.164 2.712a.6.6 0 0 0 .39.144H14"
      />
    </svg>
  )
}

const noProps = {}

/**
 * GraphiQL's explorer plugin (click fields to build a query), loaded on
 * demand. When its code cannot load (offline, or a deploy replaced it), only
 * the pane says so, with "Retry" (LazyPart): the editor and the reader's text
 * stay.
 */
export const lazyExplorerPlugin: GraphiQLPlugin = {
  title: "GraphiQL Explorer",
  icon: ExplorerIcon,
  content: function Explorer() {
    return (
      <LazyPart
        name="the explorer"
        load={loadExplorer}
        props={noProps}
        loading={<p className="graphiql-explorer-loading">Loading the explorer…</p>}
      />
    )
  },
}
