import { useMemo, useState, type ReactNode } from "react"
import { createStrictContext } from "../lib/react/create-context-hook"

interface DocsSidebarVisibility {
  hidden: boolean
  setHidden: (hidden: boolean) => void
}

const [DocsSidebarVisibilityContext, useDocsSidebarVisibility] =
  createStrictContext<DocsSidebarVisibility>("DocsSidebarVisibility")
export { useDocsSidebarVisibility }

/** Whether the desktop docs sidebar is hidden; lives above the pages so it survives navigation. */
export function DocsSidebarVisibilityProvider({ children }: { children: ReactNode }) {
  const [hidden, setHidden] = useState(false)
  const value = useMemo(() => ({ hidden, setHidden }), [hidden])
  return <DocsSidebarVisibilityContext.Provider value={value}>{children}</DocsSidebarVisibilityContext.Provider>
}
