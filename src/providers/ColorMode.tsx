import { useCallback, useEffect, useMemo, type ReactNode } from "react"
import { createStrictContext } from "../lib/react/create-context-hook"
import { createStorageSlot, useStorageSlot } from "../lib/browser/storage"
import { STORAGE_KEYS } from "../../core/storage-keys"

export type ColorMode = "light" | "dark"

/** Light unless the reader chose dark: the spec requires that it "does not follow the system preference". */
export const DEFAULT_COLOR_MODE: ColorMode = "light"

const themeSlot = createStorageSlot(STORAGE_KEYS.theme, "your colour mode")

const toColorMode = (value: string | null): ColorMode => (value === "dark" ? "dark" : DEFAULT_COLOR_MODE)

function applyToDocument(mode: ColorMode) {
  document.documentElement.setAttribute("data-theme", mode)
}

interface ColorModeValue {
  colorMode: ColorMode
  setColorMode: (mode: ColorMode) => void
}

const [ColorModeContext, useColorMode] = createStrictContext<ColorModeValue>("ColorMode")
export { useColorMode }

/**
 * The colour mode. The script in gatsby-ssr applies the stored mode before the
 * first paint; this provider changes it on request and follows other tabs.
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [stored, setStored] = useStorageSlot(themeSlot)
  const colorMode = toColorMode(stored)

  useEffect(() => themeSlot.listen((value) => applyToDocument(toColorMode(value))), [])

  const setColorMode = useCallback(
    (mode: ColorMode) => {
      applyToDocument(mode)
      setStored(mode)
    },
    [setStored],
  )
  const value = useMemo(() => ({ colorMode, setColorMode }), [colorMode, setColorMode])
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>
}
