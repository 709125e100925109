import { createSearchDialogStore, isSearchShortcut } from "../search-dialog"

function tab() {
  const keys = new EventTarget()
  const history = new EventTarget()
  const store = createSearchDialogStore(keys as Document, history as Window)
  // Node has Event but no KeyboardEvent: the store reads only these three fields.
  const press = (init: { ctrlKey?: boolean; metaKey?: boolean; key: string }) => {
    const event = Object.assign(new Event("keydown", { cancelable: true }), { ctrlKey: false, metaKey: false, ...init })
    keys.dispatchEvent(event)
    return event
  }
  return { store, press, back: () => history.dispatchEvent(new Event("popstate")) }
}

describe("isSearchShortcut", () => {
  it("is Ctrl+K or ⌘+K, in either case, and nothing else", () => {
    expect(isSearchShortcut({ ctrlKey: true, metaKey: false, key: "k" })).toBe(true)
    expect(isSearchShortcut({ ctrlKey: false, metaKey: true, key: "K" })).toBe(true)
    expect(isSearchShortcut({ ctrlKey: false, metaKey: false, key: "k" })).toBe(false)
    expect(isSearchShortcut({ ctrlKey: true, metaKey: false, key: "j" })).toBe(false)
  })
})

describe("the search dialog's store", () => {
  it("opens and closes on the shortcut, which the browser then does not handle", () => {
    const { store, press } = tab()
    const changes = jest.fn()
    store.subscribe(changes)
    const event = press({ ctrlKey: true, key: "k" })
    expect(store.getSnapshot()).toBe(true)
    expect(event.defaultPrevented).toBe(true)
    press({ metaKey: true, key: "k" })
    expect(store.getSnapshot()).toBe(false)
    expect(changes).toHaveBeenCalledTimes(2)
    expect(press({ key: "k" }).defaultPrevented).toBe(false)
    expect(store.getSnapshot()).toBe(false)
  })

  it("keeps a shortcut pressed while no button is mounted (the next page is being put in place)", () => {
    const { store, press } = tab()
    const unsubscribe = store.subscribe(() => {})
    unsubscribe()
    press({ ctrlKey: true, key: "k" })
    const next = jest.fn()
    store.subscribe(next)
    expect(store.getSnapshot()).toBe(true)
  })

  it("closes on Back or Forward, and on close(); open() opens", () => {
    const { store, back } = tab()
    store.subscribe(() => {})
    store.open()
    expect(store.getSnapshot()).toBe(true)
    back()
    expect(store.getSnapshot()).toBe(false)
    store.open()
    store.close()
    expect(store.getSnapshot()).toBe(false)
  })

  it("listens to nothing until something subscribes", () => {
    const { store, press } = tab()
    press({ ctrlKey: true, key: "k" })
    expect(store.getSnapshot()).toBe(false)
  })
})
