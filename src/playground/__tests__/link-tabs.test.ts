import { isBlankQuery, operationOffset, placeLink, reloadedTabId, type StoredTab } from "../link-tabs"

const DEFAULT = "# Run me\nquery FirstOutlets { outlets { totalCount } }"
const tab = (id: string, query: string | null, variables: string | null = null): StoredTab => ({ id, query, variables })

describe("placeLink", () => {
  const work = [tab("a", "query Mine { client { id } }"), tab("b", "{ dishes { totalCount } }", '{"x":1}')]

  it("opens a reloaded link in the tab it was written from, even when the stored tab lags behind", () => {
    const link = { query: "query Mine { client { id } me { id } }" }
    expect(placeLink({ tabs: work, activeTabIndex: 1, link, reloadedTabId: "a", defaultQuery: DEFAULT })).toEqual({
      kind: "tab",
      index: 0,
    })
  })

  it("shows the tab that already holds the same query and variables (ignoring outer whitespace)", () => {
    const link = { query: "{ dishes { totalCount } }\n", variables: ' {"x":1} ' }
    expect(placeLink({ tabs: work, activeTabIndex: 0, link, reloadedTabId: null, defaultQuery: DEFAULT })).toEqual({
      kind: "tab",
      index: 1,
    })
  })

  it("does not take a tab with the same query but other variables", () => {
    const link = { query: "{ dishes { totalCount } }", variables: '{"x":2}' }
    expect(placeLink({ tabs: work, activeTabIndex: 0, link, reloadedTabId: null, defaultQuery: DEFAULT })).toEqual({
      kind: "newTab",
    })
  })

  it("falls back to the other rules when the remembered tab was closed", () => {
    expect(
      placeLink({
        tabs: work,
        activeTabIndex: 0,
        link: { query: "{ me { id } }" },
        reloadedTabId: "gone",
        defaultQuery: DEFAULT,
      }),
    ).toEqual({ kind: "newTab" })
  })

  it("uses the active tab when it is blank, only comments, or the untouched default query", () => {
    for (const query of [null, "", "  \n", "# notes only\n#  more", DEFAULT]) {
      expect(
        placeLink({
          tabs: [work[0], tab("c", query)],
          activeTabIndex: 1,
          link: { query: "{ me { id } }" },
          reloadedTabId: null,
          defaultQuery: DEFAULT,
        }),
      ).toEqual({ kind: "tab", index: 1 })
    }
  })

  it("opens a new tab rather than overwrite the reader's work", () => {
    expect(
      placeLink({
        tabs: work,
        activeTabIndex: 0,
        link: { query: "{ me { id } }" },
        reloadedTabId: null,
        defaultQuery: DEFAULT,
      }),
    ).toEqual({ kind: "newTab" })
    // The default query with the reader's variables is work too.
    expect(
      placeLink({
        tabs: [tab("d", DEFAULT, '{"first":1}')],
        activeTabIndex: 0,
        link: { query: "{ me { id } }" },
        reloadedTabId: null,
        defaultQuery: DEFAULT,
      }),
    ).toEqual({ kind: "newTab" })
  })
})

describe("reloadedTabId", () => {
  const url = "https://docs.example/graphql/?query=%7B+a+%7D"
  const reload = { historyTabId: "a", navigationType: "reload", documentUrl: url, currentUrl: url, firstMount: true }

  it("trusts the tab in history.state on the first mount after a reload of this address (its fragment aside)", () => {
    expect(reloadedTabId(reload)).toBe("a")
    expect(reloadedTabId({ ...reload, documentUrl: `${url}#top`, currentUrl: `${url}#x` })).toBe("a")
  })

  it("does not after Back, Forward or a plain load, on a later mount, or after a reload of another address", () => {
    for (const navigationType of ["navigate", "back_forward", "prerender", null])
      expect(reloadedTabId({ ...reload, navigationType })).toBeNull()
    expect(reloadedTabId({ ...reload, firstMount: false })).toBeNull()
    expect(reloadedTabId({ ...reload, documentUrl: "https://docs.example/docs/access-the-api/" })).toBeNull()
    expect(reloadedTabId({ ...reload, documentUrl: null })).toBeNull()
    expect(reloadedTabId({ ...reload, historyTabId: null })).toBeNull()
  })

  it("so Back to an older address of an edited tab opens it in a new tab instead of overwriting the edit", () => {
    // /graphql/?query=A wrote tab "a"; the reader went to a docs page, came back through the navbar and edited "a" to A′; then Back twice.
    const edited = [tab("a", "query A { outlets { totalCount } me { id } }")]
    const historyTabId = reloadedTabId({ ...reload, navigationType: "navigate", firstMount: false })
    expect(
      placeLink({
        tabs: edited,
        activeTabIndex: 0,
        link: { query: "query A { outlets { totalCount } }" },
        reloadedTabId: historyTabId,
        defaultQuery: DEFAULT,
      }),
    ).toEqual({ kind: "newTab" })
  })
})

describe("isBlankQuery", () => {
  it("is true for nothing and for comments only", () => {
    expect(isBlankQuery(null)).toBe(true)
    expect(isBlankQuery("# a\n\n  # b")).toBe(true)
    expect(isBlankQuery("# a\n{ x }")).toBe(false)
  })
})

describe("operationOffset", () => {
  it("finds where a named operation starts, and not a longer name", () => {
    const query = "query AB { a }\nmutation A { b }"
    expect(operationOffset(query, "A")).toBe(query.indexOf("mutation A"))
    expect(operationOffset(query, "AB")).toBe(0)
    expect(operationOffset(query, "C")).toBe(-1)
  })
})
