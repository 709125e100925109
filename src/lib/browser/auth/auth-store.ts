import { errorMessage } from "../../../../core/error-message"
import { createListeners } from "../../../../core/listeners"
import { loadOnce } from "../../../../core/load-once"

/**
 * Who is signed in, as a store outside React (subscribe, getSnapshot, actions),
 * read by providers/Auth.tsx with useSyncExternalStore. The identity service
 * (Firebase) is loaded only when this browser holds a session or the reader
 * opens the Login dialog, so readers who never sign in never download it.
 */

export interface SignedInUser {
  uid: string
  email: string | null
}

/** What the identity service reports whenever the signed-in user changes, or it fails. */
export interface AuthStateReport {
  user: SignedInUser | null
  error: Error | null
}

/** What lib/browser/auth/firebase.ts provides; component tests give a plain object of the same shape. */
export interface IdentityService {
  /** Calls back with the current state at once (when known), then on every change; returns the unsubscribe. */
  watchAuthState(onChange: (report: AuthStateReport) => void): () => void
  signInWithEmail(email: string, password: string): Promise<void>
  signInWithGoogle(): Promise<void>
  signOut(): Promise<void>
  /** A fresh identity token of the signed-in user, or null; forceRefresh asks for a new one (claims just changed). */
  getIdToken(forceRefresh?: boolean): Promise<string | null>
}

/** "unknown" until the browser knows (the server render and hydration always say "unknown"). */
export type AuthStatus = "unknown" | "signedOut" | "signedIn"

interface AuthSnapshot {
  status: AuthStatus
  user: SignedInUser | null
  /** The identity service's code could not be loaded, or it reported an error. */
  serviceError: string | null
}

export const UNKNOWN_AUTH: AuthSnapshot = { status: "unknown", user: null, serviceError: null }

interface AuthStore {
  subscribe(listener: () => void): () => void
  getSnapshot(): AuthSnapshot
  /** After hydration: whether this browser holds a session; the service is loaded at once when it does. */
  start(sessionStored: boolean): void
  /** Loads the identity service (once; again after a failure). */
  ensureService(): Promise<IdentityService>
  signOut(): Promise<void>
  getIdToken(forceRefresh?: boolean): Promise<string | null>
}

/** The snapshot for what is known: the service decides once it has reported; before, a stored session is "unknown". */
function authSnapshot(state: {
  sessionStored: boolean | null
  report: AuthStateReport | null
  loadError: string | null
}): AuthSnapshot {
  const { sessionStored, report, loadError } = state
  const status: AuthStatus = report
    ? report.user
      ? "signedIn"
      : "signedOut"
    : loadError || sessionStored === false
      ? "signedOut"
      : "unknown"
  const serviceError =
    loadError ?? (report?.error ? `The sign-in service reported an error: ${report.error.message}` : null)
  return { status, user: status === "signedIn" ? (report?.user ?? null) : null, serviceError }
}

const sameSnapshot = (a: AuthSnapshot, b: AuthSnapshot) =>
  a.status === b.status &&
  a.serviceError === b.serviceError &&
  a.user?.uid === b.user?.uid &&
  a.user?.email === b.user?.email

export function createAuthStore(load: () => Promise<IdentityService>): AuthStore {
  const state = {
    sessionStored: null as boolean | null,
    report: null as AuthStateReport | null,
    loadError: null as string | null,
  }
  let snapshot = UNKNOWN_AUTH
  let service: IdentityService | null = null
  const listeners = createListeners()
  const update = () => {
    const next = authSnapshot(state)
    if (sameSnapshot(next, snapshot)) return
    snapshot = next
    listeners.notify()
  }

  const ensureService = loadOnce(() =>
    load().then(
      (loaded) => {
        service = loaded
        state.loadError = null
        loaded.watchAuthState((report) => {
          state.report = report
          update()
        })
        update()
        return loaded
      },
      (error: unknown) => {
        state.loadError = `The sign-in code could not be loaded (${errorMessage(error)}).`
        update()
        throw error
      },
    ),
  )

  return {
    subscribe: listeners.subscribe,
    getSnapshot: () => snapshot,
    start(sessionStored) {
      state.sessionStored = sessionStored
      update()
      if (sessionStored) ensureService().catch(() => {})
    },
    ensureService,
    signOut: async () => {
      await service?.signOut()
    },
    getIdToken: async (forceRefresh) => (service ? service.getIdToken(forceRefresh) : null),
  }
}
