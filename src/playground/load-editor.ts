/**
 * Loads the playground editor bundle (src/playground/editor-contract.ts) on
 * the /graphql/ page: its files ahead of need when the connection allows,
 * and the module itself when the reader first turns to the playground.
 */
import React from "react"
import ReactDOM from "react-dom"
import * as ReactDOMClient from "react-dom/client"
import * as jsxRuntime from "react/jsx-runtime"
import { connectionAllowsPrefetch } from "../lib/browser/client-entry"
import { loadOnDemand } from "../lib/browser/site-update"
import { SHARED_MODULES_GLOBAL, type EditorManifest, type EditorModule, type SharedModules } from "./editor-contract"

const sharedModules: SharedModules = {
  react: React,
  "react-dom": ReactDOM,
  "react-dom/client": ReactDOMClient,
  "react/jsx-runtime": jsxRuntime,
}

function loadStylesheet(href: string): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`)
  if (existing?.sheet) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const link = existing ?? Object.assign(document.createElement("link"), { rel: "stylesheet", href })
    link.addEventListener("load", () => resolve(), { once: true })
    link.addEventListener(
      "error",
      () => {
        link.remove()
        reject(new Error(`its stylesheet ${href} did not load`))
      },
      { once: true },
    )
    if (!existing) document.head.appendChild(link)
  })
}

/** The native import, out of webpack's sight: the editor is not part of the site's bundle. */
const importModule = (url: string): Promise<unknown> => import(/* webpackIgnore: true */ url)

let loading: { entry: string; module: Promise<EditorModule> } | null = null
let attempts = 0

/**
 * The editor's module, loaded once per page; a failed load is tried again on
 * the next call. When a new deployment removed its files, the error says so
 * (src/lib/browser/site-update.ts).
 */
export function loadEditor(manifest: EditorManifest): Promise<EditorModule> {
  if (loading?.entry === manifest.entry) return loading.module
  const module = loadOnDemand(async () => {
    ;(globalThis as Record<string, unknown>)[SHARED_MODULES_GLOBAL] = sharedModules
    // A browser keeps a failed module import for the page's lifetime: another attempt asks under a new URL.
    const url = attempts > 0 ? `${manifest.entry}?attempt=${attempts}` : manifest.entry
    attempts += 1
    const [loaded] = await Promise.all([importModule(url), ...manifest.css.map(loadStylesheet)])
    const mount = (loaded as Partial<EditorModule> | null)?.mount
    if (typeof mount !== "function") throw new Error(`${manifest.entry} does not export mount()`)
    return { mount }
  })()
  loading = { entry: manifest.entry, module }
  module.catch(() => {
    if (loading?.module === module) loading = null
  })
  return module
}

/**
 * Asks the browser to fetch the editor's files at low priority, into its
 * cache, without running them: unless the reader is on a 2g connection or
 * saving data, as for the site's own prefetching.
 */
export function prefetchEditor(manifest: EditorManifest, nav: Navigator = navigator): number {
  if (!connectionAllowsPrefetch(nav)) return 0
  let added = 0
  for (const href of manifest.preload) {
    if (document.querySelector(`link[href="${href}"]`)) continue
    document.head.appendChild(Object.assign(document.createElement("link"), { rel: "prefetch", href }))
    added += 1
  }
  return added
}
