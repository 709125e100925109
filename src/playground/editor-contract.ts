/**
 * The one interface between the site and the playground editor (GraphiQL 5
 * with Monaco). The editor is a bundle of its own, built by esbuild outside
 * the site's webpack (gatsby/lib/editor-bundle.ts); the /graphql/ page loads
 * it with a plain dynamic import and talks to it only through `mount` below.
 * Everything the editor knows of the site (where the API is, the navbar's
 * credentials, the colour mode, what the reader already typed) comes in
 * here, and nothing else of the site goes into the bundle.
 *
 * This file holds types and constants only: both builds import it.
 */
import type { PlaygroundOperation } from "../../core/playground-url"
import type { SiteCredentials } from "../lib/browser/run-operation"
import type { RunReport, RunResult } from "../../core/run-operation"

type EditorColorMode = "light" | "dark"

/** What the site pushes to a mounted editor whenever it changes. */
export interface EditorSettings {
  /** The navbar's authorization settings; read when a request starts, so a change applies to the next run. */
  credentials: SiteCredentials
  /** Who is signed in (a stable id), or null; a change may let the API's introspection through. */
  identity: string | null
  colorMode: EditorColorMode
}

/** A run made before the editor took over, shown in its response pane. */
export interface FirstRun {
  result: RunResult
  report: RunReport
}

/** What the reader had on the page when the editor took over. */
export interface InitialOperation {
  /** The operation's text as the reader left it. */
  query: string
  /** The variables as JSON text ("" for none). */
  variables: string
  operationName: string | null
  /** The share link the page was opened with, unedited: it decides which stored tab takes the text. */
  link: PlaygroundOperation | null
  /** Where the caret was in the operation (a character offset), or null. */
  cursor: number | null
  /** Which field had the keyboard focus, so the editor can take it. */
  focus: "query" | "variables" | null
  /** The last run, when the reader ran the operation before the editor loaded. */
  firstRun: FirstRun | null
}

interface MountOptions extends EditorSettings {
  /** The GraphQL endpoint. */
  endpoint: string
  /** The site's copy of the schema (SDL), for when introspection fails. */
  schemaFileUrl: string
  /** What the reader has on the page; called once, when the editors exist, so nothing typed while the editor loaded is lost. */
  takeOver: () => InitialOperation
  /** Called once the operation editor exists and holds the reader's text. */
  onReady?: () => void
}

export interface MountedEditor {
  /** Takes the navbar's new settings; only the given ones change. */
  update(settings: Partial<EditorSettings>): void
  /** Removes the editor from its element (the page is left). */
  unmount(): void
}

export type Mount = (element: HTMLElement, options: MountOptions) => MountedEditor

/** What the editor bundle's entry exports. */
export interface EditorModule {
  mount: Mount
}

/**
 * The editor uses the page's own React rather than a second copy: the page
 * puts these modules on this global before it imports the bundle, and the
 * bundle's imports of them read it (gatsby/lib/editor-bundle.ts).
 */
export const SHARED_MODULES_GLOBAL = "__zfvPlaygroundShared"
export const SHARED_MODULE_IDS = ["react", "react-dom", "react-dom/client", "react/jsx-runtime"] as const
type SharedModuleId = (typeof SHARED_MODULE_IDS)[number]
export type SharedModules = Record<SharedModuleId, unknown>

/** The files of one editor build, as the page needs them: site paths. */
export interface EditorManifest {
  /** The ES module that exports `mount`. */
  entry: string
  /** Stylesheets to load with it. */
  css: string[]
  /** Every file the editor needs when it mounts (the entry, its chunks, its stylesheet), to fetch ahead of need. */
  preload: string[]
}
