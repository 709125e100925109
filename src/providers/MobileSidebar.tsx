import { navigate } from "gatsby"
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react"
import { createStrictContext } from "../lib/react/create-context-hook"
import { useWindowSize } from "../lib/react/use-window-size"
import { CUSTOM_MEDIA } from "../styles/breakpoints"

/** Marks the history entry the open panel adds, so Back closes the panel instead of leaving the page. */
const PANEL_ENTRY = "navbarSidebarOpen"

interface MobileSidebarValue {
  /** True on desktop widths, where there is no mobile sidebar. */
  disabled: boolean
  shown: boolean
  toggle: () => void
  close: () => void
  /** Closes the panel, then goes to `to`, leaving no extra history entry. */
  closeAndNavigate: (to: string) => void
  /** What the panel shows besides the navbar items: the docs sidebar on docs pages. */
  secondaryMenu: ReactNode
  setSecondaryMenu: (content: ReactNode) => void
}

const [MobileSidebarContext, useMobileSidebar] = createStrictContext<MobileSidebarValue>("MobileSidebar")
export { useMobileSidebar }

const panelEntryIsCurrent = () => Boolean((window.history.state as Record<string, unknown> | null)?.[PANEL_ENTRY])

/**
 * The navbar's panel at mobile widths. Opening it adds a history entry with the
 * same URL, so the browser's Back button closes it; any other way of closing
 * removes that entry again. It closes when the window grows to desktop width.
 */
export function MobileSidebarProvider({ children }: { children: ReactNode }) {
  const windowSize = useWindowSize()
  const disabled = windowSize === "desktop"
  const [shown, setShown] = useState(false)
  const [secondaryMenu, setSecondaryMenu] = useState<ReactNode>(null)
  const pendingNavigation = useRef<string | null>(null)

  useEffect(() => {
    const onPopState = () => {
      setShown(false)
      const to = pendingNavigation.current
      pendingNavigation.current = null
      if (to) void navigate(to)
    }
    window.addEventListener("popstate", onPopState)
    return () => window.removeEventListener("popstate", onPopState)
  }, [])

  const close = useCallback(() => {
    setShown(false)
    if (panelEntryIsCurrent()) window.history.back()
  }, [])

  const closeAndNavigate = useCallback((to: string) => {
    setShown(false)
    if (panelEntryIsCurrent()) {
      pendingNavigation.current = to
      window.history.back()
    } else {
      void navigate(to)
    }
  }, [])

  const toggle = useCallback(() => {
    if (shown) {
      close()
      return
    }
    if (!panelEntryIsCurrent())
      window.history.pushState({ ...(window.history.state as object | null), [PANEL_ENTRY]: true }, "")
    setShown(true)
  }, [shown, close])

  useEffect(() => {
    if (!shown) return
    const desktop = window.matchMedia(CUSTOM_MEDIA["--desktop"])
    const onChange = () => {
      if (desktop.matches) close()
    }
    desktop.addEventListener("change", onChange)
    return () => desktop.removeEventListener("change", onChange)
  }, [shown, close])

  useEffect(() => {
    if (!shown) return
    const previous = document.body.style.overflow
    document.body.style.overflow = "hidden"
    return () => {
      document.body.style.overflow = previous
    }
  }, [shown])

  const value = useMemo(
    () => ({ disabled, shown, toggle, close, closeAndNavigate, secondaryMenu, setSecondaryMenu }),
    [disabled, shown, toggle, close, closeAndNavigate, secondaryMenu],
  )
  return <MobileSidebarContext.Provider value={value}>{children}</MobileSidebarContext.Provider>
}

/** Puts `content` into the mobile panel's secondary menu while the calling component is mounted. */
export function useMobileSecondaryMenu(content: ReactNode) {
  const { setSecondaryMenu } = useMobileSidebar()
  useEffect(() => {
    setSecondaryMenu(content)
    return () => setSecondaryMenu(null)
  }, [content, setSecondaryMenu])
}
