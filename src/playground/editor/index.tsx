/**
 * The playground editor: GraphiQL 5 with Monaco, in a bundle of its own
 * (./mount.tsx is its entry). It knows the site only through the settings
 * and options that `mount` passes (src/playground/editor-contract.ts).
 */
import "./monaco-workers"
import "@graphiql/react/style.css"
import "graphiql/graphiql.css"
import "@graphiql/plugin-doc-explorer/style.css"
import "@graphiql/plugin-history/style.css"
import "@graphiql/plugin-explorer/style.css"
import "./graphiql.css"
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type MutableRefObject,
  type ReactNode,
} from "react"
import { GraphiQL, HISTORY_PLUGIN, type GraphiQLProps } from "graphiql"
import { type TabsState } from "@graphiql/react"
import { introspectionFromSchema } from "graphql"
import { DEFAULT_QUERY } from "../default-operation"
import { createGraphiQLStorage } from "../graphiql-storage"
import { isIntrospection, runWithSiteCredentials } from "../../lib/browser/run-operation"
import { type RunOutcome, type RunReport } from "../../../core/run-operation"
import type { EditorSettings, InitialOperation } from "../editor-contract"
import type { SiteOperation } from "../../lib/browser/run-operation"
import { fetchPublishedSchema } from "./schema-fallback"
import { OperationTakeover, noteEditorMounted, readReloadedTabId, writeShareUrl } from "./share-url"
import { ShareButton } from "./ShareButton"
import { RunMetadata } from "./RunMetadata"
import { operationNameToSend } from "./operation-name"
import { lazyExplorerPlugin } from "./explorer-plugin"
import { HeadersTabNote } from "./headers-tab"
import { CostMeter, EditorCostLine, createCostStore } from "../cost/meter"
import { useDebouncedValue } from "../../lib/react/use-debounced-value"
import { CREDENTIALS_SETTLE_MS } from "../../../core/authorization-modes"
import * as styles from "./styles.module.css"
import { errorMessage } from "../../../core/error-message"

import {
  IntrospectHandle,
  RunTextSync,
  SchemaStatus,
  SiteMonacoThemes,
  type SchemaSource,
  type TakeInRun,
} from "./inside-graphiql"

type Fetcher = GraphiQLProps["fetcher"]

/** Doc explorer (GraphiQL's reference plugin), history and the click-to-build explorer. Stable: GraphiQL resets its plugins when this changes. */
const plugins = [HISTORY_PLUGIN, lazyExplorerPlugin]

/** GraphiQL has parsed the variables already: a JSON object, or nothing. */
const sentOperation = (params: {
  query: string
  operationName?: string | null
  variables?: unknown
}): SiteOperation => ({
  query: params.query,
  operationName: params.operationName,
  variables:
    params.variables && typeof params.variables === "object" ? (params.variables as Record<string, unknown>) : null,
})

const hasSchema = (data: unknown) => data !== null && typeof data === "object" && "__schema" in data

/** The settings the site pushes (mount's `update`), as React reads them. */
export interface SettingsSource {
  subscribe(listener: () => void): () => void
  get(): EditorSettings
}

export interface PlaygroundEditorProps {
  settings: SettingsSource
  endpoint: string
  schemaFileUrl: string
  takeOver: () => InitialOperation
  onReady?: () => void
}

/**
 * GraphiQL's introspection, answered: the API's schema when it gives one; else /schema.graphql as introspection, so
 * docs, autocomplete and validation work either way; else an error GraphiQL shows. `setSource` is told which.
 */
async function introspectionAnswer(
  outcome: RunOutcome,
  schemaFileUrl: string,
  setSource: (source: SchemaSource) => void,
) {
  if (outcome.result.data && hasSchema(outcome.result.data)) {
    setSource({ kind: "api" })
    return outcome.result
  }
  const reason = outcome.problem ?? "the API's answer has no schema"
  try {
    const data = introspectionFromSchema(await fetchPublishedSchema(schemaFileUrl))
    setSource({ kind: "file", reason })
    return { data }
  } catch (error) {
    setSource({ kind: "none", reason, fileProblem: errorMessage(error) })
    // With "data" present GraphiQL shows the error instead of retrying in another form.
    return { data: null, errors: outcome.result.errors ?? [{ message: reason }] }
  }
}

