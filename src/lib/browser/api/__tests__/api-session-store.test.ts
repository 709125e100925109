import {
  API_NOT_READY,
  createApiStore,
  type ApiInputs,
  type ApiServices,
  type ApiSession,
  type KeyCheckResult,
  type Outcome,
} from "../api-session-store"
import type { ProfileUser } from "../operations"

const ANNA: ProfileUser = { id: "7", email: "anna@example.ch", firstName: "Anna", lastName: "Muster" }

/** A promise the test settles. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  const promise = new Promise<T>((settle) => (resolve = settle))
  return { promise, resolve }
}

/** API services whose answers the test holds and releases; each session's calls are recorded. */
function services() {
  const checks = new Map<string, ReturnType<typeof deferred<KeyCheckResult>>>()
  const sessions: {
    options: Parameters<ApiServices["openSession"]>[0]
    closed: boolean
    me: ReturnType<typeof deferred<Outcome<ProfileUser | null>>>
  }[] = []
  const api: ApiServices = {
    checkKey: (_endpoint, key) => {
      const answer = deferred<KeyCheckResult>()
      checks.set(key, answer)
      return answer.promise
    },
    openSession: (options): ApiSession => {
      const session = { options, closed: false, me: deferred<Outcome<ProfileUser | null>>() }
      sessions.push(session)
      return {
        loadProfile: () => session.me.promise,
        loadIsSuperAdmin: async () => true,
        createProfile: async (input) => ({ ...ANNA, ...input }),
        close: () => (session.closed = true),
      }
    },
  }
  return { api, checks, sessions }
}

const inputs = (change: Partial<ApiInputs> = {}): ApiInputs => ({
  endpoint: "https://api.test/graphql",
  activeModes: ["apiKey", "user"],
  apiKey: null,
  keyToCheck: null,
  uid: null,
  getIdToken: async () => null,
  ...change,
})

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("the API store", () => {
  it("loads no API code for a reader with no key and no session", () => {
    const load = jest.fn(async () => services().api)
    const store = createApiStore(load)
    store.update(inputs())
    expect(load).not.toHaveBeenCalled()
    expect(store.getSnapshot().profile.status).toBe("none")
  })

  it("checks each key once and keeps only the current key's answer, however late an older one comes", async () => {
    const { api, checks } = services()
    const store = createApiStore(async () => api)
    store.update(inputs({ keyToCheck: "old-key", apiKey: "old-key" }))
    await flush()
    store.update(inputs({ keyToCheck: "new-key", apiKey: "new-key" }))
    checks.get("new-key")?.resolve({ key: "new-key", status: "valid", message: null })
    await flush()
    checks.get("old-key")?.resolve({ key: "old-key", status: "invalid", message: null })
    await flush()
    expect(store.getSnapshot().keyCheck).toEqual({ key: "new-key", status: "valid", message: null })
    store.update(inputs({ keyToCheck: "new-key", apiKey: "new-key" }))
    expect([...checks.keys()]).toEqual(["old-key", "new-key"])
    store.update(inputs())
    expect(store.getSnapshot().keyCheck).toBeNull()
  })

  it("signed in: loading, then the create-profile state; creating it makes the profile ready with its permissions", async () => {
    const { api, sessions } = services()
    const store = createApiStore(async () => api)
    store.update(inputs({ uid: "u1" }))
    expect(store.getSnapshot().profile.status).toBe("loading")
    await flush()
    sessions[0].me.resolve({ ok: true, value: null })
    await flush()
    expect(store.getSnapshot().profile).toEqual({ status: "needsProfile", user: null, error: null })
    await store.createProfile({ firstName: "Ulla", lastName: "Unchecked" })
    expect(store.getSnapshot().profile).toEqual({
      status: "ready",
      user: { ...ANNA, firstName: "Ulla", lastName: "Unchecked" },
      error: null,
    })
    expect(store.getSnapshot().isSuperAdmin).toBe(true)
  })

  it("a Me that fails is an error in words, never the create-profile state", async () => {
    const { api, sessions } = services()
    const store = createApiStore(async () => api)
    store.update(inputs({ uid: "u1" }))
    await flush()
    sessions[0].me.resolve({ ok: false, message: "The API cannot be reached right now." })
    await flush()
    expect(store.getSnapshot().profile).toEqual({
      status: "error",
      user: null,
      error: "The API cannot be reached right now.",
    })
  })

  it("a new identity gets a new session: the old one is closed and its late answer is dropped", async () => {
    const { api, sessions } = services()
    const store = createApiStore(async () => api)
    store.update(inputs({ uid: "u1" }))
    await flush()
    store.update(inputs({ uid: "u1", activeModes: ["apiKey"] }))
    expect(sessions).toHaveLength(2)
    expect(sessions[0].closed).toBe(true)
    expect(sessions[1].options.activeModes).toEqual(["apiKey"])
    sessions[0].me.resolve({ ok: true, value: ANNA })
    await flush()
    expect(store.getSnapshot().profile.status).toBe("loading")
    store.update(inputs())
    expect(store.getSnapshot().profile.status).toBe("none")
  })

  it("asks for the latest identity token, not the one of the moment the session opened", async () => {
    const { api, sessions } = services()
    const store = createApiStore(async () => api)
    store.update(inputs({ uid: "u1", getIdToken: async () => "first" }))
    await flush()
    store.update(inputs({ uid: "u1", getIdToken: async () => "second" }))
    expect(sessions).toHaveLength(1)
    expect(await sessions[0].options.getIdToken()).toBe("second")
  })

  it("loads the API code once while changes come in, then follows the latest of them", async () => {
    const { api, checks, sessions } = services()
    const load = jest.fn(async () => api)
    const store = createApiStore(load)
    store.update(inputs({ keyToCheck: "key-1" }))
    store.update(inputs({ keyToCheck: "key-2", uid: "u1" }))
    store.update(inputs({ keyToCheck: "key-3", uid: "u1" }))
    await flush()
    expect(load).toHaveBeenCalledTimes(1)
    expect([...checks.keys()]).toEqual(["key-3"])
    expect(sessions).toHaveLength(1)
    expect(store.getSnapshot().profile.status).toBe("loading")
  })

  it("says so when the API code cannot be loaded, and tries again on the next change", async () => {
    const { api } = services()
    const load = jest.fn().mockRejectedValueOnce(new Error("chunk failed")).mockResolvedValue(api)
    const store = createApiStore(load)
    store.update(inputs({ keyToCheck: "good-key" }))
    await flush()
    expect(store.getSnapshot().loadError).toBe(
      "The API code could not be loaded (chunk failed). Reload the page to try again.",
    )
    store.update(inputs({ keyToCheck: "good-key2" }))
    await flush()
    expect(store.getSnapshot().loadError).toBeNull()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it("refuses to create a profile before a signed-in session exists", async () => {
    const store = createApiStore(async () => services().api)
    await expect(store.createProfile({ firstName: "A", lastName: "B" })).rejects.toThrow(API_NOT_READY)
  })
})
