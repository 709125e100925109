import type { AuthStateReport, IdentityService, SignedInUser } from "../lib/browser/auth/auth-store"
import type { ApiServices, KeyCheckResult, ProfileInput, ProfileState } from "../lib/browser/api/api-session-store"
import type { ProfileUser } from "../lib/browser/api/operations"
import { resetStorageWarnings } from "../lib/browser/storage"

/**
 * Stand-ins for the two services loaded on demand (the identity service and
 * the API), as plain objects of the same interfaces, driven from the test.
 * Use with jest.mock("…/lib/browser/auth/firebase", () => fakeFirebaseModule())
 * and jest.mock("…/lib/browser/api/services", () => fakeApiModule()).
 */
export const fakeFirebase = {
  user: null as SignedInUser | null,
  listeners: new Set<(report: AuthStateReport) => void>(),
  failNextSignIn: null as { code: string } | null,
  setUser(user: SignedInUser | null) {
    this.user = user
    this.listeners.forEach((notify) => notify({ user, error: null }))
  },
  reset() {
    this.user = null
    this.listeners.clear()
    this.failNextSignIn = null
  },
}

export const fakeIdentityService: IdentityService = {
  watchAuthState(onChange) {
    fakeFirebase.listeners.add(onChange)
    onChange({ user: fakeFirebase.user, error: null })
    return () => fakeFirebase.listeners.delete(onChange)
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

export const fakeFirebaseModule = () => ({ identityService: fakeIdentityService })

export const fakeApi = {
  /** What Me answers for a signed-in reader. */
  profile: { status: "needsProfile", user: null, error: null } as ProfileState,
  checkedKeys: [] as string[],
  sessionsStarted: 0,
  /** UpsertMyProfile: resolves with the new user (by default the names given, for the signed-in email). */
  createProfile: jest.fn(async (input: ProfileInput): Promise<ProfileUser | null> => ({
    id: "7",
    email: fakeFirebase.user?.email ?? "",
    ...input,
  })),
  reset() {
    this.profile = { status: "needsProfile", user: null, error: null }
    this.checkedKeys = []
    this.sessionsStarted = 0
    this.createProfile.mockReset()
    this.createProfile.mockImplementation(async (input) => ({
      id: "7",
      email: fakeFirebase.user?.email ?? "",
      ...input,
    }))
  },
}

/** "good…" keys are valid, "unreachable" cannot be checked, any other is invalid. */
export const fakeApiServices: ApiServices = {
  async checkKey(_endpoint, key): Promise<KeyCheckResult> {
    fakeApi.checkedKeys.push(key)
    if (key === "unreachable") return { key, status: "unreachable", message: "The API cannot be reached right now." }
    return { key, status: key.startsWith("good") ? "valid" : "invalid", message: null }
  },
  openSession() {
    fakeApi.sessionsStarted++
    return {
      loadProfile: async () =>
        fakeApi.profile.status === "error"
          ? { ok: false, message: fakeApi.profile.error ?? "The profile could not be loaded." }
          : { ok: true, value: fakeApi.profile.user },
      loadIsSuperAdmin: async () => false,
      createProfile: (input) => fakeApi.createProfile(input),
      close: () => {},
    }
  },
}

export const fakeApiModule = () => ({ apiServices: fakeApiServices })

/** A clean slate before each component test: no spies, no stored settings or storage warnings, fresh fakes. */
export function resetFakeServices(): void {
  jest.restoreAllMocks()
  localStorage.clear()
  resetStorageWarnings()
  fakeFirebase.reset()
  fakeApi.reset()
}
