import { cancelEarlyCopy, startEarlyCopy } from "./early-copy"

/**
 * The reader's first move toward a part of the page whose code has not
 * loaded yet (a deferred island, src/lib/react/deferred-island.tsx): a pointer
 * over it, a touch, or the focus entering it. From then on, until `replay`,
 * the clicks on its buttons and links and the keys that move between its
 * tabs are held back (their default actions prevented) and kept, to be given
 * again, in order, to the same elements once its code runs, each in a task of
 * its own (so each sees what the one before did). Hydration keeps the
 * elements, so a kept target is the element the reader meant. What works
 * without code (a <details>, selecting text) is left to the browser.
 *
 * The clicks and keys are caught on the document, before the page's other
 * listeners: while the island's root hydrates, React's listener on the app's
 * root stops an event aimed at it that it cannot yet deliver, and it would be
 * lost. A link to a place on the page or to another site is not held.
 */

/** Keys a tab list answers (the examples' language tabs); Enter and Space on a button arrive as clicks. */
const TAB_KEYS = new Set(["ArrowLeft", "ArrowRight", "Home", "End"])

type Kept = { type: "click"; target: HTMLElement } | { type: "keydown"; target: HTMLElement; init: KeyboardEventInit }

export interface FirstInteraction {
  /** Gives the kept events again, to the elements still in the page, and stops listening. */
  replay(): void
  /** Stops listening and forgets the kept events (the island is gone). */
  stop(): void
  /**
   * The island's code could not load: stops listening, and gives the kept clicks on links and submit buttons back
   * to the browser, which follows or sends them as it does without code. The others are lost, and the island says so.
   */
  giveUp(): void
}

const keyInit = (event: KeyboardEvent): KeyboardEventInit => ({
  key: event.key,
  code: event.code,
  shiftKey: event.shiftKey,
  ctrlKey: event.ctrlKey,
  altKey: event.altKey,
  metaKey: event.metaKey,
  bubbles: true,
  cancelable: true,
})

/** A link the browser follows as well without the island's code: to a place on this page, or to another site. */
const worksWithoutCode = (target: HTMLElement) =>
  target instanceof HTMLAnchorElement &&
  ((target.getAttribute("href") ?? "").startsWith("#") || target.origin !== window.location.origin)

/** Listens on `container` until `replay` or `stop`; calls `onFirst` once, at the first move toward it. */
export function awaitFirstInteraction(container: HTMLElement, onFirst: () => void): FirstInteraction {
  const kept: Kept[] = []
  let first = true
  const begin = () => {
    if (!first) return
    first = false
    onFirst()
  }
  const inside = (event: Event) => event.target instanceof Node && container.contains(event.target)
  const onClick = (event: MouseEvent) => {
    if (!inside(event)) return
    begin()
    // A click for a new tab or window, or another button's, is the browser's to answer (a link opens as without code).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>("a[href], button") : null
    if (!target || worksWithoutCode(target)) return
    event.preventDefault()
    event.stopPropagation()
    if (target.hasAttribute("data-copy")) startEarlyCopy(target)
    kept.push({ type: "click", target })
  }
  const onKey = (event: KeyboardEvent) => {
    const target = event.target
    if (!(target instanceof HTMLElement) || target.getAttribute("role") !== "tab" || !TAB_KEYS.has(event.key)) return
    if (!inside(event)) return
    begin()
    event.preventDefault()
    event.stopPropagation()
    kept.push({ type: "keydown", target, init: keyInit(event) })
  }
  const starts = ["pointerover", "focusin", "touchstart"] as const
  const page = container.ownerDocument
  const stop = () => {
    for (const type of starts) container.removeEventListener(type, begin, true)
    page.removeEventListener("click", onClick, true)
    page.removeEventListener("keydown", onKey, true)
  }
  for (const type of starts) container.addEventListener(type, begin, { capture: true, passive: true })
  page.addEventListener("click", onClick, true)
  page.addEventListener("keydown", onKey, true)
  return {
    replay() {
      stop()
      const events = kept.splice(0)
      const next = () => {
        const event = events.shift()
        if (!event) return
        if (event.target.isConnected) {
          if (event.type === "click") event.target.click()
          else event.target.dispatchEvent(new KeyboardEvent("keydown", event.init))
        }
        setTimeout(next)
      }
      next()
    },
    stop() {
      stop()
      for (const { target } of kept.splice(0)) cancelEarlyCopy(target)
    },
    giveUp() {
      stop()
      for (const { target } of kept.splice(0)) {
        cancelEarlyCopy(target)
        const native =
          target instanceof HTMLAnchorElement || (target instanceof HTMLButtonElement && target.type === "submit")
        if (native && target.isConnected) target.click()
      }
    },
  }
}
