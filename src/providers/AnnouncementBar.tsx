import { useCallback, useEffect, useMemo, type ReactNode } from "react"
import { createStrictContext } from "../lib/react/create-context-hook"
import { createStorageSlot, useStorageSlot } from "../lib/browser/storage"
import { STORAGE_KEYS } from "../../core/storage-keys"
import { announcementBar } from "../../core/site-config"

const announcementDismissSlot = createStorageSlot(STORAGE_KEYS.announcementDismissed, "closing the announcement")
const announcementIdSlot = createStorageSlot(STORAGE_KEYS.announcementId, "closing the announcement")

interface AnnouncementBarValue {
  /** Whether the bar is shown. */
  isActive: boolean
  close: () => void
}

const [AnnouncementBarContext, useAnnouncementBar] = createStrictContext<AnnouncementBarValue>("AnnouncementBar")
export { useAnnouncementBar }

/**
 * The announcement is shown until dismissed. The dismissal is stored as the
 * text "true" next to the bar's id; a new id clears it, so a new announcement
 * shows again for everyone.
 */
export function AnnouncementBarProvider({
  children,
  id = announcementBar?.id ?? null,
}: {
  children: ReactNode
  id?: string | null
}) {
  const [dismissed, setDismissed] = useStorageSlot(announcementDismissSlot)

  useEffect(() => {
    if (!id) return
    if (announcementIdSlot.get() !== id) {
      setDismissed(null)
      announcementIdSlot.set(id)
    }
  }, [id, setDismissed])

  const close = useCallback(() => setDismissed("true"), [setDismissed])
  const value = useMemo(() => ({ isActive: Boolean(id) && dismissed !== "true", close }), [id, dismissed, close])
  return <AnnouncementBarContext.Provider value={value}>{children}</AnnouncementBarContext.Provider>
}
