import { useEffect, useRef, type MutableRefObject } from "react"
import { pick, useGraphiQL, useGraphiQLActions, type TabsState } from "@graphiql/react"
import { PLAYGROUND_ROUTE, fitsShareLink, playgroundHref, type PlaygroundOperation } from "../../lib/playground-url"
import { operationOffset, placeLink, reloadedTabId } from "../link-tabs"

/** history.state key: the tab the current URL was written from, so a reload finds it again. */
const TAB_STATE_KEY = "playgroundTabId"

/** performance.mark name set when the operation editor exists and holds its text (npm run bench:playground reads it). */
export const EDITOR_READY_MARK = "playground:editor-ready"

/** Whether an editor has mounted in this document (this module loads once per document). */
let editorMounted = false

/** Called once the editor has mounted: a later mount in this document (Back, a client-side visit) is no reload. */
export function noteEditorMounted() {
  editorMounted = true
}

function historyTabId(): string | null {
  const state: unknown = window.history.state
  if (state === null || typeof state !== "object" || !(TAB_STATE_KEY in state)) return null
  const id = (state as Record<string, unknown>)[TAB_STATE_KEY]
  return typeof id === "string" ? id : null
}

/** The tab this address was written from, when the page is a reload of it (src/playground/link-tabs.ts, rule 1). */
export function readReloadedTabId(): string | null {
  const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined
  return reloadedTabId({ historyTabId: historyTabId(), navigationType: navigation?.type ?? null, documentUrl: navigation?.name ?? null, currentUrl: window.location.href, firstMount: !editorMounted })
}

/** The active tab's operation, as the share format holds it. */
export function activeOperation(state: TabsState): PlaygroundOperation & { tabId: string | null } {
  const tab = state.tabs[state.activeTabIndex]
  return { tabId: tab?.id ?? null, query: tab?.query ?? "", variables: tab?.variables ?? null, operationName: tab?.operationName ?? null }
}

/**
 * Puts the active tab's operation in the address bar, replacing the history
 * entry (typing adds no entries). An empty or over-long operation leaves just
 * /graphql/. Headers are never part of it.
 */
export function writeShareUrl(state: TabsState) {
  const operation = activeOperation(state)
  const url = operation.query.trim() && fitsShareLink(operation) ? playgroundHref(operation) : PLAYGROUND_ROUTE
  const current: unknown = window.history.state
  const historyState = { ...(current !== null && typeof current === "object" ? current : {}), [TAB_STATE_KEY]: operation.tabId }
  window.history.replaceState(historyState, "", url + window.location.hash)
}

/**
 * Inside GraphiQL: once the editors exist, opens the link's operation in the
 * right tab (src/playground/link-tabs.ts), selects its named operation, marks
 * the editor ready, and keeps `activeTabIdRef` (used by the fetcher) current.
 */
export function LinkOpener({ link, reloadedTabId, defaultQuery, activeTabIdRef }: { link: PlaygroundOperation | null; reloadedTabId: string | null; defaultQuery: string; activeTabIdRef: MutableRefObject<string | null> }) {
  const { tabs, activeTabIndex, queryEditor, variableEditor, operations, operationName } = useGraphiQL(pick("tabs", "activeTabIndex", "queryEditor", "variableEditor", "operations", "operationName"))
  const { addTab, changeTab, setOperationName } = useGraphiQLActions()
  const opened = useRef(false)
  const pendingOperationName = useRef<string | null>(null)

  useEffect(() => {
    activeTabIdRef.current = tabs[activeTabIndex]?.id ?? null
  }, [tabs, activeTabIndex, activeTabIdRef])

  useEffect(() => {
    if (opened.current || !queryEditor || !variableEditor) return
    opened.current = true
    if (link) {
      const placement = placeLink({ tabs, activeTabIndex, link, reloadedTabId, defaultQuery })
      if (placement.kind === "newTab") addTab()
      else if (placement.index !== activeTabIndex) changeTab(placement.index)
      queryEditor.setValue(link.query)
      variableEditor.setValue(link.variables ?? "")
      if (link.operationName) {
        pendingOperationName.current = link.operationName
        const offset = operationOffset(link.query, link.operationName)
        const model = queryEditor.getModel()
        if (offset >= 0 && model) queryEditor.setPosition(model.getPositionAt(offset))
      }
    } else {
      writeShareUrl({ tabs, activeTabIndex })
    }
    performance.mark(EDITOR_READY_MARK)
  }, [queryEditor, variableEditor, link, tabs, activeTabIndex, reloadedTabId, defaultQuery, addTab, changeTab])

  // GraphiQL picks the first operation of a new text; the link's named one wins once GraphiQL has parsed it.
  useEffect(() => {
    const wanted = pendingOperationName.current
    if (!wanted || !operations?.some((operation) => operation.name?.value === wanted)) return
    pendingOperationName.current = null
    if (operationName !== wanted) setOperationName(wanted)
  }, [operations, operationName, setOperationName])

  return null
}
