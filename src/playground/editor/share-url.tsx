import { useEffect, useRef, type MutableRefObject } from "react"
import { pick, useGraphiQL, useGraphiQLActions, type MonacoEditor, type TabsState } from "@graphiql/react"
import { fitsShareLink, playgroundHref, type PlaygroundOperation } from "../../../core/playground-url"
import { PLAYGROUND_ROUTE } from "../../../core/routes"
import { operationOffset, placeLink, reloadedTabId } from "../link-tabs"
import type { InitialOperation } from "../editor-contract"
import type { RunReport } from "../../../core/run-operation"
import type { OperationDefinitionNode } from "graphql"

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
  return reloadedTabId({
    historyTabId: historyTabId(),
    navigationType: navigation?.type ?? null,
    documentUrl: navigation?.name ?? null,
    currentUrl: window.location.href,
    firstMount: !editorMounted,
  })
}

/** The active tab's operation, as the share format holds it. */
function activeOperation(state: TabsState): PlaygroundOperation & { tabId: string | null } {
  const tab = state.tabs[state.activeTabIndex]
  return {
    tabId: tab?.id ?? null,
    query: tab?.query ?? "",
    variables: tab?.variables ?? null,
    operationName: tab?.operationName ?? null,
  }
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
  const historyState = {
    ...(current !== null && typeof current === "object" ? current : {}),
    [TAB_STATE_KEY]: operation.tabId,
  }
  window.history.replaceState(historyState, "", url + window.location.hash)
}

/**
 * Opens a share link where src/playground/link-tabs.ts places it: in a new tab, or in the stored tab that holds it.
 * The id of the tab that takes the text; null for a new tab, which has no id until GraphiQL renders it.
 */
function openLinkTab(
  { tabs, activeTabIndex }: TabsState,
  link: PlaygroundOperation,
  place: { reloadedTabId: string | null; defaultQuery: string },
  actions: { addTab: () => void; changeTab: (index: number) => void },
): string | null {
  const placement = placeLink({ tabs, activeTabIndex, link, ...place })
  if (placement.kind === "newTab") {
    actions.addTab()
    return null
  }
  if (placement.index === activeTabIndex) return tabs[activeTabIndex]?.id ?? null
  actions.changeTab(placement.index)
  return tabs[placement.index]?.id ?? null
}

/** Gives the editors the reader's text as they left it, and the caret where it was (else at the wanted operation). */
function restoreText(
  queryEditor: MonacoEditor,
  variableEditor: MonacoEditor,
  initial: InitialOperation,
  wanted: string | null,
) {
  if (queryEditor.getValue() !== initial.query) queryEditor.setValue(initial.query)
  if (variableEditor.getValue() !== initial.variables) variableEditor.setValue(initial.variables)
  const model = queryEditor.getModel()
  const offset = initial.cursor ?? (wanted ? operationOffset(initial.query, wanted) : -1)
  if (offset >= 0 && model) queryEditor.setPosition(model.getPositionAt(offset))
}

/**
 * GraphiQL picks the first operation of a new text; the wanted named one (`pendingRef`) wins once GraphiQL has parsed
 * it. Called after the takeover's effect, so that it sees a name the takeover has just set.
 */
function useSelectPendingOperation(
  pendingRef: MutableRefObject<string | null>,
  operations: readonly OperationDefinitionNode[] | undefined,
  operationName: string | null | undefined,
) {
  const { setOperationName } = useGraphiQLActions()
  useEffect(() => {
    const wanted = pendingRef.current
    if (!wanted || !operations?.some((operation) => operation.name?.value === wanted)) return
    pendingRef.current = null
    if (operationName !== wanted) setOperationName(wanted)
  }, [pendingRef, operations, operationName, setOperationName])
}

/**
 * Inside GraphiQL: once the editors exist, takes over what the reader had on
 * the page before the editor loaded. A share link opens in the right tab
 * (src/playground/link-tabs.ts); otherwise the active tab is the one the page
 * showed. Either way the editors get the reader's text as they left it, the
 * caret, the focus and the response of a run already made; the link's named
 * operation is selected. Then it marks the editor ready, and keeps
 * `activeTabIdRef` (used by the fetcher) current.
 */
export function OperationTakeover({
  takeOver,
  reloadedTabId,
  defaultQuery,
  activeTabIdRef,
  onFirstRun,
  onReady,
}: {
  takeOver: () => InitialOperation
  reloadedTabId: string | null
  defaultQuery: string
  activeTabIdRef: MutableRefObject<string | null>
  onFirstRun: (tabId: string, report: RunReport) => void
  onReady?: () => void
}) {
  const { tabs, activeTabIndex, queryEditor, variableEditor, responseEditor, operations, operationName } = useGraphiQL(
    pick("tabs", "activeTabIndex", "queryEditor", "variableEditor", "responseEditor", "operations", "operationName"),
  )
  const { addTab, changeTab } = useGraphiQLActions()
  const opened = useRef(false)
  const pendingOperationName = useRef<string | null>(null)
  // The first run's report goes to the tab that takes the text, once that tab exists (a new tab has no id until GraphiQL renders it).
  const pendingReport = useRef<RunReport | null>(null)
  const activeTabId = tabs[activeTabIndex]?.id ?? null

  useEffect(() => {
    activeTabIdRef.current = activeTabId
    if (activeTabId && pendingReport.current && opened.current) {
      onFirstRun(activeTabId, pendingReport.current)
      pendingReport.current = null
    }
  }, [activeTabId, activeTabIdRef, onFirstRun])

  useEffect(() => {
    if (opened.current || !queryEditor || !variableEditor || !responseEditor) return
    opened.current = true
    const initial = takeOver()
    const { link } = initial
    const tabId = link
      ? openLinkTab({ tabs, activeTabIndex }, link, { reloadedTabId, defaultQuery }, { addTab, changeTab })
      : activeTabId
    const wanted = initial.operationName ?? link?.operationName ?? null
    if (wanted) pendingOperationName.current = wanted
    restoreText(queryEditor, variableEditor, initial, wanted)
    if (initial.firstRun) {
      responseEditor.setValue(JSON.stringify(initial.firstRun.result, null, 2))
      if (tabId) onFirstRun(tabId, initial.firstRun.report)
      else pendingReport.current = initial.firstRun.report
    }
    if (initial.focus === "query") queryEditor.focus()
    else if (initial.focus === "variables") variableEditor.focus()
    if (!link) writeShareUrl({ tabs, activeTabIndex })
    performance.mark(EDITOR_READY_MARK)
    onReady?.()
  }, [
    queryEditor,
    variableEditor,
    responseEditor,
    takeOver,
    tabs,
    activeTabIndex,
    activeTabId,
    reloadedTabId,
    defaultQuery,
    addTab,
    changeTab,
    onFirstRun,
    onReady,
  ])

  useSelectPendingOperation(pendingOperationName, operations, operationName)

  return null
}