/**
 * The tabs' storage, and the tab this page is a reload of (share-url.tsx); a later mount in this document is no
 * reload.
 */
function useTabsStorage() {
  const storage = useMemo(() => createGraphiQLStorage(), [])
  const [reloadedTabId] = useState(readReloadedTabId)
  useEffect(noteEditorMounted, [])
  return { storage, reloadedTabId }
}

/** GraphiQL marks <body> with its theme; other pages have no use for it, so it goes with the editor. */
function useBodyThemeRemoval() {
  useEffect(() => () => document.body.classList.remove("graphiql-light", "graphiql-dark"), [])
}

/** A ref to the latest `value`, for a callback made once to read when it runs. */
function useLatestRef<T>(value: T) {
  const ref = useRef(value)
  useEffect(() => {
    ref.current = value
  }, [value])
  return ref
}

/**
 * The schema's source, for the status line. GraphiQL introspects through the fetcher, which falls back to
 * /schema.graphql (introspectionAnswer); "Ask the API again", like GraphiQL's "Re-fetch schema", asks the API again
 * through GraphiQL's introspect, which IntrospectHandle puts in `introspectRef`.
 */
function useSchemaSource() {
  const [source, setSource] = useState<SchemaSource>({ kind: "loading" })
  const introspectRef = useRef<(() => void) | null>(null)
  const introspectAgain = useCallback(() => {
    setSource({ kind: "loading" })
    introspectRef.current?.()
  }, [])
  return { source, setSource, introspectRef, introspectAgain }
}

/**
 * Response metadata per tab: the fetcher reports each run for the tab that was active when it started. A change of
 * tab also puts the new tab's operation in the address bar.
 */
function useRunReports() {
  const activeTabIdRef = useRef<string | null>(null)
  const [reports, setReports] = useState<Record<string, RunReport>>({})
  const reportRun = useCallback(
    (tabId: string, report: RunReport) => setReports((current) => ({ ...current, [tabId]: report })),
    [],
  )
  const onTabChange = useCallback((state: TabsState) => {
    activeTabIdRef.current = state.tabs[state.activeTabIndex]?.id ?? null
    writeShareUrl(state)
  }, [])
  return { activeTabIdRef, reports, reportRun, onTabChange }
}

/** GraphiQL's toolbar: its own buttons, and Share. */
const toolbarButtons = ({ prettify, merge, copy }: { prettify: ReactNode; merge: ReactNode; copy: ReactNode }) => (
  <>
    {prettify}
    {merge}
    {copy}
    <ShareButton />
  </>
)

interface SiteFetcherParts {
  endpoint: string
  schemaFileUrl: string
  /** The navbar's credentials as they are when a request starts. */
  credentialsRef: MutableRefObject<EditorSettings["credentials"]>
  /** The active tab, that a run's report is for. */
  activeTabIdRef: MutableRefObject<string | null>
  setSource: (source: SchemaSource) => void
  reportRun: (tabId: string, report: RunReport) => void
}

/**
 * GraphiQL's fetcher: runs with the site's credentials, reports each run for its tab, and answers introspection
 * (introspectionAnswer). Stable while the endpoint and the schema file are: a new fetcher makes GraphiQL fetch the
 * schema again. RunTextSync fills `takeInRunRef`, which brings the tab up to date with the run it sends.
 */
