import { activeHeadingId, type HeadingPosition } from "../active-heading"

const view = { readingLine: 100, viewportHeight: 800, atBottom: false }
const headings = (...tops: number[]): HeadingPosition[] => tops.map((top, index) => ({ id: `h${index}`, top }))

describe("activeHeadingId", () => {
  it("is the last heading that has reached the reading line", () => {
    expect(activeHeadingId(headings(-900, -300, 40, 500), view)).toBe("h2")
    expect(activeHeadingId(headings(-900, -300, 101, 500), view)).toBe("h1")
  })

  it("counts a heading exactly on the line as begun", () => {
    expect(activeHeadingId(headings(-300, 100, 500), view)).toBe("h1")
  })

  it("is null above the first heading, while the introduction is read", () => {
    expect(activeHeadingId(headings(300, 900), view)).toBeNull()
    expect(activeHeadingId([], view)).toBeNull()
  })

  it("at the end of the page, is the last heading in view, which can never reach the line", () => {
    const end = { ...view, atBottom: true }
    expect(activeHeadingId(headings(-900, 50, 400, 700), end)).toBe("h3")
    // Below the screen does not count, even at the end.
    expect(activeHeadingId(headings(-900, 50, 400, 900), end)).toBe("h2")
    expect(activeHeadingId(headings(-900, -500), end)).toBe("h1")
  })
})
