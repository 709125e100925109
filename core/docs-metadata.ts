import { DOCS_HOME_ROUTE } from "./routes"
/**
 * Docs metadata: versions and the one sidebar (the spec requires "a single docs
 * version, labelled Next" and one sidebar, apiDocsSidebar). Shared by the build
 * (routes) and the browser (version dropdown, navbar doc links).
 */
export interface DocsVersion {
  /** Internal name; "current" is the unreleased docs under /docs/. */
  name: string
  label: string
  isLast: boolean
  /** Route prefix of this version's docs, with trailing slash. */
  path: string
  /** Id of the doc the version's navbar entry opens. */
  mainDocId: string
}

export const DOCS_PLUGIN_ID = "default"
const DOCS_SIDEBAR_ID = "apiDocsSidebar"

export const docsVersions: readonly DocsVersion[] = [
  { name: "current", label: "Next", isLast: true, path: DOCS_HOME_ROUTE, mainDocId: "access-the-api" },
]

export const currentVersion: DocsVersion = docsVersions[0]

/** A docs route of the current version moved to `version` ("/docs/x/" -> version.path + "x/"). */
export function routeInVersion(route: string, version: DocsVersion): string {
  return route.startsWith(currentVersion.path) ? version.path + route.slice(currentVersion.path.length) : route
}

/** The sidebar ids the docs define; anything else is a configuration error. */
const sidebarIds: readonly string[] = [DOCS_SIDEBAR_ID]

export function assertSidebarId(id: string): void {
  if (!sidebarIds.includes(id))
    throw new Error(`No sidebar with id "${id}" in the docs data. Available sidebar ids: ${sidebarIds.join(", ")}`)
}
