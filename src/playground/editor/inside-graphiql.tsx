/**
 * The parts the editor puts inside GraphiQL (./index.tsx): the schema's status
 * line and its "ask again", the Run text kept in step with the first view, and
 * Monaco's themes in the site's colours.
 */
import { useEffect, useRef, type MutableRefObject } from "react"
import { pick, useGraphiQL, useGraphiQLActions, useMonaco } from "@graphiql/react"
import { GRAPHIQL_THEME_NAMES, siteMonacoTheme } from "./monaco-themes"
import * as statusStyles from "../status-line.module.css"

/** Where the editor's schema comes from; the status line says it. */
export type SchemaSource =
  | { kind: "loading" }
  | { kind: "api" }
  | { kind: "file"; reason: string }
  | { kind: "none"; reason: string; fileProblem: string }

/**
 * Inside GraphiQL: hands its introspect action to the status line's "ask
 * again", and asks again itself when the navbar's credentials change while
 * the schema is not the API's.
 */
export function IntrospectHandle({
  introspectRef,
  credentialsKey,
  askAgainOnChange,
}: {
  introspectRef: MutableRefObject<(() => void) | null>
  credentialsKey: string
  askAgainOnChange: boolean
}) {
  const { introspect } = useGraphiQLActions()
  const seenCredentials = useRef(credentialsKey)
  useEffect(() => {
    introspectRef.current = () => void introspect()
    return () => {
      introspectRef.current = null
    }
  }, [introspect, introspectRef])
  useEffect(() => {
    if (seenCredentials.current === credentialsKey) return
    seenCredentials.current = credentialsKey
    if (askAgainOnChange) void introspect()
  }, [credentialsKey, askAgainOnChange, introspect])
  return null
}

export type TakeInRun = (query: string, operationName: string | null) => void

/**
 * Inside GraphiQL: lets the fetcher bring the active tab up to date with the
 * run it sends. GraphiQL looks at an edit about 100 ms after it; a run pressed
 * in that moment would otherwise go into History, the tab and the share link
 * with the text and operation name from before the edit.
 */
export function RunTextSync({ takeInRunRef }: { takeInRunRef: MutableRefObject<TakeInRun | null> }) {
  const { updateActiveTabValues, setOperationName } = useGraphiQLActions()
  const { tabs, activeTabIndex, operationName } = useGraphiQL(pick("tabs", "activeTabIndex", "operationName"))
  const tab = tabs[activeTabIndex]
  const tabQuery = tab?.query ?? null
  const tabOperationName = tab?.operationName ?? null
  useEffect(() => {
    takeInRunRef.current = (sentQuery, sentOperationName) => {
      if (sentQuery !== tabQuery || sentOperationName !== tabOperationName)
        updateActiveTabValues({ query: sentQuery, operationName: sentOperationName })
      // GraphiQL's own state names only named operations (an anonymous one keeps the last name); so does this.
      if (sentOperationName !== null && sentOperationName !== operationName) setOperationName(sentOperationName)
    }
    return () => {
      takeInRunRef.current = null
    }
  }, [takeInRunRef, tabQuery, tabOperationName, operationName, updateActiveTabValues, setOperationName])
  return null
}

/** Inside GraphiQL: once Monaco has loaded, its two themes get the site's colours (./monaco-themes.ts). */
export function SiteMonacoThemes() {
  const monaco = useMonaco((state) => state.monaco)
  useEffect(() => {
    if (!monaco) return
    for (const mode of ["light", "dark"] as const)
      monaco.editor.defineTheme(GRAPHIQL_THEME_NAMES[mode], siteMonacoTheme(mode))
  }, [monaco])
  return null
}

export function SchemaStatus({
  source,
  onRetry,
  endpoint,
  schemaFileUrl,
}: {
  source: SchemaSource
  onRetry: () => void
  endpoint: string
  schemaFileUrl: string
}) {
  const api = new URL(endpoint).host
  return (
    <p className={statusStyles.line} role="status" data-schema-source={source.kind}>
      {source.kind === "loading" ? <>Schema: asking the API ({api})…</> : null}
      {source.kind === "api" ? <>Schema: from the API ({api}), by introspection.</> : null}
      {source.kind === "file" ? (
        <>
          Schema: from this site&apos;s <a href={schemaFileUrl}>{schemaFileUrl}</a>, because the API&apos;s
          introspection failed: {source.reason}{" "}
          <button type="button" className={statusStyles.inlineButton} onClick={onRetry}>
            Ask the API again
          </button>
        </>
      ) : null}
      {source.kind === "none" ? (
        <>
          No schema: the API&apos;s introspection failed ({source.reason}) and {schemaFileUrl} could not be loaded (
          {source.fileProblem}). Queries still run, without docs or autocomplete.{" "}
          <button type="button" className={statusStyles.inlineButton} onClick={onRetry}>
            Try again
          </button>
        </>
      ) : null}
    </p>
  )
}
