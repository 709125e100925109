import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react"
import { createStrictContext } from "../lib/react/create-context-hook"
import { siteConfig } from "../../core/site-config"
import { loadOnDemand } from "../lib/browser/site-update"
import {
  INITIAL_API_SNAPSHOT,
  createApiStore,
  type ApiServices,
  type KeyCheckResult,
  type ProfileInput,
  type ProfileState,
} from "../lib/browser/api/api-session-store"
import { useAuth } from "./Auth"
import { useAuthorizationSettings } from "./AuthorizationSettings"

interface ApiValue {
  /** The result of checking the key in the field; null while typing, checking, or without a key. */
  keyCheck: KeyCheckResult | null
  profile: ProfileState
  /** Computed from MyPermissions; the spec requires that it is "not used to change anything shown". */
  isSuperAdmin: boolean
  /** Runs UpsertMyProfile; rejects with an error in plain words. */
  createProfile: (input: ProfileInput) => Promise<void>
  /** The API code could not be loaded. */
  loadError: string | null
}

const [ApiContext, useApi] = createStrictContext<ApiValue>("Api")
export { useApi }

const loadApiServices = loadOnDemand(() => import("../lib/browser/api/services").then((module) => module.apiServices))
const initialOnServer = () => INITIAL_API_SNAPSHOT

/**
 * The API side of the navbar: the API store (lib/browser/api/api-session-store.ts)
 * of this page, told what the settings and the auth state say, and read with
 * useSyncExternalStore.
 */
export function ApiProvider({
  children,
  loadApi = loadApiServices,
}: {
  children: ReactNode
  loadApi?: () => Promise<ApiServices>
}) {
  const { user, getIdToken } = useAuth()
  const { activeModes, modes, apiKey, debouncedApiKey } = useAuthorizationSettings()
  const [store] = useState(() => createApiStore(loadApi))
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, initialOnServer)
  const uid = user?.uid ?? null
  const sentKey = modes.apiKey.active ? debouncedApiKey : null

  useEffect(() => {
    store.update({
      endpoint: siteConfig.apiUrl,
      activeModes,
      apiKey: sentKey,
      keyToCheck: debouncedApiKey,
      uid,
      getIdToken,
    })
  }, [store, activeModes, sentKey, debouncedApiKey, uid, getIdToken])

  // A key's result is shown only for the key in the field right now.
  const keyCheck = snapshot.keyCheck?.key === apiKey ? snapshot.keyCheck : null
  const value = useMemo(
    () => ({
      keyCheck,
      profile: snapshot.profile,
      isSuperAdmin: snapshot.isSuperAdmin,
      createProfile: store.createProfile,
      loadError: snapshot.loadError,
    }),
    [keyCheck, snapshot, store],
  )
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>
}
