import { feedbackProblems } from "../../../../core/feedback"
import {
  asksNotToBeTracked,
  batches,
  beaconBody,
  createSearchReporter,
  pickedUrl,
  reportedQuery,
  settle,
  SETTLE_MS,
  utf8Bytes,
  type SearchReport,
} from "../search-reports"

/** A reporter on a clock the test moves, and the batches it sent, parsed. */
function tab(optedOut = false) {
  let now = 0
  const timers: { at: number; run: () => void }[] = []
  const sent: unknown[] = []
  const reporter = createSearchReporter({
    send: (body) => sent.push(JSON.parse(body)),
    optedOut: () => optedOut,
    later: (run, ms) => {
      const timer = { at: now + ms, run }
      timers.push(timer)
      return () => {
        const at = timers.indexOf(timer)
        if (at >= 0) timers.splice(at, 1)
      }
    },
  })
  const wait = (ms: number) => {
    now += ms
    for (const timer of timers.filter((each) => each.at <= now)) {
      timers.splice(timers.indexOf(timer), 1)
      timer.run()
    }
  }
  const searches = () => sent.map((batch) => (batch as { searches: SearchReport[] }).searches)
  return { reporter, wait, sent, searches }
}

describe("asksNotToBeTracked", () => {
  it("is true with Global Privacy Control or Do Not Track, on navigator or window, and false without", () => {
    expect(asksNotToBeTracked({ globalPrivacyControl: true })).toBe(true)
    expect(asksNotToBeTracked({ doNotTrack: "1" })).toBe(true)
    expect(asksNotToBeTracked({ doNotTrack: "yes" })).toBe(true)
    expect(asksNotToBeTracked({}, { doNotTrack: "1" })).toBe(true)
    expect(asksNotToBeTracked({ globalPrivacyControl: false, doNotTrack: "0" }, {})).toBe(false)
    expect(asksNotToBeTracked({ doNotTrack: "unspecified" })).toBe(false)
    expect(asksNotToBeTracked({ doNotTrack: null })).toBe(false)
    expect(asksNotToBeTracked(undefined)).toBe(false)
  })
})

describe("what a query and a pick are reported as", () => {
  it("trims a query, collapses its spaces and keeps 200 characters at most", () => {
    expect(reportedQuery("  opening   hours ")).toBe("opening hours")
    expect(reportedQuery("   ")).toBe("")
    expect(reportedQuery("x".repeat(250))).toHaveLength(200)
  })

  it("keeps a pick's path and fragment, without an origin", () => {
    expect(pickedUrl("/docs/graphql-schema/objects/dish/#allergens")).toBe(
      "/docs/graphql-schema/objects/dish/#allergens",
    )
    expect(pickedUrl("https://docs.example.ch/docs/examples/dishes/")).toBe("/docs/examples/dishes/")
    expect(pickedUrl(`/docs/${"a".repeat(400)}/`)).toHaveLength(300)
  })
})

describe("settle", () => {
  const dish = { query: "dish", results: 7 }
  it("drops a query that the next settled query begins with, ignoring case", () => {
    expect(settle(dish, { query: "Dishes", results: 4 })).toEqual({ final: [], held: { query: "Dishes", results: 4 } })
    expect(settle(dish, { ...dish, picked: { rank: 5, url: "/docs/" } })).toEqual({
      final: [],
      held: { ...dish, picked: { rank: 5, url: "/docs/" } },
    })
  })

  it("keeps a query the next one does not begin with", () => {
    expect(settle(dish, { query: "dis", results: 9 })).toEqual({ final: [dish], held: { query: "dis", results: 9 } })
    expect(settle(null, dish)).toEqual({ final: [], held: dish })
  })

  it("keeps a picked query, and adds nothing when it settles again without a pick", () => {
    const picked = { ...dish, picked: { rank: 2, url: "/docs/examples/dishes/" } }
    expect(settle(picked, { query: "dishes", results: 4 })).toEqual({
      final: [picked],
      held: { query: "dishes", results: 4 },
    })
    expect(settle(picked, dish)).toEqual({ final: [], held: picked })
    expect(settle(picked, { ...dish, picked: { rank: 3, url: "/docs/" } }).final).toEqual([picked])
  })

  it("never reports an empty query", () => {
    expect(settle(dish, { query: "", results: 0 })).toEqual({ final: [], held: dish })
  })
})