function useSiteFetcher({
  endpoint,
  schemaFileUrl,
  credentialsRef,
  activeTabIdRef,
  setSource,
  reportRun,
}: SiteFetcherParts) {
  const takeInRunRef = useRef<TakeInRun | null>(null)
  const fetcher = useCallback<Fetcher>(
    async (params, options) => {
      const tabId = activeTabIdRef.current
      const introspection = isIntrospection(params)
      const sent = introspection
        ? params
        : { ...params, operationName: operationNameToSend(params.query, params.operationName) }
      // Before any await: GraphiQL's History records the tab as it is when the run starts.
      if (!introspection) takeInRunRef.current?.(sent.query, sent.operationName ?? null)
      const outcome = await runWithSiteCredentials(sentOperation(sent), credentialsRef.current, {
        endpoint,
        typedHeaders: options?.headers,
      })
      if (introspection) return introspectionAnswer(outcome, schemaFileUrl, setSource)
      if (tabId) reportRun(tabId, outcome.report)
      return outcome.result
    },
    [endpoint, schemaFileUrl, credentialsRef, activeTabIdRef, setSource, reportRun],
  )
  return { fetcher, takeInRunRef }
}

export default function PlaygroundEditor({
  settings,
  endpoint,
  schemaFileUrl,
  takeOver,
  onReady,
}: PlaygroundEditorProps) {
  const {
    colorMode,
    credentials: currentCredentials,
    identity,
  } = useSyncExternalStore(settings.subscribe, settings.get)
  const { storage, reloadedTabId } = useTabsStorage()

  // A changed key or mode applies to the next request, with no reload and no new fetcher (see useSiteFetcher).
  const credentialsRef = useLatestRef(currentCredentials)
  const { source, setSource, introspectRef, introspectAgain } = useSchemaSource()
  // New credentials may let introspection through (IntrospectHandle asks the API again, once they settle).
  const credentialsKey = useDebouncedValue(
    JSON.stringify([currentCredentials.activeModes, currentCredentials.apiKey, identity]),
    CREDENTIALS_SETTLE_MS,
  )
  const { activeTabIdRef, reports, reportRun, onTabChange } = useRunReports()

  const { fetcher, takeInRunRef } = useSiteFetcher({
    endpoint,
    schemaFileUrl,
    credentialsRef,
    activeTabIdRef,
    setSource,
    reportRun,
  })

  const [editorRoot, setEditorRoot] = useState<HTMLDivElement | null>(null)
  const costStore = useMemo(() => createCostStore(), [])

  useBodyThemeRemoval()

  return (
    <div className={`${styles.root} zfv-playground`}>
      <SchemaStatus source={source} onRetry={introspectAgain} endpoint={endpoint} schemaFileUrl={schemaFileUrl} />
      <EditorCostLine store={costStore} />
      <div className={styles.editor} ref={setEditorRoot}>
        <GraphiQL
          fetcher={fetcher}
          storage={storage}
          defaultQuery={DEFAULT_QUERY}
          plugins={plugins}
          forcedTheme={colorMode}
          onTabChange={onTabChange}
          showPersistHeadersSettings={false}
          defaultEditorToolsVisibility
        >
          <GraphiQL.Toolbar>{toolbarButtons}</GraphiQL.Toolbar>
          <GraphiQL.Footer>
            <OperationTakeover
              takeOver={takeOver}
              reloadedTabId={reloadedTabId}
              defaultQuery={DEFAULT_QUERY}
              activeTabIdRef={activeTabIdRef}
              onFirstRun={reportRun}
              onReady={onReady}
            />
            <IntrospectHandle
              introspectRef={introspectRef}
              credentialsKey={credentialsKey}
              askAgainOnChange={source.kind === "file" || source.kind === "none"}
            />
            <RunMetadata reports={reports} />
            <CostMeter store={costStore} schemaFileUrl={schemaFileUrl} noSchema={source.kind === "none"} />
            <RunTextSync takeInRunRef={takeInRunRef} />
            <SiteMonacoThemes />
            <HeadersTabNote root={editorRoot} credentials={currentCredentials} signedIn={identity !== null} />
          </GraphiQL.Footer>
        </GraphiQL>
      </div>
    </div>
  )
}
