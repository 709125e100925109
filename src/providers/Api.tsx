import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react"
import type { ApolloClient } from "@apollo/client"
import { createStrictContext } from "../lib/react/create-context-hook"
import { siteConfig } from "../lib/shared/site-config"
import { loadOnDemand } from "../lib/browser/site-update"
import type { KeyCheckResult, ProfileInput, ProfileState } from "../lib/browser/api/bridge"
import { useAuth } from "./Auth"
import { useAuthorizationSettings } from "./AuthorizationSettings"

export type ApiModule = typeof import("../lib/browser/api/bridge")

interface ApiValue {
  /** The API client of the current identity, once loaded (null before, and for readers with no key and no session). */
  client: ApolloClient | null
  /** The result of checking the current key; null while typing, checking, or without a key. */
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

export const useIsSuperAdmin = () => useApi().isSuperAdmin

const NO_PROFILE: ProfileState = { status: "none", user: null, error: null }

/**
 * The API side of the navbar: loads Apollo Client only when the reader has an
 * API key or a session, checks the key, and runs the profile gate.
 */
const loadApiModule = loadOnDemand(() => import("../lib/browser/api/bridge"))

export function ApiProvider({
  children,
  loadApi = loadApiModule,
}: {
  children: ReactNode
  loadApi?: () => Promise<ApiModule>
}) {
  const { status, user, getIdToken } = useAuth()
  const { activeModes, modes, apiKey, debouncedApiKey } = useAuthorizationSettings()
  const [api, setApi] = useState<ApiModule | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [client, setClient] = useState<ApolloClient | null>(null)
  const [keyCheck, setKeyCheck] = useState<KeyCheckResult | null>(null)
  const [profile, setProfile] = useState<ProfileState>(NO_PROFILE)
  const [isSuperAdmin, setIsSuperAdmin] = useState(false)
  const createProfileRef = useRef<((input: ProfileInput) => Promise<void>) | null>(null)
  const signedIn = status === "signedIn"
  const needed = Boolean(debouncedApiKey) || signedIn

  useEffect(() => {
    if (!needed || api) return
    let current = true
    loadApi().then(
      (module) => current && setApi(() => module),
      (error: unknown) =>
        current &&
        setLoadError(
          `The API code could not be loaded (${error instanceof Error ? error.message : String(error)}). Reload the page to try again.`,
        ),
    )
    return () => {
      current = false
    }
  }, [needed, api, loadApi])

  const registerCreateProfile = useCallback((create: ((input: ProfileInput) => Promise<void>) | null) => {
    createProfileRef.current = create
  }, [])
  const createProfile = useCallback(async (input: ProfileInput) => {
    if (!createProfileRef.current) throw new Error("The API is not ready yet. Try again in a moment.")
    await createProfileRef.current(input)
  }, [])

  const clientApiKey = modes.apiKey.active ? debouncedApiKey : null
  const identity = JSON.stringify([activeModes, clientApiKey, user?.uid ?? null])
  // A key result is shown only for the key in the field right now.
  const currentKeyCheck = keyCheck && keyCheck.key === apiKey?.trim() ? keyCheck : null
  const currentProfile = useMemo(
    (): ProfileState =>
      signedIn ? (profile.status === "none" ? { ...NO_PROFILE, status: "loading" } : profile) : NO_PROFILE,
    [signedIn, profile],
  )

  const value = useMemo(
    () => ({
      client,
      keyCheck: currentKeyCheck,
      profile: currentProfile,
      isSuperAdmin: signedIn && isSuperAdmin,
      createProfile,
      loadError,
    }),
    [client, currentKeyCheck, currentProfile, signedIn, isSuperAdmin, createProfile, loadError],
  )
  return (
    <ApiContext.Provider value={value}>
      {children}
      {api ? (
        <>
          <api.KeyCheck endpoint={siteConfig.apiUrl} apiKey={debouncedApiKey} onResult={setKeyCheck} />
          <api.ApiSession
            key={identity}
            endpoint={siteConfig.apiUrl}
            activeModes={activeModes}
            apiKey={clientApiKey}
            signedIn={signedIn}
            getIdToken={getIdToken}
            onClient={setClient}
            onProfile={setProfile}
            onSuperAdmin={setIsSuperAdmin}
            registerCreateProfile={registerCreateProfile}
          />
        </>
      ) : null}
    </ApiContext.Provider>
  )
}
