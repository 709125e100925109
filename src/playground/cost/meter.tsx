import { useEffect, useState, useSyncExternalStore } from "react"
import { pick, useGraphiQL } from "@graphiql/react"
import type { GraphQLSchema } from "graphql"
import { createListeners } from "../../../core/listeners"
import { COST_NOTES, type CostStatus } from "./words"
import { costStatus } from "./measuring"
import { CostLine } from "./drawing"
import { fetchPublishedSchema } from "../editor/schema-fallback"

/*
 * The cost line in the editor: measuring as the reader types, inside GraphiQL (so the editor bundle's alone, never
 * the page's), and the store the line reads.
 */

/** The editor's cost line as the meter inside GraphiQL last measured it. */
interface CostStore {
  get(): CostStatus
  set(status: CostStatus): void
  subscribe(listener: () => void): () => void
}

const sameStatus = (a: CostStatus, b: CostStatus) =>
  a.kind === b.kind && a.text === b.text && a.warnings.join("\n") === b.warnings.join("\n")

export function createCostStore(): CostStore {
  let current: CostStatus = { kind: "unmeasured", text: COST_NOTES.loading, warnings: [] }
  const listeners = createListeners()
  return {
    get: () => current,
    subscribe: listeners.subscribe,
    set(status) {
      if (sameStatus(status, current)) return
      current = status
      listeners.notify()
    },
  }
}

/**
 * Above the editor: the cost line. It reads a store rather than GraphiQL's state, so that a keystroke re-renders
 * this line and not GraphiQL; and a store read with useSyncExternalStore is rendered in the same task as the edit.
 */
export function EditorCostLine({ store }: { store: CostStore }) {
  return <CostLine status={useSyncExternalStore(store.subscribe, store.get)} />
}

/**
 * The site's /schema.graphql, asked for once the editor has started and the browser is idle (GitHub's schema, for
 * one, takes half a second to build). Null until it has loaded, and when it cannot be.
 */
function usePublishedSchema(url: string): GraphQLSchema | null {
  const [schema, setSchema] = useState<GraphQLSchema | null>(null)
  useEffect(() => {
    let cancelled = false
    const load = () =>
      void fetchPublishedSchema(url).then(
        (loaded) => {
          if (!cancelled) setSchema(loaded)
        },
        // GraphiQL's schema stands in (CostMeter).
        () => {},
      )
    const idle = "requestIdleCallback" in window
    const handle = idle ? window.requestIdleCallback(load, { timeout: 2000 }) : window.setTimeout(load, 0)
    return () => {
      cancelled = true
      if (idle) window.cancelIdleCallback(handle)
      else window.clearTimeout(handle)
    }
  }, [url])
  return schema
}

/**
 * Inside GraphiQL: measures the operation in the editor, with its variables, at every change of either editor's
 * text and of the selected operation, and hands the line to the store.
 *
 * Which schema: the site's /schema.graphql once it has loaded. GraphiQL's own schema comes from introspection,
 * which has no applied directives, so a `@listSize` or `@cost` the schema declares would be lost and the figures
 * would follow the default rule only; the published SDL keeps them. Until it loads, or when it cannot, GraphiQL's
 * schema stands in: for the API's default rule (every field 1, `first` multiplies) the two agree.
 */
export function CostMeter({
  store,
  schemaFileUrl,
  noSchema,
}: {
  store: CostStore
  schemaFileUrl: string
  /** Neither the API's introspection nor the site's file gave a schema. */
  noSchema: boolean
}) {
  const { queryEditor, variableEditor, operationName, schema } = useGraphiQL(
    pick("queryEditor", "variableEditor", "operationName", "schema"),
  )
  const published = usePublishedSchema(schemaFileUrl)
  const measuredWith = published ?? schema ?? null
  useEffect(() => {
    if (!queryEditor) return
    const measure = () => {
      if (!measuredWith && noSchema) {
        store.set({ kind: "unmeasured", text: COST_NOTES.noSchema, warnings: [] })
        return
      }
      const input = { query: queryEditor.getValue(), variables: variableEditor?.getValue() ?? "", operationName }
      store.set(costStatus(measuredWith, input))
    }
    measure()
    const subscriptions = [
      queryEditor.onDidChangeModelContent(measure),
      variableEditor?.onDidChangeModelContent(measure),
    ]
    return () => {
      for (const subscription of subscriptions) subscription?.dispose()
    }
  }, [queryEditor, variableEditor, operationName, measuredWith, noSchema, store])
  return null
}
