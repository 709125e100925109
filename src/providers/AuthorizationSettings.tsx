import { useCallback, useMemo, useState, type ReactNode } from "react"
import { createStrictContext } from "../lib/react/create-context-hook"
import {
  CREDENTIALS_SETTLE_MS,
  modeStates,
  parseActiveModes,
  toggleMode,
  type AuthorizationMode,
  type ModeState,
} from "../../core/authorization-modes"
import { createStorageSlot, useStorageSlot } from "../lib/browser/storage"
import { STORAGE_KEYS } from "../../core/storage-keys"
import { useDebouncedValue } from "../lib/react/use-debounced-value"
import { useAuth } from "./Auth"

const activeModesSlot = createStorageSlot(STORAGE_KEYS.activeAuthorizationModes, "your authorization modes")
const apiKeySlot = createStorageSlot(STORAGE_KEYS.apiKey, "your API key")

interface AuthorizationSettingsValue {
  /** The modes the reader chose (stored; default both). */
  activeModes: AuthorizationMode[]
  modes: Record<AuthorizationMode, ModeState>
  toggleMode: (mode: AuthorizationMode) => void
  /** The API key field's text as typed (stored), or null: what the field shows, and nothing else reads. */
  typedApiKey: string | null
  /**
   * The key: the field's text trimmed, or null when it holds none or only spaces. Trimmed here, where the key enters
   * the site's state, so every reader (the checkboxes, the key check, the samples, Run, the playground) takes it as is.
   */
  apiKey: string | null
  setApiKey: (value: string) => void
  /** The key once typing has paused for 600 ms; what the API client uses. */
  debouncedApiKey: string | null
}

const [AuthorizationSettingsContext, useAuthorizationSettings] =
  createStrictContext<AuthorizationSettingsValue>("AuthorizationSettings")
export { AuthorizationSettingsContext, useAuthorizationSettings }

/** The navbar's authorization settings: which modes are active and the API key, kept in browser storage. */
export function AuthorizationSettingsProvider({ children }: { children: ReactNode }) {
  const { status } = useAuth()
  const [storedModes, setStoredModes] = useStorageSlot(activeModesSlot)
  const [typedApiKey, setStoredApiKey] = useStorageSlot(apiKeySlot)
  const apiKey = typedApiKey?.trim() || null
  const activeModes = useMemo(() => parseActiveModes(storedModes), [storedModes])
  const modes = useMemo(
    () => modeStates(activeModes, apiKey !== null, status === "signedIn"),
    [activeModes, apiKey, status],
  )
  // A stored key is used as soon as it is read; only typing waits for the pause.
  const [typing, setTyping] = useState(false)
  const debounced = useDebouncedValue(apiKey, typing ? CREDENTIALS_SETTLE_MS : 0)

  const toggle = useCallback(
    (mode: AuthorizationMode) => setStoredModes(JSON.stringify(toggleMode(activeModes, mode, modes[mode].enabled))),
    [activeModes, modes, setStoredModes],
  )
  const setApiKey = useCallback(
    (value: string) => {
      setTyping(true)
      setStoredApiKey(value ? value : null)
    },
    [setStoredApiKey],
  )

  const value = useMemo(
    () => ({ activeModes, modes, toggleMode: toggle, typedApiKey, apiKey, setApiKey, debouncedApiKey: debounced }),
    [activeModes, modes, toggle, typedApiKey, apiKey, setApiKey, debounced],
  )
  return <AuthorizationSettingsContext.Provider value={value}>{children}</AuthorizationSettingsContext.Provider>
}
