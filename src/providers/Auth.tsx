import {
  useCallback,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  useEffect,
  type ComponentType,
  type ReactNode,
} from "react"
import { createStrictContext } from "../lib/react/create-context-hook"
import { hasStoredSession } from "../lib/browser/auth/session-hint"
import { noSubscription } from "../lib/react/no-subscription"
import { loadOnDemand } from "../lib/browser/site-update"
import type { AuthStateReport, SignedInUser } from "../lib/browser/auth/firebase"

export type FirebaseAuthModule = typeof import("../lib/browser/auth/firebase")

/** "unknown" until the browser knows (the server render and hydration always say "unknown"). */
export type AuthStatus = "unknown" | "signedOut" | "signedIn"

interface AuthValue {
  status: AuthStatus
  user: SignedInUser | null
  /** The identity service's code could not be loaded, or it reported an error. */
  serviceError: string | null
  /** Loads Firebase (once) and returns its sign-in functions. */
  ensureFirebase: () => Promise<FirebaseAuthModule>
  signOut: () => Promise<void>
  /** A fresh identity token, or null when signed out. */
  getIdToken: () => Promise<string | null>
}

const [AuthContext, useAuth] = createStrictContext<AuthValue>("Auth")
export { useAuth }

/**
 * Who is signed in (Firebase Auth). Firebase is loaded only when this browser
 * holds a session or the reader opens the Login dialog, so readers who never
 * sign in never download it.
 */
const loadFirebaseModule = loadOnDemand(() => import("../lib/browser/auth/firebase"))

export function AuthProvider({
  children,
  loadFirebase = loadFirebaseModule,
}: {
  children: ReactNode
  loadFirebase?: () => Promise<FirebaseAuthModule>
}) {
  const sessionStored = useSyncExternalStore(noSubscription, hasStoredSession, () => null)
  const [firebase, setFirebase] = useState<FirebaseAuthModule | null>(null)
  const [report, setReport] = useState<AuthStateReport | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const loading = useRef<Promise<FirebaseAuthModule> | null>(null)

  const ensureFirebase = useCallback(() => {
    loading.current ??= loadFirebase().then(
      (module) => {
        setLoadError(null)
        setFirebase(() => module)
        return module
      },
      (error: unknown) => {
        loading.current = null
        setLoadError(
          `The sign-in code could not be loaded (${error instanceof Error ? error.message : String(error)}).`,
        )
        throw error
      },
    )
    return loading.current
  }, [loadFirebase])

  useEffect(() => {
    if (sessionStored) ensureFirebase().catch(() => {})
  }, [sessionStored, ensureFirebase])

  // Firebase decides once it has reported; until then a browser without a stored
  // session is signed out (so opening the Login dialog changes nothing here).
  const reported: AuthStatus | null =
    firebase && report && !report.loading ? (report.user ? "signedIn" : "signedOut") : null
  const status: AuthStatus = reported ?? (loadError || sessionStored === false ? "signedOut" : "unknown")

  const signOut = useCallback(async () => {
    await firebase?.signOut()
  }, [firebase])
  const getIdToken = useCallback(async () => (firebase ? firebase.getIdToken() : null), [firebase])
  const serviceError =
    loadError ?? (report?.error ? `The sign-in service reported an error: ${report.error.message}` : null)

  const value = useMemo(
    () => ({
      status,
      user: status === "signedIn" ? (report?.user ?? null) : null,
      serviceError,
      ensureFirebase,
      signOut,
      getIdToken,
    }),
    [status, report?.user, serviceError, ensureFirebase, signOut, getIdToken],
  )
  const Bridge: ComponentType<{ onChange: (report: AuthStateReport) => void }> | null =
    firebase?.AuthStateBridge ?? null
  return (
    <AuthContext.Provider value={value}>
      {children}
      {Bridge ? <Bridge onChange={setReport} /> : null}
    </AuthContext.Provider>
  )
}
