import { useEffect, useRef, useState } from "react"
import * as styles from "./styles.module.css"
import { takeEarlyCopy } from "../../lib/browser/early-copy"

type CopyState = { kind: "idle" } | { kind: "copied" } | { kind: "failed"; reason: string }

/** How long "Copied" stays before the button reads "Copy" again. */
const COPIED_FOR_MS = 2000

const COPY_SOURCE_ERROR = "CopySourceError"

/**
 * The error a `text` function throws when its text could not be had (a fetch
 * that failed); its message is said to the reader. (A plain Error with a name,
 * not a subclass: the browser build would add a helper for that to every docs page.)
 */
export function copySourceError(message: string): Error {
  return Object.assign(new Error(message), { name: COPY_SOURCE_ERROR })
}

interface CopyButtonProps {
  /**
   * The text to copy, or a function that gives it at the moment of the click
   * (a real key behind a masked one), or a promise of it (a file to fetch).
   */
  text: string | (() => string | Promise<string>)
  /** What is copied, for screen readers: "Copy the SDL of Dish". */
  label: string
  /** What the button reads before it is used; "Copy" by default. */
  idleText?: string
  className?: string
}

/**
 * The button's accessible name: what it copies, and while it shows an outcome, that outcome's words first, so the
 * name always holds the words the button shows (WCAG 2.5.3, Label in Name): "Copied the SDL of Dish".
 */
function buttonName(label: string, state: CopyState): string {
  const what = label.replace(/^Copy\s+/, "")
  if (state.kind === "copied") return `Copied ${what}`
  if (state.kind === "failed") return `Copy failed: ${what}`
  return label
}

/** Writes text, or text still on its way, to the clipboard from the click that asked for it. */
async function writeToClipboard(text: string | Promise<string>) {
  if (typeof text === "string") return navigator.clipboard.writeText(text)
  // Safari allows clipboard writes only during the click: hand it a ClipboardItem whose text arrives later.
  if (typeof ClipboardItem !== "undefined" && typeof navigator.clipboard.write === "function") {
    return navigator.clipboard.write([
      new ClipboardItem({ "text/plain": text.then((value) => new Blob([value], { type: "text/plain" })) }),
    ])
  }
  return navigator.clipboard.writeText(await text)
}

/**
 * Copies text to the clipboard. The result ("Copied", or that copying failed)
 * shows on the button and is announced through a polite live region.
 */
export function CopyButton({ text, label, idleText = "Copy", className }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>({ kind: "idle" })
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )

  const copy = async (button: HTMLButtonElement) => {
    if (timer.current) clearTimeout(timer.current)
    // A click made before the page's code ran has already started the write (lib/browser/early-copy.ts).
    const early = takeEarlyCopy(button)
    try {
      const value = typeof text === "function" ? text() : text
      try {
        if (early) {
          early.supply(value)
          await early.written
        } else await writeToClipboard(value)
      } catch (error) {
        // When the text itself could not be had, that is the reason to report.
        if (typeof value !== "string") await value
        throw error
      }
      setState({ kind: "copied" })
    } catch (error) {
      setState({
        kind: "failed",
        reason:
          error instanceof Error && error.name === COPY_SOURCE_ERROR
            ? error.message
            : "the browser did not allow access to the clipboard",
      })
    }
    timer.current = setTimeout(() => setState({ kind: "idle" }), COPIED_FOR_MS)
  }

  return (
    <>
      <button
        type="button"
        className={className ? `${styles.button} ${className}` : styles.button}
        onClick={(event) => void copy(event.currentTarget)}
        data-copy=""
        aria-label={buttonName(label, state)}
        title={label}
      >
        {state.kind === "copied" ? "Copied" : state.kind === "failed" ? "Copy failed" : idleText}
      </button>
      <span className="visually-hidden" role="status" aria-live="polite">
        {state.kind === "copied"
          ? "Copied to the clipboard"
          : state.kind === "failed"
            ? `Could not copy: ${state.reason}`
            : ""}
      </span>
    </>
  )
}
