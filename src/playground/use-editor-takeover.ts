import { useCallback, useEffect, useRef, useState } from "react"
import { withPrefix } from "gatsby"
import { SCHEMA_FILE_PATH, siteConfig } from "../../core/site-config"
import { retryOrReload } from "../lib/browser/site-update"
import { errorMessage } from "../../core/error-message"
import type { EditorManifest, EditorSettings, InitialOperation, MountedEditor } from "./editor-contract"
import { loadEditor, prefetchEditor } from "./load-editor"

export type EditorPhase =
  { kind: "waiting" } | { kind: "loading" } | { kind: "ready" } | { kind: "failed"; message: string }

/** How long after the page settles the editor's files are fetched (into the cache, not run). */
const PREFETCH_AFTER_MS = 1500

/**
 * The full editor's life on the playground page: its files fetched into the
 * cache when the page is idle; started by startEditor (the reader's first
 * click, key or focus in the first view, or a focus there from before
 * hydration); mounted into `editorElement`, where it takes over what
 * `takeOver` reads at that moment; told of the navbar's changes; and
 * unmounted with the page. A failed load can be retried.
 */
export function useEditorTakeover(editor: EditorManifest, settings: EditorSettings, takeOver: () => InitialOperation) {
  const [phase, setPhase] = useState<EditorPhase>({ kind: "waiting" })
  const firstView = useRef<HTMLDivElement>(null)
  const editorElement = useRef<HTMLDivElement>(null)
  const mounted = useRef<MountedEditor | null>(null)
  const settingsRef = useRef(settings)
  useEffect(() => {
    settingsRef.current = settings
    // The navbar's changes go to the editor as they happen.
    mounted.current?.update(settings)
  }, [settings])

  useEffect(() => {
    const prefetch = () => prefetchEditor(editor)
    const timer = window.setTimeout(
      () => ("requestIdleCallback" in window ? window.requestIdleCallback(prefetch) : prefetch()),
      PREFETCH_AFTER_MS,
    )
    return () => window.clearTimeout(timer)
  }, [editor])

  const startEditor = useCallback(() => {
    setPhase((current) => (current.kind === "waiting" ? { kind: "loading" } : current))
  }, [])

  // A reader who clicked into the first view before the page hydrated (React was not listening yet) has the focus there.
  useEffect(() => {
    if (firstView.current?.contains(document.activeElement)) startEditor()
  }, [startEditor])

  useEffect(() => {
    if (phase.kind !== "loading") return
    let cancelled = false
    loadEditor(editor).then(
      ({ mount }) => {
        if (cancelled || !editorElement.current) return
        mounted.current = mount(editorElement.current, {
          ...settingsRef.current,
          endpoint: siteConfig.apiUrl,
          schemaFileUrl: withPrefix(SCHEMA_FILE_PATH),
          takeOver,
          onReady: () => {
            if (!cancelled) setPhase({ kind: "ready" })
          },
        })
      },
      (error: unknown) => {
        if (!cancelled) setPhase({ kind: "failed", message: errorMessage(error) })
      },
    )
    return () => {
      cancelled = true
    }
  }, [phase.kind, editor, takeOver])

  useEffect(
    () => () => {
      mounted.current?.unmount()
      mounted.current = null
    },
    [],
  )

  const retry = () => void retryOrReload(() => setPhase({ kind: "loading" }))
  return { phase, startEditor, retry, firstView, editorElement }
}
