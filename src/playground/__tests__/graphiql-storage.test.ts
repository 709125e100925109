import { storedActiveOperation, createGraphiQLStorage, withoutHeaders } from "../graphiql-storage"

/** A Storage over a Map, enough for these tests. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial))
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
    key: (index) => [...map.keys()][index] ?? null,
    get length() {
      return map.size
    },
  }
}

const tabs = JSON.stringify({
  activeTabIndex: 1,
  tabs: [
    { id: "a", title: "A", query: "query A { x }", variables: null, headers: null, operationName: "A", response: null },
    {
      id: "b",
      title: "B",
      query: "query B { y }",
      variables: '{"n":1}',
      headers: null,
      operationName: "B",
      response: null,
    },
  ],
})

describe("createGraphiQLStorage", () => {
  it("answers the query, variables and headers keys from the active tab, not from their own entries", () => {
    const storage = createGraphiQLStorage(() =>
      memoryStorage({ "graphiql:tabState": tabs, "graphiql:query": "an older query" }),
    )
    expect(storage.getItem("graphiql:query")).toBe("query B { y }")
    expect(storage.getItem("graphiql:variables")).toBe('{"n":1}')
    expect(storage.getItem("graphiql:headers")).toBeNull()
  })

  it("gives null for those keys when there is no tab list or it is unreadable", () => {
    expect(createGraphiQLStorage(() => memoryStorage()).getItem("graphiql:query")).toBeNull()
    expect(
      createGraphiQLStorage(() => memoryStorage({ "graphiql:tabState": "{not json" })).getItem("graphiql:query"),
    ).toBeNull()
  })

  it("does not write those keys, and writes everything else", () => {
    const backing = memoryStorage()
    const storage = createGraphiQLStorage(() => backing)
    storage.setItem("graphiql:query", "typed")
    storage.setItem("graphiql:tabState", tabs)
    storage.setItem("graphiql:visiblePlugin", "History")
    expect(backing.getItem("graphiql:query")).toBeNull()
    expect(backing.getItem("graphiql:tabState")).toBe(tabs)
    expect(storage.getItem("graphiql:visiblePlugin")).toBe("History")
  })

  it("never stores typed headers: History's runs and favorites, and tabs, are written without them", () => {
    const backing = memoryStorage()
    const storage = createGraphiQLStorage(() => backing)
    const secret = '{ "Authorization": "Bearer eyJ.secret", "api-key": "zfv_typed" }'
    storage.setItem(
      "graphiql:queries",
      JSON.stringify({ queries: [{ query: "{ a }", headers: secret, operationName: "A" }, { query: "{ b }" }] }),
    )
    storage.setItem(
      "graphiql:favorites",
      JSON.stringify({ favorites: [{ query: "{ c }", headers: secret, label: "mine", favorite: true }] }),
    )
    storage.setItem(
      "graphiql:tabState",
      JSON.stringify({
        activeTabIndex: 0,
        tabs: [
          {
            id: "a",
            title: "A",
            query: "{ a }",
            variables: null,
            headers: secret,
            operationName: null,
            response: null,
          },
        ],
      }),
    )
    storage.setItem("graphiql:headers", secret)
    const everything = Array.from(
      { length: backing.length },
      (_, index) => `${backing.key(index)}=${backing.getItem(backing.key(index) ?? "")}`,
    ).join("\n")
    expect(everything).not.toContain("secret")
    expect(everything).not.toContain("zfv_typed")
    expect(JSON.parse(backing.getItem("graphiql:queries") ?? "")).toEqual({
      queries: [{ query: "{ a }", operationName: "A" }, { query: "{ b }" }],
    })
    expect(JSON.parse(backing.getItem("graphiql:favorites") ?? "")).toEqual({
      favorites: [{ query: "{ c }", label: "mine", favorite: true }],
    })
    // GraphiQL only reads back a tab list whose tabs have a headers property.
    expect(JSON.parse(backing.getItem("graphiql:tabState") ?? "").tabs[0]).toEqual({
      id: "a",
      title: "A",
      query: "{ a }",
      variables: null,
      headers: null,
      operationName: null,
      response: null,
    })
  })

  it("reads what an earlier version stored without the headers, and cleans storage", () => {
    const secret = '{ "api-key": "zfv_old" }'
    const backing = memoryStorage({
      "graphiql:queries": JSON.stringify({ queries: [{ query: "{ a }", headers: secret }] }),
      "graphiql:tabState": JSON.stringify({
        activeTabIndex: 0,
        tabs: [
          {
            id: "a",
            title: "A",
            query: "{ a }",
            variables: null,
            headers: secret,
            operationName: null,
            response: null,
          },
        ],
      }),
      "graphiql:headers": secret,
    })
    const storage = createGraphiQLStorage(() => backing)
    expect(storage.getItem("graphiql:queries")).toBe(JSON.stringify({ queries: [{ query: "{ a }" }] }))
    expect(storage.getItem("graphiql:headers")).toBeNull()
    expect(JSON.parse(storage.getItem("graphiql:tabState") ?? "").tabs[0].headers).toBeNull()
    expect(
      [
        backing.getItem("graphiql:queries"),
        backing.getItem("graphiql:tabState"),
        backing.getItem("graphiql:headers"),
      ].join(),
    ).not.toContain("zfv_old")
  })

  it("counts and clears only GraphiQL's keys", () => {
    const backing = memoryStorage({ "graphiql:tabState": tabs, "graphiql:theme": "dark", apiKey: "k" })
    const storage = createGraphiQLStorage(() => backing)
    expect(storage.length).toBe(2)
    storage.clear()
    expect(storage.length).toBe(0)
    expect(backing.getItem("apiKey")).toBe("k")
  })

  it("works without storage, warning once", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {})
    const storage = createGraphiQLStorage(() => {
      throw new DOMException("The operation is insecure.", "SecurityError")
    })
    expect(storage.getItem("graphiql:tabState")).toBeNull()
    storage.setItem("graphiql:tabState", tabs)
    expect(storage.length).toBe(0)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toBe(
      "Browser storage is not available (The operation is insecure.); the playground's tabs and history will not be remembered.",
    )
    warn.mockRestore()
  })
})

describe("withoutHeaders", () => {
  it("leaves other keys, values without headers, and values that are not GraphiQL's JSON as they are", () => {
    expect(withoutHeaders("graphiql:visiblePlugin", '{"headers":"x"}')).toBe('{"headers":"x"}')
    expect(withoutHeaders("graphiql:queries", tabs)).toBe(tabs)
    expect(withoutHeaders("graphiql:tabState", tabs)).toBe(tabs)
    for (const value of ["{not json", "null", "[]", '{"queries":"x"}', '{"queries":[1,null,"a"]}'])
      expect(withoutHeaders("graphiql:queries", value)).toBe(value)
  })
})

describe("storedActiveOperation", () => {
  it("is the active tab's query, variables and operation name, or null when nothing is stored", () => {
    const backing = new Map<string, string>()
    const storage = createGraphiQLStorage(
      () =>
        ({
          getItem: (key: string) => backing.get(key) ?? null,
          setItem: (key: string, value: string) => void backing.set(key, value),
          removeItem: (key: string) => void backing.delete(key),
          key: () => null,
          length: 0,
          clear: () => backing.clear(),
        }) as Storage,
    )
    expect(storedActiveOperation(storage)).toBeNull()
    backing.set(
      "graphiql:tabState",
      JSON.stringify({
        activeTabIndex: 1,
        tabs: [
          { id: "a", query: "{ a }", variables: null, operationName: null },
          { id: "b", query: "query B { b }", variables: '{"x":1}', operationName: "B", headers: null },
        ],
      }),
    )
    expect(storedActiveOperation(storage)).toEqual({ query: "query B { b }", variables: '{"x":1}', operationName: "B" })
  })
})
