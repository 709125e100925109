/**
 * @jest-environment jsdom
 */
import { cancelEarlyCopy, startEarlyCopy, takeEarlyCopy } from "../early-copy"

/** jsdom's Blob has no text(); its FileReader reads it. */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.readAsText(blob)
  })

/** A clipboard that, like Safari's, takes an item whose text is still on its way, and keeps what it finally got. */
function fakeClipboard() {
  const written: string[] = []
  class FakeClipboardItem {
    constructor(readonly items: Record<string, Promise<Blob>>) {}
  }
  const write = jest.fn(async ([item]: FakeClipboardItem[]) => {
    written.push(await blobText(await item.items["text/plain"]))
  })
  Object.assign(globalThis, { ClipboardItem: FakeClipboardItem })
  Object.defineProperty(navigator, "clipboard", { value: { write }, configurable: true })
  return { written, write }
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, "ClipboardItem")
  Reflect.deleteProperty(navigator, "clipboard")
})

describe("a Copy pressed before its code ran", () => {
  it("starts the clipboard's write in the reader's click, and writes the text the button supplies later", async () => {
    const clipboard = fakeClipboard()
    const button = document.createElement("button")
    startEarlyCopy(button)
    expect(clipboard.write).toHaveBeenCalledTimes(1)
    const early = takeEarlyCopy(button)
    expect(takeEarlyCopy(button)).toBeNull()
    early?.supply(Promise.resolve("query Dishes { dishes { totalCount } }"))
    await early?.written
    expect(clipboard.written).toEqual(["query Dishes { dishes { totalCount } }"])
  })

  it("abandons the write when the button's code will not run, and writes nothing", async () => {
    const clipboard = fakeClipboard()
    const button = document.createElement("button")
    startEarlyCopy(button)
    const early = takeEarlyCopy(button)
    startEarlyCopy(button)
    cancelEarlyCopy(button)
    expect(takeEarlyCopy(button)).toBeNull()
    early?.cancel()
    await expect(early?.written).rejects.toThrow("did not load")
    expect(clipboard.written).toEqual([])
  })

  it("starts nothing where the clipboard cannot wait for its text (the button then writes as usual)", () => {
    const button = document.createElement("button")
    startEarlyCopy(button)
    expect(takeEarlyCopy(button)).toBeNull()
  })
})
