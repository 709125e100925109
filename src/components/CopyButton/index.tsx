import { useEffect, useRef, useState } from "react"
import * as styles from "./styles.module.css"

type CopyState = "idle" | "copied" | "failed"

/** How long "Copied" stays before the button reads "Copy" again. */
export const COPIED_FOR_MS = 2000

interface CopyButtonProps {
  /** The text to copy, or a function that gives it at the moment of the click (e.g. a real key behind a masked one). */
  text: string | (() => string)
  /** What is copied, for screen readers: "Copy the SDL of Dish". */
  label: string
  className?: string
}

/**
 * Copies text to the clipboard. The result ("Copied", or that copying failed)
 * shows on the button and is announced through a polite live region.
 */
export function CopyButton({ text, label, className }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>("idle")
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current)
  }, [])

  const copy = async () => {
    if (timer.current) clearTimeout(timer.current)
    try {
      await navigator.clipboard.writeText(typeof text === "function" ? text() : text)
      setState("copied")
    } catch {
      setState("failed")
    }
    timer.current = setTimeout(() => setState("idle"), COPIED_FOR_MS)
  }

  return (
    <>
      <button type="button" className={className ? `${styles.button} ${className}` : styles.button} onClick={() => void copy()} aria-label={label} title={label}>
        {state === "copied" ? "Copied" : state === "failed" ? "Copy failed" : "Copy"}
      </button>
      <span className="visually-hidden" role="status" aria-live="polite">
        {state === "copied" ? "Copied to the clipboard" : state === "failed" ? "Could not copy: the browser did not allow access to the clipboard" : ""}
      </span>
    </>
  )
}
