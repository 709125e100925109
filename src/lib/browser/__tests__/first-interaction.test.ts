/**
 * @jest-environment jsdom
 */
import { awaitFirstInteraction } from "../first-interaction"

function island() {
  document.body.innerHTML = `
    <div id="island">
      <div role="tablist">
        <button type="button" role="tab" id="graphql">GraphQL</button><button type="button" role="tab" id="curl">curl</button>
      </div>
      <button type="button" id="run"><span id="run-label">Run</span></button>
      <a id="open" href="/graphql/">Open in Playground</a>
      <details id="sample"><summary id="summary">Sample response</summary><pre>{}</pre></details>
      <p id="text">Text</p>
    </div>`
  const byId = (id: string) => document.getElementById(id) as HTMLElement
  return { container: byId("island"), byId }
}

/** What reaches the page's own listeners (React's, at the root, in the real page): "type:id", in order. */
function heard() {
  const events: string[] = []
  const listen = (event: Event) => {
    if (event.target instanceof HTMLElement) events.push(`${event.type}:${event.target.id}`)
    // jsdom cannot follow a link to another page.
    if (event.target instanceof HTMLAnchorElement && !event.target.href.includes("#")) event.preventDefault()
  }
  document.addEventListener("click", listen)
  document.addEventListener("keydown", listen)
  return events
}

const nextTasks = () => new Promise((resolve) => setTimeout(resolve, 20))

afterEach(() => {
  document.body.innerHTML = ""
})

describe("the first move toward a deferred island", () => {
  it("is a pointer over it, a touch or the focus entering it, said once", () => {
    const { container, byId } = island()
    const onFirst = jest.fn()
    awaitFirstInteraction(container, onFirst)
    byId("text").dispatchEvent(new Event("pointerover", { bubbles: true }))
    byId("run").dispatchEvent(new FocusEvent("focusin", { bubbles: true }))
    byId("text").dispatchEvent(new Event("touchstart", { bubbles: true }))
    expect(onFirst).toHaveBeenCalledTimes(1)
  })

  it("holds back clicks on its buttons and links and gives them again, in order, to the same elements", async () => {
    const { container, byId } = island()
    const events = heard()
    const onFirst = jest.fn()
    const interaction = awaitFirstInteraction(container, onFirst)
    byId("run-label").click()
    byId("open").click()
    expect(onFirst).toHaveBeenCalledTimes(1)
    expect(events).toEqual([])

    interaction.replay()
    await nextTasks()
    expect(events).toEqual(["click:run", "click:open"])
  })

  it("holds back the keys that move between tabs, not Tab or the keys of other elements", async () => {
    const { container, byId } = island()
    const events = heard()
    const interaction = awaitFirstInteraction(container, () => undefined)
    const arrow = new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true, cancelable: true })
    byId("graphql").dispatchEvent(arrow)
    byId("graphql").dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", bubbles: true, cancelable: true }))
    byId("run").dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true, cancelable: true }))
    expect(arrow.defaultPrevented).toBe(true)
    expect(events).toEqual(["keydown:graphql", "keydown:run"])

    interaction.replay()
    await nextTasks()
    expect(events).toEqual(["keydown:graphql", "keydown:run", "keydown:graphql"])
  })

  it("leaves what works without code to the browser: a <details> opens at once", () => {
    const { container, byId } = island()
    const events = heard()
    awaitFirstInteraction(container, () => undefined)
    byId("summary").click()
    expect((byId("sample") as HTMLDetailsElement).open).toBe(true)
    expect(events).toEqual(["click:summary"])
  })

  it("after stop, gives nothing again and holds nothing back", async () => {
    const { container, byId } = island()
    const events = heard()
    const interaction = awaitFirstInteraction(container, () => undefined)
    byId("run").click()
    interaction.stop()
    interaction.replay()
    await nextTasks()
    expect(events).toEqual([])
    byId("run").click()
    expect(events).toEqual(["click:run"])
  })

  it("skips a kept element that has left the page", async () => {
    const { container, byId } = island()
    const events = heard()
    const interaction = awaitFirstInteraction(container, () => undefined)
    const run = byId("run")
    run.click()
    byId("open").click()
    run.remove()
    interaction.replay()
    await nextTasks()
    expect(events).toEqual(["click:open"])
  })

  it("leaves a click for a new tab to the browser", () => {
    const { container, byId } = island()
    const events = heard()
    const onFirst = jest.fn()
    awaitFirstInteraction(container, onFirst)
    let prevented: boolean | undefined
    byId("open").addEventListener("click", (event) => (prevented = event.defaultPrevented))
    byId("open").dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true }))
    expect(prevented).toBe(false)
    expect(events).toEqual(["click:open"])
    expect(onFirst).toHaveBeenCalledTimes(1)
  })

  it("when its code cannot load, gives the held link clicks back to the browser, and drops the others", () => {
    const { container, byId } = island()
    const events = heard()
    const interaction = awaitFirstInteraction(container, () => undefined)
    byId("run").click()
    byId("open").click()
    expect(events).toEqual([])
    interaction.giveUp()
    expect(events).toEqual(["click:open"])
    byId("run").click()
    expect(events).toEqual(["click:open", "click:run"])
  })

  it("holds back a key or click that a listener on the page's root would stop (React's, while the island hydrates)", async () => {
    const { container, byId } = island()
    const root = document.createElement("div")
    document.body.append(root)
    root.append(container)
    // What React's listener on the app's root does to an event aimed at a root it has not yet hydrated.
    const stopAll = (event: Event) => event.stopPropagation()
    root.addEventListener("keydown", stopAll, true)
    root.addEventListener("click", stopAll, true)
    const interaction = awaitFirstInteraction(container, () => undefined)
    byId("graphql").dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true, cancelable: true }))
    byId("run").click()
    root.removeEventListener("keydown", stopAll, true)
    root.removeEventListener("click", stopAll, true)

    const events = heard()
    interaction.replay()
    await nextTasks()
    expect(events).toEqual(["keydown:graphql", "click:run"])
  })

  it("leaves clicks and keys elsewhere on the page alone", () => {
    const { container } = island()
    const outside = document.createElement("button")
    outside.setAttribute("role", "tab")
    document.body.append(outside)
    const events = heard()
    awaitFirstInteraction(container, () => undefined)
    outside.id = "outside"
    outside.click()
    outside.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true, cancelable: true }))
    expect(events).toEqual(["click:outside", "keydown:outside"])
  })

  it("leaves a link to a place on the page, or to another site, to the browser", () => {
    const { container, byId } = island()
    const events = heard()
    const onFirst = jest.fn()
    awaitFirstInteraction(container, onFirst)
    const anchor = Object.assign(document.createElement("a"), { id: "anchor", href: "#fields" })
    const away = Object.assign(document.createElement("a"), { id: "away", href: "https://example.com/spec" })
    byId("text").append(anchor, away)
    anchor.click()
    away.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }))
    expect(events).toEqual(["click:anchor", "click:away"])
    expect(onFirst).toHaveBeenCalled()
  })
})
