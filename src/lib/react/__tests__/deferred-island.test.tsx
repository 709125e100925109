/**
 * @jest-environment jsdom
 */
import { act, createContext, useContext, useState } from "react"
import { TextEncoder } from "node:util"
import { createRoot, hydrateRoot, type Root } from "react-dom/client"
import { bridgeContext, deferredIsland } from "../deferred-island"
import { markAppStarted, pageLoading } from "../../browser/app-started"

// The browser build of react-dom/server (jsdom's) needs TextEncoder, which jsdom lacks; it is imported after this.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true, TextEncoder })
const serverHtml = async (element: JSX.Element) => (await import("react-dom/server")).renderToString(element)

const Reader = createContext("nobody")

/** The island: a button that counts its clicks, and the reader it is for (a context of the app). */
function Counter({ label }: { label: string }) {
  const reader = useContext(Reader)
  const [clicks, setClicks] = useState(0)
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      {label} for {reader}: {clicks}
    </button>
  )
}

const options = (mustStart: () => boolean) => ({
  name: "the counter",
  contexts: [bridgeContext(Reader)],
  useMustStart: mustStart,
})

/** The page as the server renders it, then hydrated by the browser's build, whose island loads with `load`. */
async function hydratedPage(load: () => Promise<typeof Counter>, mustStart = () => false) {
  const OnServer = deferredIsland({ ...options(mustStart), server: Counter, load })
  const InBrowser = deferredIsland({ ...options(mustStart), server: null, load })
  const page = (Island: typeof InBrowser, reader: string) => (
    <Reader.Provider value={reader}>
      <p>Prose</p>
      <Island label="Run" />
    </Reader.Provider>
  )
  const container = document.createElement("div")
  document.body.append(container)
  container.innerHTML = await serverHtml(page(OnServer, "ana"))
  const serverButton = container.querySelector("button")
  let root: Root | undefined
  await act(async () => {
    root = hydrateRoot(container, page(InBrowser, "ana"))
  })
  const rerender = (reader: string) => act(async () => root?.render(page(InBrowser, reader)))
  return { container, serverButton, rerender, button: () => container.querySelector("button"), InBrowser }
}

/** The browser's island, its code at hand at once. */
const islandInApp = () =>
  deferredIsland({ ...options(() => false), server: null, load: () => Promise.resolve(Counter) })

/** A page the app renders after the first (a navigation): the island in a root of the app's, for `reader`. */
async function renderInApp(Island: ReturnType<typeof deferredIsland<{ label: string }>>, reader: string) {
  const container = document.createElement("div")
  document.body.append(container)
  await act(async () =>
    createRoot(container).render(
      <Reader.Provider value={reader}>
        <Island label="Run" />
      </Reader.Provider>,
    ),
  )
  return container
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)))

afterEach(() => {
  document.body.innerHTML = ""
})

