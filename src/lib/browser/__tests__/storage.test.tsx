import { act, render, screen } from "@testing-library/react"
import { createStorageSlot, resetStorageWarnings, useStorageSlot } from "../storage"
import { STORAGE_KEYS } from "../../../../core/storage-keys"

function blockStorage() {
  return jest.spyOn(window, "localStorage", "get").mockImplementation(() => {
    throw new DOMException("The operation is insecure.", "SecurityError")
  })
}

describe("storage slots", () => {
  beforeEach(() => {
    jest.restoreAllMocks()
    localStorage.clear()
    resetStorageWarnings()
  })

  it("reads, writes and deletes one key", () => {
    const slot = createStorageSlot("theme", "your colour mode")
    expect(slot.get()).toBeNull()
    slot.set("dark")
    expect(localStorage.getItem("theme")).toBe("dark")
    expect(slot.get()).toBe("dark")
    slot.del()
    expect(slot.get()).toBeNull()
  })

  it("stores nothing and warns once per key when storage is blocked; the value lasts for this visit", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {})
    const storageGetter = blockStorage()
    const slot = createStorageSlot("apiKey", "your API key")
    expect(slot.get()).toBeNull()
    expect(() => slot.set("x")).not.toThrow()
    expect(slot.get()).toBe("x")
    expect(() => slot.del()).not.toThrow()
    expect(slot.get()).toBeNull()
    storageGetter.mockRestore()
    expect(localStorage.getItem("apiKey")).toBeNull()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith(
      'Browser storage is not available (The operation is insecure.); your API key will not be remembered (key "apiKey").',
    )
  })

  it("keeps the value in memory once a write fails (storage full), without reading the old stored value back", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {})
    localStorage.setItem("apiKey", "old")
    const slot = createStorageSlot("apiKey", "your API key")
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError")
    })
    slot.set("new")
    expect(slot.get()).toBe("new")
    slot.set("newer")
    expect(slot.get()).toBe("newer")
    setItem.mockRestore()
    expect(localStorage.getItem("apiKey")).toBe("old")
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it("tells about changes made in another tab", () => {
    const slot = createStorageSlot("theme", "your colour mode")
    const onChange = jest.fn()
    const stop = slot.listen(onChange)
    window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: "dark" }))
    window.dispatchEvent(new StorageEvent("storage", { key: "other", newValue: "x" }))
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith("dark")
    stop()
    window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: "light" }))
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it("gives React components the value, kept in step with this tab and other tabs", () => {
    const slot = createStorageSlot("demo", "the demo")
    const setters: ((value: string | null) => void)[] = []
    function Show() {
      const [value, setValue] = useStorageSlot(slot)
      setters.push(setValue)
      return <p>value: {value ?? "none"}</p>
    }
    render(
      <>
        <Show />
        <Show />
      </>,
    )
    expect(screen.getAllByText("value: none")).toHaveLength(2)
    act(() => setters[0]("one"))
    expect(screen.getAllByText("value: one")).toHaveLength(2)
    act(() => {
      localStorage.setItem("demo", "two")
      window.dispatchEvent(new StorageEvent("storage", { key: "demo", newValue: "two" }))
    })
    expect(screen.getAllByText("value: two")).toHaveLength(2)
  })

  it("names every storage key the spec lists in one module", () => {
    expect([
      STORAGE_KEYS.activeAuthorizationModes,
      STORAGE_KEYS.apiKey,
      STORAGE_KEYS.theme,
      STORAGE_KEYS.docsPreferredVersion("default"),
      STORAGE_KEYS.announcementDismissed,
      STORAGE_KEYS.announcementId,
    ]).toEqual([
      "activeAuthorizationModes",
      "apiKey",
      "theme",
      "docs-preferred-version-default",
      "announcement.dismiss",
      "announcement.id",
    ])
  })
})
