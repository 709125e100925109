import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react"
import { createStrictContext } from "../lib/react/create-context-hook"
import { hasStoredSession } from "../lib/browser/auth/session-hint"
import { loadOnDemand } from "../lib/browser/site-update"
import {
  UNKNOWN_AUTH,
  createAuthStore,
  type AuthStatus,
  type IdentityService,
  type SignedInUser,
} from "../lib/browser/auth/auth-store"

export type { AuthStatus, IdentityService }

interface AuthValue {
  status: AuthStatus
  user: SignedInUser | null
  /** The identity service's code could not be loaded, or it reported an error. */
  serviceError: string | null
  /** Loads the identity service (once) and returns its sign-in functions. */
  ensureIdentityService: () => Promise<IdentityService>
  signOut: () => Promise<void>
  /** A fresh identity token, or null when signed out; forceRefresh asks the service for a new one. */
  getIdToken: (forceRefresh?: boolean) => Promise<string | null>
}

const [AuthContext, useAuth] = createStrictContext<AuthValue>("Auth")
export { AuthContext, useAuth }

const loadFirebase = loadOnDemand(() => import("../lib/browser/auth/firebase").then((module) => module.identityService))
const unknownOnServer = () => UNKNOWN_AUTH

/** Who is signed in: the auth store (lib/browser/auth/auth-store.ts) of this page, read with useSyncExternalStore. */
export function AuthProvider({
  children,
  loadIdentityService = loadFirebase,
}: {
  children: ReactNode
  loadIdentityService?: () => Promise<IdentityService>
}) {
  const [store] = useState(() => createAuthStore(loadIdentityService))
  const { status, user, serviceError } = useSyncExternalStore(store.subscribe, store.getSnapshot, unknownOnServer)
  // Storage is read after hydration, so the server render and the first client render agree.
  useEffect(() => store.start(hasStoredSession()), [store])
  const value = useMemo(
    () => ({
      status,
      user,
      serviceError,
      ensureIdentityService: store.ensureService,
      signOut: store.signOut,
      getIdToken: store.getIdToken,
    }),
    [status, user, serviceError, store],
  )
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}
