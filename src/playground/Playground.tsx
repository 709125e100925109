import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type MutableRefObject } from "react"
import { siteConfig } from "../../core/site-config"
import type { PlaygroundOperation } from "../../core/playground-url"
import { openPlaygroundLink } from "./open-link"
import { noSubscription } from "../lib/react/no-subscription"
import { useAuth } from "../providers/Auth"
import { useAuthorizationSettings } from "../providers/AuthorizationSettings"
import { useColorMode } from "../providers/ColorMode"
import { DEFAULT_QUERY } from "./default-operation"
import type { EditorManifest, EditorSettings, FirstRun, InitialOperation } from "./editor-contract"
import { createGraphiQLStorage, storedActiveOperation } from "./graphiql-storage"
import { operationNameFor } from "../../core/graphql-tokens"
import { useEditorTakeover } from "./use-editor-takeover"
import { runWithSiteCredentials } from "../lib/browser/run-operation"
import { SiteHeaders } from "./SiteHeaders"
import { CostLine } from "./cost/drawing"
import { COST_NOTES, type CostStatus } from "./cost/words"
import * as styles from "./playground.module.css"
import { EditorStatus, OpeningNotes, OperationPane, ResponsePane } from "./panes"

/** What the page opens with: a share link's operation, else the tab the editor will open, else the default query. */
interface Opening {
  query: string
  variables: string
  operationName: string | null
  link: PlaygroundOperation | null
  problems: string[]
}

const DEFAULT_OPENING: Opening = { query: DEFAULT_QUERY, variables: "", operationName: null, link: null, problems: [] }
const serverOpening = () => DEFAULT_OPENING

function readOpening(): Opening {
  const opened = openPlaygroundLink(window.location.search)
  if (opened.operation) {
    const { query, variables, operationName } = opened.operation
    return {
      query,
      variables: variables ?? "",
      operationName: operationName ?? null,
      link: opened.operation,
      problems: opened.problems,
    }
  }
  const stored = storedActiveOperation(createGraphiQLStorage())
  return stored
    ? { ...stored, link: null, problems: opened.problems }
    : { ...DEFAULT_OPENING, problems: opened.problems }
}

/** The navbar's settings as the editor takes them, and a ref to them as they are when a run starts. */
function useEditorSettings() {
  const { colorMode } = useColorMode()
  const { activeModes, apiKey } = useAuthorizationSettings()
  const { getIdToken, user } = useAuth()
  const settings = useMemo<EditorSettings>(
    () => ({ credentials: { activeModes, apiKey, getIdToken }, identity: user?.uid ?? null, colorMode }),
    [activeModes, apiKey, getIdToken, user, colorMode],
  )
  const settingsRef = useRef(settings)
  useEffect(() => {
    settingsRef.current = settings
  }, [settings])
  return { settings, settingsRef }
}

/** What this visit opens: the server render shows the default query; hydration, the visit's (read once per visit). */
function useOpening(): Opening {
  const readOnce = useMemo(() => {
    let value: Opening | undefined
    return () => (value ??= readOpening())
  }, [])
  return useSyncExternalStore(noSubscription, readOnce, serverOpening)
}

/** The operation and variables as the reader has them: the opening's, until they edit one. */
function useEdits(opening: Opening) {
  const [edits, setEdits] = useState<{ query?: string; variables?: string }>({})
  const setQuery = useCallback((value: string) => setEdits((current) => ({ ...current, query: value })), [])
  const setVariables = useCallback((value: string) => setEdits((current) => ({ ...current, variables: value })), [])
  return {
    query: edits.query ?? opening.query,
    variables: edits.variables ?? opening.variables,
    setQuery,
    setVariables,
  }
}

type PageState = Pick<InitialOperation, "query" | "variables" | "link" | "firstRun"> & { wantedName: string | null }

/**
 * What the editor takes over, read at the moment it does (the reader may type while it loads): the fields' text,
 * the caret and the focus, and the rest of `state`. The fields' refs go to the two text fields.
 */
function useTakeOver(state: PageState) {
  const queryField = useRef<HTMLTextAreaElement>(null)
  const variablesField = useRef<HTMLTextAreaElement>(null)
  const pageState = useRef(state)
  const { query, variables, wantedName, link, firstRun } = state
  useEffect(() => {
    pageState.current = { query, variables, wantedName, link, firstRun }
  }, [query, variables, wantedName, link, firstRun])
  const takeOver = useCallback((): InitialOperation => {
    const page = pageState.current
    const active = document.activeElement
    const caret = queryField.current && active === queryField.current ? queryField.current.selectionStart : null
    return {
      query: queryField.current?.value ?? page.query,
      variables: variablesField.current?.value ?? page.variables,
      operationName: page.wantedName,
      link: page.link,
      cursor: caret,
      focus: active === queryField.current ? "query" : active === variablesField.current ? "variables" : null,
      firstRun: page.firstRun,
    }
  }, [])
  return { takeOver, queryField, variablesField }
}