describe("a deferred island", () => {
  it("keeps the server's HTML and loads no code until the reader moves toward it", async () => {
    const load = jest.fn(() => Promise.resolve(Counter))
    const { serverButton, button } = await hydratedPage(load)
    expect(button()).toBe(serverButton)
    expect(button()?.textContent).toBe("Run for ana: 0")
    expect(load).not.toHaveBeenCalled()
  })

  it("hydrates in place at the first move, and answers a click made before its code arrived", async () => {
    const load = jest.fn(() => Promise.resolve(Counter))
    const { serverButton, button } = await hydratedPage(load)
    await act(async () => button()?.click())
    await settle()
    expect(load).toHaveBeenCalledTimes(1)
    expect(button()).toBe(serverButton)
    expect(button()?.textContent).toBe("Run for ana: 1")
    await act(async () => button()?.click())
    expect(button()?.textContent).toBe("Run for ana: 2")
  })

  it("follows the app's contexts once hydrated", async () => {
    const { button, rerender } = await hydratedPage(() => Promise.resolve(Counter))
    await act(async () => button()?.dispatchEvent(new Event("pointerover", { bubbles: true })))
    await settle()
    await rerender("ben")
    expect(button()?.textContent).toBe("Run for ben: 0")
  })

  it("starts at once when the reader's settings make it look other than its HTML", async () => {
    const load = jest.fn(() => Promise.resolve(Counter))
    const { button, serverButton } = await hydratedPage(load, () => true)
    await settle()
    expect(load).toHaveBeenCalledTimes(1)
    expect(button()).toBe(serverButton)
  })

  it("says so, with Retry, when its code cannot load, and keeps its HTML", async () => {
    const load = jest.fn(() => Promise.reject(new Error("offline")))
    const { button, container } = await hydratedPage(load)
    await act(async () => button()?.click())
    await settle()
    expect(container.querySelector("[role=alert]")?.textContent).toContain("Could not load the counter: offline")
    expect(button()?.textContent).toBe("Run for ana: 0")
  })

  it("after Retry, pressed twice, hydrates in place, and then answers clicks at once", async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(Counter)
    const { button, container, serverButton } = await hydratedPage(load)
    await act(async () => button()?.click())
    await settle()
    const retry = [...container.querySelectorAll("button")].find((element) => element.textContent === "Retry")
    await act(async () => {
      retry?.click()
      retry?.click()
    })
    await settle()
    expect(container.querySelector("[role=alert]")).toBeNull()
    expect(button()).toBe(serverButton)
    await act(async () => button()?.click())
    expect(button()?.textContent).toBe("Run for ana: 1")
  })

  it("lets clicks through to its Retry when it fails as it hydrates", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const Broken = ({ label }: { label: string }) => {
      throw new Error(`${label} is broken`)
    }
    const { button, container } = await hydratedPage(() => Promise.resolve(Broken as unknown as typeof Counter))
    await act(async () => button()?.click())
    await settle()
    const alert = container.querySelector("[role=alert]")
    expect(alert?.textContent).toContain("Could not load the counter: Run is broken")
    const heard: string[] = []
    document.addEventListener("click", (event) => heard.push((event.target as HTMLElement).textContent ?? ""))
    alert?.querySelector("button")?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }))
    expect(heard).toEqual(["Retry"])
    // Its Retry reloads the page (jsdom says it cannot): past that, before the console is given back.
    await settle()
    error.mockRestore()
  })

  it("takes a context's change made before its code came, and hydrates in place with it", async () => {
    const { serverButton, button, rerender } = await hydratedPage(() => Promise.resolve(Counter))
    await rerender("ben")
    expect(button()?.textContent).toBe("Run for ana: 0")
    await act(async () => button()?.click())
    await settle()
    expect(button()).toBe(serverButton)
    expect(button()?.textContent).toBe("Run for ben: 1")
  })

  it("draws itself when the page is drawn afresh instead of hydrated (gatsby develop, a page unlike its HTML)", async () => {
    const container = await renderInApp(islandInApp(), "eve")
    await settle()
    expect(container.querySelector("button")?.textContent).toBe("Run for eve: 0")
  })

  it("loads its code with the first page load after the first page (a hover, a navigation), not before", async () => {
    let resolve: (component: typeof Counter) => void = () => undefined
    const load = jest.fn(() => new Promise<typeof Counter>((done) => (resolve = done)))
    const { InBrowser } = await hydratedPage(load)
    pageLoading()
    expect(load).not.toHaveBeenCalled()
    markAppStarted()
    pageLoading()
    expect(load).toHaveBeenCalled()

    // The next page draws it once its code has come.
    const next = await renderInApp(InBrowser, "dan")
    expect(next.textContent).toBe("")
    await act(async () => resolve(Counter))
    await settle()
    expect(next.textContent).toBe("Run for dan: 0")
  })

  it("renders at once, in the app, after the first page (a navigation)", async () => {
    markAppStarted()
    const container = await renderInApp(islandInApp(), "cy")
    await settle()
    expect(container.querySelector("button")?.textContent).toBe("Run for cy: 0")
  })

  it("keeps what it shows when the app renders it again after its code came (a key typed, a sign-in)", async () => {
    let resolve: (component: typeof Counter) => void = () => undefined
    const Island = deferredIsland({
      ...options(() => false),
      server: null,
      load: () => new Promise<typeof Counter>((done) => (resolve = done)),
    })
    const page = (reader: string) => (
      <Reader.Provider value={reader}>
        <Island label="Run" />
      </Reader.Provider>
    )
    const container = document.createElement("div")
    document.body.append(container)
    const root = createRoot(container)
    await act(async () => root.render(page("fay")))
    await act(async () => resolve(Counter))
    await settle()
    const button = container.querySelector("button")
    await act(async () => button?.click())
    await act(async () => root.render(page("gus")))
    expect(container.querySelector("button")).toBe(button)
    expect(button?.textContent).toBe("Run for gus: 1")
  })

  it("after the first page, asks again with the next page load for code that could not load", async () => {
    markAppStarted()
    const load = jest.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(Counter)
    deferredIsland({ ...options(() => false), server: null, load })
    await settle()
    expect(load).toHaveBeenCalledTimes(1)
    pageLoading()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
