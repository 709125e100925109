/**
 * A Copy pressed before its island's code has run (src/lib/browser/first-interaction.ts holds that click back and
 * gives it again once the code runs). Safari, and Firefox after a few seconds, allow a clipboard write only during
 * the reader's own click, not the one given again. So during the real click the clipboard is handed an item whose
 * text comes later; the Copy button (src/components/CopyButton) supplies that text when the click reaches it.
 */
interface EarlyCopy {
  supply: (text: string | Promise<string>) => void
  cancel: () => void
  /** The clipboard's answer: resolved once the text is written. */
  written: Promise<void>
}

const pending = new WeakMap<Element, EarlyCopy>()

/** In the reader's click on a Copy button whose code has not run: starts the clipboard's write (where it can wait). */
export function startEarlyCopy(button: Element): void {
  if (typeof ClipboardItem === "undefined" || typeof navigator.clipboard?.write !== "function") return
  let supply: EarlyCopy["supply"] = () => undefined
  let cancel: EarlyCopy["cancel"] = () => undefined
  const text = new Promise<string>((resolve, reject) => {
    supply = resolve
    cancel = () => reject(new Error("the page's code for this button did not load"))
  })
  const blob = text.then((value) => new Blob([value], { type: "text/plain" }))
  const written = navigator.clipboard.write([new ClipboardItem({ "text/plain": blob })])
  // Said by the button once its code runs; a cancelled write has no one to tell.
  written.catch(() => undefined)
  pending.set(button, { supply, cancel, written })
}

/** The write started for `button` by the reader's click, once (null when there is none). */
export function takeEarlyCopy(button: Element): EarlyCopy | null {
  const early = pending.get(button) ?? null
  pending.delete(button)
  return early
}

/** The button's code will not run (it could not load, or the island is gone): the write is abandoned. */
export function cancelEarlyCopy(button: Element): void {
  takeEarlyCopy(button)?.cancel()
}
