import { useCallback, useMemo, type ReactNode } from "react"
import { createStrictContext } from "../lib/react/create-context-hook"
import { DOCS_PLUGIN_ID, docsVersions, type DocsVersion } from "../../core/docs-metadata"
import { createStorageSlot, useStorageSlot } from "../lib/browser/storage"
import { STORAGE_KEYS } from "../../core/storage-keys"

const preferredVersionSlot = createStorageSlot(
  STORAGE_KEYS.docsPreferredVersion(DOCS_PLUGIN_ID),
  "your preferred docs version",
)

interface DocsPreferredVersionValue {
  preferredVersion: DocsVersion
  savePreferredVersion: (name: string) => void
}

const [DocsPreferredVersionContext, useDocsPreferredVersion] =
  createStrictContext<DocsPreferredVersionValue>("DocsPreferredVersion")
export { useDocsPreferredVersion }

const latestVersion = docsVersions.find((version) => version.isLast) ?? docsVersions[0]

/** The docs version the reader chose (remembered in storage), else the latest one; docs links follow it. */
export function DocsPreferredVersionProvider({ children }: { children: ReactNode }) {
  const [stored, setStored] = useStorageSlot(preferredVersionSlot)
  const preferredVersion = docsVersions.find((version) => version.name === stored) ?? latestVersion
  const savePreferredVersion = useCallback((name: string) => setStored(name), [setStored])
  const value = useMemo(() => ({ preferredVersion, savePreferredVersion }), [preferredVersion, savePreferredVersion])
  return <DocsPreferredVersionContext.Provider value={value}>{children}</DocsPreferredVersionContext.Provider>
}
