import type { AuthorizationMode } from "../../../../core/authorization-modes"
import type { ProfileUser } from "./operations"
import { errorMessage } from "../../../../core/error-message"
import { createListeners } from "../../../../core/listeners"
import { loadOnce } from "../../../../core/load-once"

/**
 * The API side of the navbar as a store outside React (subscribe, getSnapshot,
 * actions), read by providers/Api.tsx with useSyncExternalStore: the API key's
 * check, and for a signed-in reader the profile (Me), the permissions
 * (MyPermissions) and creating the profile (UpsertMyProfile). The API code
 * (Apollo Client, lib/browser/api/services.ts) is loaded only when the reader
 * has an API key or a session.
 */

type KeyStatus = "valid" | "invalid" | "unreachable" | "error"

export interface KeyCheckResult {
  /** The key the result is about. */
  key: string
  status: KeyStatus
  message: string | null
}

type ProfileStatus = "none" | "loading" | "needsProfile" | "ready" | "error"

export interface ProfileState {
  status: ProfileStatus
  user: ProfileUser | null
  error: string | null
}

export interface ProfileInput {
  firstName: string
  lastName: string
}

/** A call's outcome, with the failure in plain words. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string }

/** One identity's API client (key, modes, user): its cached data goes with it when it closes. */
export interface ApiSession {
  /** Me: the user's profile, or null when the identity has none yet. */
  loadProfile(): Promise<Outcome<ProfileUser | null>>
  /** MyPermissions: whether the user holds superAdmin. */
  loadIsSuperAdmin(): Promise<boolean>
  /** UpsertMyProfile; rejects with an ApiCallError (its extensions name the field of a bad name). */
  createProfile(input: ProfileInput): Promise<ProfileUser | null>
  close(): void
}

export interface SessionOptions {
  endpoint: string
  activeModes: readonly AuthorizationMode[]
  /** The key the client sends: the debounced key while the apiKey mode is active, else null. */
  apiKey: string | null
  getIdToken: () => Promise<string | null>
}

/** What lib/browser/api/services.ts provides; component tests give a plain object of the same shape. */
export interface ApiServices {
  /** HasValidApiClient with this key alone. */
  checkKey(endpoint: string, key: string): Promise<KeyCheckResult>
  openSession(options: SessionOptions): ApiSession
}

/** What the navbar's settings and the auth state say, given to the store whenever they change. */
export interface ApiInputs extends SessionOptions {
  /** The key to check: the debounced key, trimmed, whatever the modes (null when empty). */
  keyToCheck: string | null
  /** The signed-in user's id, or null. */
  uid: string | null
}

interface ApiSnapshot {
  /** The latest check's result, for the key it names (the provider shows it only for the key in the field). */
  keyCheck: KeyCheckResult | null
  profile: ProfileState
  /** Computed from MyPermissions; the spec requires that it is "not used to change anything shown". */
  isSuperAdmin: boolean
  /** The API code could not be loaded. */
  loadError: string | null
}

const NO_PROFILE: ProfileState = { status: "none", user: null, error: null }
export const INITIAL_API_SNAPSHOT: ApiSnapshot = {
  keyCheck: null,
  profile: NO_PROFILE,
  isSuperAdmin: false,
  loadError: null,
}
export const API_NOT_READY = "The API is not ready yet. Try again in a moment."

interface ApiStore {
  subscribe(listener: () => void): () => void
  getSnapshot(): ApiSnapshot
  update(inputs: ApiInputs): void
  createProfile(input: ProfileInput): Promise<void>
}

/** The identity a session serves: a new one when the modes, the sent key or the user change. */
const identityOf = (inputs: ApiInputs) => JSON.stringify([inputs.activeModes, inputs.apiKey, inputs.uid])

/** The snapshot and its listeners: `set` merges a change and tells them. */
function snapshotCell() {
  let snapshot = INITIAL_API_SNAPSHOT
  const listeners = createListeners()
  return {
    subscribe: listeners.subscribe,
    get: () => snapshot,
    set(change: Partial<ApiSnapshot>) {
      snapshot = { ...snapshot, ...change }
      listeners.notify()
    },
  }
}
type SnapshotCell = ReturnType<typeof snapshotCell>

