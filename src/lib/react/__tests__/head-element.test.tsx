import { isHeadElement } from "../head-element"

function Head(_props: Record<string, unknown>) {
  return <title>x</title>
}
function LocationHandler() {
  return null
}

describe("isHeadElement", () => {
  it("recognises the Head element Gatsby wraps (page props), not the page root", () => {
    expect(isHeadElement(<Head location={{ pathname: "/" }} params={{}} data={{}} pageContext={{}} />)).toBe(true)
    expect(isHeadElement(<LocationHandler />)).toBe(false)
    expect(isHeadElement("text")).toBe(false)
  })
})
