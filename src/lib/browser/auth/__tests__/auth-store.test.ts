import { createAuthStore, type AuthStateReport, type IdentityService } from "../auth-store"

/** An identity service whose state the test sets; `report` reaches every watcher. */
function service() {
  const watchers = new Set<(report: AuthStateReport) => void>()
  const identity: IdentityService = {
    watchAuthState: (onChange) => {
      watchers.add(onChange)
      return () => watchers.delete(onChange)
    },
    signInWithEmail: jest.fn(async () => {}),
    signInWithGoogle: jest.fn(async () => {}),
    signOut: jest.fn(async () => {}),
    getIdToken: jest.fn(async () => "token"),
  }
  return { identity, report: (report: AuthStateReport) => watchers.forEach((watch) => watch(report)) }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("the auth store", () => {
  it("is signed out without loading the service when this browser holds no session", () => {
    const load = jest.fn(async () => service().identity)
    const store = createAuthStore(load)
    expect(store.getSnapshot().status).toBe("unknown")
    store.start(false)
    expect(store.getSnapshot()).toEqual({ status: "signedOut", user: null, serviceError: null })
    expect(load).not.toHaveBeenCalled()
  })

  it("with a stored session, loads the service and follows what it reports", async () => {
    const { identity, report } = service()
    const store = createAuthStore(async () => identity)
    const changes = jest.fn()
    store.subscribe(changes)
    store.start(true)
    await flush()
    expect(store.getSnapshot().status).toBe("unknown")
    report({ user: { uid: "u1", email: "anna@example.ch" }, error: null })
    expect(store.getSnapshot()).toEqual({
      status: "signedIn",
      user: { uid: "u1", email: "anna@example.ch" },
      serviceError: null,
    })
    const signedIn = store.getSnapshot()
    report({ user: { uid: "u1", email: "anna@example.ch" }, error: null })
    expect(store.getSnapshot()).toBe(signedIn)
    report({ user: null, error: null })
    expect(store.getSnapshot().status).toBe("signedOut")
    expect(changes).toHaveBeenCalledTimes(2)
  })

  it("loads the service once for every caller, and follows it once", async () => {
    const { identity } = service()
    const watch = jest.spyOn(identity, "watchAuthState")
    const load = jest.fn(async () => identity)
    const store = createAuthStore(load)
    store.start(true)
    const [first, second] = await Promise.all([store.ensureService(), store.ensureService()])
    expect(first).toBe(identity)
    expect(second).toBe(identity)
    await expect(store.ensureService()).resolves.toBe(identity)
    expect(load).toHaveBeenCalledTimes(1)
    expect(watch).toHaveBeenCalledTimes(1)
  })

  it("says so when the service's code cannot be loaded, and loads it on the next try", async () => {
    const { identity } = service()
    const load = jest.fn().mockRejectedValueOnce(new Error("chunk failed")).mockResolvedValue(identity)
    const store = createAuthStore(load)
    await expect(store.ensureService()).rejects.toThrow("chunk failed")
    expect(store.getSnapshot()).toEqual({
      status: "signedOut",
      user: null,
      serviceError: "The sign-in code could not be loaded (chunk failed).",
    })
    await expect(store.ensureService()).resolves.toBe(identity)
    expect(store.getSnapshot().serviceError).toBeNull()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it("shows the service's own error in words", async () => {
    const { identity, report } = service()
    const store = createAuthStore(async () => identity)
    await store.ensureService()
    report({ user: null, error: new Error("network down") })
    expect(store.getSnapshot().serviceError).toBe("The sign-in service reported an error: network down")
  })

  it("has no token and signs nobody out before the service is loaded, and asks the service after", async () => {
    const { identity } = service()
    const store = createAuthStore(async () => identity)
    expect(await store.getIdToken()).toBeNull()
    await store.signOut()
    expect(identity.signOut).not.toHaveBeenCalled()
    await store.ensureService()
    expect(await store.getIdToken()).toBe("token")
    await store.signOut()
    expect(identity.signOut).toHaveBeenCalledTimes(1)
  })
})
