import { useEffect } from "react"
import type { AuthStateReport, SignedInUser } from "../lib/browser/auth/firebase"
import type { KeyCheckResult, ProfileInput, ProfileState } from "../lib/browser/api/bridge"
import { resetStorageWarnings } from "../lib/browser/storage"

/**
 * Stand-ins for the two lazily loaded modules (Firebase, Apollo bridge) in
 * component tests: same exports, driven from the test. Use with
 * jest.mock("…/lib/browser/auth/firebase", () => fakeFirebaseModule()) and
 * jest.mock("…/lib/browser/api/bridge", () => fakeApiModule()).
 */
export const fakeFirebase = {
  user: null as SignedInUser | null,
  listeners: new Set<() => void>(),
  failNextSignIn: null as { code: string } | null,
  setUser(user: SignedInUser | null) {
    this.user = user
    this.listeners.forEach((notify) => notify())
  },
  reset() {
    this.user = null
    this.listeners.clear()
    this.failNextSignIn = null
  },
}

export function fakeFirebaseModule() {
  return {
    AuthStateBridge({ onChange }: { onChange: (report: AuthStateReport) => void }) {
      useEffect(() => {
        const notify = () => onChange({ user: fakeFirebase.user, loading: false, error: null })
        notify()
        fakeFirebase.listeners.add(notify)
        return () => {
          fakeFirebase.listeners.delete(notify)
        }
      }, [onChange])
      return null
    },
    signInWithEmail: jest.fn(async (email: string) => {
      const failure = fakeFirebase.failNextSignIn
      fakeFirebase.failNextSignIn = null
      if (failure) throw Object.assign(new Error(failure.code), failure)
      fakeFirebase.setUser({ uid: "uid-1", email })
    }),
    signInWithGoogle: jest.fn(async () => fakeFirebase.setUser({ uid: "uid-g", email: "g@example.ch" })),
    signOut: jest.fn(async () => fakeFirebase.setUser(null)),
    getIdToken: jest.fn(async () => (fakeFirebase.user ? "token" : null)),
  }
}

export const fakeApi = {
  profile: { status: "needsProfile", user: null, error: null } as ProfileState,
  checkedKeys: [] as string[],
  sessionsStarted: 0,
  createProfile: jest.fn(async (_input: ProfileInput) => {}),
  onProfile: null as ((profile: ProfileState) => void) | null,
  reset() {
    this.profile = { status: "needsProfile", user: null, error: null }
    this.checkedKeys = []
    this.sessionsStarted = 0
    this.createProfile.mockReset()
    this.onProfile = null
  },
}

export function fakeApiModule() {
  return {
    KeyCheck({ apiKey, onResult }: { apiKey: string | null; onResult: (result: KeyCheckResult | null) => void }) {
      useEffect(() => {
        if (!apiKey) {
          onResult(null)
          return
        }
        fakeApi.checkedKeys.push(apiKey)
        onResult({
          key: apiKey,
          status: apiKey === "unreachable" ? "unreachable" : apiKey.startsWith("good") ? "valid" : "invalid",
          message: apiKey === "unreachable" ? "The API cannot be reached right now." : null,
        })
      }, [apiKey, onResult])
      return null
    },
    ApiSession({
      signedIn,
      onProfile,
      registerCreateProfile,
    }: {
      signedIn: boolean
      onProfile: (profile: ProfileState) => void
      registerCreateProfile: (create: ((input: ProfileInput) => Promise<void>) | null) => void
    }) {
      useEffect(() => {
        fakeApi.sessionsStarted++
      }, [])
      useEffect(() => {
        fakeApi.onProfile = onProfile
        if (signedIn) onProfile(fakeApi.profile)
        registerCreateProfile(fakeApi.createProfile)
        return () => registerCreateProfile(null)
      }, [signedIn, onProfile, registerCreateProfile])
      return null
    },
  }
}

/** A clean slate before each component test: no spies, no stored settings or storage warnings, fresh fakes. */
export function resetFakeServices(): void {
  jest.restoreAllMocks()
  localStorage.clear()
  resetStorageWarnings()
  fakeFirebase.reset()
  fakeApi.reset()
}