/**
 * Run, before the editor has taken over: starts the editor, and sends the operation with the navbar's credentials
 * as they are (the same request function as the editor's); its answer becomes the first run the editor takes over.
 */
function useRun(
  { query, variables, wantedName }: Pick<PageState, "query" | "variables" | "wantedName">,
  settingsRef: MutableRefObject<EditorSettings>,
  startEditor: () => void,
  setFirstRun: (run: FirstRun) => void,
) {
  const [running, setRunning] = useState(false)
  const run = useCallback(async () => {
    startEditor()
    setRunning(true)
    try {
      const outcome = await runWithSiteCredentials(
        { query, variables, operationName: operationNameFor(query, wantedName) },
        settingsRef.current.credentials,
        { endpoint: siteConfig.apiUrl },
      )
      setFirstRun({ result: outcome.result, report: outcome.report })
    } finally {
      setRunning(false)
    }
  }, [query, variables, wantedName, startEditor, settingsRef, setFirstRun])
  return { run, running }
}

/** The build measured the default operation (gatsby/build-editor.ts); other text is measured by the editor. */
function openingCost(query: string, variables: string, firstCost: CostStatus): CostStatus {
  return query === DEFAULT_QUERY && variables.trim() === ""
    ? firstCost
    : { kind: "unmeasured" as const, text: COST_NOTES.beforeEditor, warnings: [] }
}

/**
 * The playground on /graphql/. The server render already shows the operation
 * the reader will run, highlighted, with its variables and a working Run
 * (the same request function, headers and response details as the editor).
 * The full editor (GraphiQL with Monaco, a bundle of its own) is fetched
 * when the page is idle and started when the reader first turns to the
 * playground (a click, a key, the focus); it then takes over the text, the
 * caret and the last response, in the same box.
 */
export function Playground({ editor, firstCost }: { editor: EditorManifest; firstCost: CostStatus }) {
  const { settings, settingsRef } = useEditorSettings()
  const opening = useOpening()
  const link = opening.link
  const wantedName = opening.operationName
  const { query, variables, setQuery, setVariables } = useEdits(opening)
  const [dismissedNotes, setDismissedNotes] = useState(false)
  const [firstRun, setFirstRun] = useState<FirstRun | null>(null)

  const { takeOver, queryField, variablesField } = useTakeOver({ query, variables, wantedName, link, firstRun })
  const { phase, startEditor, retry, firstView, editorElement } = useEditorTakeover(editor, settings, takeOver)

  const { run, running } = useRun({ query, variables, wantedName }, settingsRef, startEditor, setFirstRun)

  const ready = phase.kind === "ready"
  return (
    <div className={styles.root}>
      <SiteHeaders
        className={styles.narrowOnly}
        credentials={settings.credentials}
        signedIn={settings.identity !== null}
      />
      <OpeningNotes notes={dismissedNotes ? [] : opening.problems} onDismiss={() => setDismissedNotes(true)} />
      <div className={styles.area}>
        {ready ? null : (
          <div
            ref={firstView}
            className={styles.firstView}
            onPointerDown={startEditor}
            onFocus={startEditor}
            onKeyDown={startEditor}
            data-editor-phase={phase.kind}
          >
            <EditorStatus phase={phase} onRetry={retry} onStart={startEditor} />
            {/* Keyed by the opening: what this visit opens (a link's operation, a stored tab) replaces the server's
                default at hydration with a line of its own, so the live region starts with the visible copy's text
                instead of speaking the default's figures until its pause for typing (COST_ANNOUNCE_AFTER_MS) ends. */}
            <CostLine
              key={opening === DEFAULT_OPENING ? "server" : "visit"}
              status={openingCost(query, variables, firstCost)}
            />
            <div className={styles.workspace}>
              <OperationPane
                query={query}
                variables={variables}
                onQueryChange={setQuery}
                onVariablesChange={setVariables}
                onRun={run}
                running={running}
                queryField={queryField}
                variablesField={variablesField}
              />
              <ResponsePane firstRun={firstRun} running={running} />
            </div>
          </div>
        )}
        <div
          ref={editorElement}
          className={ready ? styles.editor : styles.editorLoading}
          aria-hidden={ready ? undefined : true}
        />
      </div>
      <noscript>
        <p className={styles.noscript}>
          The playground needs JavaScript. Without it, send queries with curl as shown in the docs.
        </p>
      </noscript>
    </div>
  )
}