describe("batches", () => {
  it("cuts at 20 searches, and each batch is one the endpoint accepts", () => {
    const searches = Array.from({ length: 45 }, (_, at) => ({ query: `q${at}`, results: at }))
    const cut = batches(searches)
    expect(cut.map((batch) => batch.length)).toEqual([20, 20, 5])
    expect(cut.flat()).toEqual(searches)
    for (const batch of cut) expect(feedbackProblems(JSON.parse(beaconBody(batch)))).not.toHaveProperty("problem")
  })

  it("cuts before a body would pass 4 KB, counted in UTF-8 bytes", () => {
    const long = (at: number) => ({
      query: `${at}${"ü".repeat(190)}`,
      results: 1,
      picked: { rank: 1, url: `/docs/${"a".repeat(280)}/` },
    })
    const cut = batches(Array.from({ length: 20 }, (_, at) => long(at)))
    expect(cut.length).toBeGreaterThan(1)
    for (const batch of cut) expect(utf8Bytes(beaconBody(batch))).toBeLessThanOrEqual(4096)
    expect(utf8Bytes("aü€😀")).toBe(1 + 2 + 3 + 4)
  })
})

describe("the reporter", () => {
  it("reports a query once its results stayed a second on screen, and sends when the panel closes", () => {
    const { reporter, wait, searches } = tab()
    reporter.shown("zzqxv", 0)
    wait(SETTLE_MS - 1)
    expect(searches()).toEqual([])
    wait(1)
    reporter.changed()
    reporter.shown("allerg", 3)
    wait(400)
    reporter.changed()
    reporter.shown("allergens", 3)
    reporter.picked(2, "/docs/examples/dishes/")
    reporter.close()
    expect(searches()).toEqual([
      [
        { query: "zzqxv", results: 0 },
        { query: "allergens", results: 3, picked: { rank: 2, url: "/docs/examples/dishes/" } },
      ],
    ])
  })

  it("drops the settled query the reader went on typing from, and reports the one on screen at closing", () => {
    const { reporter, wait, searches } = tab()
    reporter.shown("open", 5)
    wait(SETTLE_MS)
    reporter.changed()
    reporter.shown("opening hours", 2)
    wait(SETTLE_MS)
    reporter.changed()
    reporter.shown("outlets", 6)
    reporter.close()
    expect(searches()).toEqual([
      [
        { query: "opening hours", results: 2 },
        { query: "outlets", results: 6 },
      ],
    ])
  })

  it("reports nothing for a query whose results never showed, and drops a prefix only within one panel session", () => {
    const { reporter, wait, searches } = tab()
    reporter.shown("dish", 7)
    wait(SETTLE_MS)
    reporter.close()
    reporter.changed()
    reporter.close()
    reporter.shown("dishes", 4)
    reporter.close()
    expect(searches()).toEqual([[{ query: "dish", results: 7 }], [{ query: "dishes", results: 4 }]])
  })

  it("sends a batch as soon as 20 searches wait", () => {
    const { reporter, wait, searches } = tab()
    for (let at = 0; at < 21; at++) {
      reporter.shown(`query ${String.fromCharCode(97 + at)}`, at)
      wait(SETTLE_MS)
      reporter.changed()
    }
    // The 21st settled query is held until the session ends: the one after it could begin with it.
    expect(searches().map((batch) => batch.length)).toEqual([20])
    reporter.close()
    expect(searches().map((batch) => batch.length)).toEqual([20, 1])
  })

  it("sends what waits when the page is left, and does not report that query again at closing", () => {
    const { reporter, wait, searches } = tab()
    reporter.shown("menus", 4)
    wait(SETTLE_MS)
    reporter.changed()
    reporter.shown("orders", 3)
    reporter.leave()
    expect(searches()).toEqual([
      [
        { query: "menus", results: 4 },
        { query: "orders", results: 3 },
      ],
    ])
    reporter.close()
    expect(searches()).toHaveLength(1)
  })

  it("reports a pick opened in another tab, then what the reader searched next", () => {
    const { reporter, wait, searches } = tab()
    reporter.shown("dish", 7)
    reporter.picked(5, "/docs/graphql-schema/objects/dish/")
    wait(SETTLE_MS)
    reporter.changed()
    reporter.shown("dishes", 4)
    reporter.close()
    expect(searches()).toEqual([
      [
        { query: "dish", results: 7, picked: { rank: 5, url: "/docs/graphql-schema/objects/dish/" } },
        { query: "dishes", results: 4 },
      ],
    ])
  })

  it("collects and sends nothing while the reader asks not to be tracked", () => {
    const { reporter, wait, sent } = tab(true)
    reporter.shown("dish", 7)
    wait(SETTLE_MS)
    reporter.picked(5, "/docs/")
    reporter.leave()
    reporter.close()
    expect(sent).toEqual([])
  })
})
