/**
 * Docs metadata (SPEC §3): versions and the one sidebar. Shared by the build
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
export const DOCS_SIDEBAR_ID = "apiDocsSidebar"

export const docsVersions: readonly DocsVersion[] = [
  { name: "current", label: "Next", isLast: true, path: "/docs/", mainDocId: "access-the-api" },
]

export const currentVersion: DocsVersion = docsVersions[0]