/** Checks each new key once; a slower answer about an older key never replaces the current key's. */
function keyChecker(cell: SnapshotCell) {
  let checkedKey: string | null = null
  return (api: ApiServices, endpoint: string, key: string | null) => {
    if (key === checkedKey) return
    checkedKey = key
    if (!key) {
      if (cell.get().keyCheck) cell.set({ keyCheck: null })
      return
    }
    void api.checkKey(endpoint, key).then((result) => {
      if (checkedKey === key) cell.set({ keyCheck: result })
    })
  }
}

type Session = { identity: string; api: ApiSession }

/**
 * The session of the current identity, and what it loads for a signed-in reader: the profile, then the
 * permissions. An answer for a session that has since closed is dropped. `latestInputs` gives the newest inputs,
 * so a session asks for the current ID token.
 */
function sessionKeeper(cell: SnapshotCell, latestInputs: () => ApiInputs | null) {
  let session: Session | null = null

  const loadPermissions = async (current: Session) => {
    const superAdmin = await current.api.loadIsSuperAdmin()
    if (session === current && superAdmin !== cell.get().isSuperAdmin) cell.set({ isSuperAdmin: superAdmin })
  }
  const loadProfile = (current: Session) => {
    void current.api.loadProfile().then(async (outcome) => {
      if (session !== current) return
      if (!outcome.ok) return cell.set({ profile: { status: "error", user: null, error: outcome.message } })
      const user = outcome.value
      cell.set({ profile: { status: user ? "ready" : "needsProfile", user, error: null } })
      if (user) await loadPermissions(current)
    })
  }

  /** Opens a session for a new identity, closing the old one: one identity's cached data is never served to another. */
  const follow = (api: ApiServices, next: ApiInputs) => {
    const identity = identityOf(next)
    if (session?.identity === identity) return
    session?.api.close()
    session = {
      identity,
      api: api.openSession({
        endpoint: next.endpoint,
        activeModes: next.activeModes,
        apiKey: next.apiKey,
        getIdToken: () => (latestInputs() ?? next).getIdToken(),
      }),
    }
    cell.set({ profile: next.uid ? { ...NO_PROFILE, status: "loading" } : NO_PROFILE, isSuperAdmin: false })
    if (next.uid) loadProfile(session)
  }
  return { current: () => session, follow, loadPermissions }
}

export function createApiStore(load: () => Promise<ApiServices>): ApiStore {
  const cell = snapshotCell()
  const set = cell.set
  let inputs: ApiInputs | null = null
  let services: ApiServices | null = null
  const checkKey = keyChecker(cell)
  const sessions = sessionKeeper(cell, () => inputs)

  const follow = (api: ApiServices, next: ApiInputs) => {
    checkKey(api, next.endpoint, next.keyToCheck)
    sessions.follow(api, next)
  }

  /** The API code, loaded once while changes come in; a failure is said and forgotten, so the next change retries. */
  const loadServices = loadOnce(() =>
    load().then(
      (loaded) => {
        services = loaded
        if (cell.get().loadError) set({ loadError: null })
        if (inputs) follow(loaded, inputs)
      },
      (error: unknown) => {
        const reason = errorMessage(error)
        set({ loadError: `The API code could not be loaded (${reason}). Reload the page to try again.` })
        throw error
      },
    ),
  )

  return {
    subscribe: cell.subscribe,
    getSnapshot: cell.get,
    update(next) {
      inputs = next
      if (services) return follow(services, next)
      if (!next.keyToCheck && !next.uid) {
        if (cell.get().profile !== NO_PROFILE) set({ profile: NO_PROFILE })
        return
      }
      if (next.uid && cell.get().profile.status === "none") set({ profile: { ...NO_PROFILE, status: "loading" } })
      // Said in the snapshot (loadError), so no caller needs the failure.
      loadServices().catch(() => {})
    },
    async createProfile(input) {
      const current = sessions.current()
      if (!current || !inputs?.uid) throw new Error(API_NOT_READY)
      const user = await current.api.createProfile(input)
      if (sessions.current() !== current || !user) return
      set({ profile: { status: "ready", user, error: null } })
      await sessions.loadPermissions(current)
    },
  }
}
